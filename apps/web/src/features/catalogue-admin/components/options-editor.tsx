import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTION_GROUPS_MAX, OPTION_NAME_MAX, OPTIONS_PER_GROUP_MAX, type MenuItem } from '@forkly/contracts';
import { translateServerMessage } from '../../../components/forms/field-message';
import { FormError } from '../../../components/forms/form-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useSaveOptions } from '../api/save-options';
import { draftsOf, emptyGroup, emptyOption, requestOf, type GroupDraft, type OptionDraft } from '../lib/option-drafts';

interface OptionsEditorProps {
  dish: MenuItem;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A dish's option groups (decision 045): name, required or optional, one or several choices (with
 * a maximum), and each option's name and price difference. Saved as a whole; the server's limits
 * and messages show next to the field they concern.
 */
export function OptionsEditor({ dish, onDone, onCancel }: OptionsEditorProps) {
  const { t } = useTranslation(['catalogue', 'validation', 'errors']);
  const save = useSaveOptions();
  const [groups, setGroups] = useState<GroupDraft[]>(() => draftsOf(dish));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const setGroup = (index: number, patch: Partial<GroupDraft>) => setGroups((all) => all.map((g, i) => (i === index ? { ...g, ...patch } : g)));
  const setOption = (gi: number, oi: number, patch: Partial<OptionDraft>) =>
    setGroups((all) => all.map((g, i) => (i === gi ? { ...g, options: g.options.map((o, j) => (j === oi ? { ...o, ...patch } : o)) } : g)));
  const error = (path: string) => fieldErrors[path];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const request = requestOf(groups);
    if ('badPrices' in request) {
      setFieldErrors(Object.fromEntries(request.badPrices.map((path) => [path, t('validation:optionPriceInvalid')])));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: dish.id, body: request.body });
      toast.success(t('options.saved', { name: saved.name }));
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      setFieldErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, translateServerMessage(t, message)])));
      // A message about the whole list (at most 10 groups, the cheapest price) has no field of its own.
      setFailure([errorMessage(t, err), fields.groups ? translateServerMessage(t, fields.groups) : ''].filter(Boolean).join(' '));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{t('options.intro', { name: dish.name })}</p>
      <FormError message={failure} />
      {groups.length === 0 && <p className="text-stone-700">{t('options.none')}</p>}
      {groups.map((group, gi) => (
        <fieldset key={group.key} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-ink">{t('options.groupLegend', { number: gi + 1 })}</legend>
          <TextField
            label={t('options.groupName')}
            hint={t('options.groupNameHint')}
            maxLength={OPTION_NAME_MAX}
            autoComplete="off"
            value={group.name}
            error={error(`groups.${gi}.name`)}
            onChange={(e) => setGroup(gi, { name: e.target.value })}
          />
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                checked={group.required}
                onChange={(e) => setGroup(gi, { required: e.target.checked })}
              />
              {t('options.required')}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                checked={group.multiple}
                onChange={(e) => setGroup(gi, { multiple: e.target.checked })}
              />
              {t('options.multiple')}
            </label>
          </div>
          {group.multiple && (
            <TextField
              label={t('options.maxChoices')}
              hint={t('options.maxChoicesHint')}
              inputMode="numeric"
              autoComplete="off"
              className="sm:max-w-48"
              value={group.maxChoices}
              error={error(`groups.${gi}.maxChoices`)}
              onChange={(e) => setGroup(gi, { maxChoices: e.target.value })}
            />
          )}
          <ul className="flex flex-col gap-3" aria-label={t('options.optionsOf', { name: group.name || t('options.groupLegend', { number: gi + 1 }) })}>
            {group.options.map((option, oi) => (
              <li key={option.key} className="grid grid-cols-[minmax(0,1fr)_7rem_auto] items-start gap-2">
                <TextField
                  label={t('options.optionName')}
                  maxLength={OPTION_NAME_MAX}
                  autoComplete="off"
                  value={option.name}
                  error={error(`groups.${gi}.options.${oi}.name`)}
                  onChange={(e) => setOption(gi, oi, { name: e.target.value })}
                />
                <TextField
                  label={t('options.priceDelta')}
                  inputMode="decimal"
                  autoComplete="off"
                  value={option.priceDelta}
                  error={error(`groups.${gi}.options.${oi}.priceDelta`)}
                  onChange={(e) => setOption(gi, oi, { priceDelta: e.target.value })}
                />
                <Button
                  variant="ghost"
                  className="mt-6 min-h-11 text-red-700"
                  disabled={group.options.length === 1}
                  aria-label={t('options.removeOption', { name: option.name || t('options.optionName') })}
                  onClick={() => setGroup(gi, { options: group.options.filter((_, j) => j !== oi) })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
          {error(`groups.${gi}.options`) && <p className="text-sm text-red-700">{error(`groups.${gi}.options`)}</p>}
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="secondary"
              disabled={group.options.length >= OPTIONS_PER_GROUP_MAX}
              onClick={() => setGroup(gi, { options: [...group.options, emptyOption()] })}
            >
              <Plus aria-hidden className="size-4" />
              {t('options.addOption')}
            </Button>
            <Button variant="ghost" className="text-red-700" onClick={() => setGroups((all) => all.filter((_, i) => i !== gi))}>
              <Trash2 aria-hidden className="size-4" />
              {t('options.removeGroup', { name: group.name || t('options.groupLegend', { number: gi + 1 }) })}
            </Button>
          </div>
        </fieldset>
      ))}
      <Button variant="secondary" disabled={groups.length >= OPTION_GROUPS_MAX} onClick={() => setGroups((all) => [...all, emptyGroup()])}>
        <Plus aria-hidden className="size-4" />
        {t('options.addGroup')}
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('options.save')}
        </Button>
      </div>
    </form>
  );
}
