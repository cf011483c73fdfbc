import { expect, type Page, test } from '@playwright/test';
import type { TestProvider } from '../../server/src/test/oidc-provider';
import { header, seriousA11yViolations, signedInName, useLanguage } from '../helpers';
import { e2ePorts } from '../ports';
import { type ListokServer, providerName, startListok, startProvider } from './oidc-support';

// Two servers of our own and a provider start before the tests: more than the suite's usual 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

let idp: TestProvider;
/** Takes passwords and single sign-on. */
let both: ListokServer;
/** Takes single sign-on only (PASSWORD_LOGIN=off). */
let ssoOnly: ListokServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  idp = await startProvider();
  idp.accounts.set('anna', { preferred_username: 'anna.k', email: 'anna.k@corp.example', email_verified: true });
  [both, ssoOnly] = await Promise.all([
    startListok(e2ePorts.oidcBoth, idp),
    startListok(e2ePorts.oidcSsoOnly, idp, { PASSWORD_LOGIN: 'off' }),
  ]);
});
test.afterAll(async () => {
  await both?.stop();
  await ssoOnly?.stop();
  await idp?.close();
});

const ssoLink = (page: Page) => page.getByRole('link', { name: `Войти через ${providerName}` });
const isCallback = (url: URL) => url.pathname === '/api/auth/oidc/callback';

/** The provider's development pages, as a person fills them: the login form (any password), then the consent. */
async function logInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL((url) => url.origin === idp.issuer && url.pathname.startsWith('/interaction/'));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The state of the sign-on the page starts now, read from its request to the provider. */
async function startSignOn(page: Page) {
  const toProvider = page.waitForRequest((request) => request.url().startsWith(`${idp.issuer}/auth?`));
  await ssoLink(page).click();
  return new URL((await toProvider).url()).searchParams.get('state')!;
}

test('a person signs in through the provider and comes back signed in, on the page they asked for', async ({
  page,
}) => {
  await page.goto(`${both.url}/lists`);
  await expect(page).toHaveURL(`${both.url}/login?next=%2Flists`);
  await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible();
  await ssoLink(page).click();
  await logInAtProvider(page, 'anna');
  await expect(page).toHaveURL(`${both.url}/lists`);
  await expect(signedInName(page, 'anna_k')).toBeVisible();
  // The account has the email the provider verified.
  await page.goto(`${both.url}/settings`);
  await expect(page.getByText('anna.k@corp.example')).toBeVisible();
});

test('a wrong state is refused: a sign-on started in another window comes back to the sign-in screen', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto(`${both.url}/login`);
  await startSignOn(first);
  // A second window starts its own sign-on: the browser now holds that one's state.
  const second = await context.newPage();
  await second.goto(`${both.url}/login`);
  await startSignOn(second);
  await logInAtProvider(first, 'anna');
  await expect(first).toHaveURL(`${both.url}/login?sso_error=SSO_STATE`);
  await expect(first.getByRole('alert')).toHaveText(
    'Вход не завершён: он устарел или начат в другом окне. Попробуйте войти ещё раз',
  );
  await expect(header(first).getByRole('link', { name: 'Войти', exact: true })).toBeVisible();
  expect((await context.cookies(both.url)).map((c) => c.name)).not.toContain('listok_session');
});

test('a code used before is refused by the provider', async ({ page, browser }) => {
  const firstReturn = page.waitForRequest((request) => isCallback(new URL(request.url())));
  await page.goto(`${both.url}/login`);
  await ssoLink(page).click();
  await logInAtProvider(page, 'anna');
  const used = new URL((await firstReturn).url());
  await expect(signedInName(page, 'anna_k')).toBeVisible();

  // Another browser starts a sign-on of its own (its state, nonce and verifier) and, while at the provider's login
  // form, is sent back with the code used above instead of one of its own.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${both.url}/login`);
  const state = await startSignOn(other);
  await expect(other.locator('input[name="login"]')).toBeVisible();
  used.searchParams.set('state', state);
  await other.goto(used.href);
  await expect(other).toHaveURL(`${both.url}/login?sso_error=SSO_FAILED`);
  await expect(other.getByRole('alert')).toHaveText(
    `Сервис ${providerName} не подтвердил вход. Попробуйте войти ещё раз`,
  );
  await expect(header(other).getByRole('link', { name: 'Войти', exact: true })).toBeVisible();
  await other.context().close();
});

test('a server that takes no passwords offers the button alone, and makes the account at the first sign-in', async ({
  page,
}) => {
  await page.goto(`${ssoOnly.url}/`);
  await expect(header(page).getByRole('link', { name: 'Войти', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Регистрация|Зарегистр/ })).toHaveCount(0);

  await page.goto(`${ssoOnly.url}/signup`);
  await expect(
    page.getByText(`Регистрация по паролю на этом сервере выключена: войдите через ${providerName}`),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);

  await page.goto(`${ssoOnly.url}/login`);
  await expect(page.getByText(`На этом сервере вход через ${providerName}.`)).toBeVisible();
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveCount(0);
  await ssoLink(page).click();
  await logInAtProvider(page, 'anna');
  await expect(page).toHaveURL(`${ssoOnly.url}/`);
  await expect(signedInName(page, 'anna_k')).toBeVisible();
});

test('the sign-in screen speaks English: the button and the reasons', async ({ page, context }) => {
  await useLanguage(context, both.url, 'en');
  await page.goto(`${both.url}/login?sso_error=SSO_DENIED`);
  await expect(page.getByRole('link', { name: `Sign in with ${providerName}` })).toHaveAttribute(
    'href',
    '/api/auth/oidc/start',
  );
  await expect(page.getByRole('alert')).toHaveText(`Sign-in with ${providerName} was cancelled or not allowed`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto(`${ssoOnly.url}/login`);
  await expect(page.getByRole('link', { name: `Sign in with ${providerName}` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
