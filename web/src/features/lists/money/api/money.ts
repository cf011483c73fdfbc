import type { ReceiptChangeBody, SettlementBody, SpendingQuery } from '@listok/contract';
import {
  changeReceipt,
  createSettlement,
  deleteReceipt,
  listBalances,
  listReceipts,
  spending,
} from '@listok/contract/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

const moneyKey = listKeys.money;

export const useReceipts = (listId: number) =>
  useQuery({
    queryKey: [...moneyKey(listId), 'receipts'],
    queryFn: ({ signal }) => api(listReceipts, { params: { id: listId }, signal }),
  });

export const useBalances = (listId: number) =>
  useQuery({
    queryKey: [...moneyKey(listId), 'balances'],
    queryFn: ({ signal }) => api(listBalances, { params: { id: listId }, signal }),
  });

/** What changes a list's money: the receipts, the balances and the spending are read again after it. */
function useMoneyChange<Args, Answer>(listId: number, change: (args: Args) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKey(listId) }),
        queryClient.invalidateQueries({ queryKey: ['spending'] }),
      ]),
  });
}

export const useChangeReceipt = (listId: number) =>
  useMoneyChange(listId, ({ receiptId, body }: { receiptId: number; body: ReceiptChangeBody }) =>
    api(changeReceipt, { params: { id: listId, receiptId }, body }),
  );

export const useDeleteReceipt = (listId: number) =>
  useMoneyChange(listId, (receiptId: number) => api(deleteReceipt, { params: { id: listId, receiptId } }));

export const useSettle = (listId: number) =>
  useMoneyChange(listId, (body: SettlementBody) => api(createSettlement, { params: { id: listId }, body }));

/** What the caller's shopping cost over a period, grouped (`GET /api/spending`). */
export const useSpending = (query: SpendingQuery) =>
  useQuery({
    queryKey: ['spending', query],
    queryFn: ({ signal }) => api(spending, { query, signal }),
  });
