import type { ListHeader } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { switchTexts } from '../../../../lib/texts/texts';
import { renderScreen } from '../../../../test/render';
import { listHeaderAnswer } from '../../shared/list-header.test-support';
import { ListMoney } from './list-money';

const header = (extra: Partial<ListHeader>) => listHeaderAnswer({ name: 'Продукты', ...extra });

const shown = (list: ListHeader) => renderScreen(<ListMoney list={list} />).container.textContent?.replace(/\s/gu, ' ');

describe('ListMoney', () => {
  it('shows the next trip’s estimate once a good has a last price, and what the ticks cost so far', () => {
    expect(shown(header({ estimate: { total: 124_040, unpriced: 3 }, spent: 0 }))).toBe(
      '≈ 1 240 ₽ · 3 без цены · чеки и расчёты',
    );
    expect(shown(header({ estimate: { total: 124_040, unpriced: 0 }, spent: 86_050 }))).toBe(
      '≈ 1 240 ₽ · потрачено 860,50 ₽ · чеки и расчёты',
    );
  });

  it('leads a member to the receipts on a list without prices; says nothing to whoever gets no money', () => {
    expect(shown(header({ estimate: { total: 0, unpriced: 7 }, spent: 0 }))).toBe('чеки и расчёты');
    const { container } = renderScreen(<ListMoney list={header({ estimate: { total: 0, unpriced: 1 } })} />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/lists/5/money');
    expect(shown(header({}))).toBe('');
  });

  it('speaks English with the list’s own currency', async () => {
    await switchTexts('en');
    try {
      expect(shown(header({ currency: 'EUR', estimate: { total: 4_200, unpriced: 1 }, spent: 1_999 }))).toBe(
        '≈ €42 · 1 unpriced · spent €19.99 · receipts and balances',
      );
    } finally {
      await switchTexts('ru');
    }
  });
});
