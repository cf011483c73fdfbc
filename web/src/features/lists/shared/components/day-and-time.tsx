import { dateTimeAttribute, formatDay, formatTime } from '../../../../lib/texts/server-date';
import { useLang } from '../../../../lib/texts/use-lang';

/** A server date as the day over the time, in the interface language, with a machine-readable value. */
export function DayAndTime({ text }: { text: string }) {
  const lang = useLang();
  return (
    <time dateTime={dateTimeAttribute(text)} className="block whitespace-nowrap">
      {formatDay(text, lang)}
      <span className="block text-slate-500 text-xs">{formatTime(text, lang)}</span>
    </time>
  );
}
