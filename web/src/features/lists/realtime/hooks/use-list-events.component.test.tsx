import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { listKeys } from '../../shared/api/keys';
import { suggestionsEveryMs, useListEvents } from './use-list-events';

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

/**
 * The items and suggestions of list 5, read through the cache as the list screen does, and the stream that keeps them
 * live.
 */
function LiveItems({ read, suggest }: { read: () => Promise<string>; suggest?: () => Promise<string> }) {
  const items = useQuery({ queryKey: listKeys.itemsOf(5), queryFn: read });
  const suggestions = useQuery({
    queryKey: listKeys.listSuggestions(5, 'ru'),
    queryFn: suggest ?? (async () => ''),
  });
  useListEvents(5, undefined, items.isSuccess);
  return (
    <>
      <p>{items.data}</p>
      <p>{suggestions.data}</p>
    </>
  );
}

const itemsEvent = () => new MessageEvent('message', { data: '{"type":"items","listId":5}' });

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
    act(() => source.onmessage?.(itemsEvent()));
    expect(await screen.findByText('read 4')).toBeInTheDocument();
    expect(source.closed).toBe(false);
  });

  it('asks for the suggestions again on events at most every 5 minutes, the last change within them included', async () => {
    TestEventSource.opened = [];
    vi.stubGlobal('EventSource', TestEventSource);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let reads = 0;
      let suggested = 0;
      const read = async () => `items ${++reads}`;
      const suggest = async () => `suggestions ${++suggested}`;
      renderScreen(<LiveItems read={read} suggest={suggest} />);
      expect(await screen.findByText('suggestions 1')).toBeInTheDocument();
      const source = TestEventSource.opened[0]!;

      // The open and a burst of events: the items each time, the suggestions not yet (the page has just read them).
      act(() => source.onopen?.());
      for (let i = 0; i < 3; i += 1) act(() => source.onmessage?.(itemsEvent()));
      expect(await screen.findByText('items 5')).toBeInTheDocument();
      expect(screen.getByText('suggestions 1')).toBeInTheDocument();

      // Once the time is up, the suggestions are read once for the whole burst; a later event reads them at once.
      await act(() => vi.advanceTimersByTimeAsync(suggestionsEveryMs));
      expect(await screen.findByText('suggestions 2')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(suggestionsEveryMs));
      expect(screen.getByText('suggestions 2')).toBeInTheDocument();
      act(() => source.onmessage?.(itemsEvent()));
      expect(await screen.findByText('suggestions 3')).toBeInTheDocument();
      expect(suggested).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
