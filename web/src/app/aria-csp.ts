import './aria-csp.css';

/**
 * React Aria adds a `<style id="react-aria-pressable-style">` (touch-action for its buttons) at run time. The app's
 * Content-Security-Policy (`style-src 'self'`) refuses inline styles, so the browser would log an error on every
 * screen with a React Aria button. The same rule ships in aria-csp.css, and an element with that id tells React
 * Aria the style is already there. Imported once by main.tsx, before any screen, so every screen is covered.
 */
const pressableStyleId = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(pressableStyleId)) {
  const marker = document.createElement('meta');
  marker.id = pressableStyleId;
  document.head.append(marker);
}
