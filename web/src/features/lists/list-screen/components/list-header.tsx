import type { ListHeader, ListItem, StoreRef } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../../components/icons';
import { useLatest } from '../../../../lib/react/use-latest';
import { featureTextsReady, useTexts } from '../../../../lib/texts/texts';
import { ListActions, type ListDialog } from '../../basics/components/list-actions';
import { MemberAvatars } from '../../members/components/member-avatars';
import { NotificationsButton } from '../../notifications/components/notifications-button';
import { kindKey } from '../../shared/kind-words';
import type { RowExtras } from '../../shared/row-extras';

/** The list's money (features/lists/money): its code, and its texts, load only for a shopping list's member. */
const screenMoney = () =>
  import('../../money/components/screen-money').then(async (module) => {
    await featureTextsReady();
    return module;
  });
const ListMoney = lazy(() => screenMoney().then((module) => ({ default: module.ListMoney })));

/** The rows' money: a ticked good's price, from the same chunk. */
export const rowExtras: RowExtras = {
  TickPrice: lazy(() => screenMoney().then((module) => ({ default: module.TickPrice }))),
};

/**
 * Where the user ticks a shopping list's goods, the money's code (a ticked good's price field) loads with the menus',
 * once the first screenful is drawn: loaded and set up at the first tick, it was part of that tick's task.
 */
function useMoneyWithMenus(ready: boolean) {
  useEffect(() => {
    if (ready) void screenMoney();
  }, [ready]);
}

interface ListScreenHeaderProps {
  listId: number;
  /** The list's name, shown before its header comes (from My lists' link, or a stand-in). */
  name: string;
  /** The list's header, once it is in. */
  list: ListHeader | undefined;
  /** The items as shown (the export's), and how many of them are bought. */
  items: readonly ListItem[] | undefined;
  done: number;
  /** The list's shops, when known (the export's). */
  stores?: readonly StoreRef[] | undefined;
  username: string | null;
  link: string | null;
  offline: boolean;
  menusReady: boolean;
  onLeaving: (leaving: boolean) => void;
  dialog: ListDialog | null;
  onDialog: (dialog: ListDialog | null) => void;
}

/**
 * The top of a list, compact so that the goods start on the first screen of a phone: the way back (an arrow beside the
 * name on a phone, a line above it from sm up), the name, the progress and the members' avatars, the bell of the
 * list's notifications (as `can.notify` allows) and the list's one menu. On paper only the name and the progress.
 */
export function ListScreenHeader({
  listId,
  name,
  list,
  items,
  done,
  stores,
  username,
  link,
  offline,
  menusReady,
  onLeaving,
  dialog,
  onDialog,
}: ListScreenHeaderProps) {
  const { t } = useTexts();
  const total = items?.length ?? 0;
  const shownItems = useLatest(items);
  useMoneyWithMenus(menusReady && list?.kind === 'shopping' && list.can.tick);
  return (
    <header data-print className="flex flex-wrap items-start gap-x-1 sm:gap-x-4">
      {username !== null && (
        <Link
          to={webRoutes.lists}
          className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-xl font-medium text-brand-800 text-sm hover:bg-brand-50 sm:-ml-1 sm:h-10 sm:w-auto sm:basis-full sm:justify-start sm:gap-1 sm:pr-2 sm:hover:bg-transparent sm:hover:underline print:hidden"
        >
          <ChevronLeftIcon className="size-6 sm:size-4" />
          <span className="sr-only sm:not-sr-only">{t('list.back')}</span>
        </Link>
      )}
      <div className="min-w-0 flex-1 pt-1.5 sm:pt-0">
        <h1 className="break-words font-bold text-slate-900 text-xl tracking-tight sm:text-3xl print:text-black">
          {name}
        </h1>
        {/* The line keeps its height while the items load, so nothing below it moves when they come. */}
        <div className="flex min-h-11 flex-wrap items-center gap-x-2">
          <p className="text-slate-600 text-sm">{total > 0 && t(kindKey(list?.kind, 'progress'), { done, total })}</p>
          {list?.currency && ((list.estimate?.total ?? 0) > 0 || (list.spent ?? 0) > 0) && (
            <Suspense fallback={null}>
              <ListMoney list={list} />
            </Suspense>
          )}
          {list && (
            <MemberAvatars
              listId={listId}
              members={list.members}
              username={username}
              canAdd={list.can.addMember}
              offline={offline}
              onOpen={() => onDialog('members')}
            />
          )}
        </div>
      </div>
      {list?.can.notify && (
        <NotificationsButton
          listId={listId}
          active={list.active}
          shoppingList={list.kind === 'shopping'}
          menusReady={menusReady}
        />
      )}
      {list && (
        <ListActions
          header={list}
          link={link}
          items={shownItems}
          anyTicked={done > 0}
          stores={stores}
          username={username}
          offline={offline}
          onLeaving={onLeaving}
          menusReady={menusReady}
          dialog={dialog}
          onDialog={onDialog}
        />
      )}
    </header>
  );
}
