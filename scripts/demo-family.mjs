// A family's lists made through the public API, as two people would make them in the app: for the pictures of
// `npm run screenshots` (scripts/screenshots.mjs). One family per language, so each picture shows words of its own.
import { call, signUp } from './built-app.mjs';

const password = 'demo-password-1';

/** What each family writes: the lines are typed as in the add box, amounts and dates read off them. */
const families = {
  ru: {
    owner: { email: 'anna@example.com', username: 'Анна' },
    member: { email: 'misha@example.com', username: 'Миша' },
    packing: { name: 'На дачу', lines: ['палатка', 'спальники 2 шт', 'фонарик', 'репеллент', 'гамак'] },
    todo: {
      name: 'Дела по дому',
      lines: [
        'позвонить маме завтра в 18:00',
        'вынести мусор каждый вторник',
        'оплатить интернет 10 числа',
        'починить кран',
        'купить подарок Оле',
      ],
      done: ['починить кран'],
      memberDoes: 'вынести мусор',
    },
    shopping: {
      name: 'Продукты на неделю',
      lines: [
        '2 кг яблок',
        'молоко 2 л',
        'хлеб',
        'яйца 10 шт',
        'сыр 300 г',
        'кофе',
        'бананы 1 кг',
        'гречка',
        'помидоры 500 г',
        'сметана',
      ],
      ticked: ['Хлеб', 'Кофе', 'Гречка'],
    },
  },
  en: {
    owner: { email: 'emma@example.com', username: 'Emma' },
    member: { email: 'jack@example.com', username: 'Jack' },
    packing: { name: 'Camping trip', lines: ['tent', 'sleeping bags 2', 'torch', 'insect repellent', 'hammock'] },
    todo: {
      name: 'Home to-dos',
      lines: [
        'call mum tomorrow at 6pm',
        'take out bins every tuesday',
        'pay the internet on the 10th',
        'fix the tap',
        'buy a present for Kate',
      ],
      done: ['fix the tap'],
      memberDoes: 'take out bins',
    },
    shopping: {
      name: 'Weekly shop',
      lines: [
        'apples 2 kg',
        'milk 2 l',
        'bread',
        'eggs 10',
        'cheese 300 g',
        'coffee',
        'bananas 1 kg',
        'rice',
        'tomatoes 500 g',
        'yogurt',
      ],
      ticked: ['Bread', 'Coffee', 'Rice'],
    },
  },
};

/** The items of a list whose names start with one of `names` (case aside). */
const itemsNamed = (items, names) =>
  items.filter((item) => names.some((name) => item.name.toLowerCase().startsWith(name.toLowerCase())));

/**
 * The family of `language`: two people who are each other's contacts, a packing list, a to-do list and a shopping
 * list (made in that order, so the shopping list is the one changed last), each shared with the second person, who
 * has ticked some goods and does one to-do. Answers the people's cookies (session and language), the lists' ids and
 * the texts written.
 */
export async function makeFamily(base, language) {
  const text = families[language];
  const lang = `lang=${language}`;
  const owner = `${await signUp(base, { ...text.owner, password }, lang)}; ${lang}`;
  const member = `${await signUp(base, { ...text.member, password }, lang)}; ${lang}`;
  const api = async (cookie, method, path, body) => (await call(base, method, path, { cookie, body })).json();

  const find = async (cookie, username) => {
    const [found] = await api(cookie, 'GET', `/api/user/search?name=${encodeURIComponent(username)}`);
    if (!found) throw new Error(`no user ${username}`);
    return found.id;
  };
  const memberId = await find(owner, text.member.username);
  await api(owner, 'POST', `/api/user/contact/add/${memberId}`);
  await api(member, 'POST', `/api/user/contact/add/${await find(member, text.owner.username)}`);

  const newList = async (name, kind, lines) => {
    const list = await api(owner, 'POST', '/api/lists', { name, kind });
    await api(owner, 'POST', `/api/list/${list.id}/add-text`, { text: lines.join('\n') });
    await api(owner, 'POST', `/api/list/${list.id}/members/add/${memberId}`);
    return list.id;
  };
  const mark = (cookie, item) => api(cookie, 'PATCH', `/api/list-item/mark/${item.id}`, {});

  const packing = await newList(text.packing.name, 'packing', text.packing.lines);
  const todo = await newList(text.todo.name, 'todo', text.todo.lines);
  const todoItems = await api(owner, 'GET', `/api/list/${todo}`);
  for (const item of itemsNamed(todoItems, [text.todo.memberDoes]))
    await api(owner, 'PATCH', `/api/list/item/update/${item.id}`, { assignee: memberId });
  for (const item of itemsNamed(todoItems, text.todo.done)) await mark(owner, item);

  const shopping = await newList(text.shopping.name, 'shopping', text.shopping.lines);
  const goods = await api(member, 'GET', `/api/list/${shopping}`);
  const ticked = itemsNamed(goods, text.shopping.ticked);
  if (ticked.length !== text.shopping.ticked.length)
    throw new Error(`${text.shopping.name}: ${goods.map((item) => item.name).join(', ')} miss ${text.shopping.ticked}`);
  for (const item of ticked) await mark(member, item);

  return { owner, member, ids: { packing, todo, shopping }, text };
}
