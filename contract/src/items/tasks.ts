import { z } from 'zod';
import { RowId } from '../core/common.js';
import { TodoItem } from './list-item.js';

// `GET /api/tasks`: the open to-dos of all the caller's to-do lists, by due (docs/api.md, Tasks).

/**
 * Which to-dos: due today (any time of it), due within the next seven days from today, overdue (a due day before
 * today, a due time before now), or given to the caller (any date, undated too).
 */
export const taskScopes = ['today', 'week', 'overdue', 'mine'] as const;
export type TaskScope = (typeof taskScopes)[number];

export const TasksQuery = z.object({ scope: z.enum(taskScopes, { error: 'validation.taskScope' }) });
export type TasksQuery = z.infer<typeof TasksQuery>;

/** A to-do with the list it is on. */
export const Task = TodoItem.extend({ list: z.object({ id: RowId, name: z.string() }) });
export type Task = z.infer<typeof Task>;
