import { useQueryClient } from '@tanstack/react-query';
import { ActionDialog } from '../../../../components/action-dialog';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { useDeleteList } from '../api/delete-list';
import { forgetList } from '../api/exit-list';

export interface DeleteListDialogProps {
  /** The list as shown: its id and name. */
  list: { id: number; name: string };
  isOpen: boolean;
  onClose: () => void;
  /**
   * The server deleted it: a screen that shows the list leaves it here (it may wait for the navigation); the list is
   * forgotten and the message shown after.
   */
  onDeleted?: () => void | Promise<void>;
}

/**
 * Deletes a list for good (its owner), after a confirmation that says it goes for every member. Reusable wherever a
 * list is shown: My lists' row menu, the list page's own menu (which leaves the page in `onDeleted`).
 */
export function DeleteListDialog({ list, isOpen, onClose, onDeleted }: DeleteListDialogProps) {
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const remove = useDeleteList(list.id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        onClose();
        await onDeleted?.();
        forgetList(queryClient, list.id);
        showSuccess(t('lists.deleted', { name: list.name }));
      },
    });
  return (
    <ActionDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogs.deleteList.title')}
      onConfirm={confirm}
      confirmLabel={t('dialogs.deleteList.confirm')}
      cancelLabel={t('dialogs.cancel')}
      isPending={remove.isPending}
      destructive
    >
      <p>{t('dialogs.deleteList.text', { name: list.name })}</p>
    </ActionDialog>
  );
}
