/** The id prefix of the pictures a list's page drawn by the server defines (server/…/first-screen.draw.ts). */
const drawnPrefix = 'first-screen-icon-';
/** The goods' pictures the page defines itself, by name. */
const inPage = new Set<string>();

/**
 * Keeps the goods' pictures of a list's page drawn by the server (`drawn`, before it goes) in the page, for the app's
 * rows of the same goods (goods-icon.tsx). Each sprite a row refers to is a request, started in the task that draws
 * the row: those of a list's first rows were a third of its first render (docs/performance.md, Lighthouse). A picture
 * the page holds costs no request. The pictures move out of the drawing in a task of their own, queued before the
 * app's start (main.tsx), so long before the drawing can go: moving them is work for the page, as their markup is.
 */
export function keepDrawnPictures(drawn: Element): void {
  const symbols = drawn.querySelectorAll(`symbol[id^="${drawnPrefix}"]`);
  const holder = symbols[0]?.closest('svg');
  if (!holder) return;
  for (const symbol of symbols) inPage.add(symbol.id.slice(drawnPrefix.length));
  setTimeout(() => document.body.append(holder));
}

/** The address of a good's picture the page holds (`#…`), if it does. */
export const pictureInPage = (name: string): string | undefined =>
  inPage.has(name) ? `#${drawnPrefix}${name}` : undefined;
