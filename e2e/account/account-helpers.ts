import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { TestUser } from '../helpers';

/** Creates products in the user's own vocabulary the way the app does: a list, then user-created items on it. */
export async function createOwnProducts(page: Page, products: { name: string; details?: string }[]): Promise<void> {
  const list = await page.request.post('/api/lists', { data: { name: `Покупки ${Date.now()}` } });
  expect(list.status(), await list.text()).toBe(201);
  const { id } = (await list.json()) as { id: number };
  for (const product of products) {
    const item = await page.request.post(`/api/list/${id}/item/user-create`, { data: product });
    expect(item.status(), await item.text()).toBe(201);
  }
}

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` bytes, read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

const outbox = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts passes the server its data directory');
  return join(dataDir, 'outbox');
};

/** The decoded text of the newest mail the server wrote (as an .eml file) to `address`, if any. */
function newestMailTo(address: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outbox()).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  // File names start with the time of writing, then the outbox row id.
  const byAge = files.sort((a, b) => {
    const [ta, ia] = a.split(/[-.]/).map(Number) as [number, number];
    const [tb, ib] = b.split(/[-.]/).map(Number) as [number, number];
    return tb - ta || ib - ia;
  });
  for (const name of byAge) {
    const raw = readFileSync(join(outbox(), name), 'utf8');
    const to = /^To: (.+)$/im.exec(raw)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) return decodeQuotedPrintable(raw);
  }
  return undefined;
}

/** The decoded text of the newest mail to `address`, waiting for it until it satisfies `test`. */
export async function mailTo(address: string, test: (mail: string) => boolean = () => true): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = newestMailTo(address);
        found = mail && test(mail) ? mail : undefined;
        return found !== undefined;
      },
      { message: `a mail to ${address} in ${outbox()}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The link to `page` (e.g. `/pass-recovery`) with its token in the newest mail to `address` that has one (waiting for
 * the mail to be written), as a path with its query, to open against the test's base URL.
 */
async function mailedLinkFor(address: string, page: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w-]+`);
  const mail = await mailTo(address, (text) => pattern.test(text));
  const url = new URL(pattern.exec(mail)![0]);
  return url.pathname + url.search;
}

/** The recovery link of the newest recovery mail to `address`. */
export const recoveryLinkFor = (address: string) => mailedLinkFor(address, '/pass-recovery');

/** The link of the newest mail to a new address that confirms an email change. */
export const emailConfirmationLinkFor = (address: string) => mailedLinkFor(address, '/confirm-email');

/**
 * Opens the link mailed at sign-up to `user.email`, as its owner does: until then the address waits, no account's
 * (sign-in, recovery and contacts by email find it only after).
 */
export async function confirmEmail(request: APIRequestContext, user: TestUser): Promise<void> {
  const link = new URL(await emailConfirmationLinkFor(user.email), 'http://localhost');
  const token = link.searchParams.get('token');
  const response = await request.post('/api/user/settings/confirm-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A card of the settings screen, by its heading. */
export const settingsCard = (page: Page, name: string) => page.getByRole('region', { name });
