import type { TimeZoneOption } from '@listok/contract';

/** Lower case, and `_` or `/` as spaces: "new york" finds America/New_York, "europe berlin" finds Europe/Berlin. */
const fold = (text: string) => text.toLocaleLowerCase().replace(/[_/]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The zones whose label holds every word typed, in any order (a name, a region or an offset such as "+03"). */
export function filterZones(zones: readonly TimeZoneOption[], typed: string): TimeZoneOption[] {
  const words = fold(typed).split(' ').filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const label = fold(zone.name);
    return words.every((word) => label.includes(word));
  });
}

/** The option a key moves to in a list of `count` options; -1 means none is active. */
export function stepActive(
  active: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp',
): number {
  if (count === 0) return -1;
  const page = 10;
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : Math.min(active + 1, count - 1);
    case 'ArrowUp':
      return active < 0 ? count - 1 : Math.max(active - 1, 0);
    case 'PageDown':
      return Math.min(Math.max(active, 0) + page, count - 1);
    case 'PageUp':
      return Math.max((active < 0 ? count - 1 : active) - page, 0);
  }
}
