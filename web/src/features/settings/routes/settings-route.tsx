import '../../../locales/account';
import { webRoutes } from '@listok/contract/base';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { BellIcon, CalendarCheckIcon, KeyIcon } from '../../../components/icons';
import { ScreenIntro } from '../../../components/screen-intro';
import { useTexts } from '../../../lib/texts/texts';
import { useUserSettings } from '../api/user-settings';
import { AccountSummary } from '../components/account-summary';
import { CurrencyPicker } from '../components/currency-picker';
import { EmailForm } from '../components/email-form';
import { PasswordForm } from '../components/password-form';
import { SettingsCard } from '../components/settings-card';
import { TimeZonePicker } from '../components/time-zone-picker';

interface SettingsRouteProps {
  /** The switch of notifications on this device: the notifications feature's, which the router hands in. */
  deviceNotifications?: ReactNode;
  /** The API tokens' card body: the tokens feature's, which the router hands in. */
  accessTokens?: ReactNode;
}

/**
 * Settings (spec §2): the account's email, name and registration date; email, password, time-zone and currency
 * changes; and notifications on this device; the link to calendar apps' own page; API tokens.
 */
export function SettingsRoute({ deviceNotifications, accessTokens }: SettingsRouteProps) {
  const { t } = useTexts();
  const settings = useUserSettings();
  return (
    <ScreenIntro title={t('settings.title')} description={t('settings.description')}>
      {settings.data ? (
        <div className="mt-6 grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-5">
            <AccountSummary settings={settings.data} />
            <TimeZonePicker current={settings.data.tz} />
            <CurrencyPicker current={settings.data.currency} />
            {deviceNotifications && (
              <SettingsCard
                id="settings-notifications"
                icon={<BellIcon />}
                title={t('settings.notificationsHeading')}
                lead={t('settings.notificationsLead')}
              >
                {deviceNotifications}
              </SettingsCard>
            )}
            <SettingsCard
              id="settings-calendar"
              icon={<CalendarCheckIcon />}
              title={t('calendarSetup.title')}
              lead={t('calendarSetup.settingsLead')}
            >
              <Link to={webRoutes.calendarApps} className={`${buttonStyles.secondary} w-full sm:w-auto`}>
                {t('calendarSetup.settingsOpen')}
              </Link>
            </SettingsCard>
          </div>
          <div className="flex flex-col gap-5">
            <EmailForm />
            <PasswordForm />
            {accessTokens && (
              <SettingsCard id="settings-tokens" icon={<KeyIcon />} title={t('tokens.heading')} lead={t('tokens.lead')}>
                {accessTokens}
              </SettingsCard>
            )}
          </div>
        </div>
      ) : settings.isPending ? (
        <p className="py-10 text-center text-slate-600">{t('app.loading')}</p>
      ) : null}
    </ScreenIntro>
  );
}
