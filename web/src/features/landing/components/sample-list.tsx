import { CheckIcon, UsersIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';

const items = [
  ['milk', true],
  ['bread', true],
  ['apples', false],
  ['cheese', false],
] as const;

/** A picture of a shared list on the landing page: what the app looks like, not a working list. */
export function SampleList() {
  const { t } = useTexts();
  return (
    <figure className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/5 ring-slate-200">
      <figcaption className="flex items-center justify-between gap-3">
        <span className="font-semibold text-lg text-slate-900">{t('landing.sample.title')}</span>
        <span className="flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm">
          <UsersIcon className="size-4" />
          {t('landing.sample.members', { count: 3 })}
        </span>
      </figcaption>
      <ul className="mt-4 divide-y divide-slate-100">
        {items.map(([key, done]) => (
          <li key={key} className="flex items-center gap-3 py-3">
            <span
              className={`flex size-6 shrink-0 items-center justify-center rounded-md border-2 ${done ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300'}`}
            >
              {done && <CheckIcon className="size-4" />}
            </span>
            <span className={done ? 'text-slate-500 line-through' : 'text-slate-900'}>
              {t(`landing.sample.items.${key}`)}
            </span>
            <span className={`ml-auto text-sm ${done ? 'text-slate-500' : 'text-slate-600'}`}>
              {t(`landing.sample.amounts.${key}`)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
