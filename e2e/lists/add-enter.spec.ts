import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, signedInUser } from '../helpers';
import { createListApi, itemRow, newPerson } from './lists-support';

/** What is typed, the name the search looks for, and the amount the item should get (none: the product's usual 1). */
type Entry = { typed: string; name: string; amount?: string };

const goods: Record<'ru' | 'en', Entry[]> = {
  ru: [
    { typed: 'хлеб', name: 'хлеб' },
    { typed: 'яйца 10 шт', name: 'яйца', amount: '10 шт' },
    { typed: 'сыр 300 г', name: 'сыр', amount: '300 г' },
    { typed: 'молоко', name: 'молоко' },
    { typed: 'масло', name: 'масло' },
  ],
  en: [
    { typed: 'bread', name: 'bread' },
    { typed: 'eggs 10', name: 'eggs', amount: '10 pcs' },
    { typed: 'cheese 300 g', name: 'cheese', amount: '300 g' },
    { typed: 'milk 2 l', name: 'milk', amount: '2 l' },
    { typed: 'butter', name: 'butter' },
  ],
};

/** The server's best match for a name: the first of its suggestions, in the page's language. */
async function bestMatch(page: Page, name: string): Promise<string> {
  const answer = await page.request.get(`/api/item/autocomplete?name=${encodeURIComponent(name)}`);
  const [first] = (await answer.json()) as { name: string }[];
  expect(first, `no suggestion for ${name}`).toBeDefined();
  return first!.name;
}

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, five goods typed with Enter only are five catalogue goods (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPerson(browser, baseURL, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(page);
    await signedInUser(page, `enter${lang}`);
    const list = await createListApi(page, lang === 'ru' ? 'Быстро' : 'Quick');
    await page.goto(`/lists/${list.id}`);
    const search = page.getByRole('combobox', { name: lang === 'ru' ? 'Добавить товар' : 'Add a product' });
    // The phone keyboard's Enter key reads "Go".
    await expect(search).toHaveAttribute('enterkeyhint', 'go');

    // The first good: the best match is highlighted (named by aria-activedescendant). The catalogue names «Хлеб» /
    // "Bread" exactly, so no create row is offered (its rule is held by the component tests).
    const [first, ...rest] = goods[lang];
    const firstName = await bestMatch(page, first!.name);
    await search.pressSequentially(first!.typed);
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAccessibleName(firstName);
    await expect(page.getByRole('option', { name: /^(Создать|Create)/ })).toHaveCount(0);
    const highlighted = await options.first().getAttribute('id');
    await expect(search).toHaveAttribute('aria-activedescendant', highlighted!);
    await search.press('Enter');
    await expect(itemRow(page, firstName)).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();

    // The others as fast as fingers go: Enter right after the text, before the suggestions have come.
    for (const good of rest) {
      const name = await bestMatch(page, good.name);
      await search.pressSequentially(good.typed);
      await search.press('Enter');
      await expect(itemRow(page, name)).toBeVisible();
      if (good.amount) await expect(itemRow(page, name)).toContainText(good.amount);
      await expect(search).toHaveValue('');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Five catalogue goods on the list, none of them a new product of the user's own.
    // (Each add shows at once and reaches the server a moment later.)
    const onServer = async () => ((await (await page.request.get(`/api/list/${list.id}`)).json()) as unknown[]).length;
    await expect.poll(onServer).toBe(5);
    const own = await (await page.request.get('/api/item/user-list?page=1')).json();
    expect(own).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}
