import './index.css';
import './app/aria-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadMenu } from './lib/menu';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The menu every screen waits for is asked for now, not after React's first render (the shell takes the same call;
// a failure is the shell's to report).
loadMenu().catch(() => undefined);

// In a transition React draws the first screen in slices, without one long task blocking the main thread.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
