/**
 * A list's first screenful, drawn by the server into the page (server/src/features/lists/first-screen), stands in
 * front of the app (index.css hides the app's root while it is there) until the app's own screen has drawn its rows,
 * the reader has gone elsewhere, or the app's screen has stood 5 s without rows (an error, a list emptied meanwhile).
 * It is taken away in the task that drew the app's rows (a mutation observer's callback runs before the frame is
 * painted), so no frame shows neither.
 */
export function handOverDrawnScreen(root: HTMLElement): void {
  const drawn = document.getElementById('first-screen');
  if (!drawn) return;
  const path = location.pathname;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (location.pathname !== path || root.querySelector('main table tbody tr')) drop();
    else if (timer === undefined && root.querySelector('main')) timer = setTimeout(drop, 5000);
  });
  function drop() {
    observer.disconnect();
    clearTimeout(timer);
    drawn?.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
}
