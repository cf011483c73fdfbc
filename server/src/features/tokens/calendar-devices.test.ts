import { execFileSync } from 'node:child_process';
import { apiTokensMax } from '@listok/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, calendarProfiles } from '../../db/schema.js';
import { createTestApp, type TestApp, testOrigin } from '../../test/app.js';
import { basic } from '../../test/dav-client.js';
import { call, signUp, type TestUser } from '../../test/factories.js';
import { davx5Link } from './calendar-devices.service.js';
import { createToken } from './tokens.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function makeDevice(user: TestUser, body: Record<string, unknown>) {
  const answer = await call(t.app, user, 'POST', '/api/user/calendar-devices', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The profile link's call as Safari makes it: no cookie (the iPhone may not be signed in), a page navigation. */
const download = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: url.slice(testOrigin.length), headers });

type Plist = string | number | boolean | Plist[] | { [key: string]: Plist };
type XmlNode = Record<string, XmlNode[]> & { ':@'?: Record<string, string>; '#text'?: string };

const xml = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
});
const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@')!;
/** The element children of a node: what is not white space between them. */
const elementsOf = (nodes: XmlNode[]) => nodes.filter((node) => tagOf(node) !== '#text' || node['#text']?.trim());

function plistValue(node: XmlNode): Plist {
  const tag = tagOf(node);
  const children = node[tag] ?? [];
  const text = () => children.map((child) => child['#text'] ?? '').join('');
  switch (tag) {
    case 'string':
      return text();
    case 'integer':
      expect(text()).toMatch(/^-?\d+$/);
      return Number(text());
    case 'true':
    case 'false':
      expect(children).toEqual([]);
      return tag === 'true';
    case 'array':
      return elementsOf(children).map(plistValue);
    case 'dict': {
      const entries = elementsOf(children);
      expect(entries.length % 2).toBe(0);
      const dict: Record<string, Plist> = {};
      for (let i = 0; i < entries.length; i += 2) {
        const [key, value] = [entries[i]!, entries[i + 1]!];
        expect(tagOf(key)).toBe('key');
        const name = (key.key ?? []).map((child) => child['#text'] ?? '').join('');
        expect(dict).not.toHaveProperty(name);
        dict[name] = plistValue(value);
      }
      return dict;
    }
    default:
      throw new Error(`not a plist element: <${tag}>`);
  }
}

/**
 * A property list read twice: by its XML elements here (well-formed, one `plist` root of version 1.0, keys and
 * values in turn, only the types a profile uses), and by Python's plistlib, Apple's format as another reader knows it.
 */
function readPlist(text: string): Record<string, Plist> {
  expect(XMLValidator.validate(text)).toBe(true);
  const roots = elementsOf(xml.parse(text) as XmlNode[]).filter((node) => !tagOf(node).startsWith('?'));
  expect(roots.map(tagOf)).toEqual(['plist']);
  const root = roots[0]!;
  expect(root[':@']).toEqual({ version: '1.0' });
  const values = elementsOf(root.plist ?? []);
  expect(values).toHaveLength(1);
  const read = plistValue(values[0]!) as Record<string, Plist>;
  const script = 'import json, plistlib, sys; print(json.dumps(plistlib.loads(sys.stdin.buffer.read())))';
  expect(JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: text, encoding: 'utf8' }))).toEqual(read);
  return read;
}

const uuid = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

describe('a calendar device', () => {
  it('of an iPhone gets an app password named after it and a profile link that installs the account, once', async () => {
    const anna = await signUp(t.app);
    const made = await makeDevice(anna, { name: '  iPhone — Календарь ', platform: 'iphone' });
    expect(made).toMatchObject({
      device: { name: 'iPhone — Календарь', scope: 'caldav', lists: null, lastUsedAt: null },
      server: `${testOrigin}/dav/`,
      username: anna.username,
      password: expect.stringMatching(/^lstk_[\w-]{43}$/),
      setup: { kind: 'profile', url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/calendar-profile\?token=/) },
    });
    const expiresIn = Date.parse(made.setup.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    // Neither the token nor the link's row holds the password or the link's secret.
    const secret = new URL(made.setup.url).searchParams.get('token')!;
    const rows = JSON.stringify([
      await t.app.db.select().from(apiTokens).where(eq(apiTokens.userId, anna.id)),
      await t.app.db.select().from(calendarProfiles),
    ]);
    expect(rows).not.toContain(made.password.slice(5));
    expect(rows).not.toContain(secret);

    // A link preview's HEAD spends nothing.
    expect((await download(made.setup.url, {}, 'HEAD')).statusCode).toBe(200);
    const profile = await download(made.setup.url, { 'sec-fetch-mode': 'navigate' });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(profile.headers['content-disposition']).toBe('attachment; filename="listok.mobileconfig"');
    expect(profile.headers['cache-control']).toBe('no-store');
    const outer = readPlist(profile.body);
    expect(outer).toMatchObject({
      PayloadType: 'Configuration',
      PayloadVersion: 1,
      PayloadIdentifier: `app.listok.localhost-3000.caldav.user-${anna.id}`,
      PayloadUUID: expect.stringMatching(uuid),
      PayloadDisplayName: 'Листок: списки в Напоминаниях',
      PayloadDescription: expect.stringContaining('«iPhone — Календарь»'),
      PayloadRemovalDisallowed: false,
    });
    expect(outer.PayloadContent).toEqual([
      {
        PayloadType: 'com.apple.caldav.account',
        PayloadVersion: 1,
        PayloadIdentifier: `app.listok.localhost-3000.caldav.user-${anna.id}.account`,
        PayloadUUID: expect.stringMatching(uuid),
        PayloadDisplayName: 'CalDAV (Листок)',
        CalDAVAccountDescription: 'Листок (localhost:3000)',
        CalDAVHostName: 'localhost',
        CalDAVPort: 3000,
        CalDAVUseSSL: false,
        CalDAVUsername: anna.username,
        CalDAVPassword: made.password,
        CalDAVPrincipalURL: `${testOrigin}/dav/principals/${anna.id}/`,
      },
    ]);
    // The account signs in to the CalDAV server, and what it finds is the principal the profile names.
    const found = await t.app.inject({
      method: 'PROPFIND' as 'GET',
      url: '/dav/',
      headers: { authorization: basic(anna.username, made.password), depth: '0' },
    });
    expect(found.statusCode).toBe(207);
    expect(found.body).toContain(`/dav/principals/${anna.id}/`);

    // Once: the next download is refused in the user's language, or, in a browser, sent to the calendar page.
    const again = await download(made.setup.url, { cookie: 'lang=en' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'PROFILE_LINK_GONE',
      message: expect.stringMatching(/^This profile link no longer works: it opens once and for at most 10 minutes/),
    });
    expect((await download(made.setup.url)).json().message).toMatch(/^Эта ссылка на профиль уже не действует/);
    const page = await download(made.setup.url, { 'sec-fetch-mode': 'navigate' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/settings/calendar?profile=gone');
    expect((await download(made.setup.url, {}, 'HEAD')).statusCode).toBe(410);
  });

  it('of a Mac gets a profile too, in the owner’s language, for the server’s own address', async () => {
    const anna = await signUp(t.app);
    expect((await call(t.app, anna, 'GET', '/api/lang/en')).status).toBe(200);
    const made = await makeDevice(anna, { name: 'MacBook', platform: 'mac' });
    expect(made.setup.kind).toBe('profile');
    const outer = readPlist((await download(made.setup.url)).body);
    expect(outer.PayloadDisplayName).toBe('Listok: lists in Reminders');
    expect(outer.PayloadDescription).toContain('“MacBook”');
  });

  it('named with markup and quotes keeps a well-formed profile that says the name as it is', async () => {
    const anna = await signUp(t.app);
    const name = `<Anna & "Boris"]]>'s iPad`;
    const made = await makeDevice(anna, { name, platform: 'iphone' });
    const outer = readPlist((await download(made.setup.url)).body);
    expect(outer.PayloadDescription).toContain(`«${name}»`);
    expect(JSON.stringify(outer)).toContain(made.password);
  });

  it('profile link stops working with its token revoked, after ten minutes, and for a secret not made', async () => {
    const anna = await signUp(t.app);
    const revoked = await makeDevice(anna, { name: 'iPad', platform: 'iphone' });
    expect((await call(t.app, anna, 'DELETE', `/api/user/tokens/${revoked.device.id}`)).status).toBe(204);
    expect((await download(revoked.setup.url)).statusCode).toBe(410);
    expect(
      await t.app.db.select().from(calendarProfiles).where(eq(calendarProfiles.tokenId, revoked.device.id)),
    ).toEqual([]);

    const late = await makeDevice(anna, { name: 'iPad 2', platform: 'iphone' });
    await t.app.db.execute(
      sql`update calendar_profiles set created_at = now() - interval '10 minutes 1 second' where token_id = ${late.device.id}`,
    );
    expect((await download(late.setup.url)).statusCode).toBe(410);
    const unknown = `${testOrigin}/api/calendar-profile?token=${'A'.repeat(43)}`;
    expect((await download(unknown)).statusCode).toBe(410);
    expect((await download(`${testOrigin}/api/calendar-profile`)).statusCode).toBe(400);
  });

  it('of Android gets the DAVx⁵ link with the account in it; Thunderbird, Home Assistant and others the values', async () => {
    const anna = await signUp(t.app);
    const phone = await makeDevice(anna, { name: 'Pixel — DAVx⁵', platform: 'android' });
    expect(phone.setup).toEqual({ kind: 'davx5', link: davx5Link(testOrigin, anna.username, phone.password) });
    // DAVx⁵ reads the link as an http(s) address with the user info (LoginActivity.loginInfoFromIntent).
    const read = new URL(phone.setup.link.replace(/^caldav:/, 'http:'));
    expect([decodeURIComponent(read.username), decodeURIComponent(read.password)]).toEqual([
      anna.username,
      phone.password,
    ]);
    expect(`${read.origin}${read.pathname}`).toBe(phone.server);
    for (const platform of ['thunderbird', 'home-assistant', 'other']) {
      expect((await makeDevice(anna, { name: platform, platform })).setup).toEqual({ kind: 'values' });
    }
    const listed = (await call(t.app, anna, 'GET', '/api/user/tokens')).body as { name: string; scope: string }[];
    expect(listed.map((token) => [token.name, token.scope])).toEqual([
      ['other', 'caldav'],
      ['home-assistant', 'caldav'],
      ['thunderbird', 'caldav'],
      ['Pixel — DAVx⁵', 'caldav'],
    ]);
    expect(await t.app.db.select().from(calendarProfiles)).not.toContainEqual(
      expect.objectContaining({ tokenId: phone.device.id }),
    );
  });

  it('is refused a bad name or device, and past the most tokens a user keeps, and nothing is made', async () => {
    const anna = await signUp(t.app);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '', platform: 'iphone' }, { name: 'Обязательное поле' }],
      [{ name: 'x'.repeat(65), platform: 'iphone' }, { name: 'Название токена — до 64 символов' }],
      [{ name: 'Windows', platform: 'windows' }, { platform: expect.stringMatching(/^Устройство: iphone, mac/) }],
      [{ name: 'iPhone' }, { platform: expect.stringMatching(/^Устройство/) }],
    ];
    for (const [body, errors] of cases) {
      const answer = await call(t.app, anna, 'POST', '/api/user/calendar-devices', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    for (let i = 0; i < apiTokensMax; i += 1)
      await createToken(t.app.db, anna.id, { name: `T${i}`, scope: 'read', lists: null });
    const over = await call(t.app, anna, 'POST', '/api/user/calendar-devices', { name: 'iPad', platform: 'iphone' });
    expect(over).toMatchObject({ status: 409, body: { code: 'TOKEN_QUOTA' } });
    const tokens = await t.app.db.select().from(apiTokens).where(eq(apiTokens.userId, anna.id));
    expect(tokens).toHaveLength(apiTokensMax);
    expect(tokens.filter((token) => token.scope === 'caldav')).toEqual([]);
    const ids = tokens.map((token) => token.id);
    expect(await t.app.db.select().from(calendarProfiles).where(inArray(calendarProfiles.tokenId, ids))).toEqual([]);
  });
});

describe('the DAVx⁵ link', () => {
  it('is davx5:// for https (port kept), caldav:// for http, with user name and password percent-encoded', () => {
    expect(davx5Link('https://listok.example', 'anna', 'lstk_a-b_c')).toBe(
      'davx5://anna:lstk_a-b_c@listok.example/dav/',
    );
    expect(davx5Link('https://listok.example:8443/family', 'anna', 'p')).toBe(
      'davx5://anna:p@listok.example:8443/family/dav/',
    );
    expect(davx5Link('http://192.168.1.20:3000', 'Аня_1', 'p:w@/')).toBe(
      'caldav://%D0%90%D0%BD%D1%8F_1:p%3Aw%40%2F@192.168.1.20:3000/dav/',
    );
  });
});
