import type { UserSettings } from '@listok/contract';
import { UserIcon } from '../../../components/icons';
import { dateTimeAttribute, longDate } from '../../../lib/texts/server-date';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';
import { EmailUnconfirmed } from './email-unconfirmed';
import { SettingsCard } from './settings-card';

/**
 * The account's email ("not confirmed" and "send again" until it is; a new one waiting for its confirmation), name
 * and registration date.
 */
export function AccountSummary({ settings }: { settings: UserSettings }) {
  const { t } = useTexts();
  const lang = useLang();
  const row = 'flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4';
  const term = 'text-slate-600 text-sm sm:w-40 sm:shrink-0 sm:pt-0.5';
  const value = 'min-w-0 break-words font-medium text-slate-900';
  return (
    <SettingsCard id="settings-account" icon={<UserIcon />} title={t('settings.accountHeading')}>
      <dl className="-my-3 divide-y divide-slate-100">
        <div className={row}>
          <dt className={term}>{t('settings.email')}</dt>
          {settings.email === null ? (
            <dd className="text-slate-600">{t('settings.noEmail')}</dd>
          ) : (
            <dd className="min-w-0">
              <span className="block break-words font-medium text-slate-900">{settings.email}</span>
              {!settings.emailConfirmed && <EmailUnconfirmed />}
            </dd>
          )}
        </div>
        {settings.pendingEmail !== null && (
          <div className={row}>
            <dt className={term}>{t('settings.pendingEmail')}</dt>
            <dd className="min-w-0">
              <span className="block break-words font-medium text-slate-900">{settings.pendingEmail}</span>
              <span className="mt-0.5 block text-slate-600 text-sm">{t('settings.pendingHint')}</span>
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className={term}>{t('settings.name')}</dt>
          <dd className={value}>{settings.name}</dd>
        </div>
        <div className={row}>
          <dt className={term}>{t('settings.registered')}</dt>
          <dd className={value}>
            <time dateTime={dateTimeAttribute(settings.createdAt)} title={settings.createdAt}>
              {longDate(settings.createdAt, lang)}
            </time>
          </dd>
        </div>
      </dl>
    </SettingsCard>
  );
}
