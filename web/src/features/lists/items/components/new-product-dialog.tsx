import type { UserCreateItemBody } from '@listok/contract';
import { useState } from 'react';
import { LinkField, TextField } from '../../../../components/text-field';
import { useFocusFirstInvalid } from '../../../../lib/forms/focus-first-invalid';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import {
  type OwnProductField,
  type OwnProductValues,
  ownProductBody,
  ownProductFields,
  ownProductIssues,
} from '../own-product-form';

interface NewProductDialogProps {
  /** The text typed in the search box: the new product's name to start with. */
  initialName: string;
  /** The amount and unit typed with the name ("2 кг"), which the new item gets. */
  quantity?: string | undefined;
  onClose: () => void;
  onAdd: (product: UserCreateItemBody) => void;
}

/**
 * Spec §2, §5: a new product (name*, details, link) checked by the contract's UserCreateItemBody, the server's own
 * rule, and each field's problem written under it. The add shows at once and goes into the queue of changes, so it
 * works without signal too.
 */
export function NewProductDialog({ initialName, quantity, onClose, onAdd }: NewProductDialogProps) {
  const { t } = useTexts();
  const { container: form, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const [values, setValues] = useState<OwnProductValues>({ name: initialName.trim(), details: '', link: '' });
  const [judged, setJudged] = useState(false);
  const issues = ownProductIssues(values);

  const errorOf = (field: OwnProductField): string | undefined => {
    if (!judged) return undefined;
    const issue = issues[field];
    return issue ? t(issue) : undefined;
  };

  const submit = () => {
    setJudged(true);
    if (ownProductFields.some((field) => issues[field] !== undefined)) {
      focusFirstInvalid();
      return;
    }
    onAdd(ownProductBody(values));
    onClose();
  };

  const field = (name: OwnProductField) => {
    const error = errorOf(name);
    return {
      name,
      value: values[name],
      state: error ? ('invalid' as const) : ('idle' as const),
      error,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    };
  };

  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogs.newProduct.title')}
      onConfirm={submit}
      confirmLabel={t('dialogs.add')}
      cancelLabel={t('dialogs.cancel')}
    >
      <div ref={form} className="flex flex-col gap-4">
        <p className="text-slate-600 text-sm">{t('dialogs.newProduct.lead')}</p>
        {quantity && (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900 text-sm ring-1 ring-brand-200">
            {t('dialogs.newProduct.quantity', { quantity })}
          </p>
        )}
        <TextField label={t('dialogs.newProduct.name')} required autoFocus autoComplete="off" {...field('name')} />
        <TextField label={t('dialogs.newProduct.details')} autoComplete="off" {...field('details')} />
        <LinkField label={t('dialogs.newProduct.link')} {...field('link')} />
      </div>
    </ActionDialog>
  );
}
