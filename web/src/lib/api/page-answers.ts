/**
 * The answers the server handed over in the page (server/src/features/lists/first-screen, for a list's page): one
 * `<script type="application/json" data-page-answer="…">` per call, the menu's named `menu`, each with the headers
 * the app reads. Each is taken once, by the first call for it (later calls ask the network), and leaves the page.
 */
function take(address: string): { text: string; headers: Record<string, string> } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = [...document.querySelectorAll<HTMLScriptElement>('script[data-page-answer]')].find(
    (script) => script.dataset.pageAnswer === address,
  );
  if (!element) return undefined;
  element.remove();
  try {
    return { text: element.textContent ?? '', headers: JSON.parse(element.dataset.headers ?? '{}') };
  } catch {
    return undefined;
  }
}

/** The menu the page came with, once. */
export function takePageMenu<T>(): T | undefined {
  const answer = take('menu');
  try {
    return answer && (JSON.parse(answer.text) as T);
  } catch {
    return undefined;
  }
}

/** The answer the page came with for this GET address, as the network would have given it (its text as it is); once. */
export function takePageCall(path: string): Response | undefined {
  const answer = take(path);
  return (
    answer &&
    new Response(answer.text, { status: 200, headers: { 'Content-Type': 'application/json', ...answer.headers } })
  );
}
