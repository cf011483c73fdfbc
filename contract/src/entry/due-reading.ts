import { trimEndOf } from '../text/text-ends.js';
import { clampedDay, dateOf, dayOf, dayText, lastDayOf, monthOf, weekdayOf, workdayFrom } from './due-days.js';
import { dueParts, type Repeat } from './due-parts.js';
import { type DayWord, type Phrase, phrasesAt, prepositions, type Said } from './due-words.js';
import { foldName } from './word-forms.js';

// Reading when a to-do is due from the words of its line («позвонить маме завтра в 18:00», "pay rent every month on
// the 1st"). Plain days on the UTC calendar (due-days.ts, with the next day of a repeat): the writer's zone is the
// server's business.

export { type Repeat, repeats } from './due-parts.js';

const timeText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What a to-do line says about when. */
export interface DueReading {
  /**
   * The line without the date, time and repeat words, spaces folded ("позвонить маме"). The whole line when nothing
   * was read.
   */
  text: string;
  /**
   * `"YYYY-MM-DD"` (a day) or `"YYYY-MM-DD HH:mm"` (a day and a time), local to the writer; null when the line names no
   * date, time or repeat.
   */
  due: string | null;
  repeat: Repeat | null;
  /**
   * For a monthly or yearly repeat whose wanted day does not exist in the due's month («31 числа каждый месяц» read in
   * November → due "…-11-30"): the wanted day of month (31), else null.
   */
  anchorDay: number | null;
}

/** A due day found, and whether it was "the coming one" (a later one may be taken when its time is past today). */
interface Found {
  day: number;
  anchorDay: number | null;
  coming: boolean;
}

const asWritten = (day: number): Found => ({ day, anchorDay: null, coming: false });
const coming = (day: number): Found => ({ day, anchorDay: null, coming: true });

/**
 * The first day `wanted` of the months `first`, `first + step`, … on or after day `from`. With a monthly or yearly
 * repeat a month too short has its last day (and the repeat keeps the wanted day as its anchor); without one, a month
 * too short is skipped: «31 числа» in November is December 31.
 */
function firstOfMonths(from: number, first: number, step: number, wanted: number, clamped: boolean): Found {
  // Ends: the words only name a wanted day that some month of the sequence has (31 at most, Feb 29 at most).
  for (let month = first; ; month += step) {
    if (!clamped && wanted > lastDayOf(month)) continue;
    const day = clampedDay(month, wanted);
    if (day >= from) return { day, anchorDay: wanted > lastDayOf(month) ? wanted : null, coming: true };
  }
}

/** The day a line's words name, read against `today` and looked for from `from` (today, or the day after). */
function dueDay(word: DayWord | undefined, repeat: Repeat | null, today: number, from: number): Found {
  const clamped = repeat === 'monthly' || repeat === 'yearly';
  // A repeat without a day starts on its first day from today: Monday to Friday for one on weekdays.
  if (word === undefined) return coming(repeat === 'weekdays' ? workdayFrom(from) : from);
  switch (word.kind) {
    case 'date':
      return asWritten(dayOf(word.year, word.month, word.day));
    case 'days':
      return asWritten(today + word.count);
    case 'months':
      return asWritten(clampedDay(monthOf(today) + word.count, dateOf(today).getUTCDate()));
    case 'weekday':
      // Next week's: the first such weekday after this week's Sunday (so on a Sunday «в следующий понедельник» is
      // tomorrow, and on a Monday "next friday" is not this week's).
      if (word.nextWeek) return asWritten(today + 7 - weekdayOf(today) + word.weekday);
      return coming(from + ((word.weekday - weekdayOf(from) + 7) % 7));
    case 'monthDay':
      return firstOfMonths(from, monthOf(from), 1, word.day, clamped);
    case 'yearDay': {
      const year = dateOf(from).getUTCFullYear();
      return firstOfMonths(from, year * 12 + word.month - 1, 12, word.day, clamped);
    }
  }
}

/** The due of what a line said at `now`: a day named as "the coming one" whose time is past today is a later one. */
function dueOf(said: Said, today: number, minutes: number): Omit<DueReading, 'text'> {
  const repeat = said.repeat ?? null;
  // A part of the day («утром», tonight's 20:00) is a guessed hour: the time when none is said, never a past one.
  const guess = said.time === undefined ? (said.defaultTime ?? null) : null;
  let time = said.time ?? guess;
  let found = dueDay(said.day, repeat, today, today);
  if (found.coming && found.day === today && time !== null && time <= minutes) {
    found = dueDay(said.day, repeat, today, today + 1);
  }
  // Tonight once 20:00 has passed, «сегодня утром» at ten: just today.
  if (guess !== null && found.day === today && guess <= minutes) time = null;
  const due = time === null ? dayText(found.day) : `${dayText(found.day)} ${timeText(time)}`;
  return { due, repeat, anchorDay: found.anchorDay };
}

const slots = ['day', 'time', 'defaultTime', 'repeat'] as const;
/** What two phrases say together; undefined when both name the same thing («завтра в пятницу»). */
const together = (said: Said, more: Said): Said | undefined =>
  slots.some((slot) => said[slot] !== undefined && more[slot] !== undefined) ? undefined : { ...said, ...more };

/** A word as phrases are read: folded, without the punctuation around it ("Завтра," → "завтра", "p.m." → "pm"). */
const wordOf = (token: string): string =>
  trimEndOf(foldName(token).replace(/^[(«"]+/u, ''), '-–—.,!?;:…)»"').replace(/^([ap])\.m$/u, '$1m');

/** The phrase ending at word `end` that starts earliest, from word `start` on. */
function phraseEndingAt(words: readonly string[], start: number, end: number): (Phrase & { from: number }) | undefined {
  const region = words.slice(0, end);
  for (let from = start; from < end; from++) {
    const phrase = phrasesAt(region, from).find((found) => from + found.length === end);
    if (phrase) return { ...phrase, from };
  }
  return undefined;
}

/**
 * Reads phrases off the end of the line, then off its start, each with the preposition before it, while they say
 * something new; words between stay. The line's words `[start, end)` are its text.
 */
function readEnds(words: readonly string[]): { said: Said; start: number; end: number } {
  let said: Said = {};
  let [start, end] = [0, words.length];
  // Words that were punctuation alone ("—") are skipped between phrases.
  const skipEnd = (at: number): number => (at > start && words[at - 1] === '' ? skipEnd(at - 1) : at);
  const skipStart = (at: number): number => (at < end && words[at] === '' ? skipStart(at + 1) : at);
  for (;;) {
    const phrase = phraseEndingAt(words, start, skipEnd(end));
    const next = phrase && together(said, phrase.said);
    if (!phrase || !next) break;
    said = next;
    end = skipEnd(phrase.from);
    if (end > start && prepositions.has(words[end - 1] ?? '')) end = skipEnd(end - 1);
  }
  for (;;) {
    const at = skipStart(start);
    const lead = prepositions.has(words[at] ?? '') ? 1 : 0;
    const phrase = phrasesAt(words.slice(0, end), at + lead).sort((a, b) => b.length - a.length)[0];
    const next = phrase && together(said, phrase.said);
    if (!phrase || !next) break;
    said = next;
    start = skipStart(at + lead + phrase.length);
  }
  return { said, start, end };
}

/** Words that join two days: «в субботу и воскресенье», "on saturday and sunday". */
const joiners = new Set(['и', 'and', '&']);

/** A day phrase starting at word `at`, after a preposition if one stands there: where it starts and ends. */
function dayPhraseAt(words: readonly string[], at: number): { from: number; end: number } | undefined {
  const from = prepositions.has(words[at] ?? '') ? at + 1 : at;
  const phrase = phrasesAt(words, from)
    .filter((found) => found.said.day !== undefined)
    .sort((a, b) => b.length - a.length)[0];
  return phrase && { from, end: from + phrase.length };
}

/** A day phrase ending at word `end`, and where it starts with the preposition before it. */
function dayPhraseEndingAt(words: readonly string[], start: number, end: number) {
  const phrase = phraseEndingAt(words, start, end);
  if (!phrase?.said.day) return undefined;
  return { from: phrase.from, led: phrase.from > start && prepositions.has(words[phrase.from - 1] ?? '') };
}

/** Whether the words read stopped at a joiner with a day on its other side: the text would keep half of them. */
function cutAtJoiner(words: readonly string[], start: number, end: number): boolean {
  const before = end > start && joiners.has(words[end - 1] ?? '') && dayPhraseEndingAt(words, start, end - 1);
  const after = start < end && joiners.has(words[start] ?? '') && dayPhraseAt(words, start + 1);
  return Boolean(before || after);
}

/**
 * The to-do lines a typed line is: itself, or one a day when it names two days joined by «и» / "and" («уборка в
 * субботу и воскресенье» → «уборка в субботу», «уборка в воскресенье»; «по субботам и воскресеньям», "call mom on
 * saturday and sunday at 6pm"), each read to the same text with its own due. A preposition (or «по») of the first
 * day goes with the second too. The add box sends each line, the paste reads each (`readDue`).
 */
export function dueLines(line: string, now: string): string[] {
  const tokens = line.trim().split(/\s+/u).filter(Boolean);
  const words = tokens.map(wordOf);
  for (let joiner = 1; joiner < words.length - 1; joiner++) {
    if (!joiners.has(words[joiner] ?? '')) continue;
    const first = dayPhraseEndingAt(words, 0, joiner);
    const second = dayPhraseAt(words, joiner + 1);
    if (!first || !second) continue;
    const firstFrom = first.led ? first.from - 1 : first.from;
    const lead = first.led || words[first.from] === 'по' ? tokens[firstFrom] : undefined;
    const secondLed = second.from > joiner + 1 || lead === undefined || words[second.from] === 'по';
    const secondDay = [...(secondLed ? [] : [lead]), ...tokens.slice(joiner + 1, second.end)];
    const [before, after] = [tokens.slice(0, firstFrom), tokens.slice(second.end)];
    const lines = [
      [...before, ...tokens.slice(firstFrom, joiner), ...after].join(' '),
      [...before, ...secondDay, ...after].join(' '),
    ];
    const [a, b] = lines.map((one) => readDue(one, now));
    const sameText = a?.text === b?.text || (a?.text === lines[0] && b?.text === lines[1]);
    if (a?.due && b?.due && a.due !== b.due && sameText) return lines;
  }
  return [line];
}

/**
 * Reads when a to-do line says it is due, in Russian or English: a day, a time, a repeat at the start or the end of the
 * line («позвонить маме завтра в 18:00» → «позвонить маме», "2026-11-28 18:00"; "pay rent every month on the 1st" →
 * "pay rent", the coming 1st, monthly). Never a past day unasked: a weekday, «10 числа», «1 января» are the coming
 * ones, a time alone is today's while ahead, else tomorrow's; a day written with its year is read as written. A bare
 * hour («в 5», "at 6") may be morning or evening and is not read. `now` is the writer's wall-clock time
 * "YYYY-MM-DD HH:mm".
 */
export function readDue(line: string, now: string): DueReading {
  const clock = dueParts(now);
  if (!clock?.time) throw new RangeError(`Not a time "YYYY-MM-DD HH:mm": ${now}`);
  const tokens = line.trim().split(/\s+/u).filter(Boolean);
  const whole = tokens.join(' ');
  const words = tokens.map(wordOf);
  const { said, start, end } = readEnds(words);
  const saidNothing = slots.every((slot) => said[slot] === undefined);
  // «уборка в субботу и воскресенье» read as Sunday would leave «уборка в субботу и»: never half a name (`dueLines`
  // makes two to-dos of it, where it can).
  if (saidNothing || cutAtJoiner(words, start, end)) return { text: whole, due: null, repeat: null, anchorDay: null };
  const today = dayOf(clock.year, clock.month, clock.day);
  let text = tokens.slice(start, end).join(' ');
  // A comma or a dash that stood between the text and the words read goes with them.
  if (start > 0) text = text.replace(/^[,;:–—-]+\s*/u, '');
  if (end < tokens.length) text = trimEndOf(text, ',;:–—-').trimEnd();
  return { text: text || whole, ...dueOf(said, today, clock.time.hour * 60 + clock.time.minute) };
}
