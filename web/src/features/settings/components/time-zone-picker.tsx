import { type FormEvent, useEffect, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { ClockIcon } from '../../../components/icons';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useChangeTimeZone } from '../api/change-time-zone';
import { useTimeZones } from '../api/time-zones';
import { SettingsCard } from './settings-card';
import { TimeZoneCombobox } from './time-zone-combobox';

/** Spec §2: the time-zone select over all zones; Save sends the chosen one. */
export function TimeZonePicker({ current }: { current: number }) {
  const { t } = useTexts();
  const zones = useTimeZones();
  const changeTimeZone = useChangeTimeZone();
  const [selected, setSelected] = useState<number | null>(current);

  useEffect(() => setSelected(current), [current]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null || selected === current) return;
    changeTimeZone.mutate(selected, { onSuccess: (answer) => showSuccessInView(answer.message) });
  };

  return (
    <SettingsCard id="settings-tz" icon={<ClockIcon />} title={t('settings.tzHeading')} lead={t('settings.tzLead')}>
      <form onSubmit={save} className="flex flex-col gap-4">
        <TimeZoneCombobox
          zones={zones.data ?? []}
          selected={selected}
          onSelect={setSelected}
          disabled={zones.data === undefined}
        />
        <button
          type="submit"
          disabled={selected === null || selected === current || changeTimeZone.isPending}
          className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
        >
          {changeTimeZone.isPending ? t('settings.saving') : t('settings.saveTz')}
        </button>
      </form>
    </SettingsCard>
  );
}
