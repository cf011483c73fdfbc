import { keepDrawnPictures } from '../components/drawn-pictures';

/**
 * A list's first screenful, drawn by the server into the page (server/src/features/lists/first-screen), stands in
 * front of the app (index.css lays it over the app's page, laid out unseen beneath it) until the app's own screen
 * has drawn its rows, the reader has gone elsewhere, or the app's screen has stood 5 s without rows (an error, a list
 * emptied meanwhile). It is taken away in the task that drew the app's rows (a mutation observer's callback runs
 * before the frame is painted), so no frame shows neither; a good ticked on it meanwhile is ticked on the app's
 * screen then (its row of the same place and name), so a tap made before the app ran is not lost.
 */
export function handOverDrawnScreen(root: HTMLElement): void {
  const drawn = document.getElementById('first-screen');
  if (!drawn) return;
  keepDrawnPictures(drawn);
  const path = location.pathname;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drop = (rowsDrawn: boolean) => {
    observer.disconnect();
    clearTimeout(timer);
    const ticked = [...drawn.querySelectorAll<HTMLTableRowElement>('tbody tr')].flatMap((row, index) =>
      row.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ? [{ index, name: row.dataset.name }] : [],
    );
    drawn.remove();
    // After React's commit of the rows, so their handlers take the ticks.
    if (rowsDrawn && ticked.length > 0) setTimeout(() => tickOnTheApp(root, ticked));
  };
  const observer = new MutationObserver(() => {
    if (location.pathname !== path) drop(false);
    else if (root.querySelector('main table tbody tr')) drop(true);
    else if (timer === undefined && root.querySelector('main')) timer = setTimeout(() => drop(false), 5000);
  });
  observer.observe(root, { childList: true, subtree: true });
}

function tickOnTheApp(root: HTMLElement, ticked: { index: number; name: string | undefined }[]) {
  const rows = root.querySelectorAll<HTMLTableRowElement>('main table tbody tr');
  for (const { index, name } of ticked) {
    const row = rows[index];
    const box = row?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (box && !box.checked && name !== undefined && row?.textContent?.includes(name)) box.click();
  }
}
