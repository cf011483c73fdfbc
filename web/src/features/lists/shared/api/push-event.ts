import type { PushEvent } from '@listok/contract';

/** A push event's data (`{"type", "listId", "deleted"?}`), or undefined when it is not one (it still means a change). */
export function parsePushEvent(data: unknown): PushEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as Partial<PushEvent> | null;
    return typeof event?.listId === 'number' && typeof event.type === 'string' ? (event as PushEvent) : undefined;
  } catch {
    return undefined;
  }
}
