// Applies the colour theme before the first paint and on every change (docs/behaviour.md, Themes), and tells a
// server-drawn list page whether this device shows lists its own way.
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
