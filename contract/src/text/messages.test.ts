import { describe, expect, it } from 'vitest';
import { errorCodes } from '../core/errors.js';
import { isWebRoute } from '../core/routes.js';
import { itemExistsMessage, serverMessages, sharedMessages, translate } from './messages.js';

describe('shared messages', () => {
  it('has every error code and every key in both languages', () => {
    for (const code of errorCodes) {
      expect(sharedMessages.ru.errors[code], code).toBeTruthy();
      expect(sharedMessages.en.errors[code], code).toBeTruthy();
    }
    for (const group of ['validation', 'menu'] as const) {
      expect(Object.keys(sharedMessages.en[group]).sort()).toEqual(Object.keys(sharedMessages.ru[group]).sort());
    }
    expect(Object.keys(serverMessages.en).sort()).toEqual(Object.keys(serverMessages.ru).sort());
    for (const [group, texts] of Object.entries(serverMessages.ru)) {
      const english = serverMessages.en[group as keyof typeof serverMessages.en];
      expect(Object.keys(english).sort(), group).toEqual(Object.keys(texts).sort());
    }
  });

  it('translates a dotted key and fills placeholders', () => {
    expect(translate('en', 'errors.TOO_MANY_REQUESTS', { seconds: 30 })).toBe('Too many requests. Try again in 30 s');
    expect(translate('ru', 'validation.passwordsMismatch')).toBe('Пароли не совпадают');
    // The server's own texts too.
    expect(translate('en', 'addText.otherUnits', { unit: 'kg' })).toContain('(kg)');
  });

  it('names a product already on the list in capitals of the language', () => {
    expect(itemExistsMessage('ru', 'Молоко')).toBe('Товар МОЛОКО уже есть в списке, вы можете его изменить');
    expect(itemExistsMessage('en', 'Ёлка')).toBe('ЁЛКА already exists in the list, you can edit it');
    expect(itemExistsMessage('en', 'milk')).toBe('MILK already exists in the list, you can edit it');
  });

  it('gives an unknown key back unchanged', () => {
    expect(translate('ru', 'validation.nope')).toBe('validation.nope');
    expect(translate('en', 'nothing')).toBe('nothing');
  });
});

describe('web routes', () => {
  it.each([
    ['/', true],
    ['/lists', true],
    ['/lists/42', true],
    ['/lists/42/', true],
    ['/pass-recovery', true],
    ['/lists/abc', false],
    ['/nope', false],
    ['/lists/1/2', false],
  ])('%s is a route of the app: %s', (path, ok) => {
    expect(isWebRoute(path)).toBe(ok);
  });
});
