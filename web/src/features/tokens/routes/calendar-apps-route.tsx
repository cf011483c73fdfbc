import '../../../locales/account';
import { type CalendarPlatform, type CreatedCalendarDevice, calendarProfileMinutes } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { linkStyle } from '../../../components/button-styles';
import { AlertIcon } from '../../../components/icons';
import { ScreenIntro } from '../../../components/screen-intro';
import { useTexts } from '../../../lib/texts/texts';
import { CalendarDevices } from '../components/calendar-devices';
import { CalendarSteps } from '../components/calendar-steps';
import { DevicePicker } from '../components/device-picker';
import { DeviceSetup } from '../components/device-setup';

/**
 * Settings → Calendar apps (docs/integrations.md, CalDAV): pick the phone or program, follow its three steps. Each
 * device gets an app password of its own, named after it: an iPhone or Mac downloads a configuration profile with it,
 * Android opens DAVx⁵ with it, the others copy it; the connected devices are listed and revoked here.
 */
export function CalendarAppsRoute() {
  const { t } = useTexts();
  const [search] = useSearchParams();
  const [platform, setPlatform] = useState<CalendarPlatform>('iphone');
  const [made, setMade] = useState<CreatedCalendarDevice | null>(null);
  const choose = (next: CalendarPlatform) => {
    setPlatform(next);
    setMade(null);
  };
  return (
    <>
      <Link to={webRoutes.settings} className={`${linkStyle} mt-4 inline-block text-sm`}>
        ← {t('calendarSetup.back')}
      </Link>
      <ScreenIntro title={t('calendarSetup.title')} description={t('calendarSetup.description')}>
        {search.get('profile') === 'gone' && (
          <p
            role="alert"
            className="mt-5 flex max-w-2xl items-start gap-2 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
          >
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            {t('calendarSetup.gone', { minutes: calendarProfileMinutes })}
          </p>
        )}
        <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-6">
            <DevicePicker value={platform} onChange={choose} />
            <CalendarSteps
              platform={platform}
              action={<DeviceSetup key={platform} platform={platform} made={made} onMade={setMade} />}
            />
          </div>
          <CalendarDevices onRevoked={(id) => made?.device.id === id && setMade(null)} />
        </div>
      </ScreenIntro>
    </>
  );
}
