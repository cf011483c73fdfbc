import type { Lang } from '@listok/contract/base';
import { useSyncExternalStore } from 'react';
import { CloudOffIcon, RefreshIcon } from '../../../../components/icons';
import { lastContact, onContact } from '../../../../lib/api/last-contact';
import { useTexts } from '../../../../lib/texts/texts';
import { useOffline, useQueuedChanges } from '../item-changes';

/** When the server last answered, on this device's clock: its time today, else its day and time. */
function contactText(time: number, lang: Lang): string {
  const then = new Date(time);
  const today = then.toDateString() === new Date().toDateString();
  const style: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(lang, style).format(then);
}

/**
 * Without signal: a banner saying the app keeps working, since when the server has not been reached, and how many
 * changes wait to be sent; with signal and changes still on their way, only the count. Announced politely as it
 * changes.
 */
export function OfflineStatus() {
  const { t, lang } = useTexts();
  const offline = useOffline();
  const unsent = useQueuedChanges().length;
  const contact = useSyncExternalStore(onContact, lastContact);
  return (
    <div role="status" aria-live="polite">
      {(offline || unsent > 0) && (
        <div
          className={`mt-4 flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${
            offline ? 'bg-slate-800 text-white ring-slate-900' : 'bg-sky-50 text-sky-950 ring-sky-200'
          }`}
        >
          {offline ? (
            <CloudOffIcon className="mt-0.5 size-5 shrink-0" />
          ) : (
            <RefreshIcon className="mt-0.5 size-5 shrink-0 text-sky-700" />
          )}
          <p className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:gap-x-3">
            {offline && <span className="font-semibold">{t('offline.banner')}</span>}
            {offline && <span>{t('offline.keepsWorking')}</span>}
            {offline && contact !== null && (
              <span>{t('offline.lastContact', { when: contactText(contact, lang) })}</span>
            )}
            {unsent > 0 && <span className="font-medium">{t('offline.unsent', { count: unsent })}</span>}
          </p>
        </div>
      )}
    </div>
  );
}
