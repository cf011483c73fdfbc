import type { ListKind } from '@listok/contract';
import { type CopyListBody, copyName, ListName } from '@listok/contract';
import { issueKey } from '@listok/contract/base';
import { useRef, useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { TextField } from '../../../../components/text-field';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import { DialogRefusal } from '../../shared/components/dialog-refusal';
import { RadioOption } from '../../shared/components/radio-option';
import { kindKey } from '../../shared/kind-words';
import { useCopyList } from '../api/copy-list';
import { useOpenCreatedList } from '../hooks/use-open-created-list';

export interface CopyListDialogProps {
  /** The list as shown: its id and its name now. */
  list: { id: number; name: string; kind?: ListKind };
  onClose: () => void;
}

type Only = CopyListBody['only'];

/**
 * Copies a list (its members, also a finished one): a new list of the caller's named «<name> (копия)» unless renamed
 * here, with all the goods or only those not bought yet; the new list opens.
 */
export function CopyListDialog({ list, onClose }: CopyListDialogProps) {
  const { t, lang } = useTexts();
  const copy = useCopyList(list.id);
  const openCreated = useOpenCreatedList();
  const [name, setName] = useState(() => copyName(list.name, lang));
  const [only, setOnly] = useState<Only>('all');
  const [judged, setJudged] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const parsed = ListName.safeParse(name);
  // The rule of a new list's name (contract), judged once the user changed the name or tried to copy.
  const issue = judged && !parsed.success ? issueKey(parsed.error.issues[0]?.message) : undefined;

  const confirm = () => {
    setJudged(true);
    if (!parsed.success) {
      field.current?.querySelector('input')?.focus();
      return;
    }
    copy.mutate(
      { name: parsed.data, only },
      {
        onSuccess: (created) => {
          onClose();
          openCreated(created);
          showSuccess(t('dialogs.copyList.done', { name: created.name }));
        },
      },
    );
  };

  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogs.copyList.title')}
      onConfirm={confirm}
      confirmLabel={t('dialogs.copyList.confirm')}
      cancelLabel={t('dialogs.cancel')}
      isPending={copy.isPending}
    >
      <DialogRefusal error={copy.error} />
      <div className="flex flex-col gap-5">
        <p>{t(kindKey(list.kind, 'copyLead'))}</p>
        <div ref={field}>
          <TextField
            label={t('dialogs.copyList.name')}
            name="list-name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setJudged(true);
            }}
            autoComplete="off"
            state={issue ? 'invalid' : 'idle'}
            error={issue ? t(issue) : undefined}
          />
        </div>
        <RadioGroup value={only} onChange={(value) => setOnly(value as Only)} className="flex flex-col gap-2">
          <Label className="mb-1 font-medium text-slate-800 text-sm">{t('dialogs.copyList.what')}</Label>
          <RadioOption value="all">{t(kindKey(list.kind, 'copyAll'))}</RadioOption>
          <RadioOption value="open">{t(kindKey(list.kind, 'copyOpen'))}</RadioOption>
        </RadioGroup>
      </div>
    </ActionDialog>
  );
}
