import { useEffect, useId } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from '../../components/icons';
import {
  followOtherTabs,
  setThemeChoice,
  type ThemeChoice,
  themeChoiceStore,
  themeChoices,
} from '../../lib/browser/theme';
import { useStore } from '../../lib/react/store';
import { useTexts } from '../../lib/texts/texts';

const icons: Record<ThemeChoice, typeof SunIcon> = { system: MonitorIcon, light: SunIcon, dark: MoonIcon };

/**
 * System, light or dark: native radio buttons drawn as one segmented control, so the arrow keys, the checked state and
 * the group's name come from the browser, and the landing page carries no extra library for it.
 */
export function ThemeSwitch() {
  const { t } = useTexts();
  const current = useStore(themeChoiceStore);
  const id = useId();
  useEffect(followOtherTabs, []);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id={`${id}-label`} className="font-medium text-slate-700">
        {t('theme.label')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        className="inline-flex gap-0.5 rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
      >
        {themeChoices.map((choice) => {
          const Icon = icons[choice];
          return (
            <label
              key={choice}
              className="flex min-h-10 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 font-medium text-slate-700 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-checked:ring-1 has-checked:ring-slate-200 has-focus-visible:outline-3 has-focus-visible:outline-brand-600 has-focus-visible:outline-offset-2"
            >
              <input
                type="radio"
                name={`${id}-theme`}
                value={choice}
                checked={current === choice}
                onChange={() => setThemeChoice(choice)}
                className="sr-only"
              />
              <Icon className="size-4" />
              {t(`theme.${choice}`)}
            </label>
          );
        })}
      </div>
    </div>
  );
}
