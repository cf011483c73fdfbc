import { z } from 'zod';
import { ApiToken, ApiTokenParams, apiTokensMax, CreateApiTokenBody, CreatedApiToken } from '../account/tokens.js';
import { route } from './route.js';

const tags = ['tokens'];

export const apiTokens = route({
  method: 'GET',
  path: '/api/user/tokens',
  answers: { 200: z.array(ApiToken) },
  summary: "The caller's API tokens (never the tokens themselves)",
  tags,
});

export const createApiToken = route({
  method: 'POST',
  path: '/api/user/tokens',
  body: CreateApiTokenBody,
  answers: { 201: CreatedApiToken },
  errors: ['TOKEN_QUOTA'],
  summary: `A new API token (at most ${apiTokensMax}); the token is in this answer only, the server keeps its hash`,
  tags,
});

export const revokeApiToken = route({
  method: 'DELETE',
  path: '/api/user/tokens/:id',
  params: ApiTokenParams,
  answers: { 204: null },
  errors: ['NOT_FOUND'],
  summary: 'Revoke an API token: its next call is 401, and its open event streams end',
  tags,
});
