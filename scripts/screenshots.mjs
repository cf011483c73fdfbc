#!/usr/bin/env node
// `npm run screenshots`: the pictures of README.md, made from the built app so that they show what it is now. It
// builds nothing: run `npm run build` first. It starts `node server/dist/server.js` on a free port and a fresh
// embedded database, makes a family's lists in each language through the API (scripts/demo-family.mjs), opens the
// screens of scripts/screenshot-list.mjs signed in as the family's first person, in Debian's Chromium
// (scripts/chromium.mjs) at a phone's and a laptop's width, and writes one window of each to docs/screenshots/.
// The server and its data are gone when it ends.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startBuiltApp, stopAll } from './built-app.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { makeFamily } from './demo-family.mjs';
import { fileName, languages, screens, screenshotDir, shots, sizes } from './screenshot-list.mjs';

const browserLocales = { ru: 'ru-RU', en: 'en-GB' };

/** The family's first person in a browser window of `size`, speaking `language`. */
async function signedInWindow(browser, base, family, size, language) {
  const context = await browser.newContext({
    viewport: sizes[size],
    deviceScaleFactor: 1,
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    locale: browserLocales[language],
    // A new account without a time zone of its own has Moscow's (server: reminders.ts); the browser agrees.
    timezoneId: 'Europe/Moscow',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const cookies = family.owner.split('; ').map((pair) => {
    const [name, value] = pair.split('=');
    return { name, value, url: base };
  });
  await context.addCookies(cookies);
  return context;
}

/**
 * Opens a screen of the family and waits until it shows their data, with no spinner and nothing loading; a screen
 * with an error bar is refused rather than pictured.
 */
async function openScreen(page, base, screen, family) {
  const path = screen.path(family);
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('main').getByText(screen.shows(family), { exact: true }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-spin, [aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready);
  // What follows the first screenful (the add box, the menus, the chips) comes a frame or two later.
  await page.waitForTimeout(1_000);
  const alert = page.getByRole('alert');
  if ((await alert.count()) > 0) throw new Error(`${path} shows an error: ${await alert.first().innerText()}`);
}

async function main() {
  const base = await startBuiltApp('screenshots');
  mkdirSync(screenshotDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const language of languages) {
      const family = await makeFamily(base, language);
      for (const size of Object.keys(sizes)) {
        const context = await signedInWindow(browser, base, family, size, language);
        const page = await context.newPage();
        for (const shot of shots.filter((shot) => shot.size === size)) {
          await openScreen(page, base, screens[shot.screen], family);
          const file = `${screenshotDir}/${fileName(shot, language)}`;
          await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
          console.log(`written ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

let done = false;
try {
  await main();
  done = true;
} catch (error) {
  console.error(`screenshots: ${error.stack ?? error}`);
} finally {
  stopAll();
}
process.exit(done ? 0 : 1);
