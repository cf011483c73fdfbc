import type { ListSummary } from '@listok/contract';
import { MenuItem } from 'react-aria-components';
import { DoorIcon, PencilIcon, TrashIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionMenu, type Handover, type MenuButtonLook } from '../../shared/components/action-menu';
import { listStyles } from '../../shared/components/styles';

/** What a row's menu opens (list-row-menu.tsx). */
export type RowDialog = 'rename' | 'delete' | 'exit';

interface ListRowMenuItemsProps {
  list: ListSummary;
  onOpen: (dialog: RowDialog) => void;
  look: MenuButtonLook;
  /** From the button that stood in while this code loaded (shared/components/deferred-menu.tsx). */
  handover: Handover;
}

/** A row's menu of My lists, loaded once the rows are on screen: renaming, deleting, leaving, as `can` allows. */
export function ListRowMenuItems({ list, onOpen, look, handover }: ListRowMenuItemsProps) {
  const { t } = useTexts();
  const { can } = list;
  return (
    <ActionMenu {...look} menuLabel={t('lists.table.menu', { name: list.name })} handover={handover}>
      {can.rename && (
        <MenuItem id="rename" onAction={() => onOpen('rename')} className={listStyles.menuItem}>
          <PencilIcon className="size-5 text-slate-500" />
          {t('lists.table.rename')}
        </MenuItem>
      )}
      {can.delete && (
        <MenuItem
          id="delete"
          onAction={() => onOpen('delete')}
          className={`${listStyles.menuItem} text-red-800 data-[focused]:text-red-900`}
        >
          <TrashIcon className="size-5" />
          {t('lists.table.delete')}
        </MenuItem>
      )}
      {can.leave && (
        <MenuItem id="exit" onAction={() => onOpen('exit')} className={listStyles.menuItem}>
          <DoorIcon className="size-5 text-slate-500" />
          {t('list.exit')}
        </MenuItem>
      )}
    </ActionMenu>
  );
}
