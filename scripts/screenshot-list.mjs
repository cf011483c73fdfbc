// What `npm run screenshots` shoots (scripts/screenshots.mjs) and where each picture goes, apart from the browser, so
// that scripts/screenshots.test.ts can hold README.md to the same list without one.

/** Where the pictures go, from the repository's root; README.md shows them from there. */
export const screenshotDir = 'docs/screenshots';

/** The window of each size: a phone's and a laptop's; a picture is one window, not the whole page. */
export const sizes = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};

export const languages = ['ru', 'en'];

/**
 * The screens: each at a path of the demo family's data (scripts/demo-family.mjs), and a text of that data it shows
 * once its data is in (the last row of My lists, a ticked good, a done to-do).
 */
export const screens = {
  lists: { path: () => '/lists', shows: (family) => family.text.packing.name },
  list: { path: (family) => `/lists/${family.ids.shopping}`, shows: (family) => family.text.shopping.ticked.at(-1) },
  todo: { path: (family) => `/lists/${family.ids.todo}`, shows: (family) => family.text.todo.done[0] },
};

/** Each is shot in every language. My lists shows its lists below the fold on a phone, so only on a laptop. */
export const shots = [
  { screen: 'list', size: 'phone' },
  { screen: 'todo', size: 'phone' },
  { screen: 'lists', size: 'desktop' },
  { screen: 'list', size: 'desktop' },
];

/** `list-phone-ru.png`: a screen at a size in a language. */
export const fileName = ({ screen, size }, language) => `${screen}-${size}-${language}.png`;

/** Every picture the script writes, as paths from the repository's root. */
export const screenshotFiles = () =>
  shots.flatMap((shot) => languages.map((language) => `${screenshotDir}/${fileName(shot, language)}`));
