import { type AddTextAnswer, AddTextBody, addTextLinesMax, type ListKind, textLines } from '@listok/contract';
import { issueKey } from '@listok/contract/base';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { TextAreaField } from '../../../../components/text-area-field';
import { ApiError } from '../../../../lib/api/api';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useLatest } from '../../../../lib/react/use-latest';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import { DialogRefusal } from '../../shared/components/dialog-refusal';
import { kindKey } from '../../shared/kind-words';
import { useAddText, usePreviewText } from '../api/add-text';
import { PastePreview } from './paste-preview';

export interface PasteListDialogProps {
  listId: number;
  /** The list's kind: its words (goods, or entries as typed). */
  kind?: ListKind | undefined;
  /** No signal: the call is not queued, so the dialog says so and waits. */
  offline: boolean;
  onClose: () => void;
}

/**
 * Pastes a list (members of an active list): goods one per line, checked by the contract's rule, then a preview of
 * what each line becomes (the server's answer, nothing changed), then Add. A change of the text asks for a new preview.
 */
export function PasteListDialog({ listId, offline, onClose, kind }: PasteListDialogProps) {
  const { t } = useTexts();
  const [text, setText] = useState('');
  const [judged, setJudged] = useState(false);
  const [preview, setPreview] = useState<AddTextAnswer | null>(null);
  const previewCall = usePreviewText(listId);
  const addCall = useAddText(listId);
  const field = useRef<HTMLDivElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // The text the preview is for: an answer to an older text is dropped.
  const textNow = useLatest(text);

  const parsed = AddTextBody.shape.text.safeParse(text);
  const issue = judged && !parsed.success ? issueKey(parsed.error.issues[0]?.message) : undefined;
  const failure = addCall.error ?? previewCall.error;
  // The server's rule of the text names the field; any other refusal is said above it.
  const fieldRefusal = failure instanceof ApiError ? failure.fieldErrors.text : undefined;
  const fieldError = issue ? t(issue) : fieldRefusal;

  const change = (value: string) => {
    setText(value);
    setJudged(true);
    setPreview(null);
    previewCall.reset();
    addCall.reset();
  };

  const confirm = () => {
    setJudged(true);
    if (!parsed.success) {
      field.current?.querySelector('textarea')?.focus();
      return;
    }
    const sent = text;
    if (!preview) {
      previewCall.mutate(sent, {
        onSuccess: (answer) => {
          if (textNow.current !== sent) return;
          // Drawn at once, then focused: a frame later is not always after React's commit on a busy phone.
          flushSync(() => setPreview(answer));
          previewHeading.current?.focus();
        },
      });
      return;
    }
    addCall.mutate(sent, {
      onSuccess: (answer) => {
        showSuccess(t(kindKey(kind, 'pasteDone'), { count: answer.added.length + answer.merged.length }));
        onClose();
      },
    });
  };

  const nothingToAdd = preview !== null && preview.added.length + preview.merged.length === 0;
  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogs.pasteList.title')}
      onConfirm={confirm}
      confirmLabel={preview ? t('dialogs.add') : t('dialogs.pasteList.preview')}
      cancelLabel={t('dialogs.cancel')}
      isPending={previewCall.isPending || addCall.isPending}
      confirmDisabled={offline || nothingToAdd}
    >
      {offline && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('dialogs.pasteList.offline')}
        </p>
      )}
      {!fieldRefusal && <DialogRefusal error={failure} />}
      <p className="mb-4">{t(kindKey(kind, 'pasteLead'))}</p>
      <div ref={field}>
        <TextAreaField
          label={t(kindKey(kind, 'pasteField'))}
          name="list-text"
          value={text}
          onChange={(event) => change(event.target.value)}
          placeholder={t(kindKey(kind, 'pastePlaceholder'))}
          hint={t(kindKey(kind, 'pasteHint'), { max: addTextLinesMax })}
          counter={{ value: textLines(text).length, max: addTextLinesMax }}
          rows={6}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          state={fieldError ? 'invalid' : 'idle'}
          error={fieldError}
        />
      </div>
      {preview && <PastePreview answer={preview} headingRef={previewHeading} kind={kind} />}
    </ActionDialog>
  );
}
