/** Paths of the web client's screens (spec §2); the server answers index.html for each of them. */
export const webRoutes = {
  home: '/',
  login: '/login',
  signup: '/signup',
  lists: '/lists',
  list: '/lists/:id',
  products: '/products',
  contacts: '/contacts',
  vocabulary: '/vocabulary',
  settings: '/settings',
  /** Beyond the spec: calendar apps set up device by device (docs/integrations.md, CalDAV). */
  calendarApps: '/settings/calendar',
  feedback: '/feedback',
  /** Beyond the spec: the user's recipes (issue 49), and one recipe. */
  recipes: '/recipes',
  recipe: '/recipes/:id',
  /** Beyond the spec: what the shopping cost (issue 50), and a shopping list's receipts and balances. */
  spending: '/spending',
  listMoney: '/lists/:id/money',
  recoveryStart: '/pass-recovery-email',
  recoverySent: '/pass-recovery-email-sended',
  recovery: '/pass-recovery',
  /** Beyond the spec: the link mailed to a new email opens this page, which confirms the change. */
  confirmEmail: '/confirm-email',
  users: '/users',
  /** Beyond the spec: the feedback users sent, for admins (kept in the database, mailed to FEEDBACK_TO if set). */
  feedbackInbox: '/admin/feedback',
  help: '/help',
} as const;

const patterns = Object.values(webRoutes).map((route) => new RegExp(`^${route.replace(':id', '\\d{1,10}')}/?$`));

export function isWebRoute(path: string): boolean {
  return patterns.some((p) => p.test(path));
}
