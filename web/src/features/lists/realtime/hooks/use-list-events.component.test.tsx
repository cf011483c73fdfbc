import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { listKeys } from '../../shared/api/keys';
import { useListEvents } from './use-list-events';

/** The browser's EventSource as far as the hook uses it: the test opens, drops and messages the stream. */
class TestEventSource {
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

/** The items of list 5, read through the cache as the list screen does, and the stream that keeps them live. */
function LiveItems({ read }: { read: () => Promise<string> }) {
  const items = useQuery({ queryKey: listKeys.itemsOf(5), queryFn: read });
  useListEvents(5, undefined, items.isSuccess);
  return <p>{items.data}</p>;
}

describe('useListEvents', () => {
  it('reads the list again when its stream opens, when it opens again after a loss, and on every event', async () => {
    TestEventSource.opened = [];
    vi.stubGlobal('EventSource', TestEventSource);
    let reads = 0;
    const read = vi.fn(async () => `read ${++reads}`);
    renderScreen(<LiveItems read={read} />);
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    expect(TestEventSource.opened).toHaveLength(1);
    const source = TestEventSource.opened[0]!;

    // Something changed between the first read and the stream's head: the open itself brings it.
    act(() => source.onopen?.());
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    act(() => source.onerror?.());
    act(() => source.onopen?.());
    expect(await screen.findByText('read 3')).toBeInTheDocument();
    act(() => source.onmessage?.(new MessageEvent('message', { data: '{"type":"items","listId":5}' })));
    expect(await screen.findByText('read 4')).toBeInTheDocument();
    expect(source.closed).toBe(false);
  });
});
