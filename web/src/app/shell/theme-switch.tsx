import { useEffect, useId } from 'react';
import { segmentedStyles } from '../../components/button-styles';
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
      <div role="radiogroup" aria-labelledby={`${id}-label`} className={segmentedStyles.group}>
        {themeChoices.map((choice) => {
          const Icon = icons[choice];
          return (
            <label key={choice} className={segmentedStyles.option}>
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
