import { expect, test } from '@playwright/test';
import { collectConsoleErrors, horizontalOverflow, seriousA11yViolations, signedInUser } from '../helpers';
import { addGood, createListApi, itemRow, newPerson } from './lists-support';
import { qrPhoto } from './qr-image';

// What the shopping costs, on a phone: a price after a tick, the next trip's estimate, a typed receipt, who owes whom,
// and the month's bar on the Spending page.

const words = {
  ru: {
    good: 'молоко',
    goodName: 'Молоко',
    addPrice: 'Указать цену: Молоко',
    priceField: 'Цена: Молоко',
    price: '89,90',
    priced: /Цена: Молоко, 89,90/,
    spent: /потрачено 89,90/,
    estimate: /≈\s90\s₽/,
    search: 'Добавить товар',
    pricedLine: 'хлеб 45₽',
    pricedOption: /^Хлеб, 45\s₽$/,
    bread: 'Хлеб',
    breadPrice: /45\s₽/,
    estimateWithBread: /≈\s135\s₽/,
    money: 'чеки и расчёты',
    title: 'Чеки и расчёты',
    total: 'Сумма чека',
    typed: '1 240,50',
    add: 'Добавить чек',
    owes: /Участник .+ должен участнику .+ 620,25\s₽/,
    settled: 'Рассчитались',
    even: 'Все в расчёте',
    spending: 'Расходы',
    byMonth: 'По месяцам',
  },
  en: {
    good: 'milk',
    goodName: 'Milk',
    addPrice: 'Add the price of Milk',
    priceField: 'Price of Milk',
    price: '2.49',
    priced: /Price of Milk: €2\.49/,
    spent: /spent €2\.49/,
    estimate: /≈ €2/,
    search: 'Add a product',
    pricedLine: 'bread €1.20',
    pricedOption: /^Bread, €1\.20$/,
    bread: 'Bread',
    breadPrice: '€1.20',
    estimateWithBread: /≈ €4/,
    money: 'receipts and balances',
    title: 'Receipts and balances',
    total: 'Receipt total',
    typed: '42.50',
    add: 'Add the receipt',
    owes: /.+ owes .+ €21\.25/,
    settled: 'Settled',
    even: 'Everyone is even',
    spending: 'Spending',
    byMonth: 'By month',
  },
};

for (const lang of ['ru', 'en'] as const) {
  test(`on a phone, a price after a tick, a typed receipt, the balance and the month's spending (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const w = words[lang];
    const anna = await newPerson(browser, baseURL, lang);
    const { page } = anna;
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectConsoleErrors(page);
    await signedInUser(page, `money${lang}`);
    const list = await createListApi(page, lang === 'ru' ? 'Продукты' : 'Groceries');
    const milk = await addGood(page, list.id, w.good);
    // Oleg joins the list by its link: the receipts are shared by both.
    const oleg = await newPerson(browser, baseURL, lang);
    await signedInUser(oleg.page, `oleg${lang}`);
    expect((await oleg.page.request.get(`/api/list/${list.id}/join?ac=${list.access}`)).status()).toBe(200);

    // The tick stays one tap; the price is offered after it and typed on a numeric keypad.
    await page.goto(`/lists/${list.id}`);
    await itemRow(page, w.goodName).getByRole('checkbox').check();
    await page.getByRole('button', { name: w.addPrice }).click();
    const field = page.getByRole('textbox', { name: w.priceField });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await field.fill(w.price);
    await field.press('Enter');
    await expect(page.getByRole('button', { name: w.priced })).toBeVisible();
    await expect(page.getByText(w.spent)).toBeVisible();
    // The next trip: the good is open again, and the list knows what it costs.
    expect((await page.request.post(`/api/list/${list.id}/untick-all`)).status()).toBe(200);
    await page.reload();
    await expect(page.getByText(w.estimate)).toBeVisible();
    // Smart entry: a price typed at the end goes with the good, and the estimate counts it.
    const search = page.getByRole('combobox', { name: w.search });
    await search.fill(w.pricedLine);
    await expect(page.getByRole('option', { name: w.pricedOption })).toBeVisible();
    await search.press('Enter');
    await expect(itemRow(page, w.bread)).toContainText(w.breadPrice);
    await expect(page.getByText(w.estimateWithBread)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`money-list-375-${lang}.png`), fullPage: true });
    expect(milk.id).toBeGreaterThan(0);

    // A receipt typed after the trip, shared by both: Oleg owes half of it.
    await page.getByRole('link', { name: w.money }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await page.getByRole('textbox', { name: w.total }).fill(w.typed);
    await page.getByRole('button', { name: w.add }).click();
    const owes = page.getByText(w.owes);
    await expect(owes).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`money-receipts-375-${lang}.png`), fullPage: true });

    // The month's bar and its table on the Spending page.
    await page.goto('/spending');
    await expect(page.getByRole('heading', { level: 1, name: w.spending })).toBeVisible();
    const months = page.getByRole('region', { name: w.byMonth });
    await expect(months.locator('svg rect').last()).toBeVisible();
    // The month counts the trip once, by its receipt (the tick's price is in it).
    await expect(months.getByRole('table')).toContainText(lang === 'ru' ? /1\s241\s₽/ : '€43');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`spending-375-${lang}.png`), fullPage: true });

    // Oleg pays his half back: everyone is even.
    await oleg.page.goto(`/lists/${list.id}/money`);
    await oleg.page.getByRole('button', { name: w.settled }).click();
    await expect(oleg.page.getByText(w.even)).toBeVisible();

    // A rouble list's receipt from its QR code: a photo of it read by the app's own WebAssembly reader (the browser
    // here has no camera and no BarcodeDetector); a code that is no receipt's is said to be one.
    if (lang === 'ru') {
      await page.goto(`/lists/${list.id}/money`);
      await page.getByRole('button', { name: 'Сканировать QR-код чека' }).click();
      const photo = page.getByLabel('Выбрать фото чека');
      await photo.setInputFiles(await qrPhoto('https://example.com/menu', 'menu.png'));
      await expect(page.getByRole('status').filter({ hasText: 'Это не QR-код кассового чека' })).toBeVisible();
      await photo.setInputFiles(await qrPhoto('t=20261203T1830&s=350.00&fn=9960440300123456&i=777&fp=1234567890&n=1'));
      const receipts = page.getByRole('region', { name: 'Чеки' });
      await expect(receipts.getByRole('listitem').filter({ hasText: 'по QR-коду' })).toContainText(/^350\s₽/);
      await expect(receipts.getByRole('listitem').filter({ hasText: 'по QR-коду' })).toContainText(
        '3 дек. 2026 г. 18:30',
      );
      await page.screenshot({ path: test.info().outputPath('money-qr-375-ru.png'), fullPage: true });
    }
    expect(errors).toEqual([]);
    await anna.context.close();
    await oleg.context.close();
  });
}
