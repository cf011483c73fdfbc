import '../../../../locales/lists';
import '../../../../locales/money';
import type { SpendingGroup, SpendingRow } from '@listok/contract';
import { currencyDigits, type Lang } from '@listok/contract/base';
import { type ReactNode, useState } from 'react';
import { buttonStyles, segmentedStyles } from '../../../../components/button-styles';
import { ScreenIntro } from '../../../../components/screen-intro';
import { intlLocale } from '../../../../lib/texts/lang';
import { moneyText } from '../../../../lib/texts/money';
import { localDateText } from '../../../../lib/texts/server-date';
import { type TextKey, useTexts } from '../../../../lib/texts/texts';
import { useSpending } from '../api/money';
import { TimePlot } from '../components/time-plot';

/** The periods offered: the twelve months to today (the server's default), this year, the three months to today. */
const periods = ['lastYear', 'thisYear', 'lastQuarter'] as const;
type Period = (typeof periods)[number];

/** The first day of a period other than the server's default, in the user's time zone. */
function fromOf(period: Period): string | undefined {
  const [year, month] = localDateText().split('-').map(Number) as [number, number];
  if (period === 'thisYear') return `${year}-01-01`;
  if (period === 'lastQuarter') return new Date(Date.UTC(year, month - 1 - 2, 1)).toISOString().slice(0, 10);
  return undefined;
}

/** The rows as CSV (`label,total,trips`, totals in major units with a point), downloaded as a file. */
function downloadCsv(name: string, rows: readonly SpendingRow[], currency: string) {
  const digits = currencyDigits(currency);
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const lines = [
    `label,total_${currency.toLowerCase()},trips`,
    ...rows.map((row) => `${quote(row.label)},${(row.total / 10 ** digits).toFixed(digits)},${row.count}`),
  ];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }));
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * What the shopping cost (issue 50): by month, the average basket, by shop, by department, by who shopped and by
 * list, over the period chosen. Each plot has its numbers in a table beside it (for screen readers) and a CSV.
 */
export function SpendingRoute() {
  const { t } = useTexts();
  const [period, setPeriod] = useState<Period>('lastYear');
  const from = fromOf(period);
  return (
    <ScreenIntro title={t('money.spendingTitle')} description={t('money.spendingDescription')}>
      <fieldset className={`${segmentedStyles.group} mt-4`}>
        <legend className="sr-only">{t('money.period')}</legend>
        {periods.map((choice) => (
          <label key={choice} className={segmentedStyles.option}>
            <input
              type="radio"
              name="period"
              className="sr-only"
              checked={choice === period}
              onChange={() => setPeriod(choice)}
            />
            {t(`money.${choice}`)}
          </label>
        ))}
      </fieldset>
      <Months from={from} />
      <div className="grid gap-x-6 lg:grid-cols-2">
        {(['store', 'department', 'member', 'list'] as const).map((by) => (
          <Shares key={by} by={by} from={from} />
        ))}
      </div>
    </ScreenIntro>
  );
}

const groupTitles: Record<Exclude<SpendingGroup, 'month' | 'week'>, TextKey> = {
  store: 'money.byStore',
  department: 'money.byDepartment',
  member: 'money.byMember',
  list: 'money.byList',
};

/** «1,2 тыс. ₽» on an axis. */
const compactMoney = (minor: number, currency: string, lang: Lang) =>
  new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(minor / 10 ** currencyDigits(currency));

const shortMonth = (key: string, lang: Lang) =>
  new Intl.DateTimeFormat(intlLocale[lang], { month: 'short', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00Z`));

/** The months' bars and the average basket's line. */
function Months({ from }: { from: string | undefined }) {
  const { t, lang } = useTexts();
  const months = useSpending({ by: 'month', from });
  const data = months.data;
  if (!data) return null;
  const { currency, rows } = data;
  const money = (minor: number) => moneyText(minor, currency, lang, true);
  const basket = (row: SpendingRow) => (row.count > 0 ? Math.round(row.total / row.count) : 0);
  if (rows.every((row) => row.total === 0)) {
    return (
      <p className="mt-6 rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('money.noSpending')}</p>
    );
  }
  const plot = (kind: 'bars' | 'line', value: (row: SpendingRow) => number) => (
    <TimePlot
      rows={rows}
      value={value}
      kind={kind}
      valueText={(minor) => compactMoney(minor, currency, lang)}
      short={(row) => shortMonth(row.key, lang)}
    />
  );
  return (
    <div className="grid gap-x-6 lg:grid-cols-2">
      <PlotCard
        id="by-month"
        title={t('money.byMonth')}
        rows={rows}
        csv={() => downloadCsv('spending-by-month', rows, currency)}
        table={<NumbersTable rows={rows} value={(row) => money(row.total)} />}
      >
        {plot('bars', (row) => row.total)}
      </PlotCard>
      <PlotCard
        id="basket"
        title={t('money.basket')}
        rows={rows}
        csv={() =>
          downloadCsv(
            'average-basket',
            rows.map((row) => ({ ...row, total: basket(row) })),
            currency,
          )
        }
        table={<NumbersTable rows={rows} value={(row) => money(basket(row))} />}
      >
        {plot('line', basket)}
      </PlotCard>
    </div>
  );
}

/** A grouping's bars, the largest first: a shop's, a department's, a person's or a list's part of the spending. */
function Shares({ by, from }: { by: Exclude<SpendingGroup, 'month' | 'week'>; from: string | undefined }) {
  const { t, lang } = useTexts();
  const answer = useSpending({ by, from });
  const data = answer.data;
  if (!data || data.rows.length === 0) return null;
  const { currency, rows } = data;
  const top = Math.max(...rows.map((row) => row.total), 1);
  const money = (minor: number) => moneyText(minor, currency, lang, true);
  return (
    <PlotCard
      id={`by-${by}`}
      title={t(groupTitles[by])}
      rows={rows}
      csv={() => downloadCsv(`spending-by-${by}`, rows, currency)}
      table={<NumbersTable rows={rows} value={(row) => money(row.total)} />}
    >
      <ul className="space-y-2" aria-hidden="true">
        {rows.slice(0, 8).map((row) => (
          <li key={row.key}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="truncate text-slate-800">{row.label}</span>
              <span className="shrink-0 text-slate-600 tabular-nums">{money(row.total)}</span>
            </div>
            <div className="mt-1 h-2.5 rounded-full bg-slate-100">
              <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${(row.total / top) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </PlotCard>
  );
}

interface PlotCardProps {
  id: string;
  title: string;
  rows: readonly SpendingRow[];
  csv: () => void;
  table: ReactNode;
  children: ReactNode;
}

function PlotCard({ id, title, csv, table, children }: PlotCardProps) {
  const { t } = useTexts();
  return (
    <section aria-labelledby={id} className="mt-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
        <button type="button" className={buttonStyles.quiet} onClick={csv}>
          {t('money.csv')}
        </button>
      </div>
      <div className="mt-3">{children}</div>
      <div className="sr-only">{table}</div>
    </section>
  );
}

/** The plot's numbers: each row's name, amount and trips. */
function NumbersTable({ rows, value }: { rows: readonly SpendingRow[]; value: (row: SpendingRow) => string }) {
  const { t } = useTexts();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t('money.what')}</th>
          <th scope="col">{t('money.sum')}</th>
          <th scope="col">{t('money.trips')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{value(row)}</td>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
