import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useActiveUser } from '../../../lib/active-user';
import { useBranches } from '../api/get-branches';
import { BranchesTable } from '../components/branches-table';
import { deferredComponent } from '../../../lib/deferred-component';
import { RemoveRestaurantsDialog } from '../components/remove-restaurants-dialog';
import { useBranchRemoval } from '../components/use-branch-removal';

const BranchForm = deferredComponent(() => import('../components/branch-form').then((m) => m.BranchForm));

const FILTERS = ['name'] as const;

function BranchesPage({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurantAdmin');
  const list = useListParams(FILTERS, { sortBy: 'NAME', orderBy: 'ASC' });
  const branches = useBranches(restaurantId, list.apiQuery);
  const [composing, setComposing] = useState(false);
  const removal = useBranchRemoval();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('branches.title')}</h1>
          <p className="mt-1 text-stone-700">{t('branches.intro')}</p>
        </div>
        <Button onClick={() => setComposing((open) => !open)} aria-expanded={composing} aria-controls="new-branch-panel" className="self-start">
          {composing ? <X aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
          {composing ? t('branches.cancelNew') : t('branches.new')}
        </Button>
      </div>
      {composing && (
        <section id="new-branch-panel" aria-labelledby="new-branch-heading" className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <h2 id="new-branch-heading" className="mb-4 text-lg font-bold text-ink">
            {t('branches.new')}
          </h2>
          <BranchForm onCreated={() => setComposing(false)} />
        </section>
      )}
      <BranchesTable query={branches} list={list} onRemove={(branch) => removal.ask([branch])} />
      <RemoveRestaurantsDialog {...removal.dialog} />
    </div>
  );
}

/** /dashboard/branches (RESTAURANT_ADMIN): the restaurant's branches, the add-branch form, and removing a branch. */
export function Component() {
  const { data: user } = useActiveUser();
  if (!user?.restaurantId) return null; // the role guard renders this page only once the user is known
  return <BranchesPage restaurantId={user.restaurantId} />;
}
