/**
 * The zod-free part of the lists contract: sort orders and the push topic. The list screen needs them at once, its
 * validation only when a dialog opens.
 */
export const listSorts = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export const defaultListSort: (typeof listSorts)[number] = '-createdAt';

/**
 * What a list is for: its items are goods to buy (`shopping`, the default), things to do, things to pack, or wishes
 * others may reserve. The kind chooses the screen's words and whether ticks are purchases.
 */
export const listKinds = ['shopping', 'todo', 'packing', 'wishlist'] as const;
export type ListKind = (typeof listKinds)[number];
export const defaultListKind: ListKind = 'shopping';

export const itemSorts = ['added_at', '-added_at', 'name', '-name'] as const;
export const defaultItemSort: (typeof itemSorts)[number] = 'added_at';

/** What every list's topic starts with; the list's id follows. */
export const listTopicPrefix = (publicUrl: string) => `${publicUrl}/lists/`;

/** The topic of a list on the push hub: the absolute URL of its page. */
export const listTopic = (publicUrl: string, listId: number) => `${listTopicPrefix(publicUrl)}${listId}`;

/**
 * Beyond the contract: the topic of My lists, the absolute URL of that page. A signed-in user's stream of it carries
 * the events of every list they belong to (and of lists they join or create meanwhile), so the lists screens stay live.
 */
export const myListsTopic = (publicUrl: string) => `${publicUrl}/lists`;

/**
 * Beyond the contract: the topic on which a list's header is published again when a member opens or closes it
 * (presence). Only streams that ask for it with `presence=1` receive it, so clients of the contract see exactly the
 * events it describes.
 */
export const presenceTopic = (publicUrl: string, listId: number) => `${listTopic(publicUrl, listId)}#presence`;

/**
 * The SSE event name of the presence topic's events (`event: presence`), so a client tells them from the list's own:
 * someone opening or closing the list changes who is shown in the header, not the items.
 */
export const presenceEventName = 'presence';

/** Whether a topic is a list's presence topic. */
export const isPresenceTopic = (topic: string) => topic.endsWith('#presence');

/**
 * Beyond the contract: the topic on which a wish list's reservations are told (`{"type": "items", "listId"}`), which
 * the server lets only the streams of callers who are not the list's owner hear (with the list's own topic): the owner
 * never learns that anything was reserved.
 */
export const wishesTopic = (publicUrl: string, listId: number) => `${listTopic(publicUrl, listId)}#wishes`;

/** Whether a topic is a wish list's reservations topic. */
export const isWishesTopic = (topic: string) => topic.endsWith('#wishes');

/**
 * Beyond the contract: the response header of the items answers and changes (contract/src/api/items.ts) naming the
 * list's items version their items reflect; the `itemsVersion` of the push events compares with it.
 */
export const itemsVersionHeader = 'Items-Version';
