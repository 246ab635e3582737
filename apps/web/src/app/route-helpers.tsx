import type { RouteObject } from 'react-router';
import type { DashboardSection } from '@forkly/domain';

type LazyModule = () => Promise<{ Component?: React.ComponentType }>;

/** A dashboard route behind the role guard of its section (SPEC.md section 2). */
export function dashboardSection(section: DashboardSection, load: LazyModule): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ RoleGuard }, page] = await Promise.all([import('./guards/role-guard'), load()]);
      const Page = page.Component ?? (() => null);
      return {
        Component: () => (
          <RoleGuard section={section}>
            <Page />
          </RoleGuard>
        ),
      };
    },
  };
}
