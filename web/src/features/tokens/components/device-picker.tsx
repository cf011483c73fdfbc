import { type CalendarPlatform, calendarPlatforms } from '@listok/contract';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { labelStyle } from '../../../components/field';
import { useTexts } from '../../../lib/texts/texts';
import { calendarGuides } from './calendar-guides';
import { StepPicture } from './step-picture';

const optionStyle =
  'flex min-h-16 cursor-pointer items-center gap-2.5 rounded-xl bg-white px-2.5 py-2 text-slate-800 ring-1 ring-slate-200 ring-inset outline-none transition-colors data-[selected]:bg-brand-50 data-[selected]:ring-2 data-[selected]:ring-brand-600 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[hovered]:bg-slate-50 data-[selected]:data-[hovered]:bg-brand-50';

/** The device or program to set up, as a React Aria radio group of cards: two a row on a phone, three wider. */
export function DevicePicker({
  value,
  onChange,
}: {
  value: CalendarPlatform;
  onChange: (platform: CalendarPlatform) => void;
}) {
  const { t } = useTexts();
  return (
    <RadioGroup value={value} onChange={(platform) => onChange(platform as CalendarPlatform)}>
      <Label className={labelStyle}>{t('calendarSetup.deviceLabel')}</Label>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {calendarPlatforms.map((platform) => (
          <Radio key={platform} value={platform} className={optionStyle}>
            <StepPicture frame={calendarGuides[platform].frame} glyph="list" className="size-10 shrink-0" />
            <span className="flex min-w-0 flex-col">
              <span className="break-words font-semibold text-sm leading-tight">
                {t(`calendarSetup.platforms.${platform}`)}
              </span>
              <span className="break-words text-slate-600 text-xs leading-tight">
                {t(`calendarSetup.platformHints.${platform}`)}
              </span>
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
