/** What the recovery tests share (recovery.test.ts, recovery-link.test.ts): starting a recovery and its mailed link. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../test/factories.js';
import { recoveryToken, writtenMails } from '../../test/outbox.js';

/** Asks for a recovery of `email`, as a visitor. */
export const startRecovery = (app: FastifyInstance, email: string, lang: 'ru' | 'en' = 'ru') =>
  call(app, null, 'GET', `/api/user/password/recovery-pass-start?email=${encodeURIComponent(email)}`, undefined, lang);

/** Starts a recovery and reads the link's token from the mail written to the outbox. */
export async function mailedToken(app: FastifyInstance, email: string): Promise<string> {
  const before = (await writtenMails(app)).length;
  expect((await startRecovery(app, email)).status).toBe(200);
  const added = (await writtenMails(app)).slice(before);
  expect(added).toHaveLength(1);
  const token = recoveryToken(added[0]!.text);
  expect(token).toBeDefined();
  return token!;
}
