import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, signedInUser } from '../helpers';
import { createListApi, itemRow, newPerson } from './lists-support';

const words = {
  ru: {
    name: 'Дела на выходные',
    lines: ['Позвонить маме', 'Забрать 2 посылки', 'Полить цветы'],
    add: 'Добавить дело',
    progress: 'Сделано 1 из 3',
  },
  en: {
    name: 'Weekend to-dos',
    lines: ['Call mum', 'Pick up 2 parcels', 'Water the plants'],
    add: 'Add a to-do',
    progress: '1 of 3 done',
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a to-do list takes three lines with Enter only, as typed (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const w = words[lang];
    const { context, page } = await newPerson(browser, baseURL, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(page);
    await signedInUser(page, `todo${lang}`);
    const list = await createListApi(page, w.name, 'todo');
    await page.goto(`/lists/${list.id}`);
    const box = page.getByRole('textbox', { name: w.add });
    for (const line of w.lines) {
      await box.fill(line);
      await box.press('Enter');
      await expect(itemRow(page, line)).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
    }
    // No dialog, no unit, no grocery chips, no departments.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(/\bшт\b|\bpcs\b/)).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Подсказки|Suggestions/ })).toHaveCount(0);
    await itemRow(page, w.lines[0]!).getByRole('checkbox').check();
    await expect(page.getByText(w.progress, { exact: true })).toBeVisible();
    // The server has them as plain entries: nothing in the vocabulary.
    await expect
      .poll(async () =>
        (await (await page.request.get(`/api/list/${list.id}`)).json()).map((i: { itemId: null }) => i.itemId),
      )
      .toEqual([null, null, null]);
    expect(await (await page.request.get('/api/item/user-list')).json()).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

const packing = {
  ru: {
    name: 'Отпуск',
    lines: 'носки 3 пары\nЗарядка\nПаспорт',
    actions: 'Действия со списком',
    untick: 'Снять все отметки',
    before: 'Собрано 2 из 3',
    after: 'Собрано 0 из 3',
    undo: 'Отменить',
  },
  en: {
    name: 'Trip',
    lines: 'socks 3 pairs\nCharger\nPassport',
    actions: 'List actions',
    untick: 'Untick all',
    before: '2 of 3 packed',
    after: '0 of 3 packed',
    undo: 'Undo',
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a packing list is unticked for the next trip (${lang})`, async ({ browser, baseURL }) => {
    const w = packing[lang];
    const { context, page } = await newPerson(browser, baseURL, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(page);
    await signedInUser(page, `pack${lang}`);
    const list = await createListApi(page, w.name, 'packing');
    const pasted = await (await page.request.post(`/api/list/${list.id}/add-text`, { data: { text: w.lines } })).json();
    for (const item of pasted.added.slice(0, 2)) await page.request.patch(`/api/list-item/mark/${item.id}`);
    await page.goto(`/lists/${list.id}`);
    await expect(page.getByText(w.before, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: w.actions }).click();
    await page.getByRole('menuitem', { name: w.untick }).click();
    await expect(page.getByText(w.after, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    // A slip of the thumb: the bar at the bottom takes it back, and the two ticks are there again.
    await page.getByRole('status').getByRole('button', { name: w.undo }).click();
    await expect(page.getByText(w.before, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    expect(errors).toEqual([]);
    await context.close();
  });
}

const wishes = {
  ru: {
    name: 'День рождения',
    lines: 'Наушники\nКнига',
    reserve: 'Подарю я: Наушники',
    yours: 'Вы дарите это',
    words: /дари|Подарю|бронир/,
    friend: (owner: string) => `Вишлист ${owner}`,
    secret: /а \S+ — нет: сюрприз останется сюрпризом/,
    join: 'Присоединиться',
    joinNote: /Участник вишлиста может добавлять и менять желания/,
    visitor: /Войдите или зарегистрируйтесь, чтобы выбрать подарок/,
    signIn: 'Войти',
    actions: 'Действия со списком',
    share: 'Поделиться…',
    shareHint: /Кто и что выбрал, вы не увидите/,
  },
  en: {
    name: 'Birthday',
    lines: 'Headphones\nBook',
    reserve: "I'll give this: Headphones",
    yours: 'You are giving this',
    words: /giving|give this|reserv/i,
    friend: (owner: string) => `${owner}'s wish list`,
    secret: /\S+ will not: the surprise stays a surprise/,
    join: 'Join the list',
    joinNote: /A member of a wish list can add and change its wishes/,
    visitor: /Sign in or sign up to pick a present/,
    signIn: 'Sign in',
    actions: 'List actions',
    share: 'Share…',
    shareHint: /You will not see who picked what/,
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a friend reserves a wish through the link and the owner's open page shows nothing of it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const w = wishes[lang];
    const owner = await newPerson(browser, baseURL, lang);
    const friend = await newPerson(browser, baseURL, lang);
    for (const person of [owner, friend]) await person.page.setViewportSize({ width: 375, height: 800 });
    const errors = [...[owner.page, friend.page].map(collectConsoleErrors)];
    const ownerUser = await signedInUser(owner.page, `wish${lang}`);
    await signedInUser(friend.page, `friend${lang}`);
    const list = await createListApi(owner.page, w.name, 'wishlist');
    await owner.page.request.post(`/api/list/${list.id}/add-text`, { data: { text: w.lines } });
    await owner.page.goto(`/lists/${list.id}`);
    await expect(itemRow(owner.page, w.lines.split('\n')[0]!)).toBeVisible();

    // A visitor without an account learns that signing in lets them pick a present.
    const visitor = await newPerson(browser, baseURL, lang);
    await visitor.page.setViewportSize({ width: 375, height: 800 });
    await visitor.page.goto(`/lists/${list.id}?ac=${list.access}`);
    await expect(visitor.page.getByText(w.visitor)).toBeVisible();
    await expect(visitor.page.getByRole('link', { name: w.signIn }).first()).toBeVisible();
    expect(await horizontalOverflow(visitor.page)).toBe(0);
    await visitor.context.close();

    // The friend is told how to reserve and that it stays a secret; joining is a small link with what it means.
    await friend.page.goto(`/lists/${list.id}?ac=${list.access}`);
    await expect(friend.page.getByText(w.friend(ownerUser.username), { exact: true })).toBeVisible();
    await expect(friend.page.getByText(w.secret)).toBeVisible();
    await expect(friend.page.getByRole('button', { name: w.join })).toBeVisible();
    await expect(friend.page.getByText(w.joinNote)).toBeVisible();
    await friend.page.getByRole('button', { name: w.reserve }).click();
    await expect(friend.page.getByText(w.yours)).toBeVisible();
    expect(await horizontalOverflow(friend.page)).toBe(0);

    // The owner's open page, and the page read again, say nothing of it.
    await owner.page.waitForTimeout(1500);
    await expect(owner.page.getByRole('main')).not.toContainText(w.words);
    await owner.page.reload();
    await expect(itemRow(owner.page, w.lines.split('\n')[0]!)).toBeVisible();
    await expect(owner.page.getByRole('main')).not.toContainText(w.words);
    // Sharing the wish list says what friends can do with the link.
    await owner.page.getByRole('button', { name: w.actions }).click();
    await owner.page.getByRole('menuitem', { name: w.share }).click();
    await expect(owner.page.getByRole('dialog').getByText(w.shareHint)).toBeVisible();
    expect(errors.flat()).toEqual([]);
    await owner.context.close();
    await friend.context.close();
  });
}

const assign = {
  ru: { name: 'Дом', line: 'Вынести мусор', edit: 'Изменить Вынести мусор', who: 'Кто делает', save: 'Сохранить' },
  en: { name: 'Home', line: 'Take out the bins', edit: 'Edit Take out the bins', who: 'Who does it', save: 'Save' },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a to-do is given to a member, who sees it on the row (${lang})`, async ({ browser, baseURL }) => {
    const w = assign[lang];
    const owner = await newPerson(browser, baseURL, lang);
    const member = await newPerson(browser, baseURL, lang);
    await owner.page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(owner.page);
    await signedInUser(owner.page, `assign${lang}`);
    const them = await signedInUser(member.page, `doer${lang}`);
    const list = await createListApi(owner.page, w.name, 'todo');
    await member.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`);
    await owner.page.request.post(`/api/list/${list.id}/add-text`, { data: { text: w.line } });
    await owner.page.goto(`/lists/${list.id}`);
    await itemRow(owner.page, w.line).getByRole('button', { name: w.edit }).click();
    const dialog = owner.page.getByRole('dialog');
    await dialog.getByLabel(w.who).selectOption({ label: them.username });
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(itemRow(owner.page, w.line)).toContainText(them.username);
    await member.page.goto(`/lists/${list.id}`);
    await expect(itemRow(member.page, w.line)).toContainText(them.username);
    expect(await horizontalOverflow(owner.page)).toBe(0);
    expect(errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
}
