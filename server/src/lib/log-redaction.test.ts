import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { testOrigin } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it.each([
    ['/pass-recovery?token=s3cret', '/pass-recovery?token=[redacted]'],
    ['/api/list/5?sort=name&ac=Ab-9_x', '/api/list/5?sort=name&ac=[redacted]'],
    ['/confirm-email?lang=en&token=a&token=b#top', '/confirm-email?lang=en&token=[redacted]&token=[redacted]#top'],
    ['http://localhost:3000/pass-recovery?token=x', 'http://localhost:3000/pass-recovery?token=[redacted]'],
    // The server reads a parameter by its decoded name; so does the redaction.
    ['/x?%74oken=s3cret&AC=c0de', '/x?%74oken=[redacted]&AC=[redacted]'],
    ['/x?token', '/x?token=[redacted]'],
    ['/x?tokens=1&acme=2&q=token%3D1', '/x?tokens=1&acme=2&q=token%3D1'],
    ['/x?bad=%E0%A4%A&token=s', '/x?bad=%E0%A4%A&token=[redacted]'],
    ['/api/lists?access_token=lstk_abc&page=2', '/api/lists?access_token=[redacted]&page=2'],
    ['/api/auth/oidc/callback?code=c0de&state=s', '/api/auth/oidc/callback?code=[redacted]&state=s'],
    [
      '/x?id_token=a&refresh_token=b&password=c&_password=d',
      '/x?id_token=[redacted]&refresh_token=[redacted]&password=[redacted]&_password=[redacted]',
    ],
    ['/x?Access_Token=a&access%5Ftoken=b', '/x?Access_Token=[redacted]&access%5Ftoken=[redacted]'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });
});

describe('the request log', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        callback();
      },
    });
    const config = loadConfig({ PUBLIC_URL: testOrigin, RATE_LIMIT_ADDRESS: 'off' });
    app = await buildApp({ config, database: testDb.database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('shows the path and the other parameters, never a link token or an access code', async () => {
    const secrets = ['RecoveryToken123', 'ConfirmToken456', 'AccessCode789'];
    await app.inject({ method: 'GET', url: `/pass-recovery?token=${secrets[0]}` });
    await app.inject({ method: 'GET', url: `/api/user/password/recovery?token=${secrets[0]}` });
    await app.inject({ method: 'GET', url: `/confirm-email?token=${secrets[1]}` });
    await app.inject({ method: 'GET', url: `/api/list/1/items?sort=name&ac=${secrets[2]}` });
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests.map((entry) => entry.req.url)).toEqual([
      '/pass-recovery?token=[redacted]',
      '/api/user/password/recovery?token=[redacted]',
      '/confirm-email?token=[redacted]',
      '/api/list/1/items?sort=name&ac=[redacted]',
    ]);
    expect(requests[0]!.req).toMatchObject({ method: 'GET', remoteAddress: '127.0.0.1' });
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });

  it('never shows a token sent in the query, nor a sign-on code, whatever the answer', async () => {
    const secrets = ['ApiTokenInQuery123', 'SsoCode456', 'PasswordInQuery789'];
    const urls = [
      `/api/lists?access_token=${secrets[0]}`,
      `/api/no-such-call?access_token=${secrets[0]}`,
      `/.well-known/mercure?topic=x&access_token=${secrets[0]}`,
      `/dav/?access_token=${secrets[0]}`,
      `/api/auth/oidc/callback?code=${secrets[1]}&state=x`,
      `/api/login?_username=a&_password=${secrets[2]}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'POST', url: `/api/lists?access_token=${secrets[0]}`, payload: { name: 'x' } });
    const shown = lines.join('\n');
    expect(shown).toContain('access_token=[redacted]');
    for (const secret of secrets) expect(shown).not.toContain(secret);
  });
});
