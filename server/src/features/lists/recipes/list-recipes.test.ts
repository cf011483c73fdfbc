import { describe, expect, it } from 'vitest';
import { call, createList, listWithMember, signUp, type TestUser } from '../../../test/factories.js';
import { pancakes, recipesTestApp } from './list-recipes.test-support.js';

const t = recipesTestApp();
const { saved, items } = t;

/** The list's items as «name amount unit · note». */
const shown = async (user: TestUser, listId: number) =>
  (await items(user, listId)).map((i) => `${i.name} ${i.amount} ${i.unit_ru}${i.note ? ` · ${i.note}` : ''}`).sort();

describe('a recipe on a shopping list', () => {
  it('puts its ingredients on the list scaled to the servings, leaving out what is at home', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const recipe = await saved(anna);
    const { status, body, response } = await call(t.app, anna, 'POST', `/api/list/${list.id}/recipe`, {
      recipe,
      servings: 6,
      skip: [3],
    });
    expect(status).toBe(200);
    expect(response.headers['items-version']).toBeDefined();
    expect(body.merged).toEqual([]);
    expect(body.skipped).toEqual([{ index: 3, reason: 'Не добавлено: есть дома' }]);
    expect(body.added.map((i: { name: string; amount: number }) => `${i.name} ${i.amount}`)).toEqual([
      'Мука пшеничная 300',
      'Молоко 0.75',
      'Яйца 3',
    ]);
    const listed = await items(anna, list.id);
    expect(listed).toHaveLength(3);
    for (const item of listed) expect(item.recipes).toEqual([{ id: recipe, name: pancakes.name, servings: 6 }]);
  });

  it('rounds pieces and containers up to whole ones, as a shop sells them, and keeps other measures', async () => {
    const olga = await signUp(t.app);
    const list = await createList(t.app, olga);
    const sauce = { name: 'Соус', servings: 2, ingredients: ['1 банка томатов', '1 луковица', '3 зубчика чеснока'] };
    const recipe = await saved(olga, sauce);
    const { body } = await call(t.app, olga, 'POST', `/api/list/${list.id}/recipe`, { recipe, servings: 3 });
    expect(body.added.map((i: { amount: number; unit_ru: string }) => `${i.amount} ${i.unit_ru}`)).toEqual([
      '2 банка',
      '2 шт',
      '4.5 зубчик',
    ]);
  });

  it('adds to goods on the list where the units add up, else keeps the amount in the note', async () => {
    const boris = await signUp(t.app);
    const list = await createList(t.app, boris);
    await call(t.app, boris, 'POST', `/api/list/${list.id}/add-text`, { text: '1 кг муки\n1 л молока' });
    const recipe = await saved(boris);
    const { body } = await call(t.app, boris, 'POST', `/api/list/${list.id}/recipe`, { recipe, skip: [2, 3] });
    expect(body.added).toEqual([]);
    expect(body.merged).toHaveLength(2);
    expect(await shown(boris, list.id)).toEqual(['Молоко 1 л · 0,5 стакана', 'Мука пшеничная 1.2 кг']);
  });

  it('doubles its amounts when put on the list twice, a line per good, and takes them back', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: '1 кг муки\n1 л молока' });
    const recipe = await saved(owner);
    const add = () => call(t.app, member, 'POST', `/api/list/${list.id}/recipe`, { recipe });
    // The owner's recipe reaches the member through the list.
    expect((await call(t.app, member, 'GET', `/api/recipes/${recipe}`)).status).toBe(404);
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/recipe`, { recipe })).status).toBe(404);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/recipe`, { recipe, skip: [0, 1, 2, 3] });
    expect((await call(t.app, member, 'GET', `/api/recipes/${recipe}`)).body).toMatchObject({ mine: false });
    expect((await add()).status).toBe(200);
    expect((await add()).status).toBe(200);
    expect(await shown(owner, list.id)).toEqual([
      'Молоко 1 л · 1 стакан',
      'Мука пшеничная 1.4 кг',
      'Соль 2 щепотка',
      'Яйца 4 шт',
    ]);
    // Servings summed: the owner's add (everything left out) and the member's two.
    expect((await items(owner, list.id))[0]?.recipes).toEqual([{ id: recipe, name: pancakes.name, servings: 12 }]);

    const back = await call(t.app, member, 'DELETE', `/api/list/${list.id}/recipe/${recipe}`);
    expect(back.status).toBe(200);
    expect(back.body.removed).toHaveLength(2);
    expect(back.body.changed).toHaveLength(2);
    // The owner's recipe is on no list of the member's now: the member cannot put it back.
    expect(back.body.again).toBeNull();
    expect(await shown(owner, list.id)).toEqual(['Молоко 1 л', 'Мука пшеничная 1 кг']);
    expect((await items(owner, list.id)).every((i) => i.recipes.length === 0)).toBe(true);
    expect((await call(t.app, member, 'DELETE', `/api/list/${list.id}/recipe/${recipe}`)).status).toBe(404);
  });

  it('answers how to put it back as it was, for the undo', async () => {
    const kira = await signUp(t.app);
    const list = await createList(t.app, kira);
    await call(t.app, kira, 'POST', `/api/list/${list.id}/add-text`, { text: '1 кг муки' });
    const recipe = await saved(kira);
    await call(t.app, kira, 'POST', `/api/list/${list.id}/recipe`, { recipe, servings: 6, skip: [1, 3] });
    const before = await shown(kira, list.id);
    const back = await call(t.app, kira, 'DELETE', `/api/list/${list.id}/recipe/${recipe}`);
    expect(back.body.again).toEqual({ servings: 6, skip: [1, 3] });
    const again = await call(t.app, kira, 'POST', `/api/list/${list.id}/recipe`, { recipe, ...back.body.again });
    expect(again.status).toBe(200);
    expect(await shown(kira, list.id)).toEqual(before);
  });

  it('keeps the rest of a good two recipes share when one is taken back', async () => {
    const vera = await signUp(t.app);
    const list = await createList(t.app, vera);
    const first = await saved(vera);
    const second = await saved(vera, { name: 'Оладьи', ingredients: ['300 г муки', '1 яйцо'] });
    await call(t.app, vera, 'POST', `/api/list/${list.id}/recipe`, { recipe: first, skip: [1, 3] });
    await call(t.app, vera, 'POST', `/api/list/${list.id}/recipe`, { recipe: second });
    expect(await shown(vera, list.id)).toEqual(['Мука пшеничная 500 г', 'Яйца 3 шт']);
    await call(t.app, vera, 'DELETE', `/api/list/${list.id}/recipe/${first}`);
    expect(await shown(vera, list.id)).toEqual(['Мука пшеничная 300 г', 'Яйца 1 шт']);
    // The second recipe now alone holds them: taken back too, they leave.
    await call(t.app, vera, 'DELETE', `/api/list/${list.id}/recipe/${second}`);
    expect(await items(vera, list.id)).toEqual([]);
  });

  it('keeps what the family added by hand to an item the recipe put on the list', async () => {
    const zoya = await signUp(t.app);
    const list = await createList(t.app, zoya);
    const recipe = await saved(zoya);
    await call(t.app, zoya, 'POST', `/api/list/${list.id}/recipe`, { recipe, skip: [1, 2, 3] });
    await call(t.app, zoya, 'POST', `/api/list/${list.id}/add-text`, { text: '1 кг муки' });
    expect(await shown(zoya, list.id)).toEqual(['Мука пшеничная 1.2 кг']);
    const back = await call(t.app, zoya, 'DELETE', `/api/list/${list.id}/recipe/${recipe}`);
    expect(back.body.removed).toEqual([]);
    expect(await shown(zoya, list.id)).toEqual(['Мука пшеничная 1 кг']);
  });

  it('puts a bought good back on the list, and leaves it bought when taken back after the shop', async () => {
    const gleb = await signUp(t.app);
    const list = await createList(t.app, gleb);
    await call(t.app, gleb, 'POST', `/api/list/${list.id}/add-text`, { text: 'яйца' });
    const [eggs] = await items(gleb, list.id);
    await call(t.app, gleb, 'PATCH', `/api/list-item/mark/${eggs!.id}`);
    expect((await items(gleb, list.id))[0]?.completed).toBe(true);
    const recipe = await saved(gleb);
    const { body } = await call(t.app, gleb, 'POST', `/api/list/${list.id}/recipe`, { recipe, skip: [0, 1, 3] });
    expect(body.merged).toMatchObject([{ id: eggs!.id, completed: false, amount: 2 }]);
    await call(t.app, gleb, 'PATCH', `/api/list-item/mark/${eggs!.id}`);
    await call(t.app, gleb, 'DELETE', `/api/list/${list.id}/recipe/${recipe}`);
    expect(await items(gleb, list.id)).toMatchObject([{ id: eggs!.id, completed: true }]);
  });

  it('previews the same answer with nothing changed', async () => {
    const dina = await signUp(t.app);
    const list = await createList(t.app, dina);
    await call(t.app, dina, 'POST', `/api/list/${list.id}/add-text`, { text: '1 кг муки' });
    const recipe = await saved(dina);
    const before = await items(dina, list.id);
    const body = { recipe, servings: 2, skip: [1] };
    const preview = await call(t.app, dina, 'POST', `/api/list/${list.id}/recipe`, { ...body, preview: true });
    expect(preview.status).toBe(200);
    expect(await items(dina, list.id)).toEqual(before);
    const done = await call(t.app, dina, 'POST', `/api/list/${list.id}/recipe`, body);
    const names = (answer: { added: { name: string; amount: number }[]; merged: { name: string; amount: number }[] }) =>
      [...answer.added, ...answer.merged].map((i) => `${i.name} ${i.amount}`);
    expect(names(preview.body)).toEqual(names(done.body));
    expect(preview.body.skipped).toEqual(done.body.skipped);
    expect(names(done.body)).toEqual(['Яйца 1', 'Соль 0.5', 'Мука пшеничная 1.1']);
  });

  it('takes a schema.org Recipe object, as Mealie or a script sends it, and saves it as the caller’s', async () => {
    const egor = await signUp(t.app);
    const list = await createList(t.app, egor);
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pancakes',
      url: 'https://example.org/pancakes',
      recipeYield: '4 servings',
      recipeIngredient: ['2 cups flour', '2 eggs'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix.' }],
    };
    const { status, body } = await call(
      t.app,
      egor,
      'POST',
      `/api/list/${list.id}/recipe`,
      { recipe, servings: 8 },
      'en',
    );
    expect(status).toBe(200);
    expect(body.added.map((i: { name: string; amount: number }) => `${i.name} ${i.amount}`)).toEqual([
      'Plain flour 4',
      'Eggs 4',
    ]);
    const [kept] = (await call(t.app, egor, 'GET', '/api/recipes')).body;
    expect(kept).toMatchObject({ name: 'Pancakes', source: 'https://example.org/pancakes', servings: 4, mine: true });
    expect(body.added[0].recipes).toEqual([{ id: kept.id, name: 'Pancakes', servings: 8 }]);
    const none = await call(t.app, egor, 'POST', `/api/list/${list.id}/recipe`, { recipe: { '@type': 'Thing' } }, 'en');
    expect(none).toMatchObject({ status: 400, body: { code: 'RECIPE_NOT_FOUND' } });
  });

  it('refuses bad input and lists of other kinds in the caller’s language, changing nothing', async () => {
    const fima = await signUp(t.app);
    const list = await createList(t.app, fima);
    const recipe = await saved(fima);
    for (const bad of [
      {},
      { recipe: 'x' },
      { recipe: 0 },
      { recipe, servings: 0 },
      { recipe, servings: 101 },
      { recipe, skip: [-1] },
      { recipe, skip: 'salt' },
      { recipe, preview: 'yes' },
    ]) {
      const { status, body } = await call(t.app, fima, 'POST', `/api/list/${list.id}/recipe`, bad as never, 'en');
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.message).toMatch(/[a-z]/i);
    }
    const other = await call(t.app, fima, 'POST', `/api/list/${list.id}/recipe`, { recipe: recipe + 1000 });
    expect(other.status).toBe(404);
    await call(t.app, fima, 'PATCH', `/api/list/${list.id}`, { kind: 'packing' });
    const packing = await call(t.app, fima, 'POST', `/api/list/${list.id}/recipe`, { recipe });
    expect(packing).toMatchObject({ status: 409, body: { code: 'NOT_A_SHOPPING_LIST' } });
    expect(await items(fima, list.id)).toEqual([]);
  });
});
