import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { SpendingRoute } from './spending-route';

const rows = (by: string | null) =>
  by === 'month'
    ? [
        { key: '2026-11', label: '2026-11', total: 120_000, count: 2 },
        { key: '2026-12', label: '2026-12', total: 45_050, count: 1 },
      ]
    : [{ key: '1', label: 'Ашан', total: 165_050, count: 3 }];

describe('the Spending page', () => {
  // Only the date is made up: the page's timers run as they do.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers its periods as one choice, and asks for each from its first day', async () => {
    const api = fakeApi({
      'GET /api/spending': (url) => ({ json: { currency: 'RUB', rows: rows(url.searchParams.get('by')) } }),
    });
    const { user } = renderScreen(<SpendingRoute />, { path: '/spending' });
    const period = await screen.findByRole('group', { name: 'Период' });
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      '12 месяцев',
      'Этот год',
      '3 месяца',
    ]);
    expect(period).toContainElement(choices[0]!);
    expect(screen.getByRole('radio', { name: '12 месяцев' })).toBeChecked();
    const asked = () => api.calls.filter((call) => call.url.pathname === '/api/spending').map((call) => call.url);
    // The twelve months to today are the server's own default: no first day is sent.
    await waitFor(() => expect(asked().length).toBeGreaterThan(0));
    expect(asked().every((url) => !url.searchParams.has('from'))).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Этот год' }));
    expect(screen.getByRole('radio', { name: 'Этот год' })).toBeChecked();
    await waitFor(() => expect(asked().some((url) => url.searchParams.get('from') === '2026-01-01')).toBe(true));

    await user.click(screen.getByRole('radio', { name: '3 месяца' }));
    await waitFor(() => expect(asked().some((url) => url.searchParams.get('from') === '2026-10-01')).toBe(true));
  });
});
