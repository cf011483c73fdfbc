import type { FastifyInstance } from 'fastify';
import { call, type TestUser } from './factories.js';

// A calendar app's requests to the CalDAV server (features/caldav) in the tests: an app password, its Basic header,
// and WebDAV requests with an XML body.

/** A new app password of the user (a token of scope `caldav`, or of another scope to show it is refused). */
export async function appPassword(app: FastifyInstance, user: TestUser, scope = 'caldav'): Promise<string> {
  const made = await call(app, user, 'POST', '/api/user/tokens', { name: 'Reminders', scope, lists: null });
  if (made.status !== 201) throw new Error(`app password: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.token;
}

export const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** A request as a calendar app makes it: any method, an XML body unless `headers` name another type. */
export function davRequest(
  app: FastifyInstance,
  method: string,
  url: string,
  authorization: string | undefined,
  body = '',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...(authorization && { authorization }), 'content-type': 'application/xml; charset=utf-8', ...headers },
    payload: body,
  });
}
