import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Email } from '@listok/contract';
import { z } from 'zod';
import { type SsoConfig, ssoOf, ssoVariables } from './config-sso.js';
import { type AllowedHost, parseAllowList } from './lib/link-fetch/allow-list.js';

const flag = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => v === 'on' || v === 'true' || v === '1');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  FEEDBACK_TO: z.email().optional(),
  PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_ADDRESS: flag.default(true),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(180),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  TRUST_PROXY: flag.default(false),
  PUSH_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(20),
  BODY_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(600).default(30),
  LISTS_PER_DAY: z.coerce.number().int().min(1).default(200),
  OWN_PRODUCTS_PER_DAY: z.coerce.number().int().min(1).default(1000),
  PUSH_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  PASTES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RECIPE_IMPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https:// address')
    .optional(),
  PUSH_BUNDLE_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  PUSH_BUNDLE_MAX_SECONDS: z.coerce.number().min(0.05).max(86400).default(120),
  PUSH_ENDPOINT_ALLOW: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const origins: string[] = [];
      for (const part of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const url = URL.parse(part);
        if (!url || !/^https?:$/.test(url.protocol))
          ctx.addIssue({ code: 'custom', message: `not an origin: ${part}` });
        else origins.push(url.origin);
      }
      return origins;
    }),
  LINK_FETCH_ALLOW: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const { hosts, problems } = parseAllowList(text);
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return hosts;
    }),
  // Read the pages of items' links in the background (features/lists/links); off in the tests, which read on demand.
  LINK_PAGES: flag.default(true),
  // An email only: the grant waits for its owner to confirm it, which a username cannot be.
  LISTOK_BOOTSTRAP_ADMIN: z
    .string()
    .trim()
    .refine((value) => Email.safeParse(value).success, {
      error: 'must be an email (the account gets admin rights once its owner confirms this address)',
    })
    .optional(),
  PUSH_BUS: z.enum(['local', 'postgres', 'redis', 'nats']).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  NATS_URL: z.url({ protocol: /^(nats|tls|wss?)$/ }).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().trim().min(16, 'at least 16 characters').optional(),
  ...ssoVariables,
  PASSWORD_LOGIN: flag.default(true),
});

/** The metrics listener: where it listens, and the bearer token a scrape must bring when one is set. */
export interface MetricsListener {
  port: number;
  host: string;
  token?: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  feedbackTo: string | undefined;
  pageSize: number;
  logLevel: string;
  rateLimitAddress: boolean;
  /** Where per-address counters live: one process's memory, or the database shared by every process. */
  rateLimitStore: 'memory' | 'database';
  loginFailureLimit: number;
  loginFailureWindowMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** How long a process reuses a session it looked up (0: never); see plugins/sessions.ts. */
  sessionCacheMs: number;
  trustProxy: boolean;
  /** Comment lines sent on idle push streams, so proxies keep them open. */
  pushHeartbeatMs: number;
  /** A request body that has not arrived in full this long after its headers is cut off (408). */
  bodyTimeoutMs: number;
  /** New lists, and new own products, one user may create in 24 hours (429 beyond). */
  quotas: { listsPerDay: number; ownProductsPerDay: number };
  /** Push streams one client address may hold open at once in a process (lifted by RATE_LIMIT_ADDRESS=off). */
  pushStreamsPerAddress: number;
  /** Calls one API token may make in a minute (429 beyond). */
  tokenRequestsPerMinute: number;
  /** Costly calls one user may make in a minute in a process (429 beyond; plugins/work-limits.ts). */
  limits: { searchesPerMinute: number; pastesPerMinute: number; importsPerMinute: number };
  /**
   * An email whose account is made admin once the address is confirmed, if no admin exists then; it grants once
   * (lib/bootstrap-admin.ts). A first admin without the CLI; end-to-end tests.
   */
  bootstrapAdmin: string | undefined;
  /** Web Push (features/web-push/web-push.ts). */
  webPush: {
    /** The VAPID key pair from the environment; without it one is made at first start and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** Who runs this server, for push services (VAPID `sub`): a mailto: or https: address. */
    vapidSubject: string;
    /** A list's changes make one notification once it has been quiet this long… */
    bundleMs: number;
    /** …or its first change is this old. */
    bundleMaxMs: number;
    /** Origins a push endpoint may have beyond public https addresses (tests, private push services). */
    endpointAllow: string[];
    /** The time reminders of to-dos are due by (features/web-push/reminders.ts): the clock, set by tests. */
    now: () => Date;
  };
  /** Fetching users' links (lib/link-fetch/): hosts it may reach although not public (tests, an intranet). */
  linkFetch: { allow: AllowedHost[]; readPages: boolean };
  /** Directory of the built web client; absent in API-only tests. */
  webDist: string | undefined;
  /** What carries push events and wake-ups between server processes (plugins/push-bus/). */
  pushBus:
    | { kind: 'local' }
    | { kind: 'postgres'; url: string }
    | { kind: 'redis'; url: string }
    | { kind: 'nats'; url: string };
  /** Where Prometheus scrapes `/metrics` (a listener of its own, never the app's port); undefined: not served. */
  metrics: MetricsListener | undefined;
  /** Single sign-on with an OpenID Provider (features/auth/oidc.*.ts); undefined when it is not set up. */
  sso: SsoConfig | undefined;
  /** Whether people may sign in and sign up with a password (PASSWORD_LOGIN); off only beside single sign-on. */
  passwordLogin: boolean;
}

const day = 24 * 60 * 60 * 1000;

/** The public address when it is https, else a mail address: the feedback one, or no-reply at the public host. */
function defaultVapidSubject(publicUrl: string | undefined, feedbackTo: string | undefined): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  if (feedbackTo) return `mailto:${feedbackTo}`;
  return `mailto:no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}`;
}

/**
 * Every variable may instead be given as `<NAME>_FILE`: the path of a file that holds its value (container secrets),
 * read here with its trailing line break dropped. Both at once is an error, as is a file that cannot be read.
 */
export function withFileVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  const problems: string[] = [];
  for (const name of Object.keys(Env.shape)) {
    const path = env[`${name}_FILE`];
    if (path === undefined) continue;
    if (env[name] !== undefined) {
      problems.push(`${name} and ${name}_FILE are both set: set only one`);
      continue;
    }
    try {
      out[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
    delete out[`${name}_FILE`];
  }
  if (problems.length > 0) throw new Error(`Bad configuration: ${problems.join('; ')}`);
  return out;
}

/** PUSH_BUS with the address it needs: by default NOTIFY on PostgreSQL, and nothing on the embedded database. */
function pushBusOf(e: z.infer<typeof Env>): Config['pushBus'] {
  const kind = e.PUSH_BUS ?? (e.DATABASE_URL ? 'postgres' : 'local');
  const needs = (name: 'DATABASE_URL' | 'REDIS_URL' | 'NATS_URL', url: string | undefined) => {
    if (!url) throw new Error(`Bad configuration: PUSH_BUS=${kind} needs ${name}`);
    return url;
  };
  if (kind === 'postgres') return { kind, url: needs('DATABASE_URL', e.DATABASE_URL) };
  if (kind === 'redis') return { kind, url: needs('REDIS_URL', e.REDIS_URL) };
  if (kind === 'nats') return { kind, url: needs('NATS_URL', e.NATS_URL) };
  return { kind };
}

/** Parses the environment; throws with every problem listed when it is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { webDist?: string } = {}): Config {
  const parsed = Env.safeParse(withFileVariables(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Bad configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new Error('Bad configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (or neither: one is made)');
  }
  const pushBus = pushBusOf(e);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new Error('Bad configuration: METRICS_PORT must differ from PORT (metrics are never served on the app port)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    feedbackTo: e.FEEDBACK_TO,
    pageSize: e.PAGE_SIZE,
    logLevel: e.LOG_LEVEL,
    rateLimitAddress: e.RATE_LIMIT_ADDRESS,
    // Several processes are possible only on PostgreSQL: share the counters there by default.
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    loginFailureLimit: e.LOGIN_FAILURE_LIMIT,
    loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000,
    sessionIdleMs: e.SESSION_IDLE_DAYS * day,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * day,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    pushHeartbeatMs: e.PUSH_HEARTBEAT_SECONDS * 1000,
    bodyTimeoutMs: e.BODY_TIMEOUT_SECONDS * 1000,
    quotas: { listsPerDay: e.LISTS_PER_DAY, ownProductsPerDay: e.OWN_PRODUCTS_PER_DAY },
    pushStreamsPerAddress: e.PUSH_STREAMS_PER_ADDRESS,
    tokenRequestsPerMinute: e.TOKEN_REQUESTS_PER_MINUTE,
    limits: {
      searchesPerMinute: e.SEARCHES_PER_MINUTE,
      pastesPerMinute: e.PASTES_PER_MINUTE,
      importsPerMinute: e.RECIPE_IMPORTS_PER_MINUTE,
    },
    webPush: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.PUBLIC_URL, e.FEEDBACK_TO),
      bundleMs: e.PUSH_BUNDLE_SECONDS * 1000,
      bundleMaxMs: Math.max(e.PUSH_BUNDLE_MAX_SECONDS, e.PUSH_BUNDLE_SECONDS) * 1000,
      endpointAllow: e.PUSH_ENDPOINT_ALLOW,
      now: () => new Date(),
    },
    linkFetch: { allow: e.LINK_FETCH_ALLOW, readPages: e.LINK_PAGES },
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : defaults.webDist,
    bootstrapAdmin: e.LISTOK_BOOTSTRAP_ADMIN?.toLowerCase(),
    pushBus,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    sso: ssoOf(e),
    passwordLogin: e.PASSWORD_LOGIN,
  };
}
