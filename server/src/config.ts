import { resolve } from 'node:path';
import { z } from 'zod';

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
  LISTOK_BOOTSTRAP_ADMIN: z.string().trim().min(1).optional(),
});

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
  /** An email or username that is made admin when it signs up (a first admin without the CLI; end-to-end tests). */
  bootstrapAdmin: string | undefined;
  /** Web Push (plugins/web-push.ts). */
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
  };
  /** Directory of the built web client; absent in API-only tests. */
  webDist: string | undefined;
}

const day = 24 * 60 * 60 * 1000;

/** The public address when it is https, else a mail address: the feedback one, or no-reply at the public host. */
function defaultVapidSubject(publicUrl: string | undefined, feedbackTo: string | undefined): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  if (feedbackTo) return `mailto:${feedbackTo}`;
  return `mailto:no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}`;
}

/** Parses the environment; throws with every problem listed when it is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { webDist?: string } = {}): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Bad configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new Error('Bad configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (or neither: one is made)');
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
    webPush: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.PUBLIC_URL, e.FEEDBACK_TO),
      bundleMs: e.PUSH_BUNDLE_SECONDS * 1000,
      bundleMaxMs: Math.max(e.PUSH_BUNDLE_MAX_SECONDS, e.PUSH_BUNDLE_SECONDS) * 1000,
      endpointAllow: e.PUSH_ENDPOINT_ALLOW,
    },
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : defaults.webDist,
    bootstrapAdmin: e.LISTOK_BOOTSTRAP_ADMIN?.toLowerCase(),
  };
}
