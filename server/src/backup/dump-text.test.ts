import { describe, expect, it } from 'vitest';
import { checkDump, forTarget } from './dump-text.js';
import { BackupRefused } from './refusal.js';

/** The shape of pg_dump's plain output, small: prologue, objects, rows, closing line. */
function dump(body: string, prologue = 'SET statement_timeout = 0;\nSET transaction_timeout = 0;\n') {
  return [
    '--',
    '-- PostgreSQL database dump',
    '--',
    '',
    '\\restrict K3y',
    '',
    prologue,
    '--',
    '-- Name: users; Type: TABLE; Schema: public; Owner: -',
    '--',
    '',
    'CREATE TABLE drizzle.__drizzle_migrations (',
    '    id integer',
    ');',
    'CREATE TABLE public.users (',
    '    note text',
    ');',
    body,
    '--',
    '-- PostgreSQL database dump complete',
    '--',
    '',
    '\\unrestrict K3y',
    '',
  ].join('\n');
}

const refusal = (text: string) => {
  try {
    checkDump(text, 'listok.sql');
  } catch (error) {
    if (error instanceof BackupRefused) return error.message;
    throw error;
  }
  return undefined;
};

describe('checkDump', () => {
  it('takes a whole plain-SQL dump with the Listok tables', () => {
    expect(refusal(dump("INSERT INTO public.users VALUES ('a');"))).toBeUndefined();
  });

  it('names what is wrong with anything else', () => {
    expect(refusal('PGDMP\u0000binary custom format')).toMatch(
      /^listok\.sql is not a Listok backup: it does not begin/,
    );
    expect(refusal('')).toMatch(/is not a Listok backup/);
    const whole = dump("INSERT INTO public.users VALUES ('a');");
    expect(refusal(whole.slice(0, whole.indexOf('-- PostgreSQL database dump complete')))).toMatch(
      /^listok\.sql is incomplete: pg_dump's closing line/,
    );
    expect(refusal(dump('COPY public.users (note) FROM stdin;\na\n\\.'))).toMatch(/holds its rows as COPY blocks/);
    expect(refusal(dump('').replace('CREATE TABLE public.users (', 'CREATE TABLE public.people ('))).toMatch(
      /lacks Listok's tables/,
    );
  });
});

describe('forTarget', () => {
  it("drops the prologue's settings the target does not know and psql's restrict lines", () => {
    const text = dump("INSERT INTO public.users VALUES ('a');");
    const for15 = forTarget(text, new Set(['statement_timeout']));
    expect(for15).toContain('SET statement_timeout = 0;');
    expect(for15).not.toContain('transaction_timeout');
    expect(for15).not.toMatch(/restrict/);
    expect(forTarget(text, new Set(['statement_timeout', 'transaction_timeout']))).toContain(
      'SET transaction_timeout = 0;',
    );
  });

  it('leaves the rows as they are, lines that look like settings or meta-commands included', () => {
    const row = "INSERT INTO public.users VALUES ('line one\nSET transaction_timeout = 0;\n\\restrict other\n');";
    expect(forTarget(dump(row), new Set())).toContain(row);
  });
});
