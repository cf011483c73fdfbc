import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itemsMessage, stubEventSource, TestEventSource } from '../../../../test/event-source';
import { renderScreen } from '../../../../test/render';
import { forgetVersions, itemsHeld, ownEventComing } from '../../shared/api/items-version';
import { listKeys } from '../../shared/api/keys';
import { suggestionsEveryMs, useListEvents } from './use-list-events';

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

const itemsEvent = (itemsVersion?: number) => itemsMessage(5, itemsVersion);

describe('useListEvents', () => {
  it('reads the items when its stream opens only if they changed since the page read them, and on every event', async () => {
    stubEventSource();
    forgetVersions();
    let reads = 0;
    // The server's items version, which every read of the items brings into the cache (get-list-items.ts).
    let version = 3;
    const read = vi.fn(async () => {
      itemsHeld(5, version);
      return `read ${++reads}`;
    });
    renderScreen(<LiveItems read={read} />);
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    expect(TestEventSource.opened).toHaveLength(1);
    const source = TestEventSource.opened[0]!;

    // Nothing changed between the first read and the stream's head: its first event names the version held.
    act(() => source.onopen?.());
    act(() => source.onmessage?.(itemsEvent(3)));
    // Something changed while the connection was lost: the first event after it names a later version.
    act(() => source.onerror?.());
    version = 4;
    act(() => source.onopen?.());
    act(() => source.onmessage?.(itemsEvent(4)));
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    act(() => source.onmessage?.(itemsEvent()));
    expect(await screen.findByText('read 3')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(3);
    expect(source.closed).toBe(false);
  });

  it('weighs the first event against a read of the items in flight as the stream opens, and does not read again', async () => {
    stubEventSource();
    forgetVersions();
    let reads = 0;
    let version = 3;
    // The second read (the network's, after the device's copy was shown) is on its way when the stream opens.
    let answer: () => void = () => {};
    const read = vi.fn(async () => {
      reads += 1;
      if (reads === 2) await new Promise<void>((resolve) => (answer = resolve));
      itemsHeld(5, version);
      return `read ${reads}`;
    });
    const { queryClient } = renderScreen(<LiveItems read={read} />);
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    version = 4;
    void queryClient.refetchQueries({ queryKey: listKeys.itemsOf(5) });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    const source = TestEventSource.opened[0]!;
    act(() => source.onopen?.());
    await act(async () => source.onmessage?.(itemsEvent(4)));
    // The event is weighed once the read in flight is in, not before.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => answer());
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    // A later change is read as ever.
    version = 5;
    act(() => source.onmessage?.(itemsEvent(5)));
    expect(await screen.findByText('read 3')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads nothing on the event of its own reservation, whose answer is on screen, and reads on the next', async () => {
    stubEventSource();
    forgetVersions();
    let reads = 0;
    const read = vi.fn(async () => `read ${++reads}`);
    renderScreen(<LiveItems read={read} />);
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    const source = TestEventSource.opened[0]!;
    act(() => source.onopen?.());
    act(() => source.onmessage?.(itemsEvent()));
    expect(await screen.findByText('read 2')).toBeInTheDocument();

    ownEventComing(5);
    act(() => source.onmessage?.(itemsEvent()));
    act(() => source.onmessage?.(itemsEvent()));
    expect(await screen.findByText('read 3')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('asks for the suggestions again on events at most every 5 minutes, the last change within them included', async () => {
    stubEventSource();
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
      expect(await screen.findByText('items 4')).toBeInTheDocument();
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
