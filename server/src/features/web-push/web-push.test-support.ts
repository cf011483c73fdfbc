/** What the Web Push tests share (web-push.test.ts, web-push.delivery.test.ts): fast bundles, a family with devices. */
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { type Config, loadConfig } from '../../config.js';
import { call, createList, signUp, type TestUser } from '../../test/factories.js';
import type { PushService, TestSubscription } from '../../test/push-service.js';

/** Bundles end fast in tests: a second after the last change, ten after the first at most. */
export const webPushOf = (service: PushService, overrides: Partial<Config['webPush']> = {}): Partial<Config> => ({
  webPush: {
    ...loadConfig({}).webPush,
    // A burst's adds, one after another, stay well within a second even on a busy machine; the longest bundle is
    // tried with its own settings.
    bundleMs: 1000,
    bundleMaxMs: 10_000,
    endpointAllow: [service.origin],
    ...overrides,
  },
});

/** A device of `user`'s, subscribed at `service`. */
export async function subscribe(app: FastifyInstance, service: PushService, user: TestUser): Promise<TestSubscription> {
  const device = service.subscription();
  expect((await call(app, user, 'POST', '/api/push/subscriptions', device.toJSON())).status).toBe(201);
  return device;
}

/** A list of Anna's with Boris and Vera as members, each of them with a device; Boris reads English. */
export async function family(app: FastifyInstance, service: PushService) {
  const [anna, boris, vera] = [await signUp(app), await signUp(app), await signUp(app)] as [
    TestUser,
    TestUser,
    TestUser,
  ];
  expect((await call(app, boris, 'GET', '/api/lang/en')).status).toBe(200);
  const list = await createList(app, anna, 'Дача');
  for (const member of [boris, vera]) {
    expect((await call(app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`)).status).toBe(200);
  }
  const devices = {
    anna: await subscribe(app, service, anna),
    boris: await subscribe(app, service, boris),
    vera: await subscribe(app, service, vera),
  };
  return { anna, boris, vera, list, devices };
}

export const settle = (ms = 700) => new Promise((resolve) => setTimeout(resolve, ms));
export const waitFor = (check: () => void, timeout = 8000) => vi.waitFor(check, { timeout, interval: 50 });
