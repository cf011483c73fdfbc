import { dueParts, type Repeat } from './due-parts.js';
import { monthWords, partOfDayHours, weekdayPluralWords, weekdayWords, weekdayWordsAfter } from './due-words.data.js';

// The words of due dates and repeats in to-do lines, in Russian and English, and the phrases they make: what a run of
// folded words says, before due-reading.ts puts it on the calendar against the writer's today.

/** A day as a line names it. Weekdays count from Monday (0), months from January (1). */
export type DayWord =
  /** Written with its year (31.12.2025, 2026-12-31): read as written, even when past. */
  | { kind: 'date'; year: number; month: number; day: number }
  /** Today and so many days on: «завтра», «через 3 дня», "in a week". */
  | { kind: 'days'; count: number }
  /** Today so many months on, clamped to the month's last day: «через месяц», "in a year". */
  | { kind: 'months'; count: number }
  /** The coming weekday (today included), or next week's one: «в пятницу», "next friday". */
  | { kind: 'weekday'; weekday: number; nextWeek: boolean }
  /** The coming day of a month: «10 числа», "the 10th". */
  | { kind: 'monthDay'; day: number }
  /** The coming day of a year: «1 января», "jan 1". */
  | { kind: 'yearDay'; month: number; day: number };

/** What a phrase says: a day, a time (minutes after midnight), a repeat; `defaultTime` is for when no time is said. */
export interface Said {
  day?: DayWord;
  time?: number;
  defaultTime?: number;
  repeat?: Repeat;
}

/** A phrase found at a word: how many words it takes and what it says. */
export interface Phrase {
  length: number;
  said: Said;
}

/** Words that may stand before a date or a time and go with it («в пятницу», "on the 1st", «до 10 декабря»). */
export const prepositions: ReadonlySet<string> = new Set(['в', 'во', 'на', 'к', 'до', 'on', 'at', 'by']);

/** Each group's words mean its position, from `first`. */
const numbered = (groups: readonly string[], first: number): ReadonlyMap<string, number> =>
  new Map(groups.flatMap((group, index) => group.split(' ').map((word) => [word, index + first] as const)));

const weekdays = numbered(weekdayWords, 0);
/** «по вторникам», "tuesdays": a weekly repeat on that day. */
const weekdaysPlural = numbered(weekdayPluralWords, 0);
/** «до пятницы», «к пятнице»: a weekday in the form the word before it asks for, only after that word. */
const weekdaysAfter: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map(
  Object.entries(weekdayWordsAfter).map(([word, groups]) => [word, numbered(groups, 0)]),
);
const months = numbered(monthWords, 1);
/** The longest each month gets (February in a leap year): «30 февраля» is no day in any year. */
const longestMonths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const inDays = (count: number): Said => ({ day: { kind: 'days', count } });
const phrases = (list: string, said: Said) => list.split(', ').map((words) => [words, said] as const);

/** Phrases that are the same words every time, up to four of them. */
const fixedPhrases = new Map<string, Said>([
  ...phrases('сегодня, today', inDays(0)),
  ...phrases('завтра, tomorrow, tmrw', inDays(1)),
  ...phrases('послезавтра, day after tomorrow, the day after tomorrow', inDays(2)),
  ...phrases('tonight', { ...inDays(0), defaultTime: 20 * 60 }),
  // The week after this one: its Monday («на следующей неделе», the «на» read as a preposition).
  ...phrases('next week, следующей неделе', { day: { kind: 'weekday', weekday: 0, nextWeek: true } }),
  ...phrases('полдень, noon', { time: 12 * 60 }),
  ...phrases('полночь, midnight', { time: 0 }),
  ...phrases('каждый день, ежедневно, every day, each day, daily', { repeat: 'daily' }),
  ...phrases('каждый будний день, по будням, по рабочим дням, every weekday, each weekday, weekdays', {
    repeat: 'weekdays',
  }),
  ...phrases('каждую неделю, еженедельно, every week, each week, weekly', { repeat: 'weekly' }),
  ...phrases('каждый месяц, ежемесячно, every month, each month, monthly', { repeat: 'monthly' }),
  ...phrases('каждый год, ежегодно, every year, each year, yearly, annually', { repeat: 'yearly' }),
]);

function fixedPhrase(w: readonly string[], i: number): Phrase | undefined {
  for (let length = Math.min(4, w.length - i); length > 0; length--) {
    const said = fixedPhrases.get(w.slice(i, i + length).join(' '));
    if (said) return { length, said };
  }
  return undefined;
}

const span = (words: string, unit: { days: number; months: number }) =>
  words.split(' ').map((word) => [word, unit] as const);
const spanUnits = new Map([
  ...span('день дня дней day days', { days: 1, months: 0 }),
  ...span('неделю недели недель week weeks', { days: 7, months: 0 }),
  ...span('месяц месяца месяцев month months', { days: 0, months: 1 }),
  ...span('год года лет year years', { days: 0, months: 12 }),
]);
// «через неделю» is one week; «через день» is left alone: it also means "every other day".
const spanOfOne = new Set(['неделю', 'месяц', 'год']);

/** «через 3 дня», «через неделю», "in 2 weeks", "in a month". */
function afterSpan(w: readonly string[], i: number): Phrase | undefined {
  if (w[i] !== 'через' && w[i] !== 'in') return undefined;
  const one = w[i] === 'через' && spanOfOne.has(w[i + 1] ?? '');
  const count =
    one || /^(?:a|an|one)$/u.test(w[i + 1] ?? '') ? 1 : /^\d{1,3}$/u.test(w[i + 1] ?? '') ? Number(w[i + 1]) : 0;
  const unit = spanUnits.get(w[one ? i + 1 : i + 2] ?? '');
  if (count < 1 || !unit) return undefined;
  const day: DayWord = unit.days
    ? { kind: 'days', count: count * unit.days }
    : { kind: 'months', count: count * unit.months };
  return { length: one ? 2 : 3, said: { day } };
}

const thisWords = new Set(['этот', 'эту', 'это', 'this']);
const nextWords = new Set(['следующий', 'следующую', 'следующее', 'next']);
const everyWords = new Set(['каждый', 'каждую', 'каждое', 'every', 'each']);
// "sat" and "sun" are words too ("sat down", "the sun"): days only after a word that makes them one.
const wordlike = new Set(['sat', 'sun']);

/**
 * «в пятницу», «в следующую пятницу», «каждую пятницу», «по пятницам», «до пятницы», «к пятнице»; "fri", "next friday",
 * "every friday".
 */
function weekdayPhrase(w: readonly string[], i: number): Phrase | undefined {
  const lead = w[i] ?? '';
  const plural = weekdaysPlural.get(w[lead === 'по' ? i + 1 : i] ?? '');
  if (plural !== undefined) {
    return {
      length: lead === 'по' ? 2 : 1,
      said: { day: { kind: 'weekday', weekday: plural, nextWeek: false }, repeat: 'weekly' },
    };
  }
  const led = thisWords.has(lead) || nextWords.has(lead) || everyWords.has(lead);
  const weekday =
    weekdays.get(w[led ? i + 1 : i] ?? '') ?? (led ? undefined : weekdaysAfter.get(w[i - 1] ?? '')?.get(lead));
  if (weekday === undefined || (!led && wordlike.has(lead) && w[i - 1] !== 'on' && w[i - 1] !== 'by')) return undefined;
  const day: DayWord = { kind: 'weekday', weekday, nextWeek: nextWords.has(lead) };
  return { length: led ? 2 : 1, said: everyWords.has(lead) ? { day, repeat: 'weekly' } : { day } };
}

const dayNumberPattern = /^(\d{1,2})(st|nd|rd|th|-?го)?$/u;

/** «10 числа», «10-го», «каждое 10 число» (a monthly repeat), "the 10th", "10th". A bare "10" is no date. */
function monthDayPhrase(w: readonly string[], i: number): Phrase | undefined {
  const every = w[i] === 'каждое' || w[i] === 'каждого';
  const at = every || w[i] === 'the' ? i + 1 : i;
  const match = dayNumberPattern.exec(w[at] ?? '');
  const day = Number(match?.[1]);
  const numberWord = w[at + 1] === 'числа' || (every && w[at + 1] === 'число') ? 1 : 0;
  if (!match || day < 1 || day > 31 || (!numberWord && (every || match[2] === undefined))) return undefined;
  const said: Said = { day: { kind: 'monthDay', day } };
  return { length: at - i + 1 + numberWord, said: every ? { ...said, repeat: 'monthly' } : said };
}

/** A day of a year with its year when one follows («2026», «2026 г.», «2026 года»), or the coming one without. */
function yearDayPhrase(
  w: readonly string[],
  at: number,
  length: number,
  month: number,
  day: number,
): Phrase | undefined {
  if (day < 1 || day > (longestMonths[month - 1] ?? 0)) return undefined;
  const year = /^\d{4}$/u.test(w[at] ?? '') ? Number(w[at]) : undefined;
  if (year === undefined) return { length, said: { day: { kind: 'yearDay', month, day } } };
  const yearWord = w[at + 1] === 'г' || w[at + 1] === 'года' ? 1 : 0;
  return dated(length + 1 + yearWord, year, month, day);
}

/** A day with its year, when the calendar has it (31.02 and 2026-13-01 are none). */
function dated(length: number, year: number, month: number, day: number): Phrase | undefined {
  const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return dueParts(text) ? { length, said: { day: { kind: 'date', year, month, day } } } : undefined;
}

/** «10 декабря», «10 дек. 2026», "10 december", "the 10th of dec", "dec 10", "december 10th 2026". */
function namedDate(w: readonly string[], i: number): Phrase | undefined {
  const the = w[i] === 'the' ? 1 : 0;
  const first = dayNumberPattern.exec(w[i + the] ?? '');
  if (first) {
    const of = w[i + the + 1] === 'of' ? 1 : 0;
    const month = months.get(w[i + the + 1 + of] ?? '');
    const length = the + 2 + of;
    return month === undefined ? undefined : yearDayPhrase(w, i + length, length, month, Number(first[1]));
  }
  const month = months.get(w[i] ?? '');
  const second = dayNumberPattern.exec(w[i + 1] ?? '');
  return month === undefined || !second ? undefined : yearDayPhrase(w, i + 2, 2, month, Number(second[1]));
}

/** «10.12», «10.12.2026», "2026-12-10". */
function numericDate(w: readonly string[], i: number): Phrase | undefined {
  const word = w[i] ?? '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(word);
  if (iso) return dated(1, Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // Two digits of month, so a number such as "3.2" stays a number.
  const dotted = /^(\d{1,2})\.(\d{2})(?:\.(\d{4}))?$/u.exec(word);
  if (!dotted) return undefined;
  const [day, month] = [Number(dotted[1]), Number(dotted[2])];
  if (dotted[3] !== undefined) return dated(1, Number(dotted[3]), month, day);
  return month >= 1 && month <= 12 ? yearDayPhrase(w, i + 1, 1, month, day) : undefined;
}

/** Before a bare hour, the word that makes it a time: «в 18», "at 18". */
const hourPrepositions = new Set(['в', 'во', 'к', 'at', 'by']);
/** An hour of a half of the day as an hour of the day: «6 вечера» 18, «12 ночи» 0, "12am" 0; undefined if none. */
const halves = new Map<string, (hour: number) => number | undefined>([
  ['am', (hour) => (hour >= 1 && hour <= 12 ? hour % 12 : undefined)],
  ['pm', (hour) => (hour >= 1 && hour <= 12 ? (hour % 12) + 12 : undefined)],
  ['утра', (hour) => (hour >= 1 && hour <= 11 ? hour : undefined)],
  ['дня', (hour) => (hour === 12 ? 12 : hour >= 1 && hour <= 5 ? hour + 12 : undefined)],
  ['вечера', (hour) => (hour >= 3 && hour <= 11 ? hour + 12 : undefined)],
  [
    'ночи',
    (hour) => (hour === 12 ? 0 : hour >= 1 && hour <= 5 ? hour : hour >= 9 && hour <= 11 ? hour + 12 : undefined),
  ],
]);
// «3 дня» and «2 ночи» are also counts (three days, two nights): times only after «в».
const countLike = new Set(['дня', 'ночи']);
const hourWords = new Set(['ч', 'час', 'часа', 'часов']);
/**
 * Bare hours read as the morning's after «в» / "at" («в 10», "at 11"): the hours people mean before noon far more
 * often than at night. Other hours of 1–12 («в 5», «в 8», "at 9") may be either and are not read.
 */
const morningHours = new Set([10, 11]);

/**
 * «в 18:00», «в 9.30», «в 18», «в 18 часов», «в 6 вечера», «в 10», "6pm", "6:30 pm", "at 18". A bare hour of 1–12
 * without a half of the day is left alone («в 5» may be 5 or 17) but for `morningHours`, as is an hour without
 * «в»/"at" ("iPhone 15").
 */
function timePhrase(w: readonly string[], i: number): Phrase | undefined {
  const clock = /^(\d{1,2})(?:([:.])(\d{2}))?(am|pm)?$/u.exec(w[i] ?? '');
  if (!clock) return undefined;
  const afterPreposition = hourPrepositions.has(w[i - 1] ?? '');
  const next = w[i + 1] ?? '';
  const half = clock[4] ?? (halves.has(next) ? next : undefined);
  const length = (clock[4] === undefined && half !== undefined) || (!clock[2] && hourWords.has(next)) ? 2 : 1;
  let hour = Number(clock[1]);
  const minute = Number(clock[3] ?? 0);
  if (half !== undefined) {
    if (countLike.has(half) && !afterPreposition) return undefined;
    hour = halves.get(half)?.(hour) ?? 24;
  } else if (!afterPreposition && (clock[2] !== ':' || length === 2)) {
    return undefined;
  } else if (!clock[2] && hour < 13 && !morningHours.has(hour)) {
    return undefined;
  }
  return hour < 24 && minute < 60 ? { length, said: { time: hour * 60 + minute } } : undefined;
}

/** Words after which an English part of the day is one: "tomorrow morning", "friday evening". */
const beforePartOfDay = new Set([
  'today',
  'tomorrow',
  'tmrw',
  ...[...weekdays.keys()].filter((w) => /^[a-z]+$/u.test(w)),
]);

/**
 * «утром», «днём», «вечером», «с утра»; "in the morning", "this evening" (today's), "tomorrow afternoon": the part's
 * hour as the time to take when none is said (`partOfDayHours`).
 */
function partOfDayPhrase(w: readonly string[], i: number): Phrase | undefined {
  const said = (word: string | undefined): Said | undefined => {
    const hour = partOfDayHours[word ?? ''];
    return hour === undefined ? undefined : { defaultTime: hour * 60 };
  };
  const word = w[i] ?? '';
  if (word === 'с') return w[i + 1] === 'утра' ? mapSaid(2, said('утра')) : undefined;
  if (/^[а-я]+$/u.test(word)) return word === 'утра' ? undefined : mapSaid(1, said(word));
  if (word === 'in' && w[i + 1] === 'the') return mapSaid(3, said(w[i + 2]));
  // "this morning" is today's.
  const today = said(w[i + 1]);
  if (word === 'this') return mapSaid(2, today && { ...today, ...inDays(0) });
  return beforePartOfDay.has(w[i - 1] ?? '') ? mapSaid(1, said(word)) : undefined;
}

const mapSaid = (length: number, said: Said | undefined): Phrase | undefined => (said ? { length, said } : undefined);

const readers = [
  timePhrase,
  fixedPhrase,
  afterSpan,
  weekdayPhrase,
  monthDayPhrase,
  namedDate,
  numericDate,
  partOfDayPhrase,
];

/** Every phrase that starts at word `i` of folded words `w` (read no further than `w` goes), times first. */
export function phrasesAt(w: readonly string[], i: number): Phrase[] {
  return readers.flatMap((read) => read(w, i) ?? []);
}
