import type { Repeat, TodoItem } from '@listok/contract';
import { initial } from '@listok/contract/base';
import { ClockIcon, RefreshIcon } from '../../../../components/icons';
import { dateTimeAttribute } from '../../../../lib/texts/server-date';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { dueLabel } from '../../shared/due-label';

/**
 * When a to-do is due, on its row: «сегодня, 18:00», «завтра», «пт, 29 нояб.»; in red with «просрочено» once past
 * (not when done), and how it repeats.
 */
export function ItemDue({ due, repeat, done }: { due: string; repeat: Repeat | null; done: boolean }) {
  const { t } = useTexts();
  const lang = useLang();
  const label = dueLabel(due, lang);
  const overdue = label.overdue && !done;
  return (
    <p
      className={`mt-0.5 flex flex-wrap items-center gap-x-1.5 text-sm ${overdue ? 'font-medium text-red-700' : 'text-slate-600'}`}
    >
      <ClockIcon className="size-3.5 shrink-0" />
      <span className="sr-only">{t('items.due')}</span>
      <time dateTime={due.length > 10 ? dateTimeAttribute(due) : due}>{label.text}</time>
      {overdue && <span>· {t('items.overdue')}</span>}
      {repeat && (
        <span className="inline-flex items-center gap-0.5 text-slate-600">
          <RefreshIcon className="size-3.5" />
          <span className="sr-only">{t('items.repeatsLabel')}</span>
          {t(`items.repeats.${repeat}`)}
        </span>
      )}
    </p>
  );
}

/** The first letter of a name in a small circle, beside the name: who does the to-do. */
export function Assignee({ name }: { name: string }) {
  const { t } = useTexts();
  return (
    <p className="mt-0.5 inline-flex items-center gap-1.5 text-slate-700 text-sm">
      <span
        aria-hidden="true"
        className="flex size-5 items-center justify-center rounded-full bg-sky-100 font-semibold text-sky-900 text-xs"
      >
        {initial(name)}
      </span>
      <span className="sr-only">{t('items.assignee')}</span>
      {name}
    </p>
  );
}

/** A to-do's lines on its row: when it is due and who does it (loaded with a to-do list's first row: item-row.tsx). */
export function TodoFacts({ item }: { item: TodoItem }) {
  return (
    <>
      {item.due && <ItemDue due={item.due} repeat={item.repeat} done={item.completed} />}
      {item.assignee && <Assignee name={item.assignee.username} />}
    </>
  );
}
