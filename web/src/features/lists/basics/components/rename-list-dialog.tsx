import { type ListHeader, type ListKind, ListName } from '@listok/contract';
import { issueKey } from '@listok/contract/base';
import { useRef, useState } from 'react';
import { ActionDialog } from '../../../../components/action-dialog';
import { TextField } from '../../../../components/text-field';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { useRenameList } from '../api/rename-list';
import { ListKindPicker } from './list-kind-picker';

export interface RenameListDialogProps {
  /** The list as shown: its id, name and kind now. */
  list: { id: number; name: string; kind: ListKind };
  isOpen: boolean;
  onClose: () => void;
  /** The server renamed it (its caches already show the new name). */
  onRenamed?: (header: ListHeader) => void;
}

function RenameListForm({ list, onClose, onRenamed }: Omit<RenameListDialogProps, 'isOpen'>) {
  const { t } = useTexts();
  const rename = useRenameList(list.id);
  const [name, setName] = useState(list.name);
  const [kind, setKind] = useState(list.kind);
  const [judged, setJudged] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const parsed = ListName.safeParse(name);
  // The rule of a new list's name (contract), judged once the user changed the name or tried to save it.
  const issue = judged && !parsed.success ? issueKey(parsed.error.issues[0]?.message) : undefined;

  const save = () => {
    setJudged(true);
    if (!parsed.success) {
      field.current?.querySelector('input')?.focus();
      return;
    }
    if (parsed.data === list.name && kind === list.kind) return onClose();
    rename.mutate(
      { name: parsed.data, kind },
      {
        onSuccess: (header) => {
          showSuccess(
            header.name === list.name
              ? t('lists.kindChanged', { kind: t(`lists.kind.${header.kind}`) })
              : t('lists.renamed', { name: header.name }),
          );
          onRenamed?.(header);
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogs.renameList.title')}
      onConfirm={save}
      confirmLabel={t('dialogs.save')}
      cancelLabel={t('dialogs.cancel')}
      isPending={rename.isPending}
    >
      <div ref={field}>
        <TextField
          label={t('dialogs.renameList.name')}
          name="list-name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setJudged(true);
          }}
          autoFocus
          autoComplete="off"
          state={issue ? 'invalid' : 'idle'}
          error={issue ? t(issue) : undefined}
        />
      </div>
      <div className="mt-4">
        <ListKindPicker value={kind} onChange={setKind} />
      </div>
    </ActionDialog>
  );
}

/**
 * Renames a list or changes its kind (its owner): a dialog with the name, checked by the rule of a new list's name,
 * and the kind. Reusable wherever a list is shown: My lists' row menu, the list page's own menu.
 */
export function RenameListDialog({ isOpen, ...props }: RenameListDialogProps) {
  return isOpen ? <RenameListForm {...props} /> : null;
}
