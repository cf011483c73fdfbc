import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppBadge } from './use-app-badge';

/** Gives the page's navigator the Badging API's two calls, or takes them away (`undefined`). */
function badgeApi(calls: { setAppBadge: unknown; clearAppBadge: unknown }) {
  for (const [name, value] of Object.entries(calls))
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => badgeApi({ setAppBadge: undefined, clearAppBadge: undefined }));

describe('the app badge', () => {
  it('shows the count of to-dos for today, and goes at 0', () => {
    const set = vi.fn(() => Promise.resolve());
    const clear = vi.fn(() => Promise.resolve());
    badgeApi({ setAppBadge: set, clearAppBadge: clear });
    const { rerender } = renderHook(({ count }) => useAppBadge(count), {
      initialProps: { count: 3 as number | undefined },
    });
    expect(set).toHaveBeenLastCalledWith(3);
    rerender({ count: 0 });
    expect(clear).toHaveBeenCalledTimes(1);
    rerender({ count: undefined });
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the browser has no badge', () => {
    badgeApi({ setAppBadge: undefined, clearAppBadge: undefined });
    expect(() => renderHook(() => useAppBadge(2))).not.toThrow();
  });
});
