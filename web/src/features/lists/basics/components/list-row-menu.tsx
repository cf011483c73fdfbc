import type { ListSummary } from '@listok/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ActionDialog } from '../../../../components/action-dialog';
import { AriaLocale } from '../../../../components/aria-locale';
import { DoorIcon, MoreIcon, PencilIcon, TrashIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { listStyles } from '../../shared/components/styles';
import { forgetList, useExitList } from '../api/exit-list';
import { DeleteListDialog } from './delete-list-dialog';
import { RenameListDialog } from './rename-list-dialog';

type Open = 'rename' | 'delete' | 'exit' | null;

interface ListRowMenuProps {
  list: ListSummary;
  /** The row is leaving (deleted, left): where the focus goes instead of the menu's button, which goes with it. */
  onGone: () => void;
}

/**
 * A row's menu of My lists (no swipes): renaming, deleting and leaving the list as its `can` allows (the owner renames
 * or deletes, a member leaves); each in a dialog, the deletion and the leaving confirmed first. Nothing allowed (a page
 * kept offline by an older version): no menu.
 */
export function ListRowMenu({ list, onGone }: ListRowMenuProps) {
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const exit = useExitList(list.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const leave = () =>
    exit.mutate(undefined, {
      onSuccess: () => {
        close();
        forgetList(queryClient, list.id);
        showSuccess(t('list.exited', { name: list.name }));
        onGone();
      },
    });

  const { can } = list;
  if (!can.rename && !can.delete && !can.leave) return null;
  return (
    <AriaLocale>
      <MenuTrigger>
        <Button aria-label={t('lists.table.menu', { name: list.name })} className={listStyles.icon}>
          <MoreIcon />
        </Button>
        <Popover placement="bottom end" className={listStyles.menuPopover}>
          <Menu
            aria-label={t('lists.table.menu', { name: list.name })}
            className="outline-none"
            onAction={(key) => setOpen(key as Open)}
          >
            {can.rename && (
              <MenuItem id="rename" className={listStyles.menuItem}>
                <PencilIcon className="size-5 text-slate-500" />
                {t('lists.table.rename')}
              </MenuItem>
            )}
            {can.delete && (
              <MenuItem id="delete" className={`${listStyles.menuItem} text-red-800 data-[focused]:text-red-900`}>
                <TrashIcon className="size-5" />
                {t('lists.table.delete')}
              </MenuItem>
            )}
            {can.leave && (
              <MenuItem id="exit" className={listStyles.menuItem}>
                <DoorIcon className="size-5 text-slate-500" />
                {t('list.exit')}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      <RenameListDialog list={list} isOpen={open === 'rename'} onClose={close} />
      <DeleteListDialog list={list} isOpen={open === 'delete'} onClose={close} onDeleted={onGone} />
      <ActionDialog
        isOpen={open === 'exit'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('dialogs.exitList.title')}
        onConfirm={leave}
        isPending={exit.isPending}
        destructive
      >
        <p>{t('dialogs.exitList.text', { name: list.name })}</p>
      </ActionDialog>
    </AriaLocale>
  );
}
