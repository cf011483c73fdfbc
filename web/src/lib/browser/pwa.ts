/// <reference types="vite-plugin-pwa/vanillajs" />
import { createStore } from '../react/store';
import { whenIdle } from './when-idle';

/** A new version of the app is installed and waits for the user's word to take over. */
export const updateWaiting = createStore(false);

let activate: ((reloadPage?: boolean) => Promise<void>) | undefined;
let started = false;
let registering: Promise<void> | undefined;
const hour = 60 * 60 * 1000;

/**
 * Registers the service worker that keeps the app working without signal. Called by the screens that work offline,
 * so the landing page neither loads this code nor downloads the whole app for a visitor. The worker then asks the
 * server for a newer version on every navigation and once an hour.
 */
export function startServiceWorker(): void {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  afterPageLoad(() => void registerOnce());
}

/**
 * Runs `task` once the page has loaded and the browser is idle: the worker's first install downloads the whole app,
 * which must not compete with the screen's own code and data.
 */
function afterPageLoad(task: () => void): void {
  const later = () => void whenIdle(task, { afterMs: 1000 });
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Registers the worker, once, whoever asks first (the idle start or a push subscription). */
const registerOnce = () => {
  registering ??= register();
  return registering;
};

function register() {
  return import('virtual:pwa-register').then(({ registerSW }) => {
    activate = registerSW({
      immediate: true,
      onNeedRefresh: () => updateWaiting.set(true),
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update(), hour);
      },
    });
  });
}

/** Lets the waiting version take over; the page reloads into it. */
export async function applyUpdate(): Promise<void> {
  updateWaiting.set(false);
  await activate?.(true);
}

/**
 * The registration of the active service worker, which a push subscription belongs to. The worker is registered now
 * if it is not yet: the user is waiting for it, and an idle moment may be long in coming (a busy page, a headless one).
 */
export function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  started = true;
  void registerOnce();
  return navigator.serviceWorker.ready;
}
