import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import {
  bySummary,
  type DavAccount,
  type DavServer,
  type HeldTodo,
  type ListSeed,
  type TodoSeed,
} from './dav-account.js';
import { startDavRecorder } from './dav-recorder.js';

// Radicale (Debian's `radicale`, `.ci/run` installs it), a reference CalDAV server: the CalDAV client scripts run
// against it as against Listok, so a script that is wrong about the protocol fails there too.

export interface Radicale {
  url: string;
  /** Lets a user in with this password (Radicale reads its htpasswd file at every login). */
  addUser(username: string, password: string): void;
  close(): Promise<void>;
}

/** A port nothing listens on now (the OS's pick, handed over to Radicale). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const configOf = (port: number, dir: string) => `[server]
hosts = 127.0.0.1:${port}
[auth]
type = htpasswd
htpasswd_filename = ${join(dir, 'users')}
htpasswd_encryption = plain
delay = 0
[rights]
type = owner_only
[storage]
filesystem_folder = ${join(dir, 'collections')}
[web]
type = none
[logging]
level = warning
`;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts Radicale on a free loopback port with its own storage, and waits until it answers (at most 15 s). */
export async function startRadicale(): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), 'listok-radicale-'));
  const port = await freePort();
  writeFileSync(join(dir, 'config'), configOf(port, dir));
  writeFileSync(join(dir, 'users'), '');
  const child: ChildProcess = spawn('/usr/bin/radicale', ['-C', join(dir, 'config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // A ceiling should `close` never come (a test run killed): no test file takes that long.
    timeout: 15 * 60_000,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    if (!ended) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await answers(url))) {
    if (ended || Date.now() > deadline) {
      await close();
      throw new Error(`Radicale did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    addUser: (username, password) => appendFileSync(join(dir, 'users'), `${username}:${password}\n`),
    close,
  };
}

const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeText = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
const unescapeText = (text: string) =>
  text.replace(/\\([\\,;nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

/** The properties of a calendar object's VTODO by name (lines unfolded; parameters dropped). */
function vtodoProps(ics: string): Map<string, string> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const start = lines.indexOf('BEGIN:VTODO');
  const props = new Map<string, string>();
  for (const line of lines.slice(start + 1, lines.indexOf('END:VTODO'))) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (match) props.set(match[1]!, match[2]!);
  }
  return props;
}

const stamp = () => `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function seedObject(todo: TodoSeed, uid: string): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Listok tests//seed//EN', 'BEGIN:VTODO'];
  lines.push(`UID:${uid}`, `DTSTAMP:${stamp()}`, `SUMMARY:${escapeText(todo.summary)}`);
  lines.push(...(todo.done ? ['STATUS:COMPLETED', `COMPLETED:${stamp()}`] : ['STATUS:NEEDS-ACTION']));
  if (todo.due) lines.push(`DUE;VALUE=DATE:${todo.due}`);
  if (todo.rrule) lines.push(`RRULE:${todo.rrule}`);
  return [...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n');
}

/** The object with these properties of its VTODO written anew, as a client that changes them writes it. */
function rewritten(ics: string, props: Record<string, string>): string {
  const names = Object.keys(props);
  const kept = ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => !names.some((name) => line.startsWith(`${name}:`) || line.startsWith(`${name};`)));
  kept.splice(kept.indexOf('END:VTODO'), 0, ...names.map((name) => `${name}:${props[name]}`));
  return kept.join('\r\n');
}

const xml = new XMLParser({ removeNSPrefix: true, parseTagValue: false, isArray: (name) => name === 'response' });

/** A request to Radicale as a user's client makes it; a refusal throws. */
type DavCall = (method: string, path: string, body?: string, headers?: Record<string, string>) => Promise<Response>;

function clientOf(base: string, username: string, password: string): DavCall {
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  return async (method, path, body, headers = {}) => {
    const response = await fetch(new URL(path, base), {
      method,
      headers: { authorization, 'content-type': 'application/xml; charset=utf-8', ...headers },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 300) throw new Error(`Radicale: ${method} ${path} ${response.status}`);
    return response;
  };
}

const mkcalendar = (name: string) =>
  `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${escapeXml(name)}</D:displayname><C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`;

/** Makes the lists with MKCALENDAR and their to-dos with PUT; the path of each list by its name. */
async function makeLists(dav: DavCall, username: string, lists: ListSeed[]): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  for (const [index, seed] of lists.entries()) {
    const path = `/${username}/list-${index + 1}/`;
    paths.set(seed.name, path);
    await dav('MKCALENDAR', path, mkcalendar(seed.name));
    for (const [number, todo] of seed.todos.entries()) {
      const uid = `seed-${index + 1}-${number + 1}@listok.test`;
      await dav('PUT', `${path}${uid}.ics`, seedObject(todo, uid), { 'content-type': 'text/calendar' });
    }
  }
  return paths;
}

const everyTodo =
  '<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"/></C:comp-filter></C:filter></C:calendar-query>';

/** A list's calendar objects: href, ETag, text and the VTODO's properties. */
async function objectsOf(dav: DavCall, path: string) {
  const answer = await dav('REPORT', path, everyTodo, { depth: '1' });
  const responses: any[] = xml.parse(await answer.text()).multistatus.response ?? [];
  return responses.map((entry) => {
    const { prop } = [entry.propstat].flat()[0];
    const text = prop['calendar-data'] as string;
    return { href: entry.href as string, etag: prop.getetag as string, text, props: vtodoProps(text) };
  });
}

function heldTodo(props: Map<string, string>): HeldTodo {
  const due = props.get('DUE');
  return {
    summary: unescapeText(props.get('SUMMARY') ?? ''),
    done: props.get('STATUS') === 'COMPLETED',
    due: due ? `${due.slice(0, 4)}-${due.slice(4, 6)}-${due.slice(6, 8)}` : null,
    note: unescapeText(props.get('DESCRIPTION') ?? ''),
  };
}

/**
 * Radicale in a directory of its own. An account's lists are made with MKCALENDAR and PUT, and changed from elsewhere
 * by writes with `If-Match`, as another client of it makes them; it reads no text, so a to-do is stored as given.
 */
export async function startRadicaleServer(): Promise<DavServer> {
  const radicale = await startRadicale();
  const recorder = await startDavRecorder(radicale.url);
  let accounts = 0;

  async function account(lists: ListSeed[]): Promise<DavAccount> {
    accounts += 1;
    const username = `user${accounts}`;
    const password = `pw-${accounts}-${Date.now()}`;
    radicale.addUser(username, password);
    const dav = clientOf(radicale.url, username, password);
    const paths = await makeLists(dav, username, lists);
    const objectNamed = async (list: string, summary: string) => {
      const objects = await objectsOf(dav, paths.get(list)!);
      const object = objects.find((candidate) => heldTodo(candidate.props).summary === summary);
      if (!object) throw new Error(`no to-do ${summary} in ${list}`);
      return object;
    };
    const rewrite = async (list: string, summary: string, props: Record<string, string>) => {
      const { href, etag, text } = await objectNamed(list, summary);
      await dav('PUT', href, rewritten(text, props), { 'content-type': 'text/calendar', 'if-match': etag });
    };
    return {
      username,
      password,
      held: async (list) => bySummary((await objectsOf(dav, paths.get(list)!)).map(({ props }) => heldTodo(props))),
      tick: (list, summary) =>
        rewrite(list, summary, { STATUS: 'COMPLETED', COMPLETED: stamp(), 'PERCENT-COMPLETE': '100' }),
      note: (list, summary, note) => rewrite(list, summary, { DESCRIPTION: escapeText(note) }),
      async remove(list, summary) {
        const { href, etag } = await objectNamed(list, summary);
        await dav('DELETE', href, undefined, { 'if-match': etag });
      },
    };
  }

  return {
    recorder,
    account,
    async close() {
      await recorder.close();
      await radicale.close();
    },
  };
}
