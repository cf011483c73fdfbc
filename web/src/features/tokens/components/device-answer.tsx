import { type CalendarPlatform, type CreatedCalendarDevice, calendarProfileMinutes } from '@listok/contract';
import type { ReactNode } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { AlertIcon } from '../../../components/icons';
import { lazyComponent } from '../../../lib/react/lazy-component';
import { useTexts } from '../../../lib/texts/texts';
import { onTheDevice } from './calendar-guides';
import { CopyField } from './copy-field';

// The QR encoder loads only when a password is made: the page opens without it.
const QrCode = lazyComponent(() => import('./qr-code').then((module) => module.QrCode));

/** A link's QR code with what to do with it; the box keeps its size while the encoder loads. */
function QrFigure({ text, label, hint }: { text: string; label: string; hint: string }) {
  return (
    <figure className="flex flex-col items-center gap-2 sm:flex-row sm:gap-4">
      <div className="size-40 shrink-0">
        <QrCode text={text} label={label} className="size-full rounded-lg" />
      </div>
      <figcaption className="text-center text-slate-700 text-sm sm:text-start">{hint}</figcaption>
    </figure>
  );
}

interface DeviceAnswerProps {
  platform: CalendarPlatform;
  made: CreatedCalendarDevice;
  /** The profile's download was started with the tap that made it. */
  started: boolean;
  /** Makes the profile again (a new password in place of this one). */
  onAgain: () => void;
  againPending: boolean;
  onDone: () => void;
}

/**
 * The app password just made, shown this once, with the way to set the device up: the profile's link (and its QR code
 * for an iPhone the page is not open on), DAVx⁵'s link and its QR code, and the three values to copy.
 */
export function DeviceAnswer({ platform, made, started, onAgain, againPending, onDone }: DeviceAnswerProps) {
  const { t } = useTexts();
  const { setup } = made;
  let way: ReactNode = null;
  if (setup.kind === 'profile') {
    way = (
      <>
        <p className="text-slate-800">{t('calendarSetup.profileReady', { minutes: calendarProfileMinutes })}</p>
        {started && <p className="text-slate-800">{t('calendarSetup.profileStarted')}</p>}
        <a href={setup.url} className={`${buttonStyles.primary} sm:self-start`}>
          {t('calendarSetup.download')}
        </a>
        {platform === 'iphone' && !onTheDevice(platform) && (
          <QrFigure text={setup.url} label={t('calendarSetup.profileQr')} hint={t('calendarSetup.profileQrHint')} />
        )}
        <button
          type="button"
          onClick={onAgain}
          disabled={againPending}
          className={`${buttonStyles.secondary} sm:self-start`}
        >
          {againPending ? t('calendarSetup.making') : t('calendarSetup.again')}
        </button>
      </>
    );
  } else if (setup.kind === 'davx5') {
    way = (
      <>
        <a href={setup.link} className={`${buttonStyles.primary} sm:self-start`}>
          {t('calendarSetup.openDavx5')}
        </a>
        <QrFigure text={setup.link} label={t('calendarSetup.davx5Qr')} hint={t('calendarSetup.davx5QrHint')} />
      </>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="flex items-start gap-2 font-medium text-amber-950">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span className="min-w-0 break-words">{t('calendarSetup.made', { name: made.device.name })}</span>
      </p>
      {way}
      {way && <p className="font-medium text-slate-800 text-sm">{t('calendarSetup.byHand')}</p>}
      <CopyField label={t('calendarSetup.server')} value={made.server} />
      <CopyField label={t('calendarSetup.username')} value={made.username} />
      <CopyField label={t('calendarSetup.password')} value={made.password} />
      <button type="button" onClick={onDone} className={`${buttonStyles.secondary} sm:self-start`}>
        {t('tokens.done')}
      </button>
    </div>
  );
}
