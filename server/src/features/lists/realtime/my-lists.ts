import { listTopic } from '@listok/contract';
import type { DeliveredEvent } from '../../../plugins/push.js';
import { userListsTopic } from '../basics/lists.events.js';

/** How many lists one stream of My lists follows: the user's most recently changed ones. */
export const myListsFollowLimit = 500;

/** What a stream of My lists does with an event it heard. */
export interface MyListsVerdict {
  /** The stream sends it. */
  send: boolean;
  /** A list the user now belongs to: its topic is subscribed from now on (unless it already is). */
  follow?: number;
  /** A header event of a followed list: the membership is checked again, and a list lost is followed no more. */
  check?: number;
}

/**
 * What a stream of My lists (`topic=PUBLIC_URL/lists`) follows: the lists its user belongs to, and the user's own
 * topic, on which a list they were added to, joined or created is announced; that list is followed from then on. It
 * sends the events of the lists it follows as they are (`items`, `header`), so a client reloads its lists on any. A
 * list the user no longer belongs to (left, removed, deleted) is sent the header event that ended it, then dropped.
 * A stream opened with an API token limited to lists (`only`) follows those lists alone: the user's other lists, and
 * the lists announced to them, are neither followed nor told of.
 */
export class MyListsFollow {
  readonly userTopic: string;
  private readonly lists: Set<number>;
  /** How many times each list was announced: a check that began before an announcement does not drop the list. */
  private readonly announcements = new Map<number, number>();

  constructor(
    private readonly publicUrl: string,
    userId: number,
    listIds: readonly number[],
    private readonly only: readonly number[] | null = null,
  ) {
    this.userTopic = userListsTopic(publicUrl, userId);
    this.lists = new Set(only ? listIds.filter((id) => only.includes(id)) : listIds);
  }

  /** The topics to subscribe to: the user's own and every followed list's. */
  topics(): string[] {
    return [this.userTopic, ...[...this.lists].map((id) => listTopic(this.publicUrl, id))];
  }

  follows(listId: number): boolean {
    return this.lists.has(listId);
  }

  /** Judges one event of a subscribed topic (`listId`: the list of a list topic, else undefined). */
  take(event: DeliveredEvent, listId: number | undefined): MyListsVerdict {
    if (event.data.type === 'revoked') return { send: false };
    if (event.topic === this.userTopic) {
      const joined = event.data.listId;
      if (this.only && !this.only.includes(joined)) return { send: false };
      this.announcements.set(joined, this.announced(joined) + 1);
      if (this.lists.has(joined)) return { send: true };
      this.lists.add(joined);
      return { send: true, follow: joined };
    }
    if (listId === undefined || !this.lists.has(listId)) return { send: false };
    return event.data.type === 'header' ? { send: true, check: listId } : { send: true };
  }

  /** A mark of the list's announcements, taken before its membership is checked (see `drop`). */
  announced(listId: number): number {
    return this.announcements.get(listId) ?? 0;
  }

  /**
   * The user no longer belongs to the list, as a check found that began at the mark `since`; false (the list stays)
   * when it was announced again meanwhile: the user was added back while the check ran.
   */
  drop(listId: number, since: number): boolean {
    if (this.announced(listId) !== since) return false;
    this.lists.delete(listId);
    return true;
  }
}
