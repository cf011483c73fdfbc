import { describe, expect, it } from 'vitest';
import { Fanout } from './push-fanout.js';

type Event = { topic: string; id: number };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** `n` subscribers of `topic`, each recording the ids it heard. */
function subscribers(fanout: Fanout<Event>, n: number, topic = 't') {
  const heard = Array.from({ length: n }, () => [] as number[]);
  const stops = heard.map((ids) => fanout.add([topic], (event) => ids.push(event.id)));
  return { heard, stops };
}

describe('Fanout', () => {
  it('delivers to a few subscribers at once, only of the event topic', () => {
    const fanout = new Fanout<Event>(10);
    const { heard } = subscribers(fanout, 3);
    const other = subscribers(fanout, 1, 'u');
    fanout.deliver({ topic: 't', id: 1 });
    expect(heard).toEqual([[1], [1], [1]]);
    expect(other.heard).toEqual([[]]);
  });

  it('delivers to many in batches, the event loop free between them, every event in order to everyone', async () => {
    const fanout = new Fanout<Event>(500);
    const { heard } = subscribers(fanout, 1200);
    fanout.deliver({ topic: 't', id: 1 });
    fanout.deliver({ topic: 't', id: 2 });
    expect(heard.filter((ids) => ids.length > 0)).toHaveLength(0);
    await nextTurn();
    // One batch: 500 deliveries of the first event, then other work may run.
    expect(heard.flat()).toHaveLength(500);
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(heard.every((ids) => ids.join() === '1,2')).toBe(true);
    // A few subscribers, while nothing is queued: at once again.
    const few = new Fanout<Event>(500);
    const small = subscribers(few, 2);
    few.deliver({ topic: 't', id: 3 });
    expect(small.heard).toEqual([[3], [3]]);
  });

  it('an event that comes while a large one is queued waits for it, also for a small topic', async () => {
    const fanout = new Fanout<Event>(100);
    const many = subscribers(fanout, 300);
    const both: number[] = [];
    fanout.add(['t', 'u'], (event) => both.push(event.id));
    fanout.deliver({ topic: 't', id: 1 });
    fanout.deliver({ topic: 'u', id: 2 });
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(both).toEqual([1, 2]);
    expect(many.heard.every((ids) => ids.join() === '1')).toBe(true);
  });

  it('skips a subscriber that stopped before its batch', async () => {
    const fanout = new Fanout<Event>(100);
    const { heard, stops } = subscribers(fanout, 300);
    fanout.deliver({ topic: 't', id: 1 });
    stops[299]!();
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(heard[0]).toEqual([1]);
    expect(heard[299]).toEqual([]);
  });
});
