/**
 * What people call everyday goods besides their catalogue names, per language: colloquial words (картошка, spuds),
 * diminutives (яички), the other word order (сливочное масло) and the generic word for the good meant by default
 * (масло → «Масло сливочное», лук → «Лук репчатый»). Data and a pure lookup, shared by the server's search (autocomplete
 * and everything that reads typed goods through it) and the web client's search without signal.
 *
 * Each row names a good of the seed catalogue by its names in both languages, exactly as the seed has them
 * (server/src/db/seed; `synonyms.test.ts` there holds the two together), then its other names in Russian and in
 * English, comma-separated. A synonym never is another good's name, and names one good only (checked there too).
 */
import type { Lang } from '../core/lang.js';
import { foldName, foldWords, nameStems } from './word-forms.js';

type Row = readonly [ru: string, en: string, alsoRu: string, alsoEn: string];

const rows: readonly Row[] = [
  // Fruit and vegetables
  ['Картофель', 'Potatoes', 'картошка, картоха, картофан, картошечка, бульба, картофелина', 'spuds, tatties, taters'],
  ['Морковь', 'Carrots', 'морковка, морковочка, морква', ''],
  ['Лук репчатый', 'Onions', 'лук, лучок, репчатый лук, луковица', ''],
  ['Зелёный лук', 'Spring onions', 'лук зелёный, лук-перо', 'scallions, green onions'],
  ['Помидоры', 'Tomatoes', 'томаты, помидорки, помидорчики', ''],
  ['Огурцы', 'Cucumbers', 'огурец, огурчики, огурчик', 'cukes'],
  ['Капуста белокочанная', 'White cabbage', 'капуста, капустка, белокочанная капуста', 'cabbage'],
  ['Перец болгарский', 'Bell peppers', 'болгарский перец, сладкий перец', 'sweet peppers, capsicum'],
  ['Свёкла', 'Beetroot', 'бурак, буряк, свёколка', 'beets, beet'],
  ['Кабачки', 'Courgettes', 'кабачок, цукини', 'zucchini'],
  ['Баклажаны', 'Aubergines', 'синенькие', 'eggplant, eggplants'],
  ['Шампиньоны', 'Mushrooms', 'грибы, грибочки', ''],
  ['Укроп', 'Dill', 'укропчик', ''],
  ['Кинза', 'Coriander', 'кориандр, киндза', 'cilantro'],
  ['Салат листовой', 'Lettuce', 'салат, листья салата', 'salad leaves'],
  ['Руккола', 'Rocket', 'рукола', 'arugula'],
  ['Яблоки', 'Apples', 'яблочки', ''],
  ['Бананы', 'Bananas', 'бананчики', ''],
  ['Мандарины', 'Tangerines', 'мандаринки', 'clementines, satsumas, mandarins'],
  ['Лимоны', 'Lemons', 'лимончик', ''],
  ['Арбуз', 'Watermelon', 'арбузик', ''],
  ['Перец чили', 'Chilli peppers', 'острый перец, чили', 'chillies, chili peppers, chilies'],
  // Dairy and eggs
  ['Молоко', 'Milk', 'молочко', ''],
  ['Кефир', 'Kefir', 'кефирчик', ''],
  ['Сметана', 'Sour cream', 'сметанка', ''],
  ['Творог', 'Cottage cheese', 'творожок домашний', 'quark'],
  ['Масло сливочное', 'Butter', 'масло, маслице, сливочное масло, сливочное', 'unsalted butter'],
  ['Яйца', 'Eggs', 'яички, яичек, яиц, яйки, яйца куриные, куриные яйца, десяток яиц', 'chicken eggs, hen eggs'],
  ['Йогурт', 'Yoghurt', 'йогуртик', 'yogurt'],
  ['Сливки', 'Cream', 'сливочки', ''],
  ['Сливки для взбивания', 'Whipping cream', '', 'heavy cream, double cream'],
  ['Сырки глазированные', 'Glazed curd bars', 'сырок, сырочек, глазированный сырок', ''],
  // Meat and fish
  ['Мясо', 'Meat', 'мясцо', ''],
  ['Курица', 'Chicken', 'кура, курочка, цыплёнок, бройлер', 'whole chicken'],
  [
    'Куриное филе',
    'Chicken breast fillets',
    'филе курицы, куриная грудка, грудка куриная, филе куриное, грудка',
    'chicken breast, chicken breasts, chicken fillet',
  ],
  ['Куриные окорочка', 'Chicken legs', 'окорочка, окорочок, куриные ножки, ножки куриные', ''],
  ['Куриные крылья', 'Chicken wings', 'крылышки, куриные крылышки, крылья', 'wings'],
  ['Куриная печень', 'Chicken livers', 'печень куриная, куриная печёнка', ''],
  ['Фарш', 'Mince', 'фаршик, мясной фарш', 'minced meat'],
  ['Фарш говяжий', 'Beef mince', 'говяжий фарш', 'ground beef, minced beef'],
  ['Сосиски', 'Frankfurters', 'сосисочки', 'hot dogs, hotdogs, wieners'],
  ['Ветчина', 'Ham', 'ветчинка', ''],
  ['Рыба', 'Fish', 'рыбка', ''],
  ['Сельдь солёная', 'Salted herring', 'селёдка, селёдочка', 'herring, pickled herring'],
  ['Креветки замороженные', 'Frozen prawns', 'креветки, креветка', 'prawns, shrimp, shrimps'],
  // Bakery
  ['Хлеб', 'Bread', 'хлебушек, хлебушко, буханка', ''],
  ['Батон', 'White loaf', 'нарезной батон, нарезной', ''],
  ['Хлеб ржаной', 'Rye bread', 'чёрный хлеб, черняшка, ржаной хлеб', 'black bread'],
  ['Хлеб белый', 'White bread', 'белый хлеб', ''],
  ['Лаваш', 'Lavash flatbread', '', 'flatbread, flatbreads'],
  ['Булочки сдобные', 'Sweet buns', 'булочки, булочка, булка, булки, плюшки', ''],
  // Grocery
  ['Сахар', 'Sugar', 'сахарок, сахар-песок, сахарный песок', 'granulated sugar, white sugar, caster sugar'],
  ['Соль', 'Salt', 'поваренная соль, соль поваренная', 'table salt, kosher salt'],
  ['Мука пшеничная', 'Plain flour', 'мука, мучка, пшеничная мука', 'flour, white flour, all-purpose flour'],
  ['Гречка', 'Buckwheat', 'гречневая крупа, греча, гречневая', ''],
  ['Макароны', 'Pasta', 'макарошки, рожки, спиральки', 'macaroni'],
  ['Овсяные хлопья', 'Porridge oats', 'овсянка, геркулес, хлопья овсяные', 'oats, rolled oats, oatmeal, porridge'],
  [
    'Масло подсолнечное',
    'Sunflower oil',
    'подсолнечное масло, растительное масло, масло растительное, постное масло, подсолнечное',
    'vegetable oil, cooking oil, oil',
  ],
  ['Масло оливковое', 'Olive oil', 'оливковое масло', 'extra-virgin olive oil, extra virgin olive oil'],
  ['Манная крупа', 'Semolina', 'манка', ''],
  ['Перловая крупа', 'Pearl barley', 'перловка', ''],
  ['Горох колотый', 'Split peas', 'горох', ''],
  ['Сода пищевая', 'Baking soda', 'сода', 'bicarbonate of soda, bicarb'],
  ['Уксус столовый', 'White vinegar', 'уксус', 'vinegar'],
  ['Крахмал картофельный', 'Potato starch', 'крахмал', ''],
  ['Панировочные сухари', 'Breadcrumbs', 'панировка', ''],
  ['Кукурузные хлопья', 'Cornflakes', 'хлопья кукурузные', 'corn flakes'],
  ['Лапша быстрого приготовления', 'Instant noodles', 'доширак, бичпакет, роллтон', 'pot noodle, ramen'],
  // Canned food
  ['Сгущённое молоко', 'Condensed milk', 'сгущёнка, сгущёночка', ''],
  ['Тушёнка говяжья', 'Canned stewed beef', 'тушёнка, тушняк', ''],
  ['Горошек зелёный', 'Canned peas', 'зелёный горошек, горошек консервированный', ''],
  ['Кукуруза консервированная', 'Canned sweetcorn', 'консервированная кукуруза', 'sweetcorn'],
  [
    'Огурцы маринованные',
    'Pickled gherkins',
    'маринованные огурцы, солёные огурцы, огурцы солёные, корнишоны',
    'gherkins, pickles',
  ],
  ['Квашеная капуста', 'Sauerkraut', 'кислая капуста', ''],
  ['Томаты в собственном соку', 'Canned tomatoes', 'помидоры в собственном соку', 'chopped tomatoes, tinned tomatoes'],
  // Spices and sauces
  ['Перец чёрный молотый', 'Ground black pepper', 'чёрный перец, перец молотый, чёрный молотый перец', 'black pepper'],
  ['Лавровый лист', 'Bay leaves', 'лаврушка', 'bay leaf'],
  ['Майонез', 'Mayonnaise', 'майонезик, провансаль', 'mayo'],
  ['Кетчуп', 'Ketchup', '', 'tomato ketchup'],
  ['Томатная паста', 'Tomato paste', 'томат-паста, паста томатная', 'tomato puree, tomato purée'],
  ['Бульонные кубики', 'Stock cubes', 'кубики бульонные, кубик бульонный', 'bouillon cubes'],
  ['Соевый соус', 'Soy sauce', '', 'soya sauce'],
  ['Корица', 'Ground cinnamon', 'корица молотая', 'cinnamon'],
  // Frozen food
  ['Пельмени', 'Pelmeni', 'пельмешки', 'dumplings'],
  ['Мороженое', 'Ice cream', 'мороженко', ''],
  ['Пицца замороженная', 'Frozen pizza', 'пицца', 'pizza'],
  [
    'Овощная смесь замороженная',
    'Frozen mixed vegetables',
    'овощная смесь, замороженные овощи',
    'frozen veg, mixed veg',
  ],
  ['Картофель фри', 'Oven chips', 'фри, картошка фри', 'french fries, fries'],
  // Drinks
  ['Чай', 'Tea', 'чая, чаю, чаёк, чайку', 'tea bags, teabags'],
  ['Кофе', 'Coffee', 'кофеёк', ''],
  ['Сок', 'Juice', 'сочок', ''],
  [
    'Вода питьевая',
    'Drinking water',
    'вода, водичка, питьевая вода, вода без газа, кипяток, тёплая вода, холодная вода',
    'water, still water, bottled water, boiling water, warm water, cold water',
  ],
  ['Вода минеральная', 'Mineral water', 'минералка, минеральная вода', ''],
  ['Вода газированная', 'Sparkling water', 'газировка, газированная вода, вода с газом', 'fizzy water, soda water'],
  ['Кола', 'Cola', 'кока-кола, кокакола, пепси', 'coke, coca-cola, pepsi'],
  ['Пиво', 'Beer', 'пивко, пивас', 'lager, ale'],
  ['Вино красное', 'Red wine', 'красное вино', ''],
  ['Вино белое', 'White wine', 'белое вино', ''],
  ['Квас', 'Kvass', 'квасок', ''],
  ['Какао', 'Cocoa powder', 'какао-порошок', 'cocoa'],
  ['Энергетический напиток', 'Energy drink', 'энергетик, энергос', ''],
  ['Чай чёрный', 'Black tea', 'чёрный чай', ''],
  ['Чай зелёный', 'Green tea', 'зелёный чай', ''],
  ['Кофе молотый', 'Ground coffee', 'молотый кофе', ''],
  ['Кофе растворимый', 'Instant coffee', 'растворимый кофе', ''],
  ['Кофе в зёрнах', 'Coffee beans', 'кофе зерновой, зерновой кофе', ''],
  ['Сок апельсиновый', 'Orange juice', 'апельсиновый сок', 'oj'],
  ['Сок яблочный', 'Apple juice', 'яблочный сок', ''],
  // Sweets
  ['Шоколад', 'Chocolate', 'шоколадка, шоколадочка', ''],
  ['Конфеты', 'Sweets', 'конфетки', 'candy, candies'],
  ['Печенье', 'Biscuits', 'печеньки, печенька, печенюшки', 'cookies, cookie'],
  ['Варенье', 'Jam', 'джем, конфитюр', ''],
  ['Мёд', 'Honey', 'медок', ''],
  ['Зефир', 'Zefir', 'зефирки', ''],
  ['Торт', 'Cake', 'тортик', ''],
  ['Вафли', 'Wafers', 'вафельки', ''],
  ['Мармелад', 'Fruit jellies', 'мармеладки', ''],
  ['Жевательная резинка', 'Chewing gum', 'жвачка, жевачка, жвачки', 'gum, bubblegum'],
  // Snacks and nuts
  ['Чипсы картофельные', 'Crisps', 'чипсы, чипсики', 'potato chips, chips'],
  ['Сухарики', 'Rye croutons', 'кириешки', 'croutons'],
  ['Семечки подсолнечные', 'Sunflower seeds', 'семечки, семки', ''],
  // Household
  ['Туалетная бумага', 'Toilet paper', 'туалетка, бумага туалетная', 'loo roll, toilet roll, toilet tissue'],
  ['Бумажные полотенца', 'Kitchen roll', 'полотенца бумажные', 'paper towels'],
  ['Салфетки бумажные', 'Paper napkins', 'салфетки, бумажные салфетки', 'napkins, serviettes'],
  [
    'Средство для мытья посуды',
    'Washing-up liquid',
    'фейри, средство для посуды, моющее для посуды',
    'dish soap, dishwashing liquid, fairy liquid',
  ],
  ['Стиральный порошок', 'Washing powder', 'порошок, порошок стиральный', 'laundry powder, laundry detergent'],
  ['Кондиционер для белья', 'Fabric softener', 'ополаскиватель для белья', 'fabric conditioner'],
  [
    'Мешки для мусора',
    'Bin bags',
    'мусорные пакеты, пакеты для мусора, мусорные мешки',
    'bin liners, rubbish bags, trash bags, garbage bags',
  ],
  ['Губки для посуды', 'Kitchen sponges', 'губки, губка', 'sponges'],
  ['Плёнка пищевая', 'Cling film', 'пищевая плёнка', 'clingfilm, plastic wrap'],
  ['Фольга алюминиевая', 'Aluminium foil', 'алюминиевая фольга', 'foil, tin foil, aluminum foil'],
  ['Бумага для выпечки', 'Baking paper', 'пергамент', 'parchment paper, greaseproof paper'],
  ['Отбеливатель', 'Bleach', 'белизна', ''],
  // Personal care
  ['Зубная паста', 'Toothpaste', 'паста зубная', ''],
  ['Зубная щётка', 'Toothbrush', 'щётка зубная', ''],
  ['Мыло туалетное', 'Bar soap', 'мыло, мыльце, кусковое мыло', 'soap'],
  ['Жидкое мыло', 'Liquid soap', 'мыло жидкое', 'hand wash, handwash'],
  ['Гель для душа', 'Shower gel', '', 'body wash'],
  ['Дезодорант', 'Deodorant', 'дезик, антиперспирант', 'antiperspirant'],
  ['Прокладки гигиенические', 'Sanitary pads', 'прокладки', 'sanitary towels'],
  ['Бритвенные станки', 'Razors', 'бритвы, бритва, станки для бритья', ''],
  ['Пена для бритья', 'Shaving foam', 'пенка для бритья', 'shaving cream'],
  ['Ватные палочки', 'Cotton buds', '', 'cotton swabs, q-tips'],
  // Baby, pharmacy, pets
  ['Подгузники', 'Nappies', 'памперсы, памперс, подгузы', 'diapers, diaper'],
  ['Влажные салфетки', 'Wet wipes', 'влажные', 'wipes'],
  ['Детская молочная смесь', 'Infant formula', 'детская смесь, смесь детская', 'baby formula, baby milk'],
  ['Пластырь', 'Plasters', 'лейкопластырь', 'band-aids, bandaids'],
  ['Ибупрофен', 'Ibuprofen', 'нурофен', 'nurofen'],
  ['Витамины', 'Multivitamins', 'витаминки', 'vitamins'],
  ['Корм сухой для кошек', 'Dry cat food', 'корм для кошек, кошачий корм', 'cat food, cat biscuits'],
  ['Корм сухой для собак', 'Dry dog food', 'корм для собак, собачий корм', 'dog food'],
  ['Наполнитель для кошачьего туалета', 'Cat litter', 'наполнитель, наполнитель для лотка', 'kitty litter'],
  ['Цветы', 'Flowers', 'букет, цветочки', 'bouquet'],
];

/** A good of the catalogue by its names, and what else people call it in each language. */
export interface GoodSynonyms {
  ru: string;
  en: string;
  also: Record<Lang, readonly string[]>;
}

const split = (list: string) =>
  list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export const goodSynonyms: readonly GoodSynonyms[] = rows.map(([ru, en, alsoRu, alsoEn]) => ({
  ru,
  en,
  also: { ru: split(alsoRu), en: split(alsoEn) },
}));

/** The goods a text names through their synonyms, as folded names (`foldName`) in the text's language. */
export interface SynonymMatch {
  /** A synonym of the good is the text, up to case, ё and word forms ("картошки" is "картошка"). */
  named: ReadonlySet<string>;
  /** A synonym of the good starts with the text (two letters on: "картош" is on its way to "картошка"). */
  started: ReadonlySet<string>;
}

interface SynonymIndex {
  /** The stems of a synonym's words (`nameStems`, joined by spaces) → the goods it names. */
  byStems: Map<string, Set<string>>;
  /** Each synonym's words (`foldWords`) with the good it names. */
  words: [synonym: string, good: string][];
  /** The length of the longest of them: a longer text starts none (a pasted line of 250 letters looks at none). */
  longest: number;
}

const indexes = new Map<Lang, SynonymIndex>();

const consonant = '[бвгджзклмнпрстфхцчшщ]';
/** A Russian fleeting vowel before a stem's last consonant: «кошек» and «кошк(а)», «булок» and «булк(а)». */
const fleeting = new RegExp(`^(.{2,}${consonant})[ео](${consonant})$`, 'u');

/**
 * The keys a phrase of stems is known by: its stems, and the same with a fleeting vowel dropped («корм для кошек» is
 * also «корм для кошк», as «корм для кошки» is read), so that the light stemmer's genitive plural meets its other forms.
 */
function stemKeys(stems: readonly string[]): string[] {
  const key = stems.join(' ');
  const without = stems.map((stem) => stem.replace(fleeting, '$1$2')).join(' ');
  return without === key ? [key] : [key, without];
}

function indexOf(lang: Lang): SynonymIndex {
  let index = indexes.get(lang);
  if (index) return index;
  index = { byStems: new Map(), words: [], longest: 0 };
  for (const good of goodSynonyms) {
    const name = foldName(good[lang]);
    for (const synonym of good.also[lang]) {
      for (const key of stemKeys(nameStems(synonym)))
        index.byStems.set(key, (index.byStems.get(key) ?? new Set()).add(name));
      const words = foldWords(synonym);
      index.words.push([words, name]);
      index.longest = Math.max(index.longest, words.length);
    }
  }
  indexes.set(lang, index);
  return index;
}

/** The shortest text that finds the goods whose synonyms start with it. */
const minStarted = 2;

/**
 * The goods the text names through a synonym in the language (the text is the name part, without an amount); `stems`
 * are the text's (`nameStems`), when the caller has them already.
 */
export function synonymsOf(text: string, lang: Lang, stems: readonly string[] = nameStems(text)): SynonymMatch {
  const index = indexOf(lang);
  const named = new Set(
    stems.length === 0 ? [] : stemKeys(stems).flatMap((key) => [...(index.byStems.get(key) ?? [])]),
  );
  const typed = foldWords(text);
  const started = new Set<string>();
  if (typed.length >= minStarted && typed.length <= index.longest) {
    for (const [synonym, good] of index.words) if (synonym.startsWith(typed)) started.add(good);
  }
  return { named, started };
}
