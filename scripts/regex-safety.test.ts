import { fileURLToPath } from 'node:url';
import { checkSync, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { type BuiltRegex, type FoundRegex, readRegexes } from './regex-literals';

/**
 * SECURITY.md, "Fourth review": no regular expression on a request's path is worse than linear. Every regular
 * expression of contract/src, server/src and web/src (tests and test helpers aside) is read from the code and given to
 * recheck, a ReDoS checker (automata and fuzzing), which answers whether some input makes it backtrack super-linearly.
 * A few that never see a request's text are allowed, each with where its text comes from.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const folders = ['contract/src', 'server/src', 'web/src'];
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('server/src/test/') || file.startsWith('web/src/test/');

// recheck's checker compiled to JavaScript, in this process: no Java, no native binary, no worker.
process.env.RECHECK_SYNC_BACKEND = 'pure';
/** No time limits: the checker's fuzzing then stops on its step counts alone, so a busy machine gets the same answer. */
const deterministic = { timeout: null, attackTimeout: null, incubationTimeout: null, seedingTimeout: null };

interface Allowed {
  file: string;
  source: string;
  /** Where its text comes from: never from a request. */
  reason: string;
}

/** Super-linear patterns that never see what a request brings. They are not checked, only held to the code. */
const allowed: Allowed[] = [
  {
    file: 'server/src/config.ts',
    source: String.raw`\/+$`,
    reason: 'PUBLIC_URL from the environment, read once at start-up',
  },
  {
    file: 'server/src/plugins/docs.ts',
    source: String.raw`\s*upgrade-insecure-requests;?`,
    reason: "the API docs page's own Content-Security-Policy, a constant of @fastify/swagger-ui",
  },
  {
    file: 'server/src/backup/dump-text.ts',
    source: '^COPY [^\\n]* FROM stdin;$',
    reason: '`npm run restore`: the backup file the operator names on the command line',
  },
  {
    file: 'web/src/features/notifications/push-device.ts',
    source: '=+$',
    reason: "the server's VAPID public key (GET /api/push/key, 87 characters), not typed text",
  },
];

interface Built {
  file: string;
  /** What the first argument of its `RegExp(…)` is built from, as written there. */
  from: string;
  /** Why what it is built from keeps it linear. */
  reason: string;
}

/** Regular expressions built from what only the running code knows: each read by eye. */
const builtAtRunTime: Built[] = [
  {
    file: 'contract/src/core/routes.ts',
    from: "route.replace(':id', '\\\\d{1,10}')",
    reason: 'a path of the web route table, anchored at both ends: no repetition but `\\d{1,10}`',
  },
  {
    file: 'server/src/features/lists/realtime/push.routes.ts',
    from: 'app.config.publicUrl.replace(',
    reason: 'PUBLIC_URL with every special character escaped, then `/lists/(\\d{1,10})$`: no repetition but the id',
  },
];

const { found, built } = readRegexes(root, folders, isTestCode);
const isAllowed = (regex: FoundRegex) => allowed.some((a) => a.file === regex.file && a.source === regex.source);

/** What is wrong with a regular expression: super-linear (with an attack), or unreadable to the checker. */
function problemOf(diagnostics: Diagnostics): string | undefined {
  if (diagnostics.status === 'vulnerable') {
    return `${diagnostics.complexity.summary}, slow on ${diagnostics.attack.pattern}`;
  }
  return diagnostics.status === 'unknown' ? `not checked: ${diagnostics.error.kind}` : undefined;
}

describe('regular expressions on the path of a request', () => {
  it('are found in the code', () => {
    expect(found.length).toBeGreaterThan(150);
    expect(found).toContainEqual(expect.objectContaining({ file: 'contract/src/items/add-text.ts', flags: 'u' }));
  });

  it('backtrack at most linearly in their input', { timeout: 120_000 }, () => {
    // Each pattern once (several files share some); `d` only adds match indices, and recheck does not know it.
    const patterns = new Map<string, FoundRegex[]>();
    for (const regex of found.filter((r) => !isAllowed(r))) {
      const key = `/${regex.source}/${regex.flags.replace('d', '')}`;
      patterns.set(key, [...(patterns.get(key) ?? []), regex]);
    }
    const problems = [...patterns.values()].flatMap((regexes) => {
      const [{ source, flags }] = regexes as [FoundRegex];
      const problem = problemOf(checkSync(source, flags.replace('d', ''), deterministic));
      return problem ? regexes.map((r) => `${r.file}:${r.line} /${source}/${flags}: ${problem}`) : [];
    });
    expect(problems).toEqual([]);
  });

  it('are allowed to be super-linear only where the code still has them', () => {
    const stale = allowed.filter((a) => !found.some((r) => r.file === a.file && r.source === a.source));
    expect(stale).toEqual([]);
  });

  it('are built at run time only where each was read by eye', () => {
    const readBy = (regex: BuiltRegex) =>
      builtAtRunTime.find((b) => b.file === regex.file && regex.argument.includes(b.from));
    expect(built.filter((regex) => !readBy(regex))).toEqual([]);
    expect(builtAtRunTime.filter((b) => !built.some((regex) => readBy(regex) === b))).toEqual([]);
  });
});
