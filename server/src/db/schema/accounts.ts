/** Accounts: users, their sessions and API tokens, sign-in failures, recovery tokens, email changes and contacts. */
import { apiTokenScopes } from '@listok/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** Key/value facts about the database itself, such as the version of the seed data loaded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const timeZones = pgTable('time_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * Null for an account made by single sign-on whose provider confirmed no email, and for a signed-up one until its
     * address is confirmed (it waits in email_changes, lib/address-links.ts offerAddress): an address becomes an
     * account's only through its mailbox, so sign-up never tells whether one is registered. Accounts signed up before
     * that may hold an address not confirmed yet (email_confirmed_at null).
     */
    email: text('email'),
    /**
     * When the email was shown to be the account owner's: its mailed link opened (sign-up, email change), or a single
     * sign-on provider verified it. Null until then; single sign-on links by email only to a confirmed address.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    username: text('username').notNull(),
    /**
     * usernameSkeleton() of the username (features/auth/skeleton.ts): unique, so two names that look alike cannot both exist.
     * Written with the user; filled for older rows at start-up (fillUsernameSkeletons). Null only for an older name
     * that looks like an even older one: it stays, and the older one's skeleton still keeps newcomers off both.
     */
    usernameSkeleton: text('username_skeleton'),
    /** Null for an account made by single sign-on: it has no password until one is set through recovery. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    lang: text('lang', { enum: ['ru', 'en'] })
      .notNull()
      .default('ru'),
    timeZoneId: integer('time_zone_id').references(() => timeZones.id),
    /**
     * The goods the user keeps at home (`GET/PUT /api/recipes/at-home`): a recipe's lines naming them come unticked.
     * Null until the user changes it: salt, pepper and water in the user's language.
     */
    atHome: text('at_home').array(),
    /** The currency (ISO 4217) the user's new lists get; null: by the language (contract `defaultCurrency`). */
    currency: text('currency'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_lang_check', sql`${t.lang} in ('ru', 'en')`),
  ],
);

/**
 * Who a user is at an OpenID Provider (single sign-on): its issuer and the subject it names the person by. A sign-in
 * whose provider confirmed no email finds its account by this link; every sign-in through the provider records one.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A single sign-on sent to the provider and not back yet: the SHA-256 of its `state` (which the browser also holds in
 * a cookie), the nonce and PKCE verifier to check the answer with, and where to go afterwards. Used once: the callback
 * deletes it; unused ones are purged after their lifetime.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to'),
    createdAt: createdAt(),
  },
  (t) => [index('sso_requests_created_idx').on(t.createdAt)],
);

/** Server-side sessions; the cookie carries a random token, the row keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Personal API tokens (`Authorization: Bearer lstk_…`): kept only as their SHA-256, like sessions. `lists` null: every
 * list the user can reach, now and later; else only these.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: apiTokenScopes }).notNull(),
    lists: integer('lists').array(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/**
 * The one-time link of a calendar device's configuration profile (features/tokens/calendar-profiles.repo.ts): the
 * SHA-256 of the link's secret, and the device's app password sealed with a key only that secret gives (AES-256-GCM),
 * so the table alone opens nothing. Used once: the download deletes it; it goes with its token, and unused ones are
 * purged after their lifetime.
 */
export const calendarProfiles = pgTable(
  'calendar_profiles',
  {
    secretHash: text('secret_hash').primaryKey(),
    tokenId: integer('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    sealedPassword: text('sealed_password').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_profiles_token_idx').on(t.tokenId), index('calendar_profiles_created_idx').on(t.createdAt)],
);

/** Failed sign-ins, counted per account and per address to slow down password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `user:<id>` for an existing account, `login:<name>` for an unknown one, so both are limited alike. */
    account: text('account').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * Addresses an account signed in from lately, hashed with the account: beyond the per-account ceiling of failures they
 * are still let in (see auth.service.ts). Purged after SESSION_IDLE_DAYS.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    account: text('account').notNull(),
    addressHash: text('address_hash').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.addressHash] }), index('sign_in_addresses_last_idx').on(t.lastAt)],
);

export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_tokens_user_idx').on(t.userId)],
);

/**
 * A link that confirms an address, waiting to be opened: a new address (an email change) or the one the account has
 * (a sign-up, or "send again"). The mailed link carries a token stored here only as its SHA-256. Opening it within the
 * lifetime sets the address and marks it confirmed; a new link uses up the earlier ones.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export const contacts = pgTable(
  'contacts',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.contactId] }),
    check('contacts_not_self', sql`${t.ownerId} <> ${t.contactId}`),
  ],
);
