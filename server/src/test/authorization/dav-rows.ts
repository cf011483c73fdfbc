/**
 * Authorization matrix rows of the CalDAV server: it takes only an app password over HTTP Basic (features/caldav,
 * dav.test.ts), so a session's cookie opens nothing there; the well-known address sends everyone to its root.
 */
import { all, type Row } from './matrix.js';

const davMethods = ['OPTIONS', 'PROPFIND', 'PROPPATCH', 'REPORT', 'MKCALENDAR', 'GET', 'PUT', 'DELETE'] as const;

export const davRows: Row[] = [
  ...(['GET', 'PROPFIND'] as const).map((method) => ({
    route: `${method} /.well-known/caldav`,
    request: () => ({ method, url: '/.well-known/caldav' }),
    expect: all(301),
  })),
  { route: 'PROPFIND /', request: () => ({ method: 'PROPFIND', url: '/' }), expect: all(301) },
  ...davMethods.flatMap((method) => [
    { route: `${method} /dav/`, request: () => ({ method, url: '/dav/' }), expect: all(401) },
    {
      route: `${method} /dav/*`,
      request: (c: Parameters<Row['request']>[0]) => ({ method, url: `/dav/calendars/${c.users.owner.id}/` }),
      expect: all(401),
    },
  ]),
];
