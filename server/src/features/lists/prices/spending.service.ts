import {
  dateOf,
  dayOf,
  dayOfText,
  dayText,
  type Lang,
  monthOf,
  type Spending,
  type SpendingGroup,
  type SpendingRow,
  weekdayOf,
} from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../../lib/dates.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { currencyOf } from '../basics/lists.repo.js';
import { zoneOf } from '../items/items.answers.js';
import { spendingBy } from './spending.repo.js';

/** The longest period one answer covers, in days (about ten years). */
const periodDaysMax = 3_660;

/** The period's first and last day: the twelve months up to today, the caller's, unless given. */
function periodOf(from: string | undefined, to: string | undefined, timeZone: string) {
  const last = to ?? formatDate(new Date(), timeZone).slice(0, 10);
  const lastMonth = monthOf(dayOfText(last));
  const first = from ?? dayText(dayOf(Math.floor(lastMonth / 12), (lastMonth % 12) + 1 - 11, 1));
  const days = dayOfText(last) - dayOfText(first);
  if (days < 0 || days > periodDaysMax) {
    throw new AppError('VALIDATION_FAILED', { fields: { from: 'validation.period' } });
  }
  return { from: first, to: last };
}

/** Every month (`YYYY-MM`) or week (its Monday, `YYYY-MM-DD`) of the period, in order. */
function periodKeys(by: 'month' | 'week', from: string, to: string): string[] {
  const [first, last] = [dayOfText(from), dayOfText(to)];
  const keys: string[] = [];
  if (by === 'month') {
    for (let month = monthOf(first); month <= monthOf(last); month += 1) {
      keys.push(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`);
    }
    return keys;
  }
  for (let monday = first - weekdayOf(first); monday <= last; monday += 7) keys.push(dayText(monday));
  return keys;
}

// Making a formatter costs far more than formatting with one: one per language and form, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, form: 'week' | 'month'): Intl.DateTimeFormat {
  const key = `${lang} ${form}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      form === 'week' ? { day: 'numeric', month: 'short' } : { month: 'long', year: 'numeric' };
    made = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
    formatters.set(key, made);
  }
  return made;
}

/** A month's or week's name: «декабрь 2026», "December 2026"; «30 нояб. – 6 дек.», "Nov 30 – Dec 6". */
function periodLabel(by: 'month' | 'week', key: string, lang: Lang): string {
  if (by === 'week') {
    const monday = dayOfText(key);
    return formatter(lang, 'week').formatRange(dateOf(monday), dateOf(monday + 6));
  }
  const parts = formatter(lang, 'month').formatToParts(dateOf(dayOfText(`${key}-01`)));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('year')}`;
}

/** What a group without a name is called. */
const unnamed: Partial<Record<SpendingGroup, string>> = {
  store: 'spending.noStore',
  department: 'spending.noDepartment',
  member: 'spending.formerMember',
};

export interface SpendingAsk {
  from?: string | undefined;
  to?: string | undefined;
  by: SpendingGroup;
  list?: number | undefined;
}

/**
 * `GET /api/spending`: the caller's shopping lists (one of them with `list`) in one currency — that list's, else the
 * caller's own (lists in another are left out: Listok converts no money) — over a period of days in the caller's time
 * zone, grouped. Months and weeks come in order, every one of the period; the rest by their total, largest first.
 */
export async function spending(
  app: FastifyInstance,
  user: SessionUser,
  ask: SpendingAsk,
  t: (key: string) => string,
  lang: Lang,
): Promise<Spending> {
  const timeZone = zoneOf(user);
  const { from, to } = periodOf(ask.from, ask.to, timeZone);
  let currency: string;
  let listId: number | undefined;
  if (ask.list === undefined) {
    currency = await currencyOf(app.db, user.id);
  } else {
    const access = await loadListAccess(app.db, ask.list, user, undefined);
    listPolicy.assertCan('readMoney', access);
    currency = access.list.currency;
    listId = access.list.id;
  }
  const period = { userId: user.id, currency, from, to, timeZone, listId, onlyLists: user.token?.lists ?? undefined };
  const groups = await spendingBy(app.db, period, ask.by, lang);
  if (ask.by === 'month' || ask.by === 'week') {
    const by = ask.by;
    const found = new Map(groups.map((group) => [group.key, group]));
    const rows = periodKeys(by, from, to).map(
      (key): SpendingRow => ({
        key,
        label: periodLabel(by, key, lang),
        total: found.get(key)?.total ?? 0,
        count: found.get(key)?.count ?? 0,
      }),
    );
    return { currency, rows };
  }
  const nameless = unnamed[ask.by];
  const rows = groups.map(
    (group): SpendingRow => ({
      key: group.key,
      label: group.name ?? (nameless ? t(nameless) : group.key),
      total: group.total,
      count: group.count,
    }),
  );
  return { currency, rows };
}
