import type { VocabularyEntry } from '@listok/contract';
import { useRef, useState } from 'react';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import { TableCard } from '../../../components/table-card';
import { rowNumber } from '../../../lib/api/paged-call';
import { useInlineEdit } from '../../../lib/forms/use-inline-edit';
import { useTexts } from '../../../lib/texts/texts';
import { DeleteProductDialog } from './delete-product-dialog';
import { DepartmentSelect } from './department-select';
import { IconPicker } from './icon-picker';
import { NameEditor } from './name-editor';

interface VocabularyTableProps {
  entries: VocabularyEntry[];
  page: number;
  pageSize: number;
  /** Another page or filter is loading; the rows shown are the previous ones. */
  busy: boolean;
}

const rowButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-brand-800';

/**
 * The paged table of spec §2 (#, name, details) with inline editing of the name, and each product's department; a
 * product is deleted after a confirmation.
 */
export function VocabularyTable({ entries, page, pageSize, busy }: VocabularyTableProps) {
  const { t } = useTexts();
  const { editingId, edit, finish, editButtonRef } = useInlineEdit();
  const [deleting, setDeleting] = useState<VocabularyEntry | null>(null);
  // A deleted product's row goes with its buttons: the focus goes to the table.
  const table = useRef<HTMLTableElement>(null);

  return (
    <TableCard busy={busy}>
      <table ref={table} tabIndex={-1} className="w-full table-fixed text-left outline-none">
        <caption className="sr-only">{t('vocabulary.caption')}</caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-sm">
          <tr>
            <th scope="col" className="w-12 py-3 pl-4 font-semibold sm:w-16">
              <span aria-hidden="true">#</span>
              <span className="sr-only">{t('vocabulary.number')}</span>
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              {t('vocabulary.name')}
            </th>
            <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell">
              {t('vocabulary.details')}
            </th>
            <th scope="col" className="hidden w-56 px-3 py-3 font-semibold md:table-cell">
              {t('vocabulary.departmentColumn')}
            </th>
            <th scope="col" className="w-24 py-3 pr-2">
              <span className="sr-only">{t('vocabulary.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry, index) => {
            const editing = editingId === entry.id;
            return (
              <tr key={entry.id} className={editing ? 'bg-brand-50/60' : 'hover:bg-slate-50'}>
                <td className="py-3 pl-4 align-top text-slate-500 tabular-nums">
                  <span className="inline-block py-0.5">{rowNumber(page, pageSize, index)}</span>
                </td>
                <td className="px-3 py-3 align-top">
                  {editing ? (
                    <NameEditor entry={entry} onDone={() => finish(entry.id)} />
                  ) : (
                    <>
                      <span className="flex items-center gap-2">
                        <IconPicker entry={entry} />
                        <span className="min-w-0 break-words py-0.5 font-medium text-slate-900">{entry.name}</span>
                      </span>
                      {entry.details && (
                        <span className="block break-words text-slate-600 text-sm sm:hidden">{entry.details}</span>
                      )}
                      <span className="mt-2 block md:hidden">
                        <DepartmentSelect entry={entry} />
                      </span>
                    </>
                  )}
                </td>
                <td className="hidden break-words px-3 py-3 align-top text-slate-700 sm:table-cell">
                  <span className="inline-block py-0.5">{entry.details}</span>
                </td>
                <td className="hidden px-3 py-2 align-top md:table-cell">
                  <DepartmentSelect entry={entry} />
                </td>
                <td className="whitespace-nowrap py-1.5 pr-2 text-right align-top">
                  {!editing && (
                    <>
                      <button
                        type="button"
                        ref={editButtonRef(entry.id)}
                        onClick={() => edit(entry.id)}
                        aria-label={t('vocabulary.edit', { name: entry.name })}
                        title={t('vocabulary.edit', { name: entry.name })}
                        className={rowButton}
                      >
                        <PencilIcon />
                      </button>
                      <button
                        type="button"
                        onClick={() => setDeleting(entry)}
                        aria-label={t('vocabulary.delete', { name: entry.name })}
                        title={t('vocabulary.delete', { name: entry.name })}
                        className={`${rowButton} hover:text-red-700`}
                      >
                        <TrashIcon />
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <DeleteProductDialog
        entry={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => table.current?.focus()}
      />
    </TableCard>
  );
}
