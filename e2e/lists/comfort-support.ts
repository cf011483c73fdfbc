import { expect, type Page } from '@playwright/test';
import { signedInUser } from '../helpers';
import { createListApi } from './lists-support';

/**
 * Puts a catalogue good on the list through the API with an amount and unit, ticked if asked. Suggestions come in
 * the language of the page's cookie, so the good is looked for by both its names.
 */
async function addGood(
  page: Page,
  listId: number,
  good: { names: [string, string]; amount: number; unit: string; ticked?: boolean },
) {
  let product: { id: number; name: string } | undefined;
  for (const name of good.names) {
    const answer = await page.request.get(`/api/item/autocomplete?name=${encodeURIComponent(name)}`);
    const found = (await answer.json()) as { id: number; name: string }[];
    product ??= found.find((suggestion) => suggestion.name === name);
  }
  expect(product, `no catalogue good named ${good.names.join(' / ')}`).toBeDefined();
  const added = await page.request.post(`/api/list/${listId}/add`, { data: { item: product!.id } });
  expect(added.status(), await added.text()).toBe(201);
  const row = (await added.json()) as { id: number };
  const units = (await (await page.request.get('/api/units')).json()) as { id: number; name_en: string }[];
  const unit = units.find((candidate) => candidate.name_en === good.unit);
  const updated = await page.request.patch(`/api/list/item/update/${row.id}`, {
    data: { amount: good.amount, unit: unit!.id },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  if (good.ticked) expect((await page.request.patch(`/api/list-item/mark/${row.id}`, { data: {} })).status()).toBe(200);
}

/** A signed-in owner with a list of milk (1.5 l) and apples (2 kg, bought). */
export async function ownerWithList(page: Page, name: string) {
  await signedInUser(page, 'comfort');
  const list = await createListApi(page, name);
  await addGood(page, list.id, { names: ['Молоко', 'Milk'], amount: 1.5, unit: 'l' });
  await addGood(page, list.id, { names: ['Яблоки', 'Apples'], amount: 2, unit: 'kg', ticked: true });
  return list;
}
