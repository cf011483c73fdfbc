import type { CalendarPlatform } from '@listok/contract';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/texts/texts';
import { calendarGuides } from './calendar-guides';
import { StepPicture } from './step-picture';

/** The three steps of the chosen device, each with its picture; `action` goes into the step that has the button. */
export function CalendarSteps({ platform, action }: { platform: CalendarPlatform; action: ReactNode }) {
  const { t } = useTexts();
  const guide = calendarGuides[platform];
  return (
    <section aria-labelledby="calendar-steps" className="flex flex-col gap-3">
      <h2 id="calendar-steps" className="font-semibold text-lg text-slate-900">
        {t('calendarSetup.stepsHeading', { device: t(`calendarSetup.platforms.${platform}`) })}
      </h2>
      <ol className="flex flex-col gap-3">
        {guide.glyphs.map((glyph, index) => {
          const number = (index + 1) as 1 | 2 | 3;
          const step = `${platform}.${number}` as const;
          return (
            <li
              key={number}
              className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
            >
              <div className="flex items-start gap-4">
                <StepPicture frame={guide.frame} glyph={glyph} className="size-16 shrink-0 sm:size-20" />
                <div className="min-w-0">
                  <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">
                    {t('calendarSetup.step', { number })}
                  </p>
                  <h3 className="font-semibold text-slate-900">{t(`calendarSetup.steps.${step}.title`)}</h3>
                  <p className="mt-1 text-slate-700 text-sm">{t(`calendarSetup.steps.${step}.text`)}</p>
                </div>
              </div>
              {number === guide.actionStep && action}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
