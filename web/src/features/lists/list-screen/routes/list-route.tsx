import '../../../../locales/lists';
import type { ListHeader, ListMember } from '@listok/contract';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api/api';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { useMenu } from '../../../../lib/session/menu';
import { useKeepEveryList } from '../../basics/use-keep-every-list';
import { EntryBox } from '../../items/components/entry-box';
import { privateLink } from '../../members/share';
import { OfflineStatus } from '../../offline/components/offline-status';
import { RefusedNotice } from '../../offline/components/refused-notice';
import { UpdatePrompt } from '../../offline/components/update-prompt';
import { useOfflineSupport } from '../../offline/use-offline-support';
import { RowExtrasContext } from '../../shared/row-extras';
import { ListScreenContext } from '../../shared/screen-context';
import { AddArea } from '../components/add-area';
import { ItemsSection } from '../components/items-section';
import { ListScreenHeader, rowExtras } from '../components/list-header';
import { useListScreen } from '../hooks/use-list-screen';

/** Why the list is not shown (gone, no access, no network), as rare as it is: its code loads when needed. */
const ListUnavailable = lazy(() =>
  import('../../basics/components/list-unavailable').then((module) => ({ default: module.ListUnavailable })),
);

// Not needed for the first paint: loaded right after the screen (the undo bar floats over the page, the paper copy
// shows only in print), which keeps the list route within its JavaScript budget.
const UndoBar = lazyComponent(() => import('../../../../components/undo-bar').then((module) => module.UndoBar));
const PrintItems = lazyComponent(() =>
  import('../../basics/components/print-items').then((module) => module.PrintItems),
);

// Notices of a list's rarer states (ended, a code holder's, a visitor's): never shown to a member of an active list,
// they load when shown.
const listNotices = () => import('../../basics/components/list-notices');
const EndedNotice = lazyComponent(() => listNotices().then((module) => module.EndedNotice));
const JoinNotice = lazyComponent(() => listNotices().then((module) => module.JoinNotice));
const VisitorNotice = lazyComponent(() => listNotices().then((module) => module.VisitorNotice));

/** The notices under a list's name: ended (with Recover for the owner), or a code holder's Join, or a visitor's. */
function ListNotices({ list, ac, onRecover, onJoined }: ListNoticesProps) {
  if (!list) return null;
  if (!list.active) return <EndedNotice onRecover={list.can.recover ? onRecover : undefined} />;
  if (list.isMember || !ac) return null;
  const owner = list.members.find((member) => member.owner === 1)?.username ?? '';
  return list.can.join ? (
    <JoinNotice listId={list.id} ac={ac} kind={list.kind} owner={owner} onJoined={onJoined} />
  ) : (
    <VisitorNotice kind={list.kind} owner={owner} />
  );
}

interface ListNoticesProps {
  list: ListHeader | undefined;
  ac: string | undefined;
  onRecover: () => void;
  onJoined: () => void;
}

/** No members yet (the header is not in): one array, so the screen's context stays the same. */
const noMembers: readonly ListMember[] = [];

function ListScreen({ id, ac }: { id: number; ac: string | undefined }) {
  const username = useMenu().data?.username ?? null;
  const screen = useListScreen(id, ac);
  const { header, items, list, visible, can, sort, setSort, onScreen, settled, adding } = screen;
  // Where the focus goes when the control that had it goes away: a deleted row's trash button, the Join notice.
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  // The same object while its parts stay the same: the add box and the rows' controls that read it are memoised, and
  // a new one at every tick drew them all again (React Aria's combo box among them) in the tick's task.
  const signedIn = username !== null;
  const members = list?.members ?? noMembers;
  const currency = list?.can.readMoney ? list.currency : undefined;
  const screenContext = useMemo(
    () => ({ listId: id, ac, signedIn, can, members, currency }),
    [id, ac, signedIn, can, members, currency],
  );

  if (header.isError) {
    const status = header.error instanceof ApiError ? header.error.status : 0;
    return (
      <Suspense fallback={null}>
        <ListUnavailable status={status} onRetry={() => void header.refetch()} />
      </Suspense>
    );
  }
  const link = list?.access ? privateLink(window.location.origin, id, list.access) : null;
  const done = visible.items?.filter((item) => item.completed).length ?? 0;
  return (
    // On paper only what is marked for it (data-print): the name and the items, none of the controls or notices.
    <ListScreenContext.Provider value={screenContext}>
      <RowExtrasContext.Provider value={rowExtras}>
        <article className="pt-2 pb-6 sm:py-8 print:py-0 print:[&>:not([data-print])]:hidden">
          <ListScreenHeader
            {...{ listId: id, name: screen.name, list, items: visible.items, done, username, link }}
            stores={screen.departments.stores}
            offline={screen.offline}
            dialog={screen.dialog}
            menusReady={onScreen}
            onLeaving={screen.setLeaving}
            onDialog={screen.setDialog}
          />
          <OfflineStatus />
          <RefusedNotice listId={id} />
          <ListNotices
            list={list}
            ac={ac}
            onRecover={() => screen.setDialog('recover')}
            onJoined={() => itemsHeading.current?.focus()}
          />
          {can.changeItems && list && list.kind !== 'shopping' ? (
            <EntryBox listId={id} kind={list.kind} items={visible.items} />
          ) : (
            can.changeItems && (
              <AddArea
                listId={id}
                onScreen={onScreen}
                afterItems={screen.afterItems && screen.departments.offered}
                onList={screen.onList}
                stores={screen.departments.stores}
                adding={adding}
              />
            )
          )}
          <ItemsSection
            {...{ listId: id, items: visible.items, pending: visible.pending, sort, onSort: setSort, can }}
            kind={list?.kind}
            departments={screen.departments}
            headerKnown={list !== undefined}
            failed={items.isError}
            highlightId={adding.highlightId}
            heading={itemsHeading}
            menusReady={onScreen}
          />
          {visible.items && settled && <PrintItems items={visible.items} stores={screen.departments.stores} />}
          <UpdatePrompt />
          {settled && <UndoBar />}
        </article>
      </RowExtrasContext.Provider>
    </ListScreenContext.Provider>
  );
}

/** List detail, /lists/{id}[?ac=code] (spec §2): the list live, for members, code holders and visitors with the link. */
export function ListRoute() {
  const username = useMenu().data?.username ?? null;
  useOfflineSupport(username);
  // The user's other lists are kept on the device too, for a shop without signal (issue 51).
  useKeepEveryList(username);
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const ac = search.get('ac')?.trim() || undefined;
  // React Aria's locale is given where its components are (the add box, the menus, the dialogs: AriaLocale), not
  // around the screen: its code then loads after the first screenful, with the Intl set-up it runs as it loads.
  return Number.isInteger(id) && id > 0 ? (
    <ListScreen key={id} id={id} ac={ac} />
  ) : (
    <Suspense fallback={null}>
      <ListUnavailable status={404} onRetry={() => undefined} />
    </Suspense>
  );
}
