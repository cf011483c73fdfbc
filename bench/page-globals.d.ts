// What bench/browser.mjs keeps on the page's window while it measures the list screen.
interface Window {
  __longTasks: { start: number; ms: number }[];
  __rowsAt?: number;
  __clickAt?: number;
}
