import {
  amountText,
  dateTimeAttribute,
  fillPlaceholders,
  formatDay,
  formatTime,
  initial,
  type Lang,
  type ListHeader,
  type ListItem,
  type MenuAnswer,
  productNameByLang,
} from '@listok/contract';
import { escapeHtml as html } from '../../../lib/html.js';

/** The words of the screenful, by name (web/first-screen-words.ts picks them from the app's texts at build time). */
export type FirstScreenWords = Record<
  | 'back'
  | 'actions'
  | 'progress'
  | 'addLabel'
  | 'addPlaceholder'
  | 'addHint'
  | 'view'
  | 'sort'
  | 'number'
  | 'name'
  | 'amount'
  | 'added'
  | 'done',
  string
>;

/**
 * What the build gives the drawing (web/first-screen-words.ts): the goods' pictures, each a `<symbol>` of the sprite
 * under the drawing's own id (`first-screen-icon-<name>`), by icon; and the words of each language.
 */
export interface FirstScreenBuild {
  icons: Record<string, string>;
  words: Record<Lang, FirstScreenWords>;
}

export interface FirstScreenData {
  lang: Lang;
  /** The site's header is drawn from it: the navigation's entries, the reader's name, the languages. */
  menu: MenuAnswer;
  header: ListHeader;
  /** The open goods drawn, in the screen's order. */
  rows: ListItem[];
  /** All the list's goods and the ticked ones, for the progress line. */
  total: number;
  done: number;
}

// The app's icons (web/src/components/icons.tsx), as its list screen draws them: those of every row defined once in
// the drawing and used by reference, which keeps a row's markup short.
const stroke = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const icon = (className: string, paths: string) =>
  `<svg viewBox="0 0 24 24" class="${className}" ${stroke} aria-hidden="true" focusable="false">${paths}</svg>`;
const rowIcons = {
  pencil: '<path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z"></path><path d="m13.5 6.5 4 4"></path>',
  trash: '<path d="M4 7h16M10 11v6M14 11v6M5.5 7l1 12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2l1-12M9 7V4.5h6V7"></path>',
};
const rowSymbols = Object.entries(rowIcons)
  .map(([name, paths]) => `<symbol id="first-screen-${name}" viewBox="0 0 24 24" ${stroke}>${paths}</symbol>`)
  .join('');
/**
 * The row icons and the pictures of the drawn goods, each defined once in the page. The pictures are not referred to
 * in the sprite's file: the browser would fetch and parse all of it (150 KB of SVG) before the rows could show.
 */
const symbols = (pictures: string[]) =>
  `<svg class="hidden" aria-hidden="true">${rowSymbols}${pictures.join('')}</svg>`;
const rowIcon = (name: keyof typeof rowIcons, className: string) =>
  `<svg class="${className}" aria-hidden="true"><use href="#first-screen-${name}"></use></svg>`;
const logo =
  '<svg viewBox="0 0 32 32" class="size-9" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" class="fill-brand-700"></rect><path d="M6 26C6 14 13 6.5 26.5 5.5 26 19 18 26 6 26Z" class="fill-brand-200"></path><path d="m10.5 16.5 3.5 3.5 7.5-8" class="stroke-brand-700" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" fill="none"></path></svg>';
const chevronLeft = icon('size-6 sm:size-4', '<path d="m15 18-6-6 6-6"></path>');
const bell = icon(
  'size-6',
  '<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9"></path><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"></path>',
);
const dots = icon(
  'size-6',
  '<circle cx="5" cy="12" r="1.25" fill="currentColor"></circle><circle cx="12" cy="12" r="1.25" fill="currentColor"></circle><circle cx="19" cy="12" r="1.25" fill="currentColor"></circle>',
);
const search = icon(
  'pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400',
  '<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>',
);
const listIcon = icon(
  'size-4 shrink-0',
  '<path d="m3.5 6 1.5 1.5L8 4.5M3.5 13l1.5 1.5L8 11.5M11 6h10M11 13h10M11 20h10M4 20h3"></path>',
);
const chevronDown = icon('size-4 shrink-0 text-slate-500', '<path d="m6 9 6 6 6-6"></path>');
const sortBoth = icon('size-4 text-slate-400', '<path d="m8 9 4-4 4 4M8 15l4 4 4-4"></path>');
const sortUp = icon('size-4 text-brand-700', '<path d="M12 19V5M6 11l6-6 6 6"></path>');
const pencil = rowIcon('pencil', 'size-[1.125rem]');
const trash = rowIcon('trash', 'size-5');

const person = icon(
  'size-5 shrink-0 text-slate-500',
  '<circle cx="12" cy="8" r="4"></circle><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"></path>',
);
const signOut = icon('size-4', '<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"></path>');
const globe = icon(
  'size-5 text-slate-500',
  '<circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z"></path>',
);
const burger = icon('size-6', '<path d="M4 6h16M4 12h16M4 18h16"></path>');

/**
 * The site's header as the app's shell draws it for a signed-in reader (web/src/app/shell/navbar.tsx): the
 * navigation's entries in a bar on a wide screen, behind the menu button on a narrower one.
 */
function siteHeader(menu: MenuAnswer, lang: Lang): string {
  const { main, auth } = menu.menu;
  // The shell's breakpoints: more than five entries need an extra-wide screen for the bar.
  const [bar, button] = main.length > 5 ? ['hidden xl:block', 'xl:hidden'] : ['hidden lg:block', 'lg:hidden'];
  const link = 'whitespace-nowrap rounded-lg px-2.5 py-2 font-medium text-slate-700 text-sm';
  const links = main
    .map(
      (entry) =>
        `<li><span class="${link}${entry.path === '/lists' ? ' bg-brand-50 text-brand-800' : ''}">${html(entry.name)}</span></li>`,
    )
    .join('');
  const exit = auth[0]?.name ?? '';
  const language = menu.menu.lang.find((entry) => entry.path.endsWith(`/${lang}`))?.name ?? lang;
  return [
    '<header class="sticky top-0 z-20 border-slate-200 border-b bg-white/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">',
    `<span class="flex shrink-0 items-center gap-2 rounded-lg">${logo}<span class="font-bold text-lg text-slate-900 tracking-tight">${productNameByLang[lang]}</span></span>`,
    `<nav class="ml-2 ${bar}"><ul class="flex items-center gap-0.5">${links}</ul></nav>`,
    `<div class="ml-auto flex items-center gap-1 md:gap-2"><div class="${bar}"><ul class="flex items-center gap-2">`,
    `<li class="flex min-w-0 items-center gap-2 py-2 text-slate-700 text-sm pl-2">${person}<span class="truncate font-semibold text-slate-900 max-w-40">${html(menu.username ?? '')}</span></li>`,
    `<li><span class="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-semibold bg-white text-brand-800 ring-1 ring-brand-300 ring-inset min-h-10 px-4 py-2 text-sm">${signOut}${html(exit)}</span></li></ul></div>`,
    `<div class="relative"><span class="flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 font-medium text-slate-700 text-sm">${globe}<span>${html(language)}</span>${icon('size-4 text-slate-500', '<path d="m6 9 6 6 6-6"></path>')}</span></div>`,
    `<span class="flex size-11 items-center justify-center rounded-lg text-slate-700 ${button}">${burger}</span></div></div></header>`,
  ].join('');
}

const avatarBase =
  'relative flex size-8 shrink-0 items-center justify-center rounded-full font-semibold text-sm ring-2';
/** Avatars drawn before the rest are counted (+2), as the app's. */
const shownAvatars = 4;

/**
 * The members' avatars under the list's name as the app draws them (web/src/features/lists/members/components/
 * member-avatars.tsx: the owner's in amber, a count past four, the add-member icon for those who may add); no one
 * on a trip (`drawable`), so no trip's pill.
 */
function avatars(header: ListHeader): string {
  const { members } = header;
  const more = members.length - shownAvatars;
  const drawn = members.slice(0, more > 0 ? shownAvatars - 1 : shownAvatars).map((member) => {
    const colours = member.owner
      ? 'bg-amber-50 text-amber-950 ring-amber-400'
      : 'bg-sky-100 text-sky-900 ring-slate-50';
    return `<span class="${avatarBase} ${colours}">${html(initial(member.username))}</span>`;
  });
  if (more > 0)
    drawn.push(`<span class="${avatarBase} bg-slate-200 text-slate-800 text-xs ring-slate-50">+${more + 1}</span>`);
  const add = header.can.addMember
    ? `<span class="flex size-11 items-center justify-center rounded-full text-brand-800"><span class="flex size-8 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-300 ring-inset">${icon('size-[1.125rem]', '<circle cx="9" cy="8" r="4"></circle><path d="M2 21c0-4.4 3.1-7 7-7s7 2.6 7 7M19 8v6M16 11h6"></path>')}</span></span>`
    : '';
  return `<div class="flex min-w-0 flex-wrap items-center gap-x-1.5"><span class="flex min-h-11 items-center rounded-full px-1"><span class="flex -space-x-1.5">${drawn.join('')}</span></span>${add}</div>`;
}

// The app's classes for the same parts (web/src/features/lists: list-header.tsx, entry and view controls, item-row.tsx).
const square =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-slate-800 ring-1 ring-slate-300 ring-inset';
const iconButton = 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600';
const compactPencil = 'inline-flex size-9 shrink-0 items-center justify-center rounded-xl';
const headCell = 'px-3 py-1 text-left font-semibold text-slate-600 text-sm';
const sortCell = 'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-1.5 font-semibold text-sm';
const tickBox =
  'peer size-7 cursor-pointer appearance-none rounded-md border-2 border-slate-500 bg-white transition-colors';

/** The good's picture when the build has it (an icon unknown to the build is not drawn, as a missing symbol is not). */
const pictureOf = (item: ListItem, build: FirstScreenBuild) =>
  item.icon && Object.hasOwn(build.icons, item.icon) ? item.icon : undefined;

/** A drawn row; `icon` is the good's picture the drawing defines, if any (`pictureOf`). */
function row(item: ListItem, number: number, lang: Lang, icon: string | undefined, canChange: boolean): string {
  const name = html(lang === 'en' ? item.name_en || item.name : item.name_ru || item.name);
  const amount =
    item.amount === null ? '' : html(amountText(item.amount, { name_ru: item.unit_ru, name_en: item.unit_en }, lang));
  const amountWith = (pencilClass: string) =>
    `<span class="inline-flex items-center gap-0.5"><span class="whitespace-nowrap tabular-nums">${amount}</span>${
      canChange ? `<span class="${pencilClass} -my-2 text-slate-500">${pencil}</span>` : ''
    }</span>`;
  const picture = icon
    ? `<svg aria-hidden="true" focusable="false" class="shrink-0 mr-0.5 size-5 sm:size-6 "><use href="#first-screen-icon-${html(icon)}"></use></svg>`
    : '';
  const note = item.note ? `<span class="break-words text-slate-700 text-sm"> · ${html(item.note)}</span>` : '';
  const details = item.details
    ? `<span class="break-words text-slate-500 text-sm"> · ${html(item.details)}</span>`
    : '';
  const when = dateTimeAttribute(item.added_at);
  return [
    `<tr class="scroll-mt-36 scroll-mb-4 transition-colors bg-white" data-name="${name}">`,
    `<td class="hidden px-3 py-3 align-middle text-slate-500 text-sm tabular-nums sm:table-cell">${number}</td>`,
    '<td class="py-1.5 pr-0 pl-2 align-middle sm:px-3 sm:py-2"><div class="flex items-center gap-1">',
    `${picture}<span class="min-w-0 cursor-pointer py-0.5"><span class="break-words font-medium text-slate-900">${name}</span>${note}${details}</span>`,
    `<span class="ml-auto shrink-0 pl-1 text-sm sm:hidden text-slate-700">${amountWith(compactPencil)}</span></div></td>`,
    `<td class="hidden px-3 py-3 align-middle sm:table-cell text-slate-800">${amountWith(iconButton)}</td>`,
    '<td class="hidden px-3 py-3 align-middle text-slate-600 text-sm md:table-cell">',
    `<time${when ? ` datetime="${when}"` : ''} class="block whitespace-nowrap">${html(formatDay(item.added_at, lang))}<span class="block text-slate-500 text-xs">${html(formatTime(item.added_at, lang))}</span></time></td>`,
    '<td class="p-0 text-center align-middle sm:px-3 sm:py-1"><span class="flex min-h-12 w-full cursor-pointer items-center justify-center">',
    `<span class="relative inline-flex"><input type="checkbox" tabindex="-1" class="${tickBox}"></span></span></td>`,
    canChange
      ? `<td class="p-0 text-center align-middle sm:px-3 sm:py-1"><span class="${iconButton} text-slate-500">${trash}</span></td>`
      : '',
    '</tr>',
  ].join('');
}

/**
 * A shopping list's first screenful as the app's list screen draws it on its first render (the rows view, in the
 * order of time added, ticked goods at the end), for the page to show before the app's code has run: the same
 * classes, so it takes the same place on every screen width. Only its tick boxes take a tap (the browser's own
 * check): the app's screen replaces it once it has drawn its rows and ticks the goods ticked meanwhile
 * (web/src/app/drawn-screen.ts); the add box is read-only. A list of more goods than it draws says how many in
 * `aria-rowcount`, as the app's long lists do.
 */
export function drawFirstScreen(data: FirstScreenData, build: FirstScreenBuild): string {
  const { lang, header, rows, total, done } = data;
  const words = build.words[lang];
  const canChange = header.can.changeItems;
  const head = [
    `<th scope="col" class="${headCell} hidden w-14 sm:table-cell">${html(words.number)}</th>`,
    `<th scope="col" class="p-0 sm:hidden"><span class="sr-only">${html(words.name)}</span></th>`,
    `<th scope="col" class="px-1.5 py-1 text-left hidden sm:table-cell"><span class="${sortCell} text-slate-600">${html(words.name)}${sortBoth}</span></th>`,
    `<th scope="col" class="${headCell} hidden w-40 sm:table-cell">${html(words.amount)}</th>`,
    `<th scope="col" class="px-1.5 py-1 text-left hidden w-44 md:table-cell"><span class="${sortCell} text-slate-900">${html(words.added)}${sortUp}</span></th>`,
    `<th scope="col" class="${headCell} w-12 text-center max-sm:p-0 sm:w-24"><span class="sr-only sm:not-sr-only">${html(words.done)}</span></th>`,
    canChange ? `<th scope="col" class="${headCell} w-11 max-sm:p-0 sm:w-20"></th>` : '',
  ].join('');
  const rowCount = rows.length < total ? ` aria-rowcount="${total + 1}"` : '';
  const icons = rows.map((item) => pictureOf(item, build));
  const pictures = new Set(icons.filter((icon) => icon !== undefined));
  return [
    `<div id="first-screen" aria-hidden="true">${symbols([...pictures].map((icon) => build.icons[icon]!))}<div class="flex min-h-dvh flex-col">`,
    siteHeader(data.menu, lang),
    '<main class="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 pb-12"><article class="pt-2 pb-6 sm:py-8">',
    '<header class="flex flex-wrap items-start gap-x-1 sm:gap-x-4">',
    `<span class="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-xl font-medium text-brand-800 text-sm sm:-ml-1 sm:h-10 sm:w-auto sm:basis-full sm:justify-start sm:gap-1 sm:pr-2">${chevronLeft}<span class="sr-only sm:not-sr-only">${html(words.back)}</span></span>`,
    `<div class="min-w-0 flex-1 pt-1.5 sm:pt-0"><h1 class="break-words font-bold text-slate-900 text-xl tracking-tight sm:text-3xl">${html(header.name)}</h1>`,
    `<div class="flex min-h-11 flex-wrap items-center gap-x-2"><p class="text-slate-600 text-sm">${total > 0 ? html(fillPlaceholders(words.progress, { done, total })) : ''}</p>${avatars(header)}</div></div>`,
    header.can.notify ? `<div class="shrink-0"><span class="${square}">${bell}</span></div>` : '',
    `<div class="shrink-0"><span class="${square} sm:w-auto sm:gap-2 sm:px-4 sm:font-semibold">${dots}<span class="sr-only sm:not-sr-only">${html(words.actions)}</span></span></div>`,
    '</header>',
    '<div class="sticky top-16 z-10 -mx-4 bg-slate-50/95 px-4 pt-4 pb-2 backdrop-blur-sm *:mt-0 sm:pt-4"><div class="mt-6"><div class="flex items-end gap-2"><div class="min-w-0 flex-1">',
    `<span class="block font-medium text-slate-800 text-sm">${html(words.addLabel)}</span><div class="relative mt-1.5">${search}`,
    `<input type="text" tabindex="-1" readonly placeholder="${html(words.addPlaceholder)}" class="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 pl-11"></div></div></div>`,
    `<p class="mt-1.5 hidden text-slate-500 text-sm sm:block">${html(words.addHint)}</p></div></div>`,
    '<section class="mt-3 sm:mt-4"><div class="flex flex-wrap items-start justify-between gap-x-2"><div class="ml-auto min-w-0"><div class="mb-2 flex min-w-0 justify-end">',
    `<span class="inline-flex min-h-10 items-center justify-center gap-2 rounded-xl px-3.5 py-2 font-semibold text-sm min-w-0 bg-white font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">${listIcon}<span class="line-clamp-2 min-w-0 whitespace-normal break-words text-left">${html(`${words.view} · ${words.sort}`)}</span>${chevronDown}</span>`,
    '</div></div></div>',
    `<div class="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"><table class="w-full table-fixed border-collapse"${rowCount}>`,
    `<thead class="bg-slate-50/60 sm:border-slate-200 sm:border-b"><tr>${head}</tr></thead><tbody class="divide-y divide-slate-100">`,
    rows.map((item, index) => row(item, index + 1, lang, icons[index], canChange)).join(''),
    '</tbody></table></div></section></article></main></div></div>',
  ].join('');
}
