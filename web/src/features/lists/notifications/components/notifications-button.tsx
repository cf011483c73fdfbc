import { lazy, memo } from 'react';
import { BellIcon, BellOffIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import type { MenuButtonLook } from '../../shared/components/action-menu';
import { DeferredMenu } from '../../shared/components/deferred-menu';
import { listStyles } from '../../shared/components/styles';
import { useListNotifications } from '../api/list-notifications';

const NotificationsMenu = lazy(() =>
  import('./notifications-menu').then((module) => ({ default: module.NotificationsMenu })),
);

interface NotificationsButtonProps {
  listId: number;
  /** An active list: "going shopping" is offered (a finished one refuses it). */
  active: boolean;
  /** A shopping list: "going shopping" is offered (a list of another kind has no trips), to one of its shops too. */
  shoppingList: boolean;
  /** The first screenful is drawn: the mode is asked for and the menu's code loads now. */
  menusReady: boolean;
}

/**
 * The bell of a list's header, for its members: a struck bell when the list tells them nothing. Its menu (notifications
 * -menu.tsx) says "I'm going shopping" and chooses what the list tells them. Memoised: a tick draws the list's header
 * again (its progress), not this menu.
 */
export const NotificationsButton = memo(function NotificationsButton({
  listId,
  active,
  shoppingList,
  menusReady,
}: NotificationsButtonProps) {
  const { t } = useTexts();
  const mode = useListNotifications(listId, menusReady).data?.mode;
  const off = mode === 'none';
  const look: MenuButtonLook = {
    icon: off ? <BellOffIcon className="size-6" /> : <BellIcon className="size-6" />,
    label: <span className="sr-only">{off ? t('listNotifications.buttonOff') : t('listNotifications.button')}</span>,
    className: listStyles.actionIcon,
  };
  return (
    <div className="shrink-0 print:hidden">
      <DeferredMenu
        load={menusReady}
        {...look}
        menu={(handover) => (
          <NotificationsMenu
            listId={listId}
            active={active}
            shoppingList={shoppingList}
            mode={mode}
            look={look}
            handover={handover}
          />
        )}
      />
    </div>
  );
});
