import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** A profile's details, read-only until Edit swaps in its form, which calls `done` to swap back. */
export function EditablePanel({ title, form, children }: { title: string; form: (done: () => void) => ReactNode; children: ReactNode }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile-details-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-details-title" className="text-lg font-semibold">
          {title}
        </h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editing ? form(() => setEditing(false)) : children}
    </section>
  );
}
