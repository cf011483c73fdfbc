import { recipeLimits } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { type RecipeFacts, readRecipePage, readRecipes } from './recipe.js';

const pageUrl = new URL('https://cook.example/recipes/soup/');

const script = (block: unknown) =>
  `<script type="application/ld+json">${typeof block === 'string' ? block : JSON.stringify(block)}</script>`;
/** A page holding each block as JSON-LD, written as given when a string. */
const jsonLdPage = (...blocks: unknown[]) =>
  `<!doctype html><html><head><title>Soup</title>${blocks.map(script).join('\n')}</head><body><p>Soup.</p></body>`;

const recipe = (fields: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Onion soup',
  recipeIngredient: ['4 onions'],
  ...fields,
});

const read = (...blocks: unknown[]) => readRecipePage(jsonLdPage(...blocks), pageUrl);
const stepsOf = (recipeInstructions: unknown) => read(recipe({ recipeInstructions }))?.steps;

/** `work`'s answer, checked to come fast: a guard against super-linear reading, not a budget (the machine is shared). */
function fast<T>(work: () => T, what = ''): T {
  const started = performance.now();
  const answer = work();
  expect(performance.now() - started, what).toBeLessThan(3000);
  return answer;
}

describe('where a page keeps its recipe', () => {
  it("finds it in a Yoast @graph, its image an @id reference to the graph's ImageObject", () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', '@id': 'https://cook.example/#website', name: 'Cook' },
        { '@type': 'Person', '@id': 'https://cook.example/#/person/1', name: 'Ann', image: { '@id': '#avatar' } },
        {
          '@type': 'Recipe',
          '@id': '#recipe',
          name: 'Soup',
          image: { '@id': '#primaryimage' },
          recipeIngredient: ['1 leek'],
        },
        { '@type': 'ImageObject', '@id': '#primaryimage', url: '/uploads/soup.jpg', width: 1200 },
      ],
    };
    expect(read(graph)).toEqual({
      name: 'Soup',
      image: 'https://cook.example/uploads/soup.jpg',
      servings: null,
      ingredients: ['1 leek'],
      steps: [],
    });
  });

  it("takes a @type list, a full type IRI, a block that is an array, and a WebPage's mainEntity", () => {
    const shapes = [
      recipe({ '@type': ['Recipe', 'NewsArticle'] }),
      recipe({ '@type': 'http://schema.org/Recipe' }),
      [{ '@type': 'BreadcrumbList' }, recipe()],
      { '@type': 'WebPage', mainEntity: recipe() },
      `<!--\n${JSON.stringify(recipe())}\n-->`,
    ];
    for (const shape of shapes) expect(read(shape)?.name, JSON.stringify(shape)).toBe('Onion soup');
  });

  it('gives every recipe of a page in page order, and the one the page names its mainEntity as its recipe', () => {
    const soup = recipe({ name: 'Soup' });
    const bread = recipe({ '@id': '#bread', name: 'Bread' });
    const page = jsonLdPage(soup, bread);
    expect(readRecipes(page, pageUrl).map((r) => r.name)).toEqual(['Soup', 'Bread']);
    expect(readRecipePage(page, pageUrl)?.name).toBe('Soup');
    const named = jsonLdPage(soup, { '@type': 'WebPage', mainEntity: { '@id': '#bread' } }, bread);
    expect(readRecipePage(named, pageUrl)?.name).toBe('Bread');
    const ofPage = jsonLdPage(soup, { ...bread, mainEntityOfPage: 'https://cook.example/recipes/soup/' });
    expect(readRecipePage(ofPage, pageUrl)?.name).toBe('Bread');
  });

  it('counts a recipe given twice under one @id once: a reference in mainEntity, the whole in @graph', () => {
    const graph = {
      '@graph': [
        { '@type': 'WebPage', mainEntity: { '@type': 'Recipe', '@id': '#r' } },
        recipe({ '@id': '#r', name: 'Stew' }),
      ],
    };
    expect(readRecipes(jsonLdPage(graph), pageUrl).map((r) => r.name)).toEqual(['Stew']);
  });

  it('takes neither a list of other recipes (a category page), nor a Recipe with no ingredients and no steps', () => {
    const carousel = { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, item: recipe() }] };
    expect(read(carousel)).toBeUndefined();
    expect(read({ '@type': 'Recipe', name: 'Empty', recipeIngredient: [' ', ''] })).toBeUndefined();
  });

  it('reads microdata only when no JSON-LD recipe is there', () => {
    const microdata = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Kasha</h1>
      <span itemprop="recipeIngredient">1 cup buckwheat</span></div>`;
    expect(readRecipePage(`${jsonLdPage(recipe())}${microdata}`, pageUrl)?.name).toBe('Onion soup');
    expect(readRecipePage(`${jsonLdPage({ '@type': 'Article' })}${microdata}`, pageUrl)?.name).toBe('Kasha');
  });

  it('gives nothing for a page without a recipe, or with a block that is not JSON', () => {
    const article = jsonLdPage({ '@type': 'Article', headline: 'Soups of autumn', image: '/a.jpg' });
    expect(readRecipePage(article, pageUrl)).toBeUndefined();
    expect(readRecipes(article, pageUrl)).toEqual([]);
    expect(read('{ "@type": "Recipe", "name": "broken", }')).toBeUndefined();
    expect(readRecipes('', pageUrl)).toEqual([]);
  });
});

describe('instructions', () => {
  it('a text: a step a line (line breaks, <br>, <p>, <li>), numbers and «Шаг 1» headings taken off', () => {
    expect(stepsOf('1. Slice the onions.\n2) Fry them.\n\nШаг 3\nAdd stock.')).toEqual([
      'Slice the onions.',
      'Fry them.',
      'Add stock.',
    ]);
    expect(stepsOf('<ol><li>Slice.</li><li>Fry.</li></ol>')).toEqual(['Slice.', 'Fry.']);
    expect(stepsOf('<p>Slice.<br>Fry.</p>&lt;p&gt;Serve.&lt;/p&gt;')).toEqual(['Slice.', 'Fry.', 'Serve.']);
  });

  it('one line of numbered sentences: a step a sentence, a decimal not taken for a number', () => {
    expect(stepsOf('1. Heat 1.5 l of water. 2. Add 2 tsp salt! 3) Boil 10 min.')).toEqual([
      'Heat 1.5 l of water.',
      'Add 2 tsp salt!',
      'Boil 10 min.',
    ]);
    expect(stepsOf('Bake at 180 °C for 25 minutes. Serve warm.')).toEqual([
      'Bake at 180 °C for 25 minutes. Serve warm.',
    ]);
  });

  it('a list of texts; of HowToSteps (text, else name; its directions); steps named by @id', () => {
    expect(stepsOf(['Slice.', ' ', 'Fry.'])).toEqual(['Slice.', 'Fry.']);
    const steps = [
      { '@type': 'HowToStep', name: 'Slice', text: '<p>Slice the onions thin.</p>\n<p>Salt them.</p>' },
      { '@type': 'HowToStep', name: 'Fry the onions.' },
      { '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Add stock.' }] },
    ];
    expect(stepsOf(steps)).toEqual(['Slice the onions thin. Salt them.', 'Fry the onions.', 'Add stock.']);
    const graph = {
      '@graph': [
        recipe({ recipeInstructions: [{ '@id': '#step-1' }] }),
        { '@type': 'HowToStep', '@id': '#step-1', text: 'Simmer.' },
      ],
    };
    expect(read(graph)?.steps).toEqual(['Simmer.']);
  });

  it("HowToSections flattened, each section's name before its first step; a section without steps dropped", () => {
    const sections = [
      { '@type': 'HowToSection', name: 'Dough:', itemListElement: [{ '@type': 'HowToStep', text: 'Mix.' }, 'Rest.'] },
      { '@type': 'HowToSection', name: 'Garnish', itemListElement: [] },
      { '@type': 'HowToSection', name: 'Filling', itemListElement: { '@type': 'HowToStep', text: 'Fry.' } },
    ];
    expect(stepsOf(sections)).toEqual(['Dough: Mix.', 'Rest.', 'Filling: Fry.']);
  });
});

describe('servings from a yield', () => {
  const cases: [unknown, number | null][] = [
    [4, 4],
    ['4', 4],
    ['Serves 4', 4],
    ['4-6 servings', 4],
    ['4–6 порций', 4],
    ['6 порций (по 300 мл)', 6],
    ['1 loaf', 1],
    ['Makes 12 cookies', 12],
    ['2,5', 3],
    [['6', '6 порций'], 6],
    [['Serves four', '4 servings'], 4],
    [{ '@type': 'QuantitativeValue', value: 8, unitText: 'servings' }, 8],
    [['500 g', '2 servings'], 2],
    ['500 g', null],
    ['Serves four', null],
    [0, null],
    [undefined, null],
  ];
  for (const [recipeYield, servings] of cases) {
    it(`${JSON.stringify(recipeYield)} → ${servings}`, () => {
      expect(read(recipe({ recipeYield }))?.servings).toBe(servings);
    });
  }
});

describe('texts and pictures', () => {
  it('decodes character references, takes tags out, folds spaces, drops hidden characters', () => {
    const facts = read(
      recipe({
        name: '  Pasta &amp; <em>Peas</em>\u200b&nbsp;&#8211;\n quick ',
        recipeIngredient: ['<p>200 g&nbsp;pasta</p>', '• 1 cup peas', '- salt', 'Parmesan\nBlack pepper', '  '],
      }),
    );
    expect(facts).toMatchObject({
      name: 'Pasta & Peas – quick',
      ingredients: ['200 g pasta', '1 cup peas', 'salt', 'Parmesan', 'Black pepper'],
    });
  });

  it('takes the first picture that is an http(s) address, relative to <base href> or the page', () => {
    const imageOf = (image: unknown, head = '') =>
      readRecipePage(`${head}${jsonLdPage(recipe({ image }))}`, pageUrl)?.image;
    expect(imageOf('../img/soup.jpg')).toBe('https://cook.example/recipes/img/soup.jpg');
    expect(imageOf('soup.jpg', '<base href="https://cdn.cook.example/i/">')).toBe(
      'https://cdn.cook.example/i/soup.jpg',
    );
    expect(imageOf({ '@type': 'ImageObject', contentUrl: '//cdn.example/c.png' })).toBe('https://cdn.example/c.png');
    expect(imageOf(['data:image/png;base64,AAAA', { url: 'https://cdn.example/2.jpg' }])).toBe(
      'https://cdn.example/2.jpg',
    );
    expect(imageOf('https://cdn.example/a.jpg?w=1200&amp;h=800')).toBe('https://cdn.example/a.jpg?w=1200&h=800');
    expect(imageOf('javascript:alert(1)')).toBeNull();
    expect(imageOf(undefined)).toBeNull();
  });
});

describe('microdata', () => {
  it('reads HowToStep items, a <meta> yield, a lazy <img>, and not the name of a nested item', () => {
    const html = `<div itemscope itemtype="http://schema.org/Recipe">
      <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Olga</span></span>
      <h1 itemprop="name">Сырники</h1>
      <img itemprop="image" src="data:image/gif;base64,R0lGOD" data-src="/img/syrniki.jpg">
      <meta itemprop="recipeYield" content="4 порции">
      <ul><li itemprop="recipeIngredient">500 г творога<li itemprop="recipeIngredient">1 яйцо</ul>
      <ol>
        <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep">
          <span itemprop="text">Смешайте творог и яйцо.</span></li>
        <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep">
          <span itemprop="text">Обжарьте.</span></li>
      </ol></div>`;
    expect(readRecipePage(html, pageUrl)).toEqual({
      name: 'Сырники',
      image: 'https://cook.example/img/syrniki.jpg',
      servings: 4,
      ingredients: ['500 г творога', '1 яйцо'],
      steps: ['Смешайте творог и яйцо.', 'Обжарьте.'],
    } satisfies RecipeFacts);
  });

  it('takes a <link> picture and a content attribute, and a property named __proto__ as any other', () => {
    const html = `<section itemscope itemtype="https://schema.org/Recipe" itemprop="__proto__">
      <link itemprop="image" href="https://cdn.example/p.jpg"><b itemprop="name">Plov</b>
      <span itemprop="__proto__ recipeYield" content="6">six</span><i itemprop="recipeIngredient">1 kg rice</i>`;
    expect(readRecipePage(html, pageUrl)).toMatchObject({
      name: 'Plov',
      image: 'https://cdn.example/p.jpg',
      servings: 6,
    });
  });
});

describe('bounds on hostile pages', () => {
  it(`keeps ${recipeLimits.ingredientsMax} ingredients of 50 000, each cut at a word`, () => {
    const many = Array.from({ length: 50_000 }, (_, n) => `${n} g of salt`);
    const long = `${'very '.repeat(2_000)}long`;
    const facts = fast(() => read(recipe({ recipeIngredient: [long, ...many], recipeInstructions: [long] })))!;
    expect(facts.ingredients).toHaveLength(recipeLimits.ingredientsMax);
    expect(facts.ingredients[1]).toBe('0 g of salt');
    expect(facts.ingredients[0]!.length).toBeLessThanOrEqual(recipeLimits.ingredientMax);
    expect(facts.ingredients[0]).toMatch(/^very (very )+very…$/);
    expect(facts.steps[0]!.length).toBeLessThanOrEqual(recipeLimits.stepMax);
  });

  it('answers at once for 10 000 levels of nested JSON arrays, objects and sections', () => {
    const arrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const objects = `${'{"mainEntity":'.repeat(10_000)}{}${'}'.repeat(10_000)}`;
    // Written by hand: JSON.stringify would itself run out of stack.
    const section = `${'{"@type":"HowToSection","name":"S","itemListElement":['.repeat(10_000)}"Stir."${']}'.repeat(10_000)}`;
    const deepSteps = `{"@type":"Recipe","name":"Onion soup","recipeIngredient":["4 onions"],"recipeInstructions":${section}}`;
    expect(fast(() => read(arrays, objects, deepSteps))).toMatchObject({ name: 'Onion soup', steps: [] });
  });

  it('answers at once for 10 000 nested microdata items and elements', () => {
    const html = `${'<div itemscope itemtype="https://schema.org/Recipe" itemprop="hasPart"><p itemprop="recipeIngredient">x'.repeat(10_000)}`;
    expect(fast(() => readRecipePage(html, pageUrl))?.ingredients[0]).toMatch(/^x/);
  });

  it('reads a recipe before a <script> that never closes, and nothing of the script', () => {
    const html = `${jsonLdPage(recipe())}<script type="application/ld+json">{"@type":"Recipe","name":"Never"`;
    expect(readRecipes(html, pageUrl).map((r) => r.name)).toEqual(['Onion soup']);
    expect(readRecipes(`<script type="application/ld+json">${'x'.repeat(2_000_000)}`, pageUrl)).toEqual([]);
  });

  it('reads 2 MB of broken markup in linear time', () => {
    const pieces = ['<a "', '<li itemprop="recipeIngredient">', '</b>', '<p itemscope>', '<!-', '&amp;', '<x<y'];
    for (const piece of pieces) {
      const html = `<div itemscope itemtype="https://schema.org/Recipe">${piece.repeat(2_000_000 / piece.length)}`;
      fast(() => readRecipes(html, pageUrl), piece);
    }
  });
});
