import type { Lang, ReplacedEdit } from '@listok/contract';
import { CheckIcon } from '../../../../components/icons';
import { formatDay, formatTime, localDateText } from '../../../../lib/texts/server-date';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';

// The small lines under a row's name that tell what happened to the item: who ticked it, what an edit replaced.

/** A time of the item's: the time alone on its day, the day and time later. */
function shortWhen(at: string, lang: Lang): string {
  return at.startsWith(localDateText().slice(0, 10))
    ? formatTime(at, lang)
    : `${formatDay(at, lang)} ${formatTime(at, lang)}`;
}

/** Who ticked the item and when. */
export function TickedBy({ name, at }: { name: string; at: string | null }) {
  const { t } = useTexts();
  const lang = useLang();
  const when = at === null ? '' : shortWhen(at, lang);
  return (
    <p className="mt-0.5 flex items-center gap-1 text-slate-500 text-xs">
      <CheckIcon className="size-3.5 shrink-0" />
      <span className="break-words">
        {at === null ? t('items.tickedBy', { name }) : t('items.tickedByAt', { name, when })}
      </span>
    </p>
  );
}

/**
 * What an edit made apart replaced, or kept out (docs/api.md, Edits made apart): the value that lost, whose it was and
 * when it was set, so the member whose change did not stay learns of it. Until the item's next edit.
 */
export function ReplacedNote({ replaced }: { replaced: ReplacedEdit }) {
  const { t } = useTexts();
  const lang = useLang();
  const was = replaced.was === '' ? t('items.replacedEmpty') : replaced.was;
  const when = shortWhen(replaced.at, lang);
  return (
    <p className="mt-0.5 break-words text-amber-900 text-xs">
      {replaced.by === null
        ? t('items.replaced', { was, when })
        : t('items.replacedBy', { was, name: replaced.by, when })}
    </p>
  );
}
