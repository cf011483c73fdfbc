import type { ListCan, ListMember } from '@listok/contract';
import { createContext, useContext } from 'react';

/**
 * What the controls of a list's rows need of the list screen: the list, the code it was opened with, whether someone
 * is signed in and what the header allows them (a wish's reservation), and the members (whom a to-do is given to).
 */
export interface ListScreen {
  listId: number;
  ac: string | undefined;
  signedIn: boolean;
  can: ListCan;
  members: readonly ListMember[];
  /** The list's currency, for a member who may read its money (`can.readMoney`); else none. */
  currency?: string | undefined;
}

export const ListScreenContext = createContext<ListScreen | null>(null);

export const useListScreenContext = () => useContext(ListScreenContext);
