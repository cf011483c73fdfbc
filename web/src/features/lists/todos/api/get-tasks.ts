import type { Task, TaskScope } from '@listok/contract';
import { tasks } from '@listok/contract/api';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

const tasksQuery = (scope: TaskScope) => ({
  queryKey: listKeys.tasks(scope),
  queryFn: ({ signal }: { signal: AbortSignal }) => api(tasks, { query: { scope }, signal }),
});

/**
 * The to-dos of today for the home screen: the overdue ones first, then today's (a timed one of today already past
 * is in both: it is shown once, as overdue). Undefined until both are in.
 */
export function useTodayTasks(enabled: boolean): Task[] | undefined {
  const [overdue, today] = useQueries({
    queries: [
      { ...tasksQuery('overdue'), enabled },
      { ...tasksQuery('today'), enabled },
    ],
  });
  if (!overdue?.data || !today?.data) return undefined;
  const seen = new Set(overdue.data.map((task) => task.id));
  return [...overdue.data, ...today.data.filter((task) => !seen.has(task.id))];
}
