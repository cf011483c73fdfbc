import { type NotificationMode, notificationModes, type StoreRef, toStore } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useEffect, useState } from 'react';
import { Header, type Key, MenuItem, MenuSection, Separator, Text } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { BellIcon, CartIcon, CheckIcon, StoreIcon } from '../../../../components/icons';
import { currentPushSubscription } from '../../../../lib/api/push-subscription';
import { showSuccess } from '../../../../lib/notices/success-message';
import { type TextKey, useTexts } from '../../../../lib/texts/texts';
import { ActionMenu, type Handover, type MenuButtonLook } from '../../shared/components/action-menu';
import { listStyles } from '../../shared/components/styles';
import { useStores } from '../../shopping/api/stores';
import { useGoingShopping } from '../api/going-shopping';
import { useSetListNotifications } from '../api/list-notifications';

interface NotificationsMenuProps {
  listId: number;
  active: boolean;
  /** A shopping list: the only kind where members go shopping (and may name one of its shops). */
  shoppingList: boolean;
  /** The mode now (none checked until it has come). */
  mode: NotificationMode | undefined;
  look: MenuButtonLook;
  handover?: Handover;
}

const modeTexts: Record<NotificationMode, { name: TextKey; saved: TextKey }> = {
  all: { name: 'listNotifications.all', saved: 'listNotifications.savedAll' },
  shopping: { name: 'listNotifications.shopping', saved: 'listNotifications.savedShopping' },
  none: { name: 'listNotifications.none', saved: 'listNotifications.savedNone' },
};

const icon = 'size-5 shrink-0 text-slate-500';

/**
 * The modes offered: "only going shopping" on a shopping list alone, and elsewhere only while it is the member's mode
 * (a list whose kind changed), so the menu never hides what the list does now.
 */
const modesOffered = (shoppingList: boolean, mode: NotificationMode | undefined): NotificationMode[] =>
  notificationModes.filter((candidate) => candidate !== 'shopping' || shoppingList || mode === 'shopping');

/** Whether this device gets no notifications at all (no permission, no subscription): the menu offers the settings. */
function useDeviceOff(): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    let current = true;
    const granted = typeof Notification !== 'undefined' && Notification.permission === 'granted';
    currentPushSubscription().then(
      (subscription) => current && setOff(!granted || subscription === null),
      () => current && setOff(true),
    );
    return () => {
      current = false;
    };
  }, []);
  return off;
}

/**
 * The bell's menu: "I'm going shopping" (an active shopping list), or going to one of its shops («Иду в Ашан»: one item a
 * shop), told to the members who want it; what the list tells the signed-in member, saved at once; and,
 * where this device gets nothing, the way to the settings' switch.
 */
export function NotificationsMenu({ listId, active, shoppingList, mode, look, handover }: NotificationsMenuProps) {
  const { t, lang } = useTexts();
  const navigate = useNavigate();
  const setMode = useSetListNotifications(listId);
  const goingShopping = useGoingShopping(listId);
  const tripOffered = active && shoppingList;
  const stores = useStores(listId, tripOffered).data ?? [];
  const deviceOff = useDeviceOff();
  const goingTo = (store: StoreRef) => t('trip.goTo', { where: toStore(store.name, lang) });

  const choose = (keys: 'all' | Set<Key>) => {
    const chosen = keys === 'all' ? undefined : notificationModes.find((candidate) => keys.has(candidate));
    if (!chosen || chosen === mode) return;
    setMode.mutate(chosen, { onSuccess: () => showSuccess(t(modeTexts[chosen].saved)) });
  };
  const tellMembers = (store?: StoreRef) =>
    goingShopping.mutate(store?.id, {
      onSuccess: () =>
        showSuccess(
          store ? t('trip.sentTo', { where: toStore(store.name, lang) }) : t('listNotifications.shoppingSent'),
        ),
    });

  return (
    <ActionMenu {...look} menuLabel={t('listNotifications.menu')} handover={handover}>
      {tripOffered && (
        <MenuSection aria-label={t('listNotifications.shoppingSection')}>
          <MenuItem
            onAction={() => tellMembers()}
            textValue={t('listNotifications.goingShopping')}
            className={listStyles.menuItem}
          >
            <CartIcon className={icon} />
            <span className="flex flex-col">
              <Text slot="label">{t('listNotifications.goingShopping')}</Text>
              <Text slot="description" className="text-slate-600 text-sm">
                {t('listNotifications.goingShoppingHint')}
              </Text>
            </span>
          </MenuItem>
          {stores.map((store) => (
            <MenuItem
              key={store.id}
              id={`store-${store.id}`}
              onAction={() => tellMembers(store)}
              textValue={goingTo(store)}
              className={listStyles.menuItem}
            >
              <StoreIcon className={icon} />
              <span className="min-w-0 break-words">{goingTo(store)}</span>
            </MenuItem>
          ))}
        </MenuSection>
      )}
      {tripOffered && <Separator className={listStyles.menuSeparator} />}
      <MenuSection
        selectionMode="single"
        selectedKeys={mode ? [mode] : []}
        onSelectionChange={choose}
        disallowEmptySelection
      >
        <Header className="px-3 pt-2 pb-1 font-semibold text-slate-600 text-sm">{t('listNotifications.modes')}</Header>
        {modesOffered(shoppingList, mode).map((candidate) => (
          <MenuItem key={candidate} id={candidate} className={listStyles.menuItem}>
            {({ isSelected }) => (
              <>
                <span className="flex size-5 shrink-0 items-center justify-center text-brand-700">
                  {isSelected && <CheckIcon className="size-5" />}
                </span>
                {t(modeTexts[candidate].name)}
              </>
            )}
          </MenuItem>
        ))}
      </MenuSection>
      {deviceOff && <Separator className={listStyles.menuSeparator} />}
      {deviceOff && (
        <MenuSection aria-label={t('listNotifications.deviceSection')}>
          <MenuItem onAction={() => void navigate(webRoutes.settings)} className={listStyles.menuItem}>
            <BellIcon className={icon} />
            {t('listNotifications.deviceOff')}
          </MenuItem>
        </MenuSection>
      )}
    </ActionMenu>
  );
}
