import { useEffect, useState } from 'react';
import { useTexts } from '../../../lib/texts/texts';

/** The Screen Wake Lock of browsers that have it (Chrome, Safari 16.4+, Firefox 126+). */
const wakeLock = (): WakeLock | undefined =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : undefined;

/**
 * While cooking, the steps stay on screen: a switch that holds a screen wake lock while the recipe is open, taken
 * again when the page comes back into view (the browser lets it go when the tab is hidden). Absent where the browser
 * has no wake lock.
 */
export function KeepScreenOn() {
  const { t } = useTexts();
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const lock = wakeLock();
    if (!on || !lock) return;
    let sentinel: WakeLockSentinel | undefined;
    let ended = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      lock.request('screen').then(
        (taken) => {
          if (ended) void taken.release();
          else sentinel = taken;
        },
        () => setFailed(true),
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release();
    };
  }, [on]);
  if (!wakeLock()) return null;
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={on}
        onChange={(event) => {
          setFailed(false);
          setOn(event.target.checked);
        }}
      />
      <span>
        {t('recipes.keepScreenOn')}
        {failed && <span className="block text-red-700 text-sm">{t('recipes.keepScreenOnFailed')}</span>}
      </span>
    </label>
  );
}
