// Applies the colour theme before the first paint and on every change (docs/behaviour.md, Themes), tells a
// server-drawn list page whether this device shows lists its own way, and starts that page's app after its first frame.
(() => {
  const system = matchMedia('(prefers-color-scheme: dark)');
  const stored = () => {
    try {
      return localStorage.getItem('listok.theme');
    } catch {
      return null;
    }
  };
  let choice = stored();
  const apply = (next) => {
    choice = next;
    const dark = choice === 'dark' || (choice !== 'light' && system.matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.querySelector('meta[name=theme-color]')?.setAttribute('content', dark ? '#141e31' : '#15803d');
  };
  apply(choice);
  system.addEventListener('change', () => apply(choice));
  addEventListener('listok-theme', (event) => apply(event.detail));
  addEventListener('storage', () => apply(stored()));
  // A list's page the server drew shows the rows view in the order of time added, ticked goods at the end: a device
  // that chose another view (src/features/lists/shopping/shop-groups.ts, its keys held to these by
  // drawn-page-choices.test.ts) shows the app's own screen instead.
  try {
    const own =
      localStorage.getItem('listok.itemsView') === 'departments' ||
      localStorage.getItem('listok.itemsLayout') === 'tiles' ||
      localStorage.getItem('listok.tickedRows') === 'inPlace';
    if (own) document.documentElement.dataset.listView = 'own';
  } catch {
    // No storage: the device has chosen nothing.
  }
})();

// A list's page the server drew (server/src/plugins/web.ts) shows without the app's scripts: instead of the tags that
// ask for them as the page is read, it names them in <meta name="listok-boot"> (the entry first, then its imports),
// and they are asked for here after the page's first frame, which then waits for the style sheet alone (a timer asks
// for them too where no frame comes, in a tab opened in the background). Every other page has the tags.
addEventListener('DOMContentLoaded', () => {
  const names = document.querySelector('meta[name=listok-boot]')?.content.split(' ') ?? [];
  if (names.length === 0) return;
  const [entry, ...imports] = names;
  const add = (element, props) =>
    document.head.append(Object.assign(element, { crossOrigin: 'anonymous', fetchPriority: 'low' }, props));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports) add(document.createElement('link'), { rel: 'modulepreload', href });
    add(document.createElement('script'), { type: 'module', src: entry });
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 250);
});
