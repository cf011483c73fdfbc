import { type Browser, expect } from '@playwright/test';
import { emailConfirmationLinkFor } from '../account/account-helpers';
import { registerUser, uniqueUser, useLanguage } from '../helpers';

/**
 * The user the e2e server makes an admin once they sign up and confirm their address (LISTOK_BOOTSTRAP_ADMIN in
 * playwright.config.ts).
 */
export const admin = { username: 'e2e_admin', email: 'e2e_admin@example.com', password: 'e2e-admin-pw' };

type Lang = 'ru' | 'en';

async function newContext(browser: Browser, baseURL: string | undefined, lang: Lang, width?: number) {
  const context = await browser.newContext({
    baseURL,
    ...(width ? { viewport: { width, height: 800 } } : {}),
  });
  await useLanguage(context, baseURL, lang);
  return context;
}

/**
 * A browser context signed in as the admin: the account is made by the first test that needs it in a server run. Specs
 * run in two workers, so another one may be making it at the same time: then this one signs in once it is confirmed.
 */
export async function adminContext(browser: Browser, baseURL: string | undefined, lang: Lang = 'ru', width?: number) {
  const context = await newContext(browser, baseURL, lang, width);
  const login = () =>
    context.request.post('/api/login', { form: { _username: admin.username, _password: admin.password } });
  if ((await login()).status() !== 200) {
    const signup = await context.request.post('/api/signup', {
      data: { email: admin.email, username: admin.username, password: admin.password, password_re: admin.password },
    });
    if (signup.status() === 201) {
      const token = new URL(await emailConfirmationLinkFor(admin.email), 'http://x').searchParams.get('token');
      const confirmed = await context.request.post('/api/user/settings/confirm-email', { data: { token } });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    } else await expect.poll(async () => (await login()).status(), { timeout: 15_000 }).toBe(200);
  }
  const isAdmin = async () => (await (await context.request.post('/api/menu')).json()).isAdmin;
  await expect
    .poll(isAdmin, {
      message: 'the e2e server must run with LISTOK_BOOTSTRAP_ADMIN=e2e_admin@example.com',
      timeout: 15_000,
    })
    .toBe(true);
  return { context, page: await context.newPage() };
}

/** A browser context signed in as a new user without admin rights. */
export async function userContext(browser: Browser, baseURL: string | undefined, lang: Lang = 'ru') {
  const context = await newContext(browser, baseURL, lang);
  const user = await registerUser(context.request, uniqueUser('plain'));
  return { context, page: await context.newPage(), user };
}
