interface WhenIdleOptions {
  /** Waits this long first (a screen's own code and data come before). */
  afterMs?: number;
  /** Runs by then even if the browser never idles; without it, only once it does. */
  timeoutMs?: number;
}

/**
 * Runs `task` once the browser is idle, `afterMs` from now (at once where the browser has no idle callbacks), for work
 * that must not compete with what the screen shows first. Answers how to call it off before it ran.
 */
export function whenIdle(task: () => void, { afterMs = 0, timeoutMs }: WhenIdleOptions = {}): () => void {
  let idle: number | undefined;
  const idleTask = () => {
    if (typeof requestIdleCallback !== 'function') return task();
    idle = requestIdleCallback(task, timeoutMs === undefined ? {} : { timeout: timeoutMs });
  };
  const timer = afterMs > 0 ? setTimeout(idleTask, afterMs) : undefined;
  if (timer === undefined) idleTask();
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
