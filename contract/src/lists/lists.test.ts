import { describe, expect, it } from 'vitest';
import { IdParam } from '../core/common.js';
import { webAddress } from '../core/links.js';
import { textLines } from '../items/add-text.js';
import { Link, ProductName } from '../items/list-items.js';
import { copyName } from './list-copy.js';

describe('webAddress', () => {
  it('keeps web addresses', () => {
    expect(webAddress('https://shop.example/milk?id=1')).toBe('https://shop.example/milk?id=1');
    expect(webAddress('http://shop.example/')).toBe('http://shop.example/');
  });

  it('adds https:// to an address typed without a scheme', () => {
    expect(webAddress('shop.example/milk')).toBe('https://shop.example/milk');
  });

  it('refuses scripts, other schemes and nothing', () => {
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('JavaScript:alert(1)')).toBeNull();
    expect(webAddress('data:text/html,<b>x</b>')).toBeNull();
    expect(webAddress('viber://chat')).toBeNull();
    expect(webAddress('')).toBeNull();
    expect(webAddress(null)).toBeNull();
  });
});

describe('Link', () => {
  it.each([
    ['', true],
    ['https://shop.example/milk', true],
    ['shop.example/milk', true],
    ['HTTP://SHOP.EXAMPLE', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['vbscript:msgbox', false],
    ['file:///etc/passwd', false],
    ['https://', false],
  ])('%j valid: %s', (link, ok) => {
    expect(Link.safeParse(link).success).toBe(ok);
  });

  it('names what is wrong with a link that is no web address', () => {
    expect(Link.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('validation.linkWeb');
  });
});

describe('IdParam', () => {
  it.each([
    [16, 16],
    ['16', 16],
    ['2147483647', 2_147_483_647],
  ])('%j is id %d', (given, id) => {
    expect(IdParam.parse(given)).toBe(id);
  });

  it.each(['0x10', '+3', '1e3', ' 16', '16 ', '016', '0', '-1', '1.5', '', '2147483648', 0, -3, 1.5, 1e10, true, null])(
    '%j is refused',
    (given) => {
      const parsed = IdParam.safeParse(given);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('validation.id');
    },
  );
});

describe('ProductName', () => {
  it('is one rule for every product name: markup is refused', () => {
    expect(ProductName.safeParse('<b>Сыр</b>').error?.issues[0]?.message).toBe('validation.productNameChars');
    expect(ProductName.safeParse('  Сыр «Российский» 45% ').data).toBe('Сыр «Российский» 45%');
  });
});

describe('copyName', () => {
  it('names a copy after its source in the list’s own language, within the list-name limit', () => {
    expect(copyName('Дача', 'ru')).toBe('Дача (копия)');
    expect(copyName('Dacha', 'en')).toBe('Dacha (copy)');
    // Copied from the other language's interface, the name keeps its own.
    expect(copyName('Продукты на неделю', 'en')).toBe('Продукты на неделю (копия)');
    expect(copyName('Groceries', 'ru')).toBe('Groceries (copy)');
    // A name of both scripts or of neither: the caller's language.
    expect(copyName('2026', 'en')).toBe('2026 (copy)');
    expect(copyName('Дача Costco', 'ru')).toBe('Дача Costco (копия)');
    const long = copyName('я'.repeat(256), 'en');
    expect(long).toHaveLength(256);
    expect(long.endsWith(' (копия)')).toBe(true);
  });
});

describe('textLines', () => {
  it('drops bullets and numbers as pasted from notes and messengers, and the lines left empty', () => {
    const pasted =
      '• молоко 3,2%\n– хлеб\n- сыр\n* яйца десяток\n1. масло\n2) сметана\n12. мука 1.5 кг\n☐ соль\n•\n  \n';
    expect(textLines(pasted)).toEqual([
      'молоко 3,2%',
      'хлеб',
      'сыр',
      'яйца десяток',
      'масло',
      'сметана',
      'мука 1.5 кг',
      'соль',
    ]);
  });

  it('keeps a number that is an amount, and a dash inside a name', () => {
    expect(textLines('1.5 кг муки\n2 л молока\n10 яиц\nкефир - 2\nCoca-Cola')).toEqual([
      '1.5 кг муки',
      '2 л молока',
      '10 яиц',
      'кефир - 2',
      'Coca-Cola',
    ]);
  });
});
