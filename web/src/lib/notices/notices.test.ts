import { timings } from '@listok/contract/base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearError, errorStore, messageStore, showError, showMessage } from './notices';

describe('message bar state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('is green by default and goes away after the message-bar time', () => {
    showMessage('Регистрация прошла успешно');
    expect(messageStore.get()).toMatchObject({ text: 'Регистрация прошла успешно', color: 'success' });
    vi.advanceTimersByTime(timings.messageBar - 1);
    expect(messageStore.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(messageStore.get()).toBeNull();
  });

  it('gives a newer message its full time', () => {
    showMessage('first');
    vi.advanceTimersByTime(timings.messageBar - 100);
    showMessage('second', 'info');
    vi.advanceTimersByTime(200);
    expect(messageStore.get()).toMatchObject({ text: 'second', color: 'info' });
  });
});

describe('error bar state', () => {
  it('stays until cleared', () => {
    showError({ text: 'Wrong login or password', status: 401 });
    expect(errorStore.get()).toEqual({ text: 'Wrong login or password', status: 401 });
    clearError();
    expect(errorStore.get()).toBeNull();
  });

  it('tells subscribers about each change', () => {
    const seen: unknown[] = [];
    const unsubscribe = errorStore.subscribe(() => seen.push(errorStore.get()));
    showError({ text: 'a', status: 500 });
    clearError();
    unsubscribe();
    showError({ text: 'b', status: 500 });
    expect(seen).toEqual([{ text: 'a', status: 500 }, null]);
    clearError();
  });
});
