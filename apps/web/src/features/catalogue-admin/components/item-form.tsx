import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATEGORY_NAME_MAX, MENU_DESCRIPTION_MAX, MENU_NAME_MAX, type ImageMessageKey } from '@forkly/contracts';
import { fieldMessage } from '../../../components/forms/field-message';
import { FormError } from '../../../components/forms/form-error';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useSaveItem } from '../api/save-item';
import { checkImageFile, imageMessageKey } from '../lib/image-check';
import { formDefaults } from '../lib/item-form-defaults';
import type { ItemFormInput, ItemFormValues } from '../lib/item-form-schema';
import { KIND, type CatalogueItem, type ItemKind } from '../lib/item-kind';
import { AllergenFieldset } from './allergen-fieldset';
import { ImageField, previewUrlOf, type ImageChoice } from './image-field';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const itemFormSchema = lazySchema(() => import('../lib/item-form-schema').then((m) => m.itemFormSchema));

const SERVER_FIELDS = { name: 'name', description: 'description', price: 'price', category: 'category', allergens: 'allergens' };

interface ItemFormProps {
  kind: ItemKind;
  /** The item to edit; absent to add one. */
  item?: CatalogueItem;
  /** Where a new item goes (staff must choose; a restaurant account defaults to its own). */
  restaurantId?: number;
  categorySuggestions?: string[];
  onDone: (item: CatalogueItem) => void;
  onCancel: () => void;
}

/** The picture's server message is shown by the picture field, not above the form. */
function withoutImageField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !('image' in error.fields)) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).filter(([key]) => key !== 'image'));
  return new ApiError({ status: error.status, errorCode: error.errorCode, message: error.message, fields });
}

/** Adds or edits a menu or extra: the fields of SPEC.md section 5, category, allergens and a picture. */
export function ItemForm({ kind, item, restaurantId, categorySuggestions = [], onDone, onCancel }: ItemFormProps) {
  const { t } = useTranslation(['catalogue', 'validation', 'errors']);
  const save = useSaveItem();
  const [failure, setFailure] = useState<string>();
  const [image, setImage] = useState<ImageChoice>({ remove: false });
  const [imageError, setImageError] = useState<ImageMessageKey>();
  const [checking, setChecking] = useState(false);
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({ resolver: lazyZodResolver(itemFormSchema), defaultValues: formDefaults(item) });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const error = (name: string) => fieldMessage(t, errors, name);
  const listId = `${kind}-categories`;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    const problem = await checkImageFile(file);
    setChecking(false);
    setImageError(problem);
    setImage(problem ? { remove: image.remove } : { file, previewUrl: previewUrlOf(file), remove: false });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (imageError || checking) return;
    setFailure(undefined);
    try {
      const saved = await save.mutateAsync({ kind, id: item?.id, values, image: image.file, removeImage: image.remove, restaurantId });
      toast.success(t(item ? 'form.saved' : 'form.created', { name: saved.name }));
      onDone(saved);
    } catch (err) {
      const serverImage = err instanceof ApiError ? err.fields.image : undefined;
      if (serverImage) setImageError(imageMessageKey(serverImage) ?? 'imageUnreadable');
      const unplaced = applyServerErrors(t, withoutImageField(err), form.setError, SERVER_FIELDS);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={failure} />
      <TextField label={t('form.name')} maxLength={MENU_NAME_MAX} autoComplete="off" error={error('name')} {...register('name')} />
      {KIND[kind].hasCategory && (
        <TextareaField label={t('form.description')} rows={3} maxLength={MENU_DESCRIPTION_MAX} error={error('description')} {...register('description')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.price')} inputMode="decimal" autoComplete="off" error={error('price')} {...register('price')} />
        {KIND[kind].hasCategory && (
          <TextField
            label={t('form.category')}
            list={listId}
            maxLength={CATEGORY_NAME_MAX}
            autoComplete="off"
            hint={t('form.categoryHint')}
            error={error('category')}
            {...register('category')}
          />
        )}
      </div>
      {KIND[kind].hasCategory && (
        <datalist id={listId}>
          {categorySuggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      <Controller control={control} name="allergens" render={({ field }) => <AllergenFieldset value={field.value} onChange={field.onChange} />} />
      <ImageField
        currentImageId={item?.imageId ?? null}
        value={image}
        checking={checking}
        error={imageError ? t(`imageErrors.${imageError}`) : undefined}
        onPick={(file) => void pick(file)}
        onRemove={() => {
          setImage({ remove: true });
          setImageError(undefined);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={checking}>
          {item ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
