import { z } from 'zod';
import { IdParam, idOf, RowId } from '../core/common.js';
import { dueParts } from '../entry/due-parts.js';
import { Price } from './money.js';

// Receipts, balances and spending (issue 50): the payloads of contract/src/api/receipts.ts, in a module of their own so
// that the list's screen loads none of them until the money is opened.

/** `YYYY-MM-DD HH:mm` in the caller's time zone: when a receipt was paid. */
const LocalTime = z
  .string({ error: 'validation.receiptAt' })
  .refine((text) => dueParts(text)?.time, { error: 'validation.receiptAt' });

/** `YYYY-MM-DD` in the caller's time zone: a day of the spending's period. */
const Day = z
  .string({ error: 'validation.day' })
  .refine((text) => dueParts(text)?.time === null, { error: 'validation.day' });

/** The most people one receipt is split among. */
export const sharesMax = 50;
/** The largest factor of a share (a person's part against the others'), kept to hundredths. */
export const shareFactorMax = 100;

export const ReceiptShare = z.object({
  user: idOf('validation.shares'),
  factor: z
    .number({ error: 'validation.shares' })
    .min(0.01, { error: 'validation.shares' })
    .max(shareFactorMax, { error: 'validation.shares' }),
});

/** Who shares a receipt: each person once, at least one. */
const Shares = z
  .array(ReceiptShare, { error: 'validation.shares' })
  .min(1, { error: 'validation.shares' })
  .max(sharesMax, { error: 'validation.shares' })
  .refine((shares) => new Set(shares.map((share) => share.user)).size === shares.length, {
    error: 'validation.shares',
  });

/** A receipt of a list's shopping: what a trip cost, who paid and who shares it. */
export const Receipt = z.object({
  id: z.number().int(),
  /** Minor units of the list's currency. */
  total: z.number().int(),
  /** When it was paid, `YYYY-MM-DD HH:mm` in the reader's time zone. */
  at: z.string(),
  /** The list's shop, or null. */
  store: z.number().int().nullable(),
  /** Who paid it (a user's id; null when that account is gone). */
  payer: z.number().int().nullable(),
  /** Who recorded it (may delete it); null when that account is gone. */
  author: z.number().int().nullable(),
  /** Who shares it and by how much (the list's members equally, unless changed). */
  shares: z.array(z.object({ user: RowId, factor: z.number() })),
  /** Read from a fiscal receipt's QR code (its total and time are the receipt's own). */
  fiscal: z.boolean(),
});
export type Receipt = z.infer<typeof Receipt>;

/**
 * `POST /api/list/{id}/receipts`: a receipt's QR code (`qr`: its total and time are read from it), or its `total`
 * typed; when it was paid (now by default), the shop, the payer (the caller by default) and the shares (the list's
 * members equally by default).
 */
export const ReceiptBody = z
  .object({
    qr: z.string({ error: 'validation.receiptQr' }).max(512, { error: 'validation.receiptQr' }).optional(),
    total: Price.optional(),
    at: LocalTime.optional(),
    store: idOf('validation.stores').nullable().optional(),
    payer: idOf('validation.payer').optional(),
    shares: Shares.optional(),
  })
  .refine((body) => body.qr !== undefined || body.total !== undefined, {
    error: 'validation.receiptTotal',
    path: ['total'],
  });
export type ReceiptBody = z.infer<typeof ReceiptBody>;

/** `PATCH /api/list/{id}/receipts/{receiptId}`: what changes (a QR-read receipt keeps its total and time). */
export const ReceiptChangeBody = z.object({
  total: Price.optional(),
  at: LocalTime.optional(),
  store: idOf('validation.stores').nullable().optional(),
  payer: idOf('validation.payer').optional(),
  shares: Shares.optional(),
});
export type ReceiptChangeBody = z.infer<typeof ReceiptChangeBody>;

export const ReceiptParams = z.object({ id: IdParam, receiptId: IdParam });

/** One transfer of the fewest that settle a list's receipts: `from` pays `to` `amount` (minor units). */
export const Balance = z.object({ from: z.number().int(), to: z.number().int(), amount: z.number().int() });
export type Balance = z.infer<typeof Balance>;

/** `POST /api/list/{id}/settlements`: a debt paid back, from one member to another. */
export const SettlementBody = z
  .object({
    from: idOf('validation.payer'),
    to: idOf('validation.payer'),
    amount: Price.refine((amount) => amount > 0, { error: 'validation.price' }),
  })
  .refine((body) => body.from !== body.to, { error: 'validation.payer', path: ['to'] });
export type SettlementBody = z.infer<typeof SettlementBody>;

export const Settlement = z.object({
  id: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  amount: z.number().int(),
  /** `YYYY-MM-DD HH:mm` in the reader's time zone. */
  at: z.string(),
});
export type Settlement = z.infer<typeof Settlement>;

/** How spending is grouped: by month or week (each of the period, in order), or by what (largest first). */
export const spendingGroups = ['month', 'week', 'store', 'department', 'member', 'list'] as const;
export type SpendingGroup = (typeof spendingGroups)[number];

/** `GET /api/spending`: the period's days (inclusive, in the caller's time zone), the grouping and one list. */
export const SpendingQuery = z.object({
  from: Day.optional(),
  to: Day.optional(),
  by: z.enum(spendingGroups, { error: 'validation.spendingBy' }).default('month'),
  list: idOf('validation.list').optional(),
});
export type SpendingQuery = z.input<typeof SpendingQuery>;

export const SpendingRow = z.object({
  /** `YYYY-MM` (month), `YYYY-MM-DD` (the week's Monday), or an id or name of what is grouped. */
  key: z.string(),
  label: z.string(),
  /** Minor units. */
  total: z.number().int(),
  /** Shopping trips that make it (a trip with receipts counts once, by its receipts). */
  count: z.number().int(),
});
export type SpendingRow = z.infer<typeof SpendingRow>;

export const Spending = z.object({ currency: z.string(), rows: z.array(SpendingRow) });
export type Spending = z.infer<typeof Spending>;
