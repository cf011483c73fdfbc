import { expect, request as playwrightRequest, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations, signedInUser, useLanguage } from '../helpers';
import { createListApi, itemRow } from '../lists/lists-support';

test.use({ viewport: { width: 375, height: 800 } });

test('a token made in Settings adds to a list from another program, live on the open list, until it is revoked', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useLanguage(context, baseURL, 'ru');
  const errors = collectConsoleErrors(page);
  await signedInUser(page, 'tokens');
  const list = await createListApi(page, 'Дом');

  // Settings → Access tokens: a token for this list only; it is shown once.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Токены доступа' });
  await card.getByRole('textbox', { name: 'Название токена' }).fill('Кнопка на кухне');
  await card.getByRole('radio', { name: 'Только выбранные' }).check();
  await card.getByRole('checkbox', { name: 'Дом' }).check();
  await card.getByRole('button', { name: 'Создать токен' }).click();
  const shown = card.getByRole('textbox', { name: 'Токен', exact: true });
  await expect(shown).toHaveValue(/^lstk_/);
  const token = await shown.inputValue();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);

  // The list open in another tab; a program adds to it with the token alone (no cookie, no Origin).
  const listPage = await context.newPage();
  await listPage.goto(`/lists/${list.id}`);
  await expect(listPage.getByRole('heading', { level: 1, name: 'Дом' })).toBeVisible();
  const program = await playwrightRequest.newContext({ baseURL });
  const bearer = { Authorization: `Bearer ${token}` };
  const added = await program.post(`/api/list/${list.id}/add-text`, { headers: bearer, data: { text: 'молоко 2 л' } });
  expect(added.status(), await added.text()).toBe(201);
  await expect(itemRow(listPage, 'Молоко')).toContainText('2 л');

  // The token's last use shows; revoked, its next call is 401.
  await page.reload();
  const row = card.getByRole('listitem').filter({ hasText: 'Кнопка на кухне' });
  await expect(row).toContainText('использован');
  await row.getByRole('button', { name: 'Отозвать токен: Кнопка на кухне' }).click();
  const confirm = page.getByRole('dialog', { name: 'Отозвать токен?' });
  await confirm.getByRole('button', { name: 'Отозвать' }).click();
  await expect(page.getByText('Токен отозван: «Кнопка на кухне»')).toBeVisible();
  const refused = await program.post(`/api/list/${list.id}/add-text`, { headers: bearer, data: { text: 'хлеб' } });
  expect(refused.status()).toBe(401);
  await program.dispose();
  expect(errors).toEqual([]);
});
