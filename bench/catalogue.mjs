// @ts-check
// 100,000 realistic-looking common goods in Russian and English, made by one INSERT … SELECT over generate_series:
// goods × brands × variants × sizes, so that every name is different and prefixes match as many rows as in a shop.

/** [ru, en] */
const goods = [
  ['Молоко', 'Milk'],
  ['Кефир', 'Kefir'],
  ['Йогурт', 'Yogurt'],
  ['Сыр', 'Cheese'],
  ['Творог', 'Cottage cheese'],
  ['Сметана', 'Sour cream'],
  ['Масло сливочное', 'Butter'],
  ['Ряженка', 'Baked milk'],
  ['Хлеб', 'Bread'],
  ['Батон', 'Loaf'],
  ['Булочки', 'Buns'],
  ['Печенье', 'Cookies'],
  ['Пряники', 'Gingerbread'],
  ['Шоколад', 'Chocolate'],
  ['Конфеты', 'Sweets'],
  ['Чай', 'Tea'],
  ['Кофе', 'Coffee'],
  ['Сок', 'Juice'],
  ['Вода минеральная', 'Mineral water'],
  ['Лимонад', 'Lemonade'],
  ['Макароны', 'Pasta'],
  ['Рис', 'Rice'],
  ['Гречка', 'Buckwheat'],
  ['Овсяные хлопья', 'Oat flakes'],
  ['Мука', 'Flour'],
  ['Сахар', 'Sugar'],
  ['Соль', 'Salt'],
  ['Колбаса', 'Sausage'],
  ['Сосиски', 'Frankfurters'],
  ['Ветчина', 'Ham'],
  ['Курица', 'Chicken'],
  ['Фарш', 'Minced meat'],
  ['Пельмени', 'Dumplings'],
  ['Рыба', 'Fish'],
  ['Сельдь', 'Herring'],
  ['Креветки', 'Shrimps'],
  ['Яблоки', 'Apples'],
  ['Бананы', 'Bananas'],
  ['Апельсины', 'Oranges'],
  ['Картофель', 'Potatoes'],
  ['Морковь', 'Carrots'],
  ['Лук', 'Onions'],
  ['Помидоры', 'Tomatoes'],
  ['Огурцы', 'Cucumbers'],
  ['Капуста', 'Cabbage'],
  ['Перец', 'Pepper'],
  ['Чеснок', 'Garlic'],
  ['Грибы', 'Mushrooms'],
  ['Горошек', 'Green peas'],
  ['Кукуруза', 'Sweet corn'],
  ['Майонез', 'Mayonnaise'],
  ['Кетчуп', 'Ketchup'],
  ['Горчица', 'Mustard'],
  ['Мёд', 'Honey'],
  ['Варенье', 'Jam'],
  ['Мороженое', 'Ice cream'],
  ['Шампунь', 'Shampoo'],
  ['Мыло', 'Soap'],
  ['Зубная паста', 'Toothpaste'],
  ['Салфетки', 'Napkins'],
];

const brands = [
  ['Простоквашино', 'Prostokvashino'],
  ['Домик в деревне', 'Domik v derevne'],
  ['Вкусвилл', 'VkusVill'],
  ['Агуша', 'Agusha'],
  ['Савушкин', 'Savushkin'],
  ['Брест-Литовск', 'Brest-Litovsk'],
  ['Черкизово', 'Cherkizovo'],
  ['Мираторг', 'Miratorg'],
  ['Петелинка', 'Petelinka'],
  ['Коломенский', 'Kolomensky'],
  ['Хлебный дом', 'Khlebny Dom'],
  ['Юбилейное', 'Yubileynoye'],
  ['Алёнка', 'Alyonka'],
  ['Бабаевский', 'Babaevsky'],
  ['Красный Октябрь', 'Krasny Oktyabr'],
  ['Майский', 'Maisky'],
  ['Гринфилд', 'Greenfield'],
  ['Якобс', 'Jacobs'],
  ['Добрый', 'Dobry'],
  ['Любимый', 'Lyubimy'],
  ['Макфа', 'Makfa'],
  ['Барилла', 'Barilla'],
  ['Мистраль', 'Mistral'],
  ['Увелка', 'Uvelka'],
  ['Ясно солнышко', 'Yasno Solnyshko'],
  ['Махеевъ', 'Maheev'],
  ['Хайнц', 'Heinz'],
  ['Кальве', 'Calve'],
  ['Балтийский берег', 'Baltiysky Bereg'],
  ['Меридиан', 'Meridian'],
  ['Глобал Вилладж', 'Global Village'],
  ['Каждый день', 'Every Day'],
  ['Фермерское', 'Farmers'],
  ['Эконива', 'Ekoniva'],
  ['Село зелёное', 'Selo Zelyonoye'],
  ['Сыробогатов', 'Syrobogatov'],
  ['Белебеевский', 'Belebeevsky'],
  ['Хохланд', 'Hochland'],
  ['Валио', 'Valio'],
  ['Виола', 'Viola'],
];

const variants = [
  ['классика', 'classic'],
  ['экстра', 'extra'],
  ['био', 'organic'],
  ['премиум', 'premium'],
  ['лайт', 'light'],
  ['без сахара', 'sugar free'],
  ['с клубникой', 'with strawberry'],
  ['с вишней', 'with cherry'],
  ['с ванилью', 'with vanilla'],
  ['с орехами', 'with nuts'],
  ['по-домашнему', 'homestyle'],
  ['для детей', 'for kids'],
  ['цельнозерновой', 'wholegrain'],
  ['безлактозный', 'lactose free'],
];

const sizes = [
  ['200 г', '200 g'],
  ['1 кг', '1 kg'],
  ['0,9 л', '0.9 l'],
];

/**
 * Adds `count` common goods (at most goods × brands × variants × sizes = 100,800 distinct names).
 * @param {import('pg').Client} client
 * @param {number} count
 */
export async function insertProducts(client, count) {
  /**
   * @param {string[][]} list
   * @param {number} i
   */
  const column = (list, i) => list.map((pair) => pair[i]);
  await client.query(
    `insert into products (name_ru, name_en, details, common, category_id, default_unit_id)
     select g.ru[i % $9::int + 1] || ' ' || b.ru[(i / $9::int) % $10::int + 1] || ' ' || v.ru[(i / ($9::int * $10::int)) % $11::int + 1]
              || ' ' || s.ru[(i / ($9::int * $10::int * $11::int)) % $12::int + 1],
            g.en[i % $9::int + 1] || ' ' || b.en[(i / $9::int) % $10::int + 1] || ' ' || v.en[(i / ($9::int * $10::int)) % $11::int + 1]
              || ' ' || s.en[(i / ($9::int * $10::int * $11::int)) % $12::int + 1],
            'Арт. ' || (100000 + i),
            true,
            c.ids[i % array_length(c.ids, 1) + 1],
            u.ids[i % array_length(u.ids, 1) + 1]
     from generate_series(0, $13::int - 1) as i,
          (select $1::text[] as ru, $2::text[] as en) g,
          (select $3::text[] as ru, $4::text[] as en) b,
          (select $5::text[] as ru, $6::text[] as en) v,
          (select $7::text[] as ru, $8::text[] as en) s,
          (select array_agg(id order by id) as ids from categories) c,
          (select array_agg(id order by id) as ids from units) u`,
    [
      column(goods, 0),
      column(goods, 1),
      column(brands, 0),
      column(brands, 1),
      column(variants, 0),
      column(variants, 1),
      column(sizes, 0),
      column(sizes, 1),
      goods.length,
      brands.length,
      variants.length,
      sizes.length,
      count,
    ],
  );
}

/**
 * Autocomplete texts: 2–6 letters, prefixes and infixes, Russian and English (the `lang` cookie picks the column).
 * @type {[lang: string, text: string][]}
 */
export const autocompleteQueries = [
  ['ru', 'мо'],
  ['ru', 'мол'],
  ['ru', 'молок'],
  ['ru', 'сыр'],
  ['ru', 'хле'],
  ['ru', 'шокол'],
  ['ru', 'кол'],
  ['ru', 'ква'],
  ['ru', 'прост'],
  ['ru', 'ок'],
  ['ru', 'ени'],
  ['ru', 'мед'],
  ['ru', 'ёлка'],
  ['ru', 'сосиск'],
  ['en', 'mi'],
  ['en', 'mil'],
  ['en', 'milk'],
  ['en', 'chees'],
  ['en', 'bre'],
  ['en', 'ban'],
  ['en', 'org'],
  ['en', 'ilk'],
  ['en', 'an'],
  ['en', 'nuts'],
  ['en', 'sham'],
  ['en', 'zzqx'],
];
