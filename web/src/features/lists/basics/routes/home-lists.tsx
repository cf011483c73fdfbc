import '../../../../locales/lists';
import { UndoBar } from '../../../../components/undo-bar';
import { useMenu } from '../../../../lib/session/menu';
import { OfflineStatus } from '../../offline/components/offline-status';
import { useOfflineSupport } from '../../offline/use-offline-support';
import { TodayTasks } from '../../todos/components/today-tasks';
import { CreateListForm } from '../components/create-list-form';
import { RecentLists } from '../components/recent-lists';
import { useMyListsEvents } from '../hooks/use-my-lists-events';
import { useOpenCreatedList } from '../hooks/use-open-created-list';
import { useKeepEveryList } from '../use-keep-every-list';

/**
 * The lists part of the signed-in home screen (the router puts it into the landing feature's home): today's and
 * overdue to-dos of all lists, a box that creates a list and opens it at once, and the three most recently changed
 * lists, live.
 */
export function HomeLists() {
  const username = useMenu().data?.username ?? null;
  useOfflineSupport(username);
  useMyListsEvents(username);
  useKeepEveryList(username);
  const created = useOpenCreatedList();
  return (
    <>
      <OfflineStatus />
      {/* What is due comes first: on a phone it is on the first screen, above the form that makes a list. */}
      <TodayTasks />
      <CreateListForm onCreated={created} />
      <RecentLists />
      {/* A tick of today's to-dos can be taken back for 5 seconds. */}
      <UndoBar />
    </>
  );
}
