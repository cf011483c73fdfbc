import type { VocabularyEntry } from '@listok/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { showSuccess } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useDeleteProduct } from '../api/delete-product';

interface DeleteProductDialogProps {
  /** The product to delete; none: the dialog is closed. */
  entry: VocabularyEntry | null;
  onClose: () => void;
  /** It is deleted: its row goes (the focus with it). */
  onDeleted: () => void;
}

/** Confirms deleting an own product: it leaves the vocabulary and the suggestions; lists that have it keep it. */
export function DeleteProductDialog({ entry, onClose, onDeleted }: DeleteProductDialogProps) {
  const { t } = useTexts();
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        onClose();
        onDeleted();
        showSuccess(t('vocabulary.deleted', { name: entry.name }));
      },
    });
  };
  return (
    <ActionDialog
      isOpen={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('vocabulary.deleteDialog.title')}
      onConfirm={confirm}
      confirmLabel={t('vocabulary.deleteDialog.confirm')}
      cancelLabel={t('vocabulary.deleteDialog.cancel')}
      isPending={remove.isPending}
      destructive
    >
      <p>{t('vocabulary.deleteDialog.text', { name: entry?.name ?? '' })}</p>
    </ActionDialog>
  );
}
