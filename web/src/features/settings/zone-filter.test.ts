import { describe, expect, it } from 'vitest';
import { filterZones, stepActive } from './zone-filter';

const zones = [
  { id: 1, name: 'America/New_York (UTC-05:00)' },
  { id: 2, name: 'Europe/Berlin (UTC+01:00)' },
  { id: 3, name: 'Europe/Moscow (UTC+03:00)' },
  { id: 4, name: 'Asia/Yekaterinburg (UTC+05:00)' },
];
const ids = (list: { id: number }[]) => list.map((zone) => zone.id);

describe('filterZones', () => {
  it('gives every zone for empty text', () => {
    expect(ids(filterZones(zones, '  '))).toEqual([1, 2, 3, 4]);
  });

  it('finds a city ignoring case', () => {
    expect(ids(filterZones(zones, 'MOSC'))).toEqual([3]);
  });

  it('takes spaces for underscores and slashes', () => {
    expect(ids(filterZones(zones, 'new york'))).toEqual([1]);
    expect(ids(filterZones(zones, 'europe berlin'))).toEqual([2]);
  });

  it('finds zones by their offset', () => {
    expect(ids(filterZones(zones, '+03'))).toEqual([3]);
    expect(ids(filterZones(zones, 'utc+0'))).toEqual([2, 3, 4]);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterZones(zones, 'berlin europe'))).toEqual([2]);
    expect(ids(filterZones(zones, 'europe tokyo'))).toEqual([]);
  });
});

describe('stepActive', () => {
  it('starts at the first or the last option', () => {
    expect(stepActive(-1, 5, 'ArrowDown')).toBe(0);
    expect(stepActive(-1, 5, 'ArrowUp')).toBe(4);
  });

  it('stops at the ends', () => {
    expect(stepActive(4, 5, 'ArrowDown')).toBe(4);
    expect(stepActive(0, 5, 'ArrowUp')).toBe(0);
  });

  it('jumps ten options a page', () => {
    expect(stepActive(3, 50, 'PageDown')).toBe(13);
    expect(stepActive(45, 50, 'PageDown')).toBe(49);
    expect(stepActive(5, 50, 'PageUp')).toBe(0);
  });

  it('has nothing to activate in an empty list', () => {
    expect(stepActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
