import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cookieHeader } from './app.js';

let counter = 0;

/** Unique signup fields; every test makes its own people. */
export function newUserFields(overrides: Partial<{ email: string; username: string; password: string }> = {}) {
  counter += 1;
  const tag = `${randomBytes(3).toString('hex')}${counter}`;
  const password = overrides.password ?? 'secret-pw1';
  return {
    email: overrides.email ?? `user${tag}@example.com`,
    username: overrides.username ?? `user_${tag}`,
    password,
    password_re: password,
  };
}

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
  /** Cookie header of a signed-in session. */
  cookie: string;
}

/** Registers a user through the API and returns its signed-in session. */
export async function signUp(
  app: FastifyInstance,
  overrides: Parameters<typeof newUserFields>[0] = {},
): Promise<TestUser> {
  const fields = newUserFields(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: fields });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const { id } = response.json() as { id: number };
  return {
    id,
    email: fields.email,
    username: fields.username,
    password: fields.password,
    cookie: cookieHeader(response),
  };
}

/** Signs in with the form-encoded call of the contract. */
export function logIn(app: FastifyInstance, login: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ _username: login, _password: password }).toString(),
  });
}
