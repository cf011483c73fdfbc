import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchTexts } from '../../../../lib/texts/texts';
import { renderScreen } from '../../../../test/render';
import { todo } from '../../shared/list-item.test-support';
import { PrintItems } from './print-items';

// Noon of 2 December 2026 on this device's clock: «завтра» is the 3rd.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 2, 12, 0));
});
afterEach(async () => {
  vi.useRealTimers();
  await act(() => switchTexts('ru'));
});

const anna = { id: 3, username: 'anna' };
const bills = todo(1, 'Оплатить свет', {
  note: 'по счётчику',
  due: '2026-12-03 18:00',
  repeat: 'monthly',
  assignee: anna,
});

/** The page as printed: the lines under each item's name, top to bottom. */
function printed() {
  renderScreen(<PrintItems items={[bills, todo(2, 'Полить цветы')]} />);
  act(() => {
    fireEvent(window, new Event('beforeprint'));
  });
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('a to-do list on paper', () => {
  it('gives each to-do’s note, due with its repeat, and doer under its name, as its row does', () => {
    expect(printed()).toEqual(['Оплатить светпо счётчикузавтра, 18:00 · каждый месяцДелает: anna', 'Полить цветы']);
  });

  it('in English', async () => {
    await act(() => switchTexts('en'));
    expect(printed()).toEqual(['Оплатить светпо счётчикуtomorrow, 6:00 PM · every monthDone by: anna', 'Полить цветы']);
  });
});
