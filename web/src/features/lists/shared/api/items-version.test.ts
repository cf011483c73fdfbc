import { beforeEach, describe, expect, it } from 'vitest';
import {
  changeAnswered,
  eventHeard,
  eventVersion,
  forgetVersions,
  holdsLatest,
  itemsHeld,
  streamOpen,
  versionOf,
} from './items-version';

beforeEach(() => forgetVersions());

describe('the items version a client holds', () => {
  it('reads the version of an answer and of an event, and nothing else', () => {
    expect(versionOf(new Headers({ 'Items-Version': '12' }))).toBe(12);
    expect(versionOf(new Headers())).toBeUndefined();
    expect(versionOf(new Headers({ 'Items-Version': 'x' }))).toBeUndefined();
    expect(eventVersion({ type: 'items', listId: 1, itemsVersion: 3 })).toBe(3);
    expect(eventVersion({ type: 'items', listId: 1 })).toBeUndefined();
    expect(eventVersion(JSON.parse('{"itemsVersion": "3"}'))).toBeUndefined();
  });

  it('an event of a version the screen holds needs no read; a later one, or one without a version, does', () => {
    itemsHeld(1, 5);
    expect(eventHeard(1, 5)).toBe(true);
    expect(eventHeard(1, 4)).toBe(true);
    expect(eventHeard(1, 6)).toBe(false);
    expect(eventHeard(1, undefined)).toBe(false);
    expect(eventHeard(2, 1)).toBe(false);
  });

  it("a change's answer one version on brings the screen to it; two on, or unknown ground, does not", () => {
    expect(changeAnswered(1, 3)).toBe(false);
    itemsHeld(1, 5);
    expect(changeAnswered(1, 6)).toBe(true);
    expect(eventHeard(1, 6)).toBe(true);
    expect(changeAnswered(1, 8)).toBe(false);
    expect(eventHeard(1, 8)).toBe(false);
    expect(changeAnswered(1, undefined)).toBe(false);
  });

  it('the items on screen are the latest only while the stream is open and nothing later was heard', () => {
    itemsHeld(1, 5);
    expect(holdsLatest(1)).toBe(false);
    streamOpen(1, true);
    expect(holdsLatest(1)).toBe(true);
    eventHeard(1, 6);
    expect(holdsLatest(1)).toBe(false);
    itemsHeld(1, 6);
    expect(holdsLatest(1)).toBe(true);
    itemsHeld(1, undefined);
    expect(holdsLatest(1)).toBe(false);
    itemsHeld(1, 7);
    streamOpen(1, false);
    expect(holdsLatest(1)).toBe(false);
  });
});
