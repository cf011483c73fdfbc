import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api';
import { type AddOutcome, useAddItem } from '../api/add-item';
import { type ProductField, type ProductValues, productBody, productFields, productIssues } from '../product-form';
import { ActionDialog } from './action-dialog';

interface NewProductDialogProps {
  listId: number;
  /** The text typed in the search box: the new product's name to start with. */
  initialName: string;
  onClose: () => void;
  onAdded: (outcome: AddOutcome, name: string) => void;
}

/**
 * Spec §2, §5: a new product (name*, details, link) checked by the contract's UserCreateItemBody before it is sent;
 * each field's problem is written under it (the server's too).
 */
export function NewProductDialog({ listId, initialName, onClose, onAdded }: NewProductDialogProps) {
  const { t } = useTranslation();
  const add = useAddItem(listId);
  const form = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<ProductValues>({ name: initialName.trim(), details: '', link: '' });
  const [judged, setJudged] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProductField, { text: string; value: string }>>>({});
  const issues = productIssues(values);

  const errorOf = (field: ProductField): string | undefined => {
    if (!judged) return undefined;
    const issue = issues[field];
    if (issue) return t(issue as never);
    const server = serverErrors[field];
    return server && server.value === values[field] ? server.text : undefined;
  };

  const submit = () => {
    setJudged(true);
    const firstInvalid = productFields.find((field) => issues[field] !== undefined);
    if (firstInvalid) {
      form.current?.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const sent = values;
    add.mutate(
      { product: productBody(values) },
      {
        onSuccess: (outcome) => {
          onAdded(outcome, sent.name.trim());
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const errors: typeof serverErrors = {};
          for (const [field, text] of Object.entries(error.fieldErrors)) {
            if ((productFields as readonly string[]).includes(field)) {
              errors[field as ProductField] = { text, value: sent[field as ProductField] };
            }
          }
          setServerErrors(errors);
        },
      },
    );
  };

  const field = (name: ProductField) => {
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
      isPending={add.isPending}
    >
      <div ref={form} className="flex flex-col gap-4">
        <p className="text-slate-600 text-sm">{t('dialogs.newProduct.lead')}</p>
        <TextField label={t('dialogs.newProduct.name')} required autoFocus autoComplete="off" {...field('name')} />
        <TextField label={t('dialogs.newProduct.details')} autoComplete="off" {...field('details')} />
        <TextField
          label={t('dialogs.newProduct.link')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...field('link')}
        />
      </div>
    </ActionDialog>
  );
}
