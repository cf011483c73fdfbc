import { type CalendarPlatform, CreateCalendarDeviceBody, type CreatedCalendarDevice } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { useTexts } from '../../../lib/texts/texts';
import { useCreateCalendarDevice } from '../api/calendar-devices';
import { useRevokeToken } from '../api/tokens';
import { calendarGuides, onTheDevice } from './calendar-guides';
import { DeviceAnswer } from './device-answer';

const fields = ['name'] as const;

interface DeviceSetupProps {
  platform: CalendarPlatform;
  made: CreatedCalendarDevice | null;
  onMade: (made: CreatedCalendarDevice | null) => void;
}

/**
 * The button of the setup: the device's name (its app password's, prefilled) and one tap that makes the password.
 * On the iPhone or Mac it is for, the same tap downloads the profile (a page navigation to its one-time link, which
 * Safari needs to offer installing it); elsewhere the answer shows the link and its QR code.
 */
export function DeviceSetup({ platform, made, onMade }: DeviceSetupProps) {
  const { t } = useTexts();
  const create = useCreateCalendarDevice();
  const revoke = useRevokeToken();
  const [started, setStarted] = useState(false);
  const form = useFormFields({
    fields,
    initial: { name: t(`calendarSetup.defaultNames.${platform}`) },
    schema: CreateCalendarDeviceBody,
    extra: { platform },
  });

  const make = (name: string) =>
    create.mutate(
      { name, platform },
      {
        onSuccess: (answer) => {
          onMade(answer);
          const download = answer.setup.kind === 'profile' && onTheDevice(platform);
          setStarted(download);
          if (answer.setup.kind === 'profile' && download) window.location.assign(answer.setup.url);
        },
        onError: (error) => form.refused(error, { name }),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || create.isPending) return;
    make(form.values.name.trim());
  };

  // A profile that did not download: its password goes, a new one comes with a new link.
  const again = () => {
    if (!made) return;
    revoke.mutate(made.device.id, { onSuccess: () => make(made.device.name) });
  };

  if (made) {
    return (
      <DeviceAnswer
        platform={platform}
        made={made}
        started={started}
        onAgain={again}
        againPending={revoke.isPending || create.isPending}
        onDone={() => onMade(null)}
      />
    );
  }
  return (
    <form ref={form.form} onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3">
      <TextField label={t('calendarSetup.name')} autoComplete="off" {...form.field('name')} />
      <p className="-mt-1.5 text-slate-600 text-sm">{t('calendarSetup.nameHint')}</p>
      <button
        type="submit"
        disabled={create.isPending}
        onMouseDown={(event) => event.preventDefault()}
        className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
      >
        {create.isPending ? t('calendarSetup.making') : t(`calendarSetup.${calendarGuides[platform].action}`)}
      </button>
    </form>
  );
}
