import type { Task } from '@listok/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { Assignee, ItemDue } from '../../items/components/item-due';
import { tickBox } from '../../items/components/item-row';
import type { QueuedChange } from '../../offline/changes';
import { useQueuedChanges } from '../../offline/item-changes';
import { tickUndoably } from '../../offline/undoable-tick';
import { listKeys } from '../../shared/api/keys';
import { listStyles } from '../../shared/components/styles';
import { useTodayTasks } from '../api/get-tasks';
import { useAppBadge } from '../hooks/use-app-badge';

function TaskRow({ task, ticked }: { task: Task; ticked: boolean }) {
  const { t } = useTexts();
  // A tick goes through the offline queue as on the list's own screen (it waits for the network if there is none),
  // with its 5 seconds to take it back.
  const tick = () => tickUndoably(task.list.id, task, task.name, t('undo.marked', { name: task.name }));
  return (
    <li className="flex items-start gap-3 px-3 py-2.5">
      <label className="flex min-h-11 shrink-0 cursor-pointer items-center">
        <span className="relative inline-flex">
          <input
            type="checkbox"
            checked={ticked}
            disabled={ticked}
            onChange={tick}
            aria-label={t('items.mark', { name: task.name })}
            className={`${tickBox} disabled:cursor-default`}
          />
          <CheckIcon className="pointer-events-none invisible absolute inset-0 m-auto size-5 text-white peer-checked:visible" />
        </span>
      </label>
      <div className="min-w-0 flex-1 py-1">
        <p className={`break-words font-medium ${ticked ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
          {task.name}
        </p>
        {task.due && <ItemDue due={task.due} repeat={task.repeat} done={ticked} />}
        {task.assignee && <Assignee name={task.assignee.username} />}
        <Link
          to={`/lists/${task.list.id}`}
          className="mt-0.5 inline-flex min-h-8 items-center break-words text-brand-800 text-sm hover:underline"
        >
          {t('today.list', { name: task.list.name })}
        </Link>
      </div>
    </li>
  );
}

/**
 * The to-dos ticked by the changes still queued: the last tick of each counts, and its undo takes it back (the
 * opposite tick, or a repeating one's due put back).
 */
function tickedIn(queued: readonly QueuedChange[]): Set<number> {
  const ticked = new Set<number>();
  for (const { change } of queued) {
    if (change.kind === 'mark' && change.completed) ticked.add(change.rowId);
    else if (change.kind === 'mark' || change.kind === 'update') ticked.delete(change.rowId);
  }
  return ticked;
}

/**
 * Above the recent lists on the home screen: the to-dos of all the user's to-do lists that are overdue or due today,
 * ticked from here; the app's badge shows how many. Nothing is shown while there are none.
 */
export function TodayTasks() {
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const tasks = useTodayTasks(true);
  const queued = useQueuedChanges();
  const ticked = tickedIn(queued);
  // A tick sent leaves the queue: the to-dos are read again (a repeating one moves on, a done one goes).
  const queuedCount = useRef(queued.length);
  useEffect(() => {
    if (queued.length < queuedCount.current) void queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    queuedCount.current = queued.length;
  }, [queued.length, queryClient]);
  const open = tasks?.filter((task) => !ticked.has(task.id)).length;
  useAppBadge(open);
  if (!tasks || tasks.length === 0) return null;
  return (
    <section aria-labelledby="today-tasks" className={`${listStyles.card} mt-4 p-2 sm:p-3`}>
      <h2 id="today-tasks" className="px-3 pt-2 pb-1 font-semibold text-lg text-slate-900">
        {t('today.title')}
      </h2>
      <ul className="divide-y divide-slate-100">
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} ticked={ticked.has(task.id)} />
        ))}
      </ul>
    </section>
  );
}
