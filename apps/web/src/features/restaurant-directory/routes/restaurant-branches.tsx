import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@forkly/contracts';
import { useListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { BranchesTable, RemoveRestaurantsDialog, useBranches, useBranchRemoval } from '../../restaurant-admin';
import { useRestaurantContext } from '../lib/restaurant-context';

const FILTERS = ['name'] as const;

/**
 * /dashboard/restaurants/{id} (the index tab): the restaurant's branches; staff choose several
 * and remove them together, all or none.
 */
export function Component() {
  const { t } = useTranslation('restaurantDirectory');
  const { restaurant } = useRestaurantContext();
  const list = useListParams(FILTERS, { sortBy: 'NAME', orderBy: 'ASC' });
  const branches = useBranches(restaurant.id, list.apiQuery);
  const [chosen, setChosen] = useState<Map<number, Branch>>(new Map());
  const removal = useBranchRemoval(() => setChosen(new Map()));

  const choose = (branch: Branch, selected: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (selected) next.set(branch.id, branch);
      else next.delete(branch.id);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-bold text-ink">{t('tabs.branches')}</h2>
        <p className="mt-1 text-sm text-stone-700">{t(restaurant.parentRestaurantId === null ? 'branches.intro' : 'branches.isBranch')}</p>
      </div>
      <BranchesTable
        query={branches}
        list={list}
        link={{ to: (b) => paths.dashboard.restaurant(b.id), text: t('open'), labelOf: (b) => t('openNamed', { name: b.name }) }}
        selection={{ selected: new Set(chosen.keys()), onChange: choose }}
        actions={
          <Button variant="danger" className="self-end" disabled={chosen.size === 0} onClick={() => removal.ask([...chosen.values()])}>
            <Trash2 aria-hidden className="size-4" />
            {chosen.size ? t('branches.removeChosen', { count: chosen.size }) : t('branches.removeChosenNone')}
          </Button>
        }
      />
      <RemoveRestaurantsDialog {...removal.dialog} />
    </div>
  );
}
