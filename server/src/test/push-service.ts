import { createECDH, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@listok/contract';
import { decrypt } from 'http_ece';
import { p256PublicKey } from '../features/web-push/push-endpoint.js';

/** A browser's subscription with real keys: what it sends to the server, and how it reads its messages. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a message body (RFC 8291, aes128gcm) with this subscription's private key and auth secret. */
  read(body: Buffer): string;
}

export function testSubscription(endpoint: string): TestSubscription {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  return {
    endpoint,
    keys,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    read: (body) => decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: keys.auth }).toString('utf8'),
  };
}

/** One message the push service accepted or refused, as it came. */
export interface Received {
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT verified against the key it came with, for this origin, not expired. */
  vapid: { ok: boolean; key?: string; subject?: string };
  /** The decrypted payload (undefined when no subscription of this path is known). */
  payload?: PushPayload;
}

/** What the service answers to a message: 201 unless a test says otherwise. */
export type Answer = { status: number; headers?: Record<string, string> };

export interface PushService {
  origin: string;
  /** A new subscription whose endpoint is on this service. */
  subscription(): TestSubscription;
  received: Received[];
  /** The decrypted payloads accepted (2xx) for a subscription. */
  delivered(subscription: TestSubscription): PushPayload[];
  /** How the next messages to a subscription are answered (in order; then 201 again). */
  answer(subscription: TestSubscription, ...answers: Answer[]): void;
  close(): Promise<void>;
}

function verifyVapid(authorization: string | undefined, origin: string): Received['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { ok: false };
  const [, token = '', key = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = p256PublicKey(point);
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  const fresh = body.exp > now && body.exp <= now + 24 * 60 * 60;
  return { ok: signed && body.aud === origin && fresh && /^(mailto:|https:)/.test(body.sub), key, subject: body.sub };
}

/**
 * A push service on 127.0.0.1 for tests: it checks each message's VAPID signature, decrypts it with the keys of the
 * subscription it was sent to, keeps it, and answers as the test asks (201 by default).
 */
export async function startPushService(): Promise<PushService> {
  const subscriptions = new Map<string, TestSubscription>();
  const answers = new Map<string, Answer[]>();
  const received: Received[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const answer = answers.get(path)?.shift() ?? { status: 201 };
      const subscription = subscriptions.get(path);
      const body = Buffer.concat(chunks);
      received.push({
        path,
        status: answer.status,
        headers: request.headers,
        vapid: verifyVapid(request.headers.authorization, origin),
        payload: subscription && body.length > 0 ? (JSON.parse(subscription.read(body)) as PushPayload) : undefined,
      });
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscription() {
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const subscription = testSubscription(`${origin}${path}`);
      subscriptions.set(path, subscription);
      return subscription;
    },
    delivered: (subscription) =>
      received
        .filter((r) => `${origin}${r.path}` === subscription.endpoint && r.status < 300 && r.payload)
        .map((r) => r.payload as PushPayload),
    answer(subscription, ...list) {
      answers.set(new URL(subscription.endpoint).pathname, list);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
