import type { CreatedApiToken } from '@listok/contract';
import { useId, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { AlertIcon, CopyIcon } from '../../../components/icons';
import { showMessage } from '../../../lib/notices/notices';
import { lazyComponent } from '../../../lib/react/lazy-component';
import { useMenu } from '../../../lib/session/menu';
import { useTexts } from '../../../lib/texts/texts';
import { useCreateToken } from '../api/tokens';

// The QR encoder loads only when a password is made: Settings opens without it.
const QrCode = lazyComponent(() => import('./qr-code').then((module) => module.QrCode));

/** One value to type into a calendar app, to select or copy. */
function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTexts();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showMessage(t('calendarApps.copied', { what: label }));
    } catch {
      showMessage(t('tokens.copyFailed'), 'warning');
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-11 min-w-0 flex-1 rounded-lg border border-amber-300 bg-white px-3 font-mono text-slate-900 text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('calendarApps.copy', { what: label })}
          title={t('calendarApps.copy', { what: label })}
          className={`${buttonStyles.secondary} shrink-0 px-3`}
        >
          <CopyIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}

/**
 * Settings → Access tokens: one button makes an app password (a token of scope `caldav`) and shows what a calendar
 * app asks for — the server's address, the user name and that password — once (docs/integrations.md, CalDAV).
 */
export function CalendarApps() {
  const { t } = useTexts();
  const username = useMenu().data?.username ?? '';
  const create = useCreateToken();
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  const serverUrl = `${window.location.origin}/dav/`;
  const makePassword = () =>
    create.mutate({ name: t('calendarApps.tokenName'), scope: 'caldav', lists: null }, { onSuccess: setMade });
  return (
    <section aria-labelledby="calendar-apps" className="flex flex-col gap-3">
      <h3 id="calendar-apps" className="font-semibold text-slate-900">
        {t('calendarApps.heading')}
      </h3>
      <p className="text-slate-700">{t('calendarApps.lead')}</p>
      {made ? (
        <div role="status" className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <p className="flex items-start gap-2 font-medium text-amber-950">
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            {t('calendarApps.once')}
          </p>
          <CopyField label={t('calendarApps.server')} value={serverUrl} />
          <figure className="flex flex-col items-center gap-2 sm:flex-row sm:gap-4">
            {/* The box keeps its size while the encoder loads, so nothing below it jumps. */}
            <div className="size-40 shrink-0">
              <QrCode text={serverUrl} label={t('calendarApps.qrCode')} className="size-full rounded-lg" />
            </div>
            <figcaption className="text-center text-slate-700 text-sm sm:text-start">
              {t('calendarApps.qrHint')}
            </figcaption>
          </figure>
          <CopyField label={t('calendarApps.username')} value={username} />
          <CopyField label={t('calendarApps.password')} value={made.token} />
          <button type="button" onClick={() => setMade(null)} className={`${buttonStyles.secondary} sm:self-start`}>
            {t('tokens.done')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={makePassword}
          disabled={create.isPending}
          className={`${buttonStyles.primary} sm:self-start`}
        >
          {t('calendarApps.make')}
        </button>
      )}
    </section>
  );
}
