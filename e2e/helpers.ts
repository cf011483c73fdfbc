import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';

export interface TestUser {
  email: string;
  username: string;
  password: string;
}

let counter = 0;

/** A user no other test (or earlier run against the same data) has: names carry the time and a counter. */
export function uniqueUser(prefix = 'user'): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  // An address's local part is 2 to 20 characters (spec §5): the prefix gives way to the tag, which makes it unique
  // (once a worker has signed up a hundred users, the counter takes three digits).
  const local = `${prefix.slice(0, Math.max(1, 19 - tag.length))}.${tag}`;
  return { email: `${local}@example.com`, username: `${prefix}_${tag}`, password: `pw-${tag}`.slice(0, 20) };
}

/** Registers a user through the API with a separate cookie jar, so the browser stays signed out. */
export async function registerUser(request: APIRequestContext, user: TestUser = uniqueUser()): Promise<TestUser> {
  const response = await request.post('/api/signup', {
    data: { email: user.email, username: user.username, password: user.password, password_re: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/**
 * Signs a new user up through the page's own request context, which shares the browser's cookies: the browser is then
 * signed in as that user. (page.request sends no Origin header, which the server accepts from non-browsers.)
 */
export async function signedInUser(page: Page, prefix = 'user'): Promise<TestUser> {
  const user = uniqueUser(prefix);
  const response = await page.request.post('/api/signup', {
    data: { email: user.email, username: user.username, password: user.password, password_re: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** Makes the server (and so the app) speak `lang` in this browser context, as a returning visitor would. */
export async function useLanguage(context: BrowserContext, baseURL: string | undefined, lang: 'ru' | 'en') {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://localhost:3210' }]);
}

export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email или никнейм').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The header's own links and buttons (the landing page repeats some of them in its body). */
export const header = (page: Page) => page.getByRole('banner');

/** The signed-in username shown in the header (the desktop bar or the opened mobile menu). */
export const signedInName = (page: Page, username: string) =>
  header(page).getByText(username, { exact: true }).filter({ visible: true });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The WCAG 2.0 and 2.1 rules, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Accessibility problems axe rates serious or critical, as a readable list; `disabledRules` are not checked. Axe runs
 * in the page as it is, its script put in once per page load. The app's pages have no frames, so axe runs in the page
 * alone: `@axe-core/playwright` opened a second page for every check and sent the script to both, 0.9 s a check
 * against 0.1–0.3 s (docs/performance.md, The test suite's time).
 */
export async function seriousA11yViolations(page: Page, disabledRules: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: wcagTags },
    rules: Object.fromEntries(disabledRules.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  };
  const { violations } = await page.evaluate(
    (runOptions) => (globalThis as unknown as { axe: typeof import('axe-core') }).axe.run(runOptions),
    options,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Console errors of a page, except the browser's own notes about answers with an error status. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** How many pixels the page is wider than the window (0 when nothing sticks out sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
