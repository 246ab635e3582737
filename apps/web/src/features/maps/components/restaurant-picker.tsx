import type { MapRestaurant } from '@forkly/contracts';
import { useId } from 'react';

interface RestaurantPickerProps {
  label: string;
  restaurants: MapRestaurant[];
  value: number | null;
  onChange: (id: number) => void;
}

/** A labelled native select of restaurants: keyboard and screen readers work without help. */
export function RestaurantPicker({ label, restaurants, value, onChange }: RestaurantPickerProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 rounded-lg bg-white px-3 text-ink ring-1 ring-stone-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {restaurants.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </div>
  );
}
