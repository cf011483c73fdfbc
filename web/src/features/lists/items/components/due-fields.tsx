import { type CalendarDate, parseDate, parseTime, type Time } from '@internationalized/date';
import { type Repeat, repeats } from '@listok/contract';
import { useId } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  Text,
  TimeField,
} from 'react-aria-components';
import { labelStyle } from '../../../../components/field';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { listStyles } from '../../shared/components/styles';

/** A to-do's due as the dialog holds it: a day, a time of it or none, and the repeat. */
export interface DueValue {
  date: CalendarDate | null;
  time: Time | null;
  repeat: Repeat | null;
}

/** The dialog's value of a to-do's `due` and `repeat`. */
export function dueValue(due: string | null, repeat: Repeat | null): DueValue {
  return {
    date: due ? parseDate(due.slice(0, 10)) : null,
    time: due && due.length > 10 ? parseTime(due.slice(11, 16)) : null,
    repeat,
  };
}

/** The `due` the API takes: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`, or null (a time alone is no due). */
export const dueText = ({ date, time }: DueValue): string | null =>
  date === null ? null : time === null ? date.toString() : `${date.toString()} ${time.toString().slice(0, 5)}`;

const segmentGroup =
  'flex min-h-11 w-full items-center rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus-within:border-brand-600';
const segment =
  'rounded px-0.5 tabular-nums data-[type=literal]:px-0 outline-none data-[focused]:bg-brand-100 data-[focused]:text-brand-900 data-[placeholder]:text-slate-500';
const navButton = `${listStyles.icon} text-slate-700 hover:bg-slate-100`;

/**
 * The due of a to-do in the edit dialog: the day (typed, or picked in a calendar in the user's language), an optional
 * time, and how it repeats. React Aria's DatePicker and TimeField read and write in the language's own order.
 */
export function DueFields({ value, onChange }: { value: DueValue; onChange: (value: DueValue) => void }) {
  const { t } = useTexts();
  const repeatId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <DatePicker
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
          granularity="day"
          className="flex min-w-0 flex-1 basis-44 flex-col gap-1.5"
        >
          <Label className={labelStyle}>{t('dialogs.editItem.due')}</Label>
          <Group className={segmentGroup}>
            <DateInput className="flex flex-1">
              {(part) => <DateSegment segment={part} className={segment} />}
            </DateInput>
            <Button aria-label={t('dialogs.editItem.chooseDate')} className={`${navButton} -mr-2 size-9`}>
              <ChevronDownIcon className="size-4" />
            </Button>
          </Group>
          <Popover className="rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200">
            <Dialog className="outline-none">
              <Calendar className="w-72 max-w-[calc(100vw-3rem)]">
                <header className="mb-2 flex items-center justify-between">
                  <Button slot="previous" aria-label={t('dialogs.editItem.previousMonth')} className={navButton}>
                    <ChevronLeftIcon className="size-5" />
                  </Button>
                  <Heading className="font-semibold text-slate-900 first-letter:uppercase" />
                  <Button slot="next" aria-label={t('dialogs.editItem.nextMonth')} className={navButton}>
                    <ChevronRightIcon className="size-5" />
                  </Button>
                </header>
                <CalendarGrid className="w-full border-collapse text-center text-sm">
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className="m-0.5 flex size-9 cursor-pointer items-center justify-center rounded-lg outline-none data-[outside-month]:hidden data-[focused]:ring-2 data-[focused]:ring-brand-600 data-[selected]:bg-brand-700 data-[selected]:text-white data-[hovered]:bg-brand-50 data-[selected]:data-[hovered]:bg-brand-800"
                    />
                  )}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
        <TimeField
          value={value.time}
          onChange={(time) => onChange({ ...value, time })}
          isDisabled={value.date === null}
          className="flex w-32 flex-col gap-1.5"
        >
          <Label className={labelStyle}>{t('dialogs.editItem.dueTime')}</Label>
          <DateInput className={`${segmentGroup} data-[disabled]:opacity-60`}>
            {(part) => <DateSegment segment={part} className={segment} />}
          </DateInput>
        </TimeField>
      </div>
      <div className="-mt-2 flex flex-wrap items-center gap-x-3 text-slate-600 text-sm">
        <Text>{t('dialogs.editItem.dueTimeHint')}</Text>
        {value.date !== null && (
          <button
            type="button"
            onClick={() => onChange({ date: null, time: null, repeat: null })}
            className="min-h-10 font-medium text-brand-800 underline underline-offset-2"
          >
            {t('dialogs.editItem.noDue')}
          </button>
        )}
      </div>
      <div>
        <label htmlFor={repeatId} className={labelStyle}>
          {t('dialogs.editItem.repeat')}
        </label>
        <select
          id={repeatId}
          name="repeat"
          value={value.repeat ?? ''}
          onChange={(event) => onChange({ ...value, repeat: (event.target.value || null) as Repeat | null })}
          className={`${listStyles.input} mt-1.5 sm:w-60`}
        >
          <option value="">{t('dialogs.editItem.noRepeat')}</option>
          {repeats.map((repeat) => (
            <option key={repeat} value={repeat}>
              {t(`items.repeats.${repeat}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
