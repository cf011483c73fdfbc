import { startTransition, useEffect, useState } from 'react';

/**
 * Whether `shown` has held for a frame: what the first screenful does not need (the add box's and the menus' code, then
 * a frame later the rest) starts loading only then, so it does not compete with the screen's own code and answers on
 * a slow connection, and the list shows as soon as they are in.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(false);
  useEffect(() => {
    if (!shown || once) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted (a task queued from the frame's callback runs after its paint).
    const frame = requestAnimationFrame(() => {
      // In a transition: the placeholder stays on screen until the add box's code is in, and the rest is drawn in slices.
      timer = setTimeout(() => startTransition(() => setOnce(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, once]);
  return once;
}
