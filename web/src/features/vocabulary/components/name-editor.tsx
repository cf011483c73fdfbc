import { ProductName, type VocabularyEntry } from '@listok/contract';
import { issueKey } from '@listok/contract/base';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SaveCancelButtons } from '../../../components/save-cancel-buttons';
import { ApiError } from '../../../lib/api/api';
import { showSuccess } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useRenameProduct } from '../api/rename-product';

interface NameEditorProps {
  entry: VocabularyEntry;
  onDone: () => void;
}

/** The inline editor of a product's name: Enter or the check saves, Escape or the cross cancels. */
export function NameEditor({ entry, onDone }: NameEditorProps) {
  const { t } = useTexts();
  const rename = useRenameProduct();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [value, setValue] = useState(entry.name);
  const [issue, setIssue] = useState<string | null>(null);

  useEffect(() => input.current?.select(), []);

  const save = () => {
    const parsed = ProductName.safeParse(value);
    if (!parsed.success) {
      setIssue(t(issueKey(parsed.error.issues[0]?.message)));
      input.current?.focus();
      return;
    }
    if (parsed.data === entry.name) {
      onDone();
      return;
    }
    rename.mutate(
      { id: entry.id, name: parsed.data },
      {
        onSuccess: () => {
          showSuccess(t('vocabulary.renamed', { name: parsed.data }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setIssue(error.fieldErrors.name ?? null);
          input.current?.focus();
        },
      },
    );
  };

  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-1 sm:flex-nowrap">
        <input
          ref={input}
          value={value}
          maxLength={256}
          onChange={(event) => {
            setValue(event.target.value);
            setIssue(null);
          }}
          onKeyDown={keys}
          aria-label={t('vocabulary.newName', { name: entry.name })}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? errorId : undefined}
          className={`block min-h-10 w-full min-w-0 basis-full rounded-lg border sm:basis-auto bg-white px-3 py-2 text-base text-slate-900 ${issue ? 'border-red-600' : 'border-brand-600'}`}
        />
        <SaveCancelButtons
          onSave={save}
          onCancel={onDone}
          pending={rename.isPending}
          saveLabel={t('vocabulary.save')}
          cancelLabel={t('vocabulary.cancel')}
        />
      </div>
      {issue && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {issue}
        </p>
      )}
    </div>
  );
}
