import { vi } from 'vitest';

/** The browser's EventSource as far as the list screens use it: the test opens, drops and messages the stream. */
export class TestEventSource {
  static opened: TestEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

/** Puts `TestEventSource` in the browser's place (undone after each test, setup.ts), with no stream opened yet. */
export function stubEventSource(): void {
  TestEventSource.opened = [];
  vi.stubGlobal('EventSource', TestEventSource);
}

/** A message of a list's stream: an `items` event, with the items version it names if any. */
export const itemsMessage = (listId: number, itemsVersion?: number) =>
  new MessageEvent('message', { data: JSON.stringify({ type: 'items', listId, itemsVersion }) });
