import { type Store, StoreName, storesPerListMax } from '@listok/contract';
import { issueKey, type ValidationKey } from '@listok/contract/base';
import { type KeyboardEvent, useState } from 'react';
import { Button } from 'react-aria-components';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../../components/icons';
import { TextField } from '../../../../components/text-field';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import { DialogRefusal } from '../../shared/components/dialog-refusal';
import { listStyles } from '../../shared/components/styles';
import { useCreateStore, useDeleteStore, useUpdateStore } from '../api/stores';

interface StoresDialogProps {
  listId: number;
  stores: Store[];
  onClose: () => void;
}

/** What a row of the dialog is doing: shown, renamed (the name typed), or asking before it is deleted. */
type RowState = { store: number; renaming: string } | { store: number; deleting: true } | null;

/** A name typed, judged by the contract's rule of a shop's name: its text key when it breaks it. */
function nameIssue(name: string): ValidationKey | undefined {
  const parsed = StoreName.safeParse(name);
  return parsed.success ? undefined : issueKey(parsed.error.issues[0]?.message);
}

// The buttons are disabled while their call runs rather than "pending": React Aria announces a pending button by its
// id, which dangles once the row is redrawn (an image without a name to a screen reader).

/** Enter in a field of the dialog (a form of its own) does the field's own action, not the dialog's. */
const onEnter = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  action();
};

/**
 * The shops of a shopping list, for its members: add one (at most 20, names unique ignoring case), rename one, or
 * delete one (the goods' ties to it go too). Each shop keeps its own order of departments, arranged from the view
 * control while the user is in it.
 */
export function StoresDialog({ listId, stores, onClose }: StoresDialogProps) {
  const { t } = useTexts();
  const create = useCreateStore(listId);
  const update = useUpdateStore(listId);
  const remove = useDeleteStore(listId);
  const [name, setName] = useState('');
  const [judged, setJudged] = useState(false);
  const [row, setRow] = useState<RowState>(null);
  const full = stores.length >= storesPerListMax;
  const issue = judged && name !== '' ? nameIssue(name) : undefined;
  const renameIssue = row && 'renaming' in row ? nameIssue(row.renaming) : undefined;
  const failure = create.error ?? update.error ?? remove.error;

  const add = () => {
    setJudged(true);
    if (full || nameIssue(name)) return;
    create.mutate(name.trim(), {
      onSuccess: (store) => {
        setName('');
        setJudged(false);
        showSuccess(t('shops.added', { name: store.name }));
      },
    });
  };
  const rename = (store: Store, renamed: string) => {
    if (nameIssue(renamed)) return;
    if (renamed.trim() === store.name) return setRow(null);
    update.mutate({ storeId: store.id, name: renamed.trim() }, { onSuccess: () => setRow(null) });
  };
  const confirmDelete = (store: Store) =>
    remove.mutate(store.id, {
      onSuccess: () => {
        setRow(null);
        showSuccess(t('shops.deleted', { name: store.name }));
      },
    });

  return (
    <ActionDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('shops.title')}>
      <DialogRefusal error={failure} />
      <p className="text-sm">{t('shops.hint')}</p>
      {stores.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {stores.map((store) => (
            <li key={store.id} className="flex min-h-12 flex-wrap items-center gap-2 px-3 py-1.5">
              {row?.store === store.id && 'renaming' in row ? (
                <div className="flex w-full flex-wrap items-end gap-2 py-1">
                  <div className="min-w-0 flex-1">
                    <TextField
                      label={t('shops.name')}
                      value={row.renaming}
                      onChange={(event) => setRow({ store: store.id, renaming: event.target.value })}
                      onKeyDown={onEnter(() => rename(store, row.renaming))}
                      autoFocus
                      autoComplete="off"
                      maxLength={100}
                      state={renameIssue ? 'invalid' : 'idle'}
                      error={renameIssue && t(renameIssue)}
                    />
                  </div>
                  <Button
                    onPress={() => rename(store, row.renaming)}
                    isDisabled={update.isPending}
                    className={`${listStyles.small} bg-brand-700 text-white hover:bg-brand-800`}
                  >
                    {t('dialogs.save')}
                  </Button>
                  <Button onPress={() => setRow(null)} className={`${listStyles.small} text-slate-700`}>
                    {t('dialogs.cancel')}
                  </Button>
                </div>
              ) : row?.store === store.id ? (
                <div className="flex w-full flex-wrap items-center gap-2 py-1">
                  <p className="min-w-0 flex-1 text-sm">{t('shops.deleteText', { name: store.name })}</p>
                  <Button
                    onPress={() => confirmDelete(store)}
                    isDisabled={remove.isPending}
                    className={`${listStyles.small} bg-red-700 text-white hover:bg-red-800`}
                  >
                    {t('shops.delete')}
                  </Button>
                  <Button onPress={() => setRow(null)} className={`${listStyles.small} text-slate-700`}>
                    {t('dialogs.cancel')}
                  </Button>
                </div>
              ) : (
                <>
                  <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{store.name}</span>
                  <Button
                    aria-label={t('shops.rename', { name: store.name })}
                    onPress={() => setRow({ store: store.id, renaming: store.name })}
                    className={`${listStyles.icon} size-10`}
                  >
                    <PencilIcon className="size-4" />
                  </Button>
                  <Button
                    aria-label={t('shops.deleteOne', { name: store.name })}
                    onPress={() => setRow({ store: store.id, deleting: true })}
                    className={`${listStyles.icon} size-10`}
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="mt-4 text-slate-600 text-sm">{t('shops.full', { count: storesPerListMax })}</p>
      ) : (
        <div className="mt-4 flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('shops.new')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={onEnter(add)}
              placeholder={t('shops.newPlaceholder')}
              autoComplete="off"
              maxLength={100}
              state={issue ? 'invalid' : 'idle'}
              error={issue ? t(issue) : undefined}
            />
          </div>
          <Button
            onPress={add}
            isDisabled={name.trim() === '' || create.isPending}
            className={`${listStyles.small} mb-0.5 min-h-11 bg-brand-700 text-white hover:bg-brand-800`}
          >
            <PlusIcon className="size-4" />
            {t('shops.addOne')}
          </Button>
        </div>
      )}
    </ActionDialog>
  );
}
