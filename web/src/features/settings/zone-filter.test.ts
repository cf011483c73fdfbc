import { describe, expect, it } from 'vitest';
import { filterZones, shortOffset, shownPlaces, stepActive, zoneLabel, zonePlaces } from './zone-filter';
import placeTable from './zone-places.json';

const zones = [
  { id: 1, name: 'America/New_York (UTC-05:00)' },
  { id: 2, name: 'Europe/Berlin (UTC+01:00)' },
  { id: 3, name: 'Europe/Moscow (UTC+03:00)' },
  { id: 4, name: 'Asia/Yekaterinburg (UTC+05:00)' },
  { id: 5, name: 'Asia/Novosibirsk (UTC+07:00)' },
  { id: 6, name: 'Asia/Vladivostok (UTC+10:00)' },
  { id: 7, name: 'Europe/Kaliningrad (UTC+02:00)' },
  // The runtime (CLDR) still names some zones the old way.
  { id: 8, name: 'Europe/Kiev (UTC+02:00)' },
  { id: 9, name: 'Asia/Calcutta (UTC+05:30)' },
];
const ids = (list: { id: number }[]) => list.map((zone) => zone.id);

describe('filterZones', () => {
  it('gives every zone for empty text', () => {
    expect(ids(filterZones(zones, '  '))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('finds zones by their cities in Russian, with ё as е and in any case', () => {
    expect(ids(filterZones(zones, 'Екатеринбург'))).toEqual([4]);
    expect(ids(filterZones(zones, 'москва'))).toEqual([3]);
    expect(ids(filterZones(zones, 'НОВОСИБ'))).toEqual([5]);
    expect(ids(filterZones(zones, 'Владивосток'))).toEqual([6]);
    expect(ids(filterZones(zones, 'калининград'))).toEqual([7]);
    expect(ids(filterZones(zones, 'Хабаровск'))).toEqual([6]);
    expect(ids(filterZones(zones, 'орел'))).toEqual([3]);
    expect(ids(filterZones(zones, 'Киев'))).toEqual([8]);
    expect(ids(filterZones(zones, 'дели'))).toEqual([9]);
  });

  it('finds cities that are not zones of their own, in Russian and English, hyphens or not', () => {
    for (const typed of ['Санкт-Петербург', 'санкт петербург', 'Казань', 'Saint Petersburg', 'kazan']) {
      expect(ids(filterZones(zones, typed))).toEqual([3]);
    }
    expect(ids(filterZones(zones, 'челябинск'))).toEqual([4]);
    expect(ids(filterZones(zones, 'Germany'))).toEqual([2]);
    expect(ids(filterZones(zones, 'kyiv'))).toEqual([8]);
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
    expect(ids(filterZones(zones, 'utc+0'))).toEqual([2, 3, 4, 5, 7, 8, 9]);
  });

  it('needs every word, in any order', () => {
    expect(ids(filterZones(zones, 'berlin europe'))).toEqual([2]);
    expect(ids(filterZones(zones, 'europe tokyo'))).toEqual([]);
  });
});

describe('zonePlaces', () => {
  // The zones of Russia in the IANA database (zone1970.tab, RU): every one is named in Russian.
  const russianZones = [
    'Europe/Kaliningrad',
    'Europe/Moscow',
    'Europe/Simferopol',
    'Europe/Kirov',
    'Europe/Volgograd',
    'Europe/Astrakhan',
    'Europe/Saratov',
    'Europe/Ulyanovsk',
    'Europe/Samara',
    'Asia/Yekaterinburg',
    'Asia/Omsk',
    'Asia/Novosibirsk',
    'Asia/Barnaul',
    'Asia/Tomsk',
    'Asia/Novokuznetsk',
    'Asia/Krasnoyarsk',
    'Asia/Irkutsk',
    'Asia/Chita',
    'Asia/Yakutsk',
    'Asia/Khandyga',
    'Asia/Vladivostok',
    'Asia/Ust-Nera',
    'Asia/Magadan',
    'Asia/Sakhalin',
    'Asia/Srednekolymsk',
    'Asia/Kamchatka',
    'Asia/Anadyr',
  ];

  it('names every zone of Russia in Russian and English', () => {
    for (const zone of russianZones) {
      const named = zonePlaces(`${zone} (UTC+03:00)`);
      expect(named?.ru[0], zone).toMatch(/^[А-ЯЁ][а-яё -]+/);
      expect(named?.en[0], zone).toMatch(/^[A-Z]/);
    }
  });

  it('knows only zones the server lists (the ids of the runtime, which the seed loads), by either of their names', () => {
    const known = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
    const older: Record<string, string> = {
      'Europe/Kyiv': 'Europe/Kiev',
      'Asia/Kolkata': 'Asia/Calcutta',
      'Asia/Ho_Chi_Minh': 'Asia/Saigon',
      'Asia/Kathmandu': 'Asia/Katmandu',
      'America/Argentina/Buenos_Aires': 'America/Buenos_Aires',
    };
    const unknown = Object.keys(placeTable).filter((id) => !known.has(id) && !known.has(older[id] ?? ''));
    expect(unknown).toEqual([]);
    for (const id of Object.keys(older)) expect(zonePlaces(`${older[id]} (UTC+00:00)`), id).toBeDefined();
  });

  it('has the places of each zone in both languages, none of them empty, the Russian ones in Cyrillic', () => {
    for (const [id, entry] of Object.entries(placeTable)) {
      expect(entry, id).toHaveLength(2);
      const [ru = '', en = ''] = entry;
      expect(ru.split(', ').every(Boolean) && en.split(', ').every(Boolean), id).toBe(true);
      expect(ru, id).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('zoneLabel', () => {
  it('reads as the zone’s city in the screen’s language and a short offset', () => {
    expect(zoneLabel('Europe/Moscow (UTC+03:00)', 'ru')).toBe('Москва (UTC+3)');
    expect(zoneLabel('Europe/Moscow (UTC+03:00)', 'en')).toBe('Moscow (UTC+3)');
    expect(zoneLabel('Asia/Kolkata (UTC+05:30)', 'ru')).toBe('Дели (UTC+5:30)');
    expect(zoneLabel('America/New_York (UTC-05:00)', 'ru')).toBe('Нью-Йорк (UTC-5)');
    expect(zoneLabel('Europe/London (UTC+00:00)', 'en')).toBe('London (UTC)');
  });

  it('keeps the id of a zone no place is known for', () => {
    expect(zoneLabel('Europe/Vaduz (UTC+01:00)', 'ru')).toBe('Europe/Vaduz (UTC+1)');
    expect(shortOffset('Europe/Vaduz')).toBe('');
    expect(zoneLabel('Europe/Vaduz', 'ru')).toBe('Europe/Vaduz');
  });

  it('is found by its short offset too', () => {
    const zones = [
      { id: 1, name: 'Europe/Moscow (UTC+03:00)' },
      { id: 2, name: 'Asia/Yekaterinburg (UTC+05:00)' },
    ];
    expect(filterZones(zones, 'UTC+3').map((zone) => zone.id)).toEqual([1]);
  });
});

describe('shownPlaces', () => {
  it('shows the other places in the screen language, at most four, the ones typed first', () => {
    expect(shownPlaces('Europe/Moscow (UTC+03:00)', 'ru', '')).toBe(
      'Санкт-Петербург, Нижний Новгород, Казань, Ростов-на-Дону, …',
    );
    expect(shownPlaces('Europe/Moscow (UTC+03:00)', 'ru', 'сочи')).toBe(
      'Сочи, Санкт-Петербург, Нижний Новгород, Казань, …',
    );
  });

  it('leaves out the zone’s own city, which its label names, and shows nothing for zones without places', () => {
    expect(shownPlaces('Europe/Berlin (UTC+01:00)', 'en', '')).toBe('Munich, Hamburg, Frankfurt, Cologne, …');
    expect(shownPlaces('Asia/Novosibirsk (UTC+07:00)', 'ru', '')).toBe('');
    expect(shownPlaces('Antarctica/Troll (UTC+00:00)', 'ru', '')).toBe('');
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
