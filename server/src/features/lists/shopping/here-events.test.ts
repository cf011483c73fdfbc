import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescedEvents } from './here-events.js';

describe('CoalescedEvents', () => {
  let sent: string[];
  let events: CoalescedEvents<string>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    events = new CoalescedEvents(1000, async (key) => {
      sent.push(key);
    });
  });
  afterEach(() => {
    events.stop();
    vi.useRealTimers();
  });

  it('tells the first change at once and the changes within the window once, when it ends', async () => {
    await events.tell('a');
    expect(sent).toEqual(['a']);
    for (let i = 0; i < 50; i += 1) await events.tell('a');
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['a', 'a']);
    // The event just told opened a new window, which ends with nothing more to tell.
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['a', 'a']);
    await events.tell('a');
    expect(sent).toEqual(['a', 'a', 'a']);
  });

  it('makes at most one event a window out of a steady stream, the last after the last change', async () => {
    let changes = 0;
    const heard: number[] = [];
    const stream = new CoalescedEvents(1000, async () => {
      heard.push(changes);
    });
    for (let ms = 0; ms < 4950; ms += 100) {
      changes += 1;
      await stream.tell('a');
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(5000);
    expect(heard.length).toBeLessThanOrEqual(6);
    expect(heard.at(-1)).toBe(changes);
    stream.stop();
  });

  it('keeps each key to its own window', async () => {
    await events.tell('a');
    await events.tell('b');
    await events.tell('a');
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['a', 'b', 'a']);
  });

  it('tells nothing more once stopped', async () => {
    await events.tell('a');
    await events.tell('a');
    events.stop();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual(['a']);
  });
});
