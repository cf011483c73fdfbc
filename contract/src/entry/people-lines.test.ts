import { describe, expect, it } from 'vitest';
import { dueLines, readDue } from './due-reading.js';
import { readEntryLine } from './entry-line.js';
import { entryOnTheList, readPlainEntry } from './plain-entry.js';
import { matchName, productQuery, searchLangs } from './product-match.js';
import { joinNotes } from './qualifiers.js';
import { unitTable } from './units.js';

// Issue 48, point 7: lines as people write them, in both languages.

/** A Friday morning, the writer's wall clock. */
const now = '2026-11-27 10:00';
const units = unitTable.map((u, index) => ({ id: index + 1, code: u.code, name_ru: u.ru, name_en: u.en }));

describe('to-do dates people write', () => {
  it.each<[string, string, string]>([
    ['полить цветы послезавтра утром', 'полить цветы', '2026-11-29 09:00'],
    ['позвонить 3.12 в 10', 'позвонить', '2026-12-03 10:00'],
    ['сдать отчёт до понедельника', 'сдать отчёт', '2026-11-30'],
    ['до пятницы оплатить счёт', 'оплатить счёт', '2026-11-27'],
    ['отчёт к среде', 'отчёт', '2026-12-02'],
    ['встреча на следующей неделе', 'встреча', '2026-11-30'],
    ['созвон завтра вечером', 'созвон', '2026-11-28 20:00'],
    ['пробежка завтра с утра', 'пробежка', '2026-11-28 09:00'],
    ['позвонить врачу днём', 'позвонить врачу', '2026-11-27 14:00'],
    ['позвонить утром', 'позвонить', '2026-11-28 09:00'],
    ['встреча в 11', 'встреча', '2026-11-27 11:00'],
    ['call the bank next week', 'call the bank', '2026-11-30'],
    ['walk the dog tomorrow morning', 'walk the dog', '2026-11-28 09:00'],
    ['pay rent by monday', 'pay rent', '2026-11-30'],
    ['call mom this evening', 'call mom', '2026-11-27 20:00'],
    ['dentist friday afternoon', 'dentist', '2026-11-27 14:00'],
    ['gym in the morning', 'gym', '2026-11-28 09:00'],
    ['meeting at 10', 'meeting', '2026-11-28 10:00'],
  ])('«%s» → «%s», %s', (line, text, due) => {
    expect(readDue(line, now)).toEqual({ text, due, repeat: null, anchorDay: null });
  });

  it('never puts a guessed hour in the past: this morning at ten is just today', () => {
    expect(readDue('позвонить сегодня утром', now)).toMatchObject({ text: 'позвонить', due: '2026-11-27' });
    expect(readDue('call this morning', now)).toMatchObject({ text: 'call', due: '2026-11-27' });
  });

  it.each([
    'Позвонить маме в 5',
    'ужин в 8',
    'dinner at 8',
    'купить продукты на 3 дня',
    'morning run',
    'среды обитания',
    'до пятницы',
  ])('«%s» stays as it was read before', (line) => {
    const reading = readDue(line, now);
    expect(reading.text === line || reading.due !== null).toBe(true);
    if (line !== 'до пятницы') expect(reading).toEqual({ text: line, due: null, repeat: null, anchorDay: null });
  });
});

describe('two days in one line are two to-dos, never half a name', () => {
  it.each<[string, string, string[]]>([
    ['уборка в субботу и воскресенье', 'уборка', ['2026-11-28', '2026-11-29']],
    ['дача в субботу и в воскресенье', 'дача', ['2026-11-28', '2026-11-29']],
    ['в субботу и воскресенье уборка', 'уборка', ['2026-11-28', '2026-11-29']],
    ['позвонить завтра и послезавтра', 'позвонить', ['2026-11-28', '2026-11-29']],
    ['бассейн по вторникам и четвергам', 'бассейн', ['2026-12-01', '2026-12-03']],
    ['clean on saturday and sunday', 'clean', ['2026-11-28', '2026-11-29']],
    ['call mom on saturday and sunday at 6pm', 'call mom', ['2026-11-28 18:00', '2026-11-29 18:00']],
  ])('«%s» → «%s» on %j', (line, text, dues) => {
    const readings = dueLines(line, now).map((todo) => readDue(todo, now));
    expect(readings.map((reading) => [reading.text, reading.due])).toEqual(dues.map((due) => [text, due]));
  });

  it.each(['хлеб и молоко завтра', 'bread and milk tomorrow', 'Том и Джерри'])('«%s» stays one line', (line) => {
    expect(dueLines(line, now)).toEqual([line]);
  });

  it('keeps a line whole rather than cut it at «и»', () => {
    expect(readDue('уборка в субботу и в 10', now)).toEqual({
      text: 'уборка в субботу и в 10',
      due: null,
      repeat: null,
      anchorDay: null,
    });
  });
});

describe('a to-do line keeps its amount in its text', () => {
  it.each(['купить молоко 2 литра', 'buy milk 2 l', 'носки 3 пары'])('«%s»', (line) => {
    expect(readPlainEntry(line, units, 'todo')).toEqual({ name: line, amount: null, note: '' });
  });
});

describe('a count word before the good', () => {
  it.each<[string, string, number]>([
    ['a dozen eggs', 'eggs', 12],
    ['eggs a dozen', 'eggs', 12],
    ['dozen eggs', 'eggs', 12],
    ['half a dozen of eggs', 'eggs', 6],
    ['десяток яиц', 'яиц', 10],
    ['дюжину яиц', 'яиц', 12],
    ['полдюжины яиц', 'яиц', 6],
  ])('«%s» → %s, %i pcs', (line, name, amount) => {
    const { entry } = readEntryLine(line, { units });
    expect([entry.name, entry.amount, entry.unit?.code]).toEqual([name, amount, 'pcs']);
  });
});

describe('a good looked for in the other language', () => {
  it('looks in the caller’s language first, then the other', () => {
    expect(searchLangs('ru')).toEqual(['ru', 'en']);
    expect(searchLangs('en')).toEqual(['en', 'ru']);
  });

  it('"milk 2%" typed in Russian names Milk by its English name, and «молоко» Молоко in English', () => {
    const milk = readEntryLine('milk 2%', { units }).entry;
    const [, other] = searchLangs('ru');
    const query = productQuery(milk.name, other);
    expect(query && matchName(query, 'Milk')?.named).toBe(0);
    expect(milk.note).toBe('2%');
    const moloko = productQuery(readEntryLine('молоко 3,2%', { units }).entry.name, searchLangs('en')[1]);
    expect(moloko && matchName(moloko, 'Молоко')?.named).toBe(0);
  });
});

describe('a good on the list typed again with another note', () => {
  it.each<[string, string, string | undefined]>([
    ['3,2%', 'молоко 1,5%', '3,2%, 1,5%'],
    ['3,2%', 'молоко 3,2%', undefined],
    ['2%', 'milk 1.5%', '2%, 1.5%'],
    ['size 4', 'diapers size 4', undefined],
  ])('«%s» with «%s» → %s', (held, line, joined) => {
    expect(joinNotes(held, readEntryLine(line, { units }).entry.note)).toBe(joined);
  });

  it('is a second entry on a packing list when it says another amount or word', () => {
    const socks = { id: 1, name_ru: 'носки', name_en: 'носки', link: null, amount: 3, note: 'пары', completed: false };
    expect(entryOnTheList([socks], readPlainEntry('носки 2 пары', units))).toBeUndefined();
    expect(entryOnTheList([socks], readPlainEntry('Носки 3 пары', units))?.id).toBe(1);
  });
});
