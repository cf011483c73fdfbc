import type { ListSummary } from '@listok/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { ActionDialog } from '../../../../components/action-dialog';
import { MoreIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useTexts } from '../../../../lib/texts/texts';
import type { MenuButtonLook } from '../../shared/components/action-menu';
import { DeferredMenu, useDeferredMenuButton } from '../../shared/components/deferred-menu';
import { listStyles } from '../../shared/components/styles';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { forgetList, useExitList } from '../api/exit-list';
import type { RowDialog } from './list-row-menu-items';

const ListRowMenuItems = lazy(() =>
  import('./list-row-menu-items').then((module) => ({ default: module.ListRowMenuItems })),
);
const RenameListDialog = lazyComponent(() => import('./rename-list-dialog').then((module) => module.RenameListDialog));
const DeleteListDialog = lazyComponent(() => import('./delete-list-dialog').then((module) => module.DeleteListDialog));

interface ListRowMenuProps {
  list: ListSummary;
  /** The rows are on screen: the menu's code loads now (until then, a button of the same look stands in). */
  menusReady: boolean;
  /** The row is leaving (deleted, left): where the focus goes instead of the menu's button, which goes with it. */
  onGone: () => void;
}

/**
 * A row's menu of My lists (no swipes): renaming, deleting and leaving the list as its `can` allows (the owner renames
 * or deletes, a member leaves); each in a dialog, the deletion and the leaving confirmed first. Nothing allowed (a page
 * kept offline by an older version): no menu. The menu's and the dialogs' code loads after the rows are drawn, as on
 * a list's screen (deferred-menu.tsx), so My lists opens without it.
 */
export function ListRowMenu({ list, menusReady, onGone }: ListRowMenuProps) {
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const exit = useExitList(list.id);
  const [open, setOpen] = useState<RowDialog | null>(null);
  // After a dialog the focus goes back to the menu's button.
  const { holder: menu, button: menuButton } = useDeferredMenuButton();
  const close = () => closeDialogAndFocus(() => setOpen(null), menuButton);

  const leave = () =>
    exit.mutate(undefined, {
      onSuccess: () => {
        setOpen(null);
        forgetList(queryClient, list.id);
        showSuccess(t('list.exited', { name: list.name }));
        onGone();
      },
    });

  const { can } = list;
  if (!can.rename && !can.delete && !can.leave) return null;
  const look: MenuButtonLook = {
    icon: <MoreIcon />,
    // A name, not text: the list's name is not found twice in the row.
    label: null,
    ariaLabel: t('lists.table.menu', { name: list.name }),
    className: listStyles.icon,
  };
  return (
    <div ref={menu} className="contents">
      <DeferredMenu
        load={menusReady}
        {...look}
        menu={(handover) => <ListRowMenuItems list={list} onOpen={setOpen} look={look} handover={handover} />}
      />
      {open === 'rename' && <RenameListDialog list={list} isOpen onClose={close} />}
      {open === 'delete' && <DeleteListDialog list={list} isOpen onClose={close} onDeleted={onGone} />}
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
    </div>
  );
}
