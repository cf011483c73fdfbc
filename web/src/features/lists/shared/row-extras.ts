import type { ListItem } from '@listok/contract';
import { type ComponentType, createContext } from 'react';

/**
 * What the list screen adds to its rows and other screens' rows (today's to-dos) do not: a ticked good's price
 * (features/lists/money), loaded on demand. A constant value: rows never re-render because of it.
 */
export interface RowExtras {
  TickPrice?: ComponentType<{ item: Extract<ListItem, { kind: 'shopping' }> }>;
}

export const RowExtrasContext = createContext<RowExtras>({});
