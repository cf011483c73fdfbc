import type { DavMethod } from './dav-call.js';

/** The methods of the CalDAV server (HEAD comes with GET): dav.routes.ts has a module for each. */
export const davMethodNames = [
  'OPTIONS',
  'PROPFIND',
  'PROPPATCH',
  'REPORT',
  'MKCALENDAR',
  'GET',
  'PUT',
  'DELETE',
] as const;
export type DavMethodName = (typeof davMethodNames)[number];

/** OPTIONS at any path: the server's classes (RFC 4918 §10.1, RFC 4791 §5.1) and its methods. */
export const options: DavMethod = {
  path: 'any',
  answer: (reply) =>
    reply
      .header('dav', '1, 3, calendar-access')
      .header('allow', `${davMethodNames.join(', ')}, HEAD`)
      .code(200)
      .send(),
};
