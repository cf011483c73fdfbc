import type { ListHeader, ListItem, StoreRef } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { MoreIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useTexts } from '../../../../lib/texts/texts';
import { ActionDialog } from '../../shared/components/action-dialog';
import type { MenuButtonLook } from '../../shared/components/action-menu';
import { DeferredMenu, useDeferredMenuButton } from '../../shared/components/deferred-menu';
import { listStyles } from '../../shared/components/styles';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';
import { kindKey } from '../../shared/kind-words';
import { forgetList, useExitList } from '../api/exit-list';
import { useSetListState } from '../api/list-state';
import type { ListDialog } from './list-menu';

export type { ListDialog } from './list-menu';

const ListMenu = lazy(() => import('./list-menu').then((module) => ({ default: module.ListMenu })));
const ShareDialog = lazyComponent(() =>
  import('../../members/components/share-dialog').then((module) => module.ShareDialog),
);
const MembersDialog = lazyComponent(() =>
  import('../../members/components/members-dialog').then((module) => module.MembersDialog),
);
const PasteListDialog = lazyComponent(() =>
  import('../../paste/components/paste-list-dialog').then((module) => module.PasteListDialog),
);
const CopyListDialog = lazyComponent(() => import('./copy-list-dialog').then((module) => module.CopyListDialog));
const RenameListDialog = lazyComponent(() => import('./rename-list-dialog').then((module) => module.RenameListDialog));
const DeleteListDialog = lazyComponent(() => import('./delete-list-dialog').then((module) => module.DeleteListDialog));

interface ListActionsProps {
  header: ListHeader;
  link: string | null;
  /** The items as shown, for the text export, read when it is asked for. */
  items: RefObject<readonly ListItem[] | undefined>;
  /** Some item is ticked: "untick all" is offered. */
  anyTicked: boolean;
  /** The list's shops, when known (the export's). */
  stores?: readonly StoreRef[] | undefined;
  /** The signed-in user (their own chip among the members), and whether this device is offline (no presence). */
  username: string | null;
  offline: boolean;
  /** Leaving starts (true) or failed (false): the screen stops listening to the list it is leaving. */
  onLeaving: (leaving: boolean) => void;
  /** The first screenful is drawn: the menu's code loads now (until then, a button of the same look stands in). */
  menusReady: boolean;
  /** The dialog open now: the screen's, as the members' avatars and the ended notice open some of them too. */
  dialog: ListDialog | null;
  onDialog: (dialog: ListDialog | null) => void;
}

/**
 * The list's one menu (list-menu.tsx) and the dialogs it opens: share with the private link, the members, and the
 * confirmations of spec §2 (close and recover, exit), pasting goods as text and copying the list (members; the copy
 * opens), and renaming and deleting the list (the page leaves for My lists once it is deleted); each as the header's
 * `can` allows. Memoised, the items read when asked for: a tick draws the list's header again (its progress), not
 * this menu and its dialogs.
 */
export const ListActions = memo(function ListActions({
  header,
  link,
  items,
  anyTicked,
  stores,
  username,
  offline,
  onLeaving,
  menusReady,
  dialog,
  onDialog,
}: ListActionsProps) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setState = useSetListState(header.id);
  const exit = useExitList(header.id);
  // After a confirmation the focus goes back to the menu's button.
  const { holder: menu, button: menuButton } = useDeferredMenuButton();
  const closeDialog = () => onDialog(null);

  const confirm = () => {
    if (dialog === 'exit') {
      onLeaving(true);
      exit.mutateAsync().then(
        async () => {
          await navigate(webRoutes.lists);
          forgetList(queryClient, header.id);
          showSuccess(t('list.exited', { name: header.name }));
        },
        () => onLeaving(false),
      );
      return;
    }
    if (dialog !== 'close' && dialog !== 'recover') return;
    setState.mutate(dialog, {
      onSuccess: () => {
        closeDialogAndFocus(closeDialog, menuButton);
        showSuccess(dialog === 'close' ? t('list.closed') : t('list.recovered'));
      },
    });
  };

  const confirmations = {
    close: { title: t('dialogs.closeList.title'), text: t(kindKey(header.kind, 'closeText')) },
    recover: { title: t('dialogs.recoverList.title'), text: t('dialogs.recoverList.text') },
    exit: { title: t('dialogs.exitList.title'), text: t('dialogs.exitList.text', { name: header.name }) },
  };
  const confirming = dialog === 'close' || dialog === 'recover' || dialog === 'exit' ? confirmations[dialog] : null;
  const look: MenuButtonLook = {
    icon: <MoreIcon className="size-6" />,
    // An icon on a phone, named from sm up, where there is room.
    label: <span className="sr-only sm:not-sr-only">{t('list.actions')}</span>,
    className: `${listStyles.actionIcon} sm:w-auto sm:gap-2 sm:px-4 sm:font-semibold`,
  };

  return (
    <div ref={menu} className="shrink-0 print:hidden">
      <DeferredMenu
        load={menusReady}
        {...look}
        menu={(handover) => (
          <ListMenu
            header={header}
            link={link}
            items={items}
            anyTicked={anyTicked}
            stores={stores}
            onOpen={onDialog}
            look={look}
            handover={handover}
          />
        )}
      />
      {dialog === 'share' && link && (
        <ShareDialog
          listId={header.id}
          link={link}
          listName={header.name}
          kind={header.kind}
          canRenew={header.can.share}
          onClose={closeDialog}
        />
      )}
      {dialog === 'members' && (
        <MembersDialog
          listId={header.id}
          members={header.members}
          username={username}
          canAdd={header.can.addMember}
          canRemove={header.can.removeMember}
          offline={offline}
          onClose={closeDialog}
        />
      )}
      {dialog === 'paste' && (
        <PasteListDialog
          listId={header.id}
          kind={header.kind}
          offline={offline}
          onClose={() => closeDialogAndFocus(closeDialog, menuButton)}
        />
      )}
      {dialog === 'copy' && <CopyListDialog list={header} onClose={closeDialog} />}
      {dialog === 'rename' && (
        <RenameListDialog list={header} isOpen onClose={() => closeDialogAndFocus(closeDialog, menuButton)} />
      )}
      {dialog === 'delete' && (
        <DeleteListDialog
          list={header}
          isOpen
          onClose={closeDialog}
          onDeleted={async () => {
            onLeaving(true);
            await navigate(webRoutes.lists);
          }}
        />
      )}
      <ActionDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title={confirming?.title ?? ''}
        onConfirm={confirm}
        isPending={setState.isPending || exit.isPending}
        destructive={dialog === 'exit'}
      >
        <p>{confirming?.text}</p>
      </ActionDialog>
    </div>
  );
});
