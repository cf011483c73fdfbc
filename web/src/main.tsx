import './index.css';
import './app/zod-csp';
import './app/aria-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { handOverDrawnScreen } from './app/drawn-screen';
import { preloadFirstScreen } from './app/router';
import { loadMenu } from './lib/session/menu';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A list's page drawn by the server stays in front until the app's own screen stands.
handOverDrawnScreen(root);

// The menu every screen waits for is asked for now, not after React's first render (the shell takes the same call;
// a failure is the shell's to report).
loadMenu().catch(() => undefined);

// Three tasks rather than one long one, so input and paint can come between them (each takes a few milliseconds here,
// four times that on a cheap phone): this one ran the modules; the next asks for the first screen's code and data; the
// last starts React, in a transition, so that it draws the first screen in slices.
setTimeout(preloadFirstScreen);
setTimeout(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
