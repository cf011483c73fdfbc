import type { ApiToken } from '@listok/contract';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { buttonStyles } from '../../../components/button-styles';
import { showSuccess } from '../../../lib/notices/success-message';
import { intlLocale } from '../../../lib/texts/lang';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';
import { useRevokeToken, useTokens } from '../api/tokens';

/** One device: its app password's name, when it was made and last synced, and its revoke button. */
function DeviceRow({ device, onRevoke }: { device: ApiToken; onRevoke: () => void }) {
  const { t } = useTexts();
  const lang = useLang();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <li className="flex items-center justify-between gap-3 px-2 py-3">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">{device.name}</p>
        <p className="text-slate-600 text-sm">
          {t('tokens.made', { when: when(device.createdAt) })} ·{' '}
          {device.lastUsedAt ? t('tokens.used', { when: when(device.lastUsedAt) }) : t('tokens.neverUsed')}
        </p>
      </div>
      <button
        type="button"
        onClick={onRevoke}
        aria-label={t('calendarSetup.revokeNamed', { name: device.name })}
        className={`${buttonStyles.secondary} shrink-0 px-4`}
      >
        {t('tokens.revoke')}
      </button>
    </li>
  );
}

/**
 * The devices connected to the calendars: the user's app passwords (tokens of scope `caldav`), each revoked alone
 * after a confirmation. `onRevoked` hears which one went (the password shown just now goes with it).
 */
export function CalendarDevices({ onRevoked }: { onRevoked: (id: number) => void }) {
  const { t } = useTexts();
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const devices = tokens.data?.filter((token) => token.scope === 'caldav');

  const confirmRevoke = () => {
    if (!revoking) return;
    const gone = revoking;
    revoke.mutate(gone.id, {
      onSuccess: () => {
        setRevoking(null);
        onRevoked(gone.id);
        showSuccess(t('calendarSetup.revoked', { name: gone.name }));
      },
    });
  };

  return (
    <section
      aria-labelledby="calendar-devices"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20"
    >
      <h2 id="calendar-devices" className="font-semibold text-lg text-slate-900">
        {t('calendarSetup.devicesHeading', { count: devices?.length ?? 0 })}
      </h2>
      {devices?.length === 0 && <p className="text-slate-600 text-sm">{t('calendarSetup.noDevices')}</p>}
      {devices && devices.length > 0 && (
        <ul className="-mx-2 flex flex-col divide-y divide-slate-200">
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} onRevoke={() => setRevoking(device)} />
          ))}
        </ul>
      )}
      <ActionDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('calendarSetup.revokeTitle')}
        onConfirm={confirmRevoke}
        confirmLabel={t('tokens.revoke')}
        cancelLabel={t('dialog.no')}
        isPending={revoke.isPending}
        destructive
      >
        <p className="text-slate-700">{t('calendarSetup.revokeText', { name: revoking?.name ?? '' })}</p>
      </ActionDialog>
    </section>
  );
}
