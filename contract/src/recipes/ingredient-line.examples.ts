import type { Lang } from '../core/lang.js';
import type { UnitCode } from '../entry/units.js';

/**
 * Ingredient lines as recipe sites write them, with what `readIngredientLine` reads of each: the examples,
 * then lines in the manner of povarenok.ru («Мука — 200 г»), eda.ru («Сахар 2 столовые ложки»), russianfood.com
 * («Мука - 2 стак.»), allrecipes.com ("1 (14 oz) can tomatoes"), bbcgoodfood.com ("400g can chopped tomatoes") and
 * seriouseats.com ("1 tablespoon (15ml) vegetable oil"). Read in contract (ingredient-line.test.ts) and matched to the
 * seed catalogue's goods in the server (features/recipes/ingredient-goods.test.ts).
 */
export interface IngredientLineExample {
  /** The language of the recipe: the good is looked up in it first. */
  lang: Lang;
  line: string;
  /** Each good the line asks for, most lines one. */
  goods: readonly IngredientExampleGood[];
}

/**
 * A good as read: the name as written, the amount, the unit's code, the note ('' for none), and the seed catalogue's
 * good it names, in the line's language (null when the catalogue has none).
 */
export type IngredientExampleGood = readonly [
  name: string,
  amount: number | null,
  unit: UnitCode | null,
  note: string,
  good: string | null,
];

const ru = (line: string, ...goods: IngredientExampleGood[]): IngredientLineExample => ({ lang: 'ru', line, goods });
const en = (line: string, ...goods: IngredientExampleGood[]): IngredientLineExample => ({ lang: 'en', line, goods });

export const ingredientLineExamples: readonly IngredientLineExample[] = [
  // The issue's.
  ru('2 ст. л. сахара', ['сахара', 2, 'tbsp', '', 'Сахар']),
  ru('щепотка соли', ['соли', 1, 'pinch', '', 'Соль']),
  ru('3 зубчика чеснока', ['чеснока', 3, 'clove', '', 'Чеснок']),
  ru('200 г муки', ['муки', 200, 'g', '', 'Мука пшеничная']),
  ru('1/2 стакана молока', ['молока', 0.5, 'cup', '', 'Молоко']),
  ru('1 стакан кипятка', ['кипятка', 1, 'cup', '', 'Вода питьевая']),
  ru('½ стакана', ['', 0.5, 'cup', '', null]),
  ru('мука пшеничная — 1,5 стакана', ['мука пшеничная', 1.5, 'cup', '', 'Мука пшеничная']),
  ru('яйцо — 2 шт.', ['яйцо', 2, 'pcs', '', 'Яйца']),
  ru('соль, перец — по вкусу', ['соль', null, null, 'по вкусу', 'Соль'], ['перец', null, null, 'по вкусу', null]),
  ru('2–3 картофелины', ['картофелины', 3, 'pcs', '2–3', 'Картофель']),
  ru('лук репчатый 1 шт.', ['лук репчатый', 1, 'pcs', '', 'Лук репчатый']),
  en('2 tbsp olive oil', ['olive oil', 2, 'tbsp', '', 'Olive oil']),
  en('1 (14 oz) can tomatoes', ['tomatoes', 1, 'can', '14 oz', 'Tomatoes']),
  en('1 1/2 cups flour', ['flour', 1.5, 'cup', '', 'Plain flour']),
  en('salt to taste', ['salt', null, null, 'to taste', 'Salt']),
  // povarenok.ru: the name, a dash, the amount.
  ru('Молоко — 500 мл', ['Молоко', 500, 'ml', '', 'Молоко']),
  ru('Масло сливочное — 50 г', ['Масло сливочное', 50, 'g', '', 'Масло сливочное']),
  ru('Яйцо куриное — 3 шт', ['Яйцо куриное', 3, 'pcs', '', 'Яйца']),
  ru('Разрыхлитель — 1 ч. л.', ['Разрыхлитель', 1, 'tsp', '', 'Разрыхлитель']),
  ru('Ванильный сахар — 1 пакетик', ['Ванильный сахар', 1, 'bag', '', 'Ванильный сахар']),
  ru('Соль — 1 щепот.', ['Соль', 1, 'pinch', '', 'Соль']),
  ru('Масло растительное — 2 ст. л.', ['Масло растительное', 2, 'tbsp', '', 'Масло подсолнечное']),
  ru('Чеснок — 3 зуб.', ['Чеснок', 3, 'clove', '', 'Чеснок']),
  ru('Сметана 20% — 200 г', ['Сметана', 200, 'g', '20%', 'Сметана']),
  ru('Фарш (говядина и свинина) — 500 г', ['Фарш', 500, 'g', 'говядина и свинина', 'Фарш']),
  ru('Сыр твердый — 100 г', ['Сыр твердый', 100, 'g', '', 'Сыр твёрдый']),
  ru('Морковь (крупная) — 1 шт.', ['Морковь', 1, 'pcs', 'крупная', 'Морковь']),
  ru('Лук — 1 шт. (средний)', ['Лук', 1, 'pcs', 'средний', 'Лук репчатый']),
  ru('Сливки 33% — 200 мл', ['Сливки', 200, 'ml', '33%', 'Сливки']),
  ru('Корица молотая — ½ ч. л.', ['Корица молотая', 0.5, 'tsp', '', 'Корица']),
  ru('Масло растительное — для жарки', ['Масло растительное', null, null, 'для жарки', 'Масло подсолнечное']),
  ru('Зелень (укроп, петрушка) — по вкусу', ['Зелень', null, null, 'укроп, петрушка, по вкусу', null]),
  ru('Сгущенное молоко — 1 банка (380 г)', ['Сгущенное молоко', 1, 'can', '380 г', 'Сгущённое молоко']),
  ru('Перец черный молотый — на кончике ножа', [
    'Перец черный молотый',
    null,
    null,
    'на кончике ножа',
    'Перец чёрный молотый',
  ]),
  ru('Соль, сахар — по 1 ч. л.', ['Соль', 1, 'tsp', '', 'Соль'], ['сахар', 1, 'tsp', '', 'Сахар']),
  ru('Творог (9%) — 400 г', ['Творог', 400, 'g', '9%', 'Творог']),
  ru('Помидоры черри — 10 шт.', ['Помидоры черри', 10, 'pcs', '', 'Помидоры черри']),
  ru('Сахарная пудра — 2 ст. ложки', ['Сахарная пудра', 2, 'tbsp', '', 'Сахарная пудра']),
  // eda.ru: the name, then the amount in words.
  ru('Пшеничная мука 200 г', ['Пшеничная мука', 200, 'g', '', 'Мука пшеничная']),
  ru('Куриное яйцо 2 штуки', ['Куриное яйцо', 2, 'pcs', '', 'Яйца']),
  ru('Сахар 2 столовые ложки', ['Сахар', 2, 'tbsp', '', 'Сахар']),
  ru('Соль по вкусу', ['Соль', null, null, 'по вкусу', 'Соль']),
  ru('Черный молотый перец по вкусу', ['Черный молотый перец', null, null, 'по вкусу', 'Перец чёрный молотый']),
  ru('Оливковое масло 2 столовые ложки', ['Оливковое масло', 2, 'tbsp', '', 'Масло оливковое']),
  ru('Репчатый лук 1 головка', ['Репчатый лук', 1, 'pcs', '', 'Лук репчатый']),
  ru('Петрушка ½ пучка', ['Петрушка', 0.5, 'bunch', '', 'Петрушка']),
  ru('Лавровый лист 2 штуки', ['Лавровый лист', 2, 'pcs', '', 'Лавровый лист']),
  ru('Сливочное масло 30 г', ['Сливочное масло', 30, 'g', '', 'Масло сливочное']),
  // russianfood.com: a hyphen, abbreviations with dots.
  ru('Мука - 2 стак.', ['Мука', 2, 'cup', '', 'Мука пшеничная']),
  ru('Сода - 0,5 ч. ложки', ['Сода', 0.5, 'tsp', '', 'Сода пищевая']),
  ru('Соль - щепотка', ['Соль', 1, 'pinch', '', 'Соль']),
  ru('Картофель - 5-6 шт.', ['Картофель', 6, 'pcs', '5–6', 'Картофель']),
  ru('Кефир - 1 стакан (250 мл)', ['Кефир', 1, 'cup', '250 мл', 'Кефир']),
  // As cooks write them in recipes of their own.
  ru('2 средних луковицы', ['луковицы', 2, 'pcs', 'средних', 'Лук репчатый']),
  ru('1 ст. ложка муки', ['муки', 1, 'tbsp', '', 'Мука пшеничная']),
  ru('500 г куриного филе', ['куриного филе', 500, 'g', '', 'Куриное филе']),
  ru('Мука, 200 г', ['Мука', 200, 'g', '', 'Мука пшеничная']),
  ru('соль и перец по ½ ч. л.', ['соль', 0.5, 'tsp', '', 'Соль'], ['перец', 0.5, 'tsp', '', null]),
  ru('1 кг картофеля, очищенного', ['картофеля', 1, 'kg', 'очищенного', 'Картофель']),
  ru('2 огурца, мелко нарезанных', ['огурца', 2, 'pcs', 'мелко нарезанных', 'Огурцы']),
  // allrecipes.com: cups and spoons in words, sizes in parentheses, preparation after a comma.
  en('1 cup white sugar', ['white sugar', 1, 'cup', '', 'Sugar']),
  en('2 cups all-purpose flour', ['all-purpose flour', 2, 'cup', '', 'Plain flour']),
  en('1 teaspoon baking soda', ['baking soda', 1, 'tsp', '', 'Baking soda']),
  en('1/2 teaspoon salt', ['salt', 0.5, 'tsp', '', 'Salt']),
  en('1 cup butter, softened', ['butter', 1, 'cup', 'softened', 'Butter']),
  en('2 large eggs', ['eggs', 2, 'pcs', 'large', 'Eggs']),
  en('1 teaspoon vanilla extract', ['vanilla extract', 1, 'tsp', '', 'Vanilla extract']),
  en('3 cloves garlic, minced', ['garlic', 3, 'clove', 'minced', 'Garlic']),
  en('1 medium onion, chopped finely', ['onion', 1, 'pcs', 'medium, chopped finely', 'Onions']),
  en('6 ounces tomato paste', ['tomato paste', 6, 'oz', '', 'Tomato paste']),
  en('2 cups chicken broth (or vegetable if you prefer)', [
    'chicken broth',
    2,
    'cup',
    'or vegetable if you prefer',
    null,
  ]),
  en('salt and pepper, to taste', ['salt', null, null, 'to taste', 'Salt'], ['pepper', null, null, 'to taste', null]),
  en('salt and pepper to taste', ['salt', null, null, 'to taste', 'Salt'], ['pepper', null, null, 'to taste', null]),
  en('2 (28 ounce) cans whole tomatoes', ['whole tomatoes', 2, 'can', '28 ounce', null]),
  en('1 lb ground beef', ['ground beef', 1, 'lb', '', 'Beef mince']),
  en('8 oz cream cheese, softened', ['cream cheese', 8, 'oz', 'softened', 'Cream cheese']),
  en('1 (8 ounce) package cream cheese', ['cream cheese', 1, 'pack', '8 ounce', 'Cream cheese']),
  en('1 cup (2 sticks) unsalted butter, melted', ['unsalted butter', 1, 'cup', '2 sticks, melted', 'Butter']),
  en('3/4 cup granulated sugar', ['granulated sugar', 0.75, 'cup', '', 'Sugar']),
  en('2 teaspoons baking powder', ['baking powder', 2, 'tsp', '', 'Baking powder']),
  en('1 ½ teaspoons ground cinnamon', ['ground cinnamon', 1.5, 'tsp', '', 'Ground cinnamon']),
  en('2 pounds potatoes, peeled and cubed', ['potatoes', 2, 'lb', 'peeled and cubed', 'Potatoes']),
  en('1 cup frozen peas', ['frozen peas', 1, 'cup', '', 'Frozen peas']),
  en('1/2 cup sour cream', ['sour cream', 0.5, 'cup', '', 'Sour cream']),
  en('1 cup heavy cream', ['heavy cream', 1, 'cup', '', 'Whipping cream']),
  en('2 to 3 tablespoons lemon juice', ['lemon juice', 3, 'tbsp', '2–3', null]),
  en('a pinch of salt', ['salt', 1, 'pinch', '', 'Salt']),
  en(
    'Salt and freshly ground black pepper',
    ['Salt', null, null, '', 'Salt'],
    ['freshly ground black pepper', null, null, '', null],
  ),
  // bbcgoodfood.com: grams glued to the number, cans of a size.
  en('200g plain flour', ['plain flour', 200, 'g', '', 'Plain flour']),
  en('100g caster sugar', ['caster sugar', 100, 'g', '', 'Sugar']),
  en('2 tbsp olive oil, plus extra for drizzling', ['olive oil', 2, 'tbsp', 'plus extra for drizzling', 'Olive oil']),
  en('1 onion, finely chopped', ['onion', 1, 'pcs', 'finely chopped', 'Onions']),
  en('400g can chopped tomatoes', ['chopped tomatoes', 1, 'can', '400g', 'Canned tomatoes']),
  en('2 x 400g tins chickpeas, drained', ['chickpeas', 2, 'can', '400g, drained', 'Chickpeas']),
  en('1 tbsp tomato purée', ['tomato purée', 1, 'tbsp', '', 'Tomato paste']),
  en('1 tsp dried oregano', ['dried oregano', 1, 'tsp', '', 'Dried oregano']),
  en('250ml milk', ['milk', 250, 'ml', '', 'Milk']),
  en('500g beef mince', ['beef mince', 500, 'g', '', 'Beef mince']),
  en('1 red onion, sliced', ['red onion', 1, 'pcs', 'sliced', 'Red onions']),
  en('2 carrots, peeled and diced', ['carrots', 2, 'pcs', 'peeled and diced', 'Carrots']),
  en('50g parmesan, finely grated', ['parmesan', 50, 'g', 'finely grated', 'Parmesan']),
  en('1 egg, beaten', ['egg', 1, 'pcs', 'beaten', 'Eggs']),
  en('150ml double cream', ['double cream', 150, 'ml', '', 'Whipping cream']),
  en('1 bunch spring onions, sliced', ['spring onions', 1, 'bunch', 'sliced', 'Spring onions']),
  en('Lemon wedges, for serving', ['Lemon wedges', null, null, 'for serving', null]),
  en('1 lemon, zested and juiced', ['lemon', 1, 'pcs', 'zested and juiced', 'Lemons']),
  en('Fresh parsley, chopped', ['Fresh parsley', null, null, 'chopped', null]),
  // seriouseats.com: metric amounts in parentheses.
  en('1 tablespoon (15ml) vegetable oil', ['vegetable oil', 1, 'tbsp', '15ml', 'Sunflower oil']),
  en('1⁄4 cup (60 ml) extra-virgin olive oil', ['extra-virgin olive oil', 0.25, 'cup', '60 ml', 'Olive oil']),
  en('5 garlic cloves, pressed', ['garlic', 5, 'clove', 'pressed', 'Garlic']),
  en('1 teaspoon kosher salt', ['kosher salt', 1, 'tsp', '', 'Salt']),
  en('2 tablespoons soy sauce', ['soy sauce', 2, 'tbsp', '', 'Soy sauce']),
  en('1 pound spaghetti', ['spaghetti', 1, 'lb', '', 'Spaghetti']),
  en('2 cups water', ['water', 2, 'cup', '', 'Drinking water']),
];
