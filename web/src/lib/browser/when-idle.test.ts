import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

/** A browser whose idle callbacks run when `idleNow` is called, each with the options it was asked with. */
function idleBrowser() {
  const waiting = new Map<number, { run: () => void; options: IdleRequestOptions | undefined }>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
    next += 1;
    waiting.set(next, { run, options });
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    waiting,
    idleNow: () => {
      for (const [id, { run }] of waiting) {
        waiting.delete(id);
        run();
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits the time asked, then for the browser to be idle, with the timeout given', () => {
    vi.useFakeTimers();
    const browser = idleBrowser();
    const task = vi.fn();
    whenIdle(task, { afterMs: 1000, timeoutMs: 3000 });
    vi.advanceTimersByTime(999);
    expect(browser.waiting.size).toBe(0);
    vi.advanceTimersByTime(1);
    expect([...browser.waiting.values()].map(({ options }) => options)).toEqual([{ timeout: 3000 }]);
    expect(task).not.toHaveBeenCalled();
    browser.idleNow();
    expect(task).toHaveBeenCalledOnce();
  });

  it('asks for idle time at once without a wait, and without a timeout unless given', () => {
    const browser = idleBrowser();
    whenIdle(vi.fn());
    expect([...browser.waiting.values()].map(({ options }) => options)).toEqual([{}]);
  });

  it('is called off before the wait ends, or before the browser is idle', () => {
    vi.useFakeTimers();
    const browser = idleBrowser();
    const task = vi.fn();
    whenIdle(task, { afterMs: 1000 })();
    vi.advanceTimersByTime(2000);
    expect(browser.waiting.size).toBe(0);
    const cancel = whenIdle(task, { afterMs: 1000 });
    vi.advanceTimersByTime(1000);
    cancel();
    browser.idleNow();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task when the wait ends where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { afterMs: 1000 });
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledOnce();
  });
});
