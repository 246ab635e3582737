import type { RouteObject } from 'react-router';
import type { DashboardSection } from '@forkly/domain';

type LazyModule = () => Promise<{ Component?: React.ComponentType }>;

/** A screen that a later issue builds: the real layout with a plain "coming later" body. */
export function comingLater(feature: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { ComingLater } = await import('../components/coming-later');
      return { Component: () => <ComingLater feature={feature} /> };
    },
  };
}

/** A dashboard route behind the role guard of its section (SPEC.md section 2). */
export function dashboardSection(section: DashboardSection, load?: LazyModule): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ RoleGuard }, page] = await Promise.all([
        import('./guards/role-guard'),
        load ? load() : import('../components/coming-later').then((m) => ({ Component: () => <m.ComingLater feature={section} /> })),
      ]);
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
