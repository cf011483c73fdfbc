import type { ListItem, ListMember } from '@listok/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { newQueryClient, renderScreen } from '../../../../test/render';
import { startItemChanges } from '../../offline/item-changes';
import { memberCan } from '../../shared/list-can.test-support';
import { good } from '../../shared/list-item.test-support';
import { type ListScreen, ListScreenContext } from '../../shared/screen-context';
import { ReceiptEdit } from './receipt-edit';
import { ReceiptForm } from './receipt-form';
import { TickPrice } from './tick-price';

// What the money's forms send: a typed receipt, and a ticked good's price.

const anna: ListMember = { id: 1, username: 'anna', owner: 1 };
const oleg: ListMember = { id: 2, username: 'oleg', owner: 0 };

/** The bodies the calls of `route` were sent with; the list's items (`GET /api/list/5`) are `items`. */
function recording(route: string, answer: (body: Record<string, unknown>) => unknown, items: ListItem[] = []) {
  const bodies: Record<string, unknown>[] = [];
  fakeApi({
    [route]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      return { status: route.startsWith('POST') ? 201 : 200, json: answer(body) };
    },
    'GET /api/list/5': () => ({ json: items }),
  });
  return bodies;
}

/** The receipt and the tick's price go through the queue of the list's changes: a user's, started for the test. */
let queuer = 0;
async function withQueue() {
  const queryClient = newQueryClient();
  queuer += 1;
  await startItemChanges(`payer${queuer}`, queryClient);
  return { queryClient };
}
afterEach(() => startItemChanges(null, newQueryClient()));

describe('ReceiptForm', () => {
  it('sends the total typed as people type it, the payer, who shares it and when it was typed, through the queue', async () => {
    const bodies = recording('POST /api/list/5/receipts', (body) => ({
      id: 9,
      at: '2026-12-04 10:00',
      store: null,
      author: 1,
      fiscal: false,
      ...body,
    }));
    const { user } = renderScreen(
      <ReceiptForm listId={5} currency="RUB" members={[anna, oleg]} me={anna} />,
      await withQueue(),
    );
    const total = screen.getByRole('textbox', { name: 'Сумма чека' });
    expect(total).toHaveAttribute('inputmode', 'decimal');
    // Not an amount: said under the field, nothing sent.
    await user.type(total, 'сто');
    await user.click(screen.getByRole('button', { name: 'Добавить чек' }));
    expect(screen.getByText('Введите сумму, например 1 240,50')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(total);
    await user.type(total, '1 240,50');
    await user.click(screen.getByRole('checkbox', { name: 'oleg' }));
    await user.click(screen.getByRole('button', { name: 'Добавить чек' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The time it was typed at goes with it: queued, it joins the trip it was typed in whenever it is sent.
    expect(bodies[0]).toEqual({
      total: 124_050,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/u),
      payer: 1,
      shares: [{ user: 1, factor: 1 }],
    });
  });
});

describe('ReceiptEdit', () => {
  it('changes who paid a receipt and who shares it', async () => {
    const receipt = {
      id: 9,
      total: 124_050,
      at: '2026-12-01 18:30',
      store: null,
      payer: 1,
      author: 1,
      fiscal: true,
      shares: [
        { user: 1, factor: 1 },
        { user: 2, factor: 1 },
      ],
    };
    const bodies = recording('PATCH /api/list/5/receipts/9', (body) => ({ ...receipt, ...body }));
    const { user } = renderScreen(
      <ReceiptEdit listId={5} receipt={receipt} members={[anna, oleg]} currency="RUB" onDone={() => {}} />,
    );
    // A fiscal receipt's total and time are its QR code's: not offered.
    expect(screen.queryByRole('textbox', { name: 'Сумма чека' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Кто платил' }), '2');
    await user.click(screen.getByRole('checkbox', { name: 'anna' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toEqual([{ payer: 2, shares: [{ user: 2, factor: 1 }] }]));
  });

  it('changes a typed receipt’s total and time, sending only what changed of them', async () => {
    const receipt = {
      id: 9,
      total: 124_050,
      at: '2026-12-01 18:30',
      store: null,
      payer: 1,
      author: 1,
      fiscal: false,
      shares: [{ user: 1, factor: 1 }],
    };
    const bodies = recording('PATCH /api/list/5/receipts/9', (body) => ({ ...receipt, ...body }));
    const { user } = renderScreen(
      <ReceiptEdit listId={5} receipt={receipt} members={[anna, oleg]} currency="RUB" onDone={() => {}} />,
    );
    const total = screen.getByRole('textbox', { name: 'Сумма чека' });
    expect((total as HTMLInputElement).value).toMatch(/^1\s240,50$/u);
    await user.clear(total);
    await user.type(total, 'много');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Введите сумму, например 1 240,50')).toBeInTheDocument();
    await user.clear(total);
    await user.type(total, '1 300');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toEqual([{ total: 130_000, payer: 1, shares: [{ user: 1, factor: 1 }] }]));
  });
});

describe('TickPrice', () => {
  const screenOf = (can = memberCan): ListScreen => ({
    listId: 5,
    ac: undefined,
    signedIn: true,
    can,
    members: [anna, oleg],
    currency: 'RUB',
  });

  it('offers a price after the tick, and sends what was typed, in kopecks', async () => {
    const milk = good(41, 'Молоко', { completed: true, price: null });
    const bodies = recording('PATCH /api/list/item/price/41', (body) => ({ ...milk, price: body.price }), [milk]);
    const { user } = renderScreen(
      <ListScreenContext.Provider value={screenOf()}>
        <TickPrice item={milk} />
      </ListScreenContext.Provider>,
      await withQueue(),
    );
    await user.click(screen.getByRole('button', { name: 'Указать цену: Молоко' }));
    const field = screen.getByRole('textbox', { name: 'Цена: Молоко' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '89,90{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ price: 8_990 }]));
  });

  it('shows a finished list’s price without a field, and nothing to whoever may not read the money', () => {
    const milk = good(41, 'Молоко', { completed: true, price: 8_990 });
    const finished = { ...memberCan, keepMoney: false };
    const { container, unmount } = renderScreen(
      <ListScreenContext.Provider value={screenOf(finished)}>
        <TickPrice item={milk} />
      </ListScreenContext.Provider>,
    );
    expect(container.textContent?.replace(/\s/gu, ' ')).toBe('89,90 ₽');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const stranger = renderScreen(
      <ListScreenContext.Provider value={{ ...screenOf(), currency: undefined }}>
        <TickPrice item={milk} />
      </ListScreenContext.Provider>,
    );
    expect(stranger.container.textContent).toBe('');
  });
});
