import { foldName, type Lang, type TimeZoneOption } from '@listok/contract';
import placeTable from './zone-places.json';

/**
 * Cities, regions and countries people look for a zone by, per IANA id: [Russian, English], comma-separated. Neither
 * IANA ids nor Intl name them in Russian («Екатеринбург»), and most cities are not zones of their own (Казань is
 * Europe/Moscow). It loads with the settings screen only.
 */
const places: Record<string, readonly string[]> = placeTable;

/** Older ids the runtime (CLDR) may still give a zone → the id the table knows it by. */
const newerIds: Record<string, string> = {
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
};

/** The IANA id a zone's label starts with: "Europe/Moscow (UTC+03:00)" → "Europe/Moscow". */
export const zoneIdOf = (label: string): string => label.split(' (', 1)[0] ?? label;

/** The places of a zone in each language, the zone's own city first; none for zones nobody looks for by a place. */
export function zonePlaces(label: string): Record<Lang, string[]> | undefined {
  const id = zoneIdOf(label);
  const entry = places[id] ?? places[newerIds[id] ?? ''];
  return entry && { ru: (entry[0] ?? '').split(', '), en: (entry[1] ?? '').split(', ') };
}

/** The offset a zone's label ends with, short: "UTC+03:00" → "UTC+3", "UTC+05:30" → "UTC+5:30", "UTC+00:00" → "UTC". */
export function shortOffset(label: string): string {
  const match = /\(UTC([+-])(\d\d):(\d\d)\)$/.exec(label);
  if (!match) return '';
  const [, sign, hours, minutes] = match;
  if (hours === '00' && minutes === '00') return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/**
 * How a zone reads in the screen's language: its city and short offset, «Москва (UTC+3)» / "Moscow (UTC+3)"; a zone
 * no place is known for keeps its IANA id, "Europe/Vaduz (UTC+1)".
 */
export function zoneLabel(label: string, lang: Lang): string {
  const city = zonePlaces(label)?.[lang][0];
  const offset = shortOffset(label);
  const name = city || zoneIdOf(label);
  return offset ? `${name} (${offset})` : name;
}

/** Lower case, ё = е, and `_` or `/` as spaces: "new york" finds America/New_York, "europe berlin" Europe/Berlin. */
const fold = (text: string) => foldName(text).replace(/[_/]+/g, ' ').replace(/\s+/g, ' ');
const typedWords = (typed: string) => fold(typed).split(' ').filter(Boolean);

/** What a zone is found by: its label, and its places in both languages (hyphenated ones also with spaces). */
const haystacks = new Map<string, string>();
function haystackOf(label: string): string {
  let haystack = haystacks.get(label);
  if (haystack === undefined) {
    const named = zonePlaces(label);
    const all = named ? [...named.ru, ...named.en] : [];
    haystack = [
      label,
      shortOffset(label),
      ...all,
      ...all.filter((p) => p.includes('-')).map((p) => p.replaceAll('-', ' ')),
    ]
      .map(fold)
      .join(' | ');
    haystacks.set(label, haystack);
  }
  return haystack;
}

/**
 * The zones whose label or places hold every word typed, in any order: a city in Russian or English («Екатеринбург»,
 * "Kazan"), a country, a region of the id or an offset such as "+03".
 */
export function filterZones(zones: readonly TimeZoneOption[], typed: string): TimeZoneOption[] {
  const words = typedWords(typed);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const haystack = haystackOf(zone.name);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The places an option shows under the zone, in the screen's language: those the typed text matches first, then the
 * rest, at most `max`; the zone's own city is left out, as its label names it (`zoneLabel`).
 */
export function shownPlaces(label: string, lang: Lang, typed: string, max = 4): string {
  const shown = (zonePlaces(label)?.[lang] ?? []).slice(1);
  const words = typedWords(typed);
  const matched = shown.filter((place) => words.some((word) => fold(place).includes(word)));
  const ordered = [...matched, ...shown.filter((place) => !matched.includes(place))];
  return ordered.length > max ? `${ordered.slice(0, max).join(', ')}, …` : ordered.join(', ');
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
