// Draws the app's PNG icons (manifest, home screen) from the Listok mark with the Chromium the tests use.
// Run after changing the mark: node scripts/pwa-icons.mjs [file…] (only the files named, when some are)
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const mark = `
  <path d="M6 26C6 14 13 6.5 26.5 5.5 26 19 18 26 6 26Z" fill="#bbf7d0"/>
  <path d="M10.5 16.5l3.5 3.5 7.5-8" fill="none" stroke="#15803d" stroke-width="2.6" stroke-linecap="round"
    stroke-linejoin="round"/>`;
// The plain icon has rounded corners; the maskable one fills the square and keeps the mark in the 80% safe zone.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="#15803d"/>${mark}</svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" fill="#15803d"/><g transform="translate(4 4)">${mark}</g></svg>`;
// A notification's badge (Android's status bar) is drawn from its alpha alone: the leaf in white, the tick cut out.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 24 24">
  <mask id="tick"><rect x="0" y="0" width="32" height="32" fill="#fff"/>
    <path d="M10.5 16.5l3.5 3.5 7.5-8" fill="none" stroke="#000" stroke-width="2.6" stroke-linecap="round"
      stroke-linejoin="round"/></mask>
  <path d="M6 26C6 14 13 6.5 26.5 5.5 26 19 18 26 6 26Z" fill="#fff" mask="url(#tick)"/></svg>`;

const icons = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
  { file: 'badge-96.png', svg: badge, size: 96 },
];
const only = process.argv.slice(2);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
for (const { file, svg, size } of icons.filter((icon) => only.length === 0 || only.includes(icon.file))) {
  await page.setViewportSize({ width: size, height: size });
  const html = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`;
  await page.setContent(html);
  writeFileSync(
    new URL(`../web/public/icons/${file}`, import.meta.url),
    await page.screenshot({ omitBackground: true }),
  );
}
await browser.close();
