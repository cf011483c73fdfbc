import { z } from 'zod';
import { IdParam, idOf, RowId } from '../core/common.js';
import { visibleText } from '../text/visible-text.js';

/** Personal API tokens (docs/api.md "API tokens", docs/integrations.md). */

/** What every token starts with, so that it is recognised in a config file or a leak scanner. */
export const apiTokenPrefix = 'lstk_';
/** The most tokens one user keeps. */
export const apiTokensMax = 50;
/** The most tokens one user makes in an hour (a stolen session must not mint and drop credentials without end). */
export const apiTokenCreationsPerHour = 20;
export const apiTokenNameMax = 64;

/** `caldav`: an app password for calendar apps (the CalDAV server only, with HTTP Basic; docs/integrations.md). */
export const apiTokenScopes = ['read', 'write', 'caldav'] as const;
export const ApiTokenScope = z.enum(apiTokenScopes, { error: 'validation.tokenScope' });
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/** A token's name: what it is for (a program, a device), as the list of tokens shows it. */
export const ApiTokenName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(apiTokenNameMax, { error: 'validation.tokenName' })
  .check(visibleText('validation.hiddenChars'));

/** `POST /api/user/tokens`. */
export const CreateApiTokenBody = z.object({
  name: ApiTokenName,
  scope: ApiTokenScope,
  /** The lists the token may reach; null: every list the user can reach, now and later. */
  lists: z
    .array(idOf('validation.tokenLists'), { error: 'validation.tokenLists' })
    .min(1, { error: 'validation.tokenLists' })
    .max(100, { error: 'validation.tokenLists' })
    .nullable(),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

/** A token as the list of tokens shows it (never the token itself). */
export const ApiToken = z.object({
  id: RowId,
  name: z.string(),
  scope: ApiTokenScope,
  lists: z.array(RowId).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** The answer of `POST /api/user/tokens`: the only time the token is shown. */
export const CreatedApiToken = ApiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const ApiTokenParams = z.object({ id: IdParam });
