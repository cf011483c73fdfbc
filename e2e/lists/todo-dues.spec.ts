import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, signedInUser } from '../helpers';
import { createListApi, itemRow, newPerson } from './lists-support';

const words = {
  ru: {
    locale: 'ru-RU',
    line: 'позвонить маме завтра в 18:00',
    name: 'позвонить маме',
    due: 'завтра, 18:00',
    add: 'Добавить дело',
    weekly: 'вынести мусор по вторникам',
    bins: 'вынести мусор',
    everyWeek: 'каждую неделю',
    edit: 'Изменить позвонить маме',
    who: 'Кто делает',
    dueField: 'Срок',
    repeat: 'Повтор',
    everyDay: 'каждый день',
    save: 'Сохранить',
    ticked: 'отмечено:',
  },
  en: {
    locale: 'en-US',
    line: 'call mom tomorrow 6pm',
    name: 'call mom',
    due: 'tomorrow, 6:00 PM',
    add: 'Add a to-do',
    weekly: 'take out the bins every tuesday',
    bins: 'take out the bins',
    everyWeek: 'every week',
    edit: 'Edit call mom',
    who: 'Who does it',
    dueField: 'Due',
    repeat: 'Repeat',
    everyDay: 'every day',
    save: 'Save',
    ticked: 'ticked by',
  },
};

/** A day as the list shows one more than a day away: «вт, 8 дек.» / "Tue, Dec 8" (with the year when not this one). */
function farDay(locale: string, day: Date, today: Date): string {
  const year = day.getUTCFullYear() !== today.getUTCFullYear() ? { year: 'numeric' as const } : {};
  const options = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC', ...year } as const;
  return new Intl.DateTimeFormat(locale, options).format(day);
}

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a to-do's date is read off its line, it is given to a member, and a weekly one moves on when ticked (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const w = words[lang];
    const owner = await newPerson(browser, baseURL, lang, 'Europe/Moscow');
    const member = await newPerson(browser, baseURL, lang, 'Europe/Moscow');
    await owner.page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(owner.page);
    await signedInUser(owner.page, `due${lang}`);
    const them = await signedInUser(member.page, `does${lang}`);
    const list = await createListApi(owner.page, lang === 'ru' ? 'Дом' : 'Home', 'todo');
    await member.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`);
    await owner.page.goto(`/lists/${list.id}`);

    const box = owner.page.getByRole('textbox', { name: w.add });
    await box.fill(w.line);
    await box.press('Enter');
    await expect(itemRow(owner.page, w.name)).toContainText(w.due);

    // Given to the member, repeating every day: the dialog has the date picker, the time and the repeat.
    await itemRow(owner.page, w.name).getByRole('button', { name: w.edit }).click();
    const dialog = owner.page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: w.dueField })).toBeVisible();
    await dialog.getByLabel(w.who).selectOption({ label: them.username });
    await dialog.getByLabel(w.repeat).selectOption({ label: w.everyDay });
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(itemRow(owner.page, w.name)).toContainText(them.username);
    await expect(itemRow(owner.page, w.name)).toContainText(w.everyDay);
    await expect(itemRow(owner.page, w.name)).toContainText(w.due);

    // A weekly to-do: ticked, it stays open and shows the Tuesday after the coming one.
    await box.fill(w.weekly);
    await box.press('Enter');
    const bins = itemRow(owner.page, w.bins);
    await expect(bins).toContainText(w.everyWeek);
    const moscow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    const today = new Date(`${moscow}T00:00:00Z`);
    const toTuesday = (2 - today.getUTCDay() + 7) % 7;
    const nextWeek = new Date(today.getTime() + (toTuesday + 7) * 86_400_000);
    await bins.getByRole('checkbox').click();
    await expect(bins).toContainText(farDay(w.locale, nextWeek, today));
    await expect(bins.getByRole('checkbox')).not.toBeChecked();
    await expect(bins).toContainText(w.ticked);
    expect(await horizontalOverflow(owner.page)).toBe(0);
    expect(errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
}

const today = {
  ru: {
    line: 'оплатить интернет сегодня',
    name: 'оплатить интернет',
    section: 'Сегодня',
    mark: 'Отметить оплатить интернет',
    undo: 'Отменить',
  },
  en: {
    line: 'pay the internet today',
    name: 'pay the internet',
    section: 'Today',
    mark: 'Mark pay the internet',
    undo: 'Undo',
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, today's to-dos of all lists are on the home screen and ticked there (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const w = today[lang];
    const { context, page } = await newPerson(browser, baseURL, lang, 'Europe/Moscow');
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(page);
    await signedInUser(page, `today${lang}`);
    const list = await createListApi(page, lang === 'ru' ? 'Дом' : 'Home', 'todo');
    await page.request.post(`/api/list/${list.id}/add-text`, { data: { text: w.line } });
    await page.goto('/');
    const section = page.getByRole('region', { name: w.section });
    await expect(section.getByText(w.name, { exact: true })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    const completed = async () => (await (await page.request.get(`/api/list/${list.id}`)).json())[0].completed;
    await section.getByRole('checkbox', { name: w.mark }).click();
    await expect(section).toHaveCount(0);
    await expect.poll(completed).toBe(true);
    // Ticked by mistake: the bar at the bottom brings it back, open, on the server too.
    await page.getByRole('status').getByRole('button', { name: w.undo }).click();
    await expect(section.getByRole('checkbox', { name: w.mark })).not.toBeChecked();
    await expect.poll(completed).toBe(false);
    await section.getByRole('checkbox', { name: w.mark }).click();
    await expect(section).toHaveCount(0);
    await expect.poll(completed).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
}
