import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaffRole, type ActiveUser } from '@forkly/contracts';
import { SelectFilter, TextFilter } from '../../../components/data-table';
import { useBranchChoices, useStaffRestaurantChoices } from '../api/get-restaurant-choices';

interface RestaurantPickerProps {
  user: ActiveUser;
  value: string | undefined;
  onChange: (restaurantId: string | undefined) => void;
}

/**
 * Which restaurant's items to list (and where a new one goes). Staff search every restaurant; a
 * parent restaurant picks itself or one of its branches; a branch has nothing to pick.
 */
export function RestaurantPicker({ user, value, onChange }: RestaurantPickerProps) {
  const staff = isStaffRole(user.currentUserRole);
  if (staff) return <StaffPicker value={value} onChange={onChange} />;
  if (user.currentUserRole === 'RESTAURANT_ADMIN') return <BranchPicker user={user} value={value} onChange={onChange} />;
  return null;
}

function BranchPicker({ user, value, onChange }: RestaurantPickerProps) {
  const { t } = useTranslation('catalogue');
  const branches = useBranchChoices(user.restaurantId, user.currentUserRole);
  // Without branches there is only the own restaurant to show, so no choice to offer.
  if (!branches.data?.length || user.restaurantId === undefined) return null;
  const options = [
    { value: String(user.restaurantId), label: t('filters.ownRestaurant') },
    ...branches.data.map((b) => ({ value: String(b.id), label: b.name })),
  ];
  return <SelectFilter label={t('filters.restaurant')} value={value} onChange={onChange} allLabel={t('filters.myRestaurants')} options={options} />;
}

function StaffPicker({ value, onChange }: Omit<RestaurantPickerProps, 'user'>) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState<string>();
  const choices = useStaffRestaurantChoices(search ?? '', true);
  const options = (choices.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  // Keep the chosen restaurant in the list even when the search no longer finds it.
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: t('filters.restaurantNumber', { id: value }) });
  return (
    <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
      <TextFilter label={t('filters.searchRestaurant')} value={search} onChange={setSearch} />
      <SelectFilter label={t('filters.restaurant')} value={value} onChange={onChange} allLabel={t('filters.allRestaurants')} options={options} />
    </div>
  );
}
