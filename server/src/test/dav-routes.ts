/**
 * The CalDAV server's routes (features/caldav): WebDAV for calendar apps, not calls of the API, so neither declared in
 * the contract's route table nor answering its JSON errors (`dav.test.ts`, `clients.test.ts` and the authorization
 * matrix's `dav-rows.ts` test them).
 */
export const isDavRoute = (key: string): boolean =>
  /^[A-Z]+ \/dav\//.test(key) || /^[A-Z]+ \/\.well-known\/caldav$/.test(key) || key === 'PROPFIND /';
