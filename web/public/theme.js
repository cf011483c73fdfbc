// Applies the colour theme before the first paint and on every change (docs/behaviour.md, Themes).
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
})();
