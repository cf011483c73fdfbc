import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverDrawnScreen } from '../../app/drawn-screen';
import { apiCall } from './api';
import { startEarlyCall } from './early-calls';
import { takePageMenu } from './page-answers';

// The answers a list's page came with (server/src/features/lists/first-screen), and its drawn screenful giving way to
// the app's own. The page's answers are read once per page: this file is one page.

const menu = { username: 'anna', lang: 'ru' };
const items = [{ id: 1, name: 'Молоко </script>' }];
const itemsText = JSON.stringify(items).replace(/</g, '\\u003c');
document.body.innerHTML = `<div id="first-screen"><main><table><tbody><tr><td>Молоко</td></tr></tbody></table></main></div>
<div id="root"></div>
<script type="application/json" data-page-answer="menu" data-headers="{}">${JSON.stringify(menu)}</script>
<script type="application/json" data-page-answer="/api/list/7?sort=added_at" data-headers="{&quot;Items-Version&quot;:&quot;4&quot;}">${itemsText}</script>`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a list's page", () => {
  it('hands its menu over once', () => {
    expect(takePageMenu()).toEqual(menu);
    expect(takePageMenu()).toBeUndefined();
  });

  it('answers the early call of its address with its answer and headers, without the network, once', async () => {
    const fetch = vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    let version: string | null = null;
    startEarlyCall('/api/list/7?sort=added_at');
    const answer = await apiCall('/api/list/7?sort=added_at', {
      onHeaders: (headers) => {
        version = headers.get('Items-Version');
      },
    });
    expect(answer).toEqual(items);
    expect(version).toBe('4');
    expect(fetch).not.toHaveBeenCalled();
    // Another early call of the address, and any other address, ask the network.
    startEarlyCall('/api/list/7?sort=added_at');
    startEarlyCall('/api/list/7/header');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps its drawn screenful until the app has drawn rows, then gives way in the same task', async () => {
    const root = document.getElementById('root')!;
    handOverDrawnScreen(root);
    root.innerHTML = '<main><p>…</p></main>';
    await Promise.resolve();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.innerHTML = '<main><table><tbody><tr><td>Молоко</td></tr></tbody></table></main>';
    await Promise.resolve();
    expect(document.getElementById('first-screen')).toBeNull();
  });
});

describe('a good ticked on the drawn screenful before the app ran', () => {
  it("is ticked on the app's row of the same place and name once the app has drawn its rows", async () => {
    vi.useFakeTimers();
    const root = document.getElementById('root')!;
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="first-screen"><table><tbody>
        <tr data-name="Молоко"><td><input type="checkbox"></td></tr>
        <tr data-name="Хлеб"><td><input type="checkbox" checked></td></tr>
        <tr data-name="Сыр"><td><input type="checkbox" checked></td></tr></tbody></table></div>`,
    );
    handOverDrawnScreen(root);
    const clicked: string[] = [];
    root.innerHTML = `<main><table><tbody>${['Молоко', 'Хлеб', 'Кефир']
      .map((name) => `<tr><td>${name}</td><td><input type="checkbox"></td></tr>`)
      .join('')}</tbody></table></main>`;
    for (const box of root.querySelectorAll('input')) {
      box.addEventListener('click', () => clicked.push(box.closest('tr')?.textContent ?? ''));
    }
    await Promise.resolve();
    expect(document.getElementById('first-screen')).toBeNull();
    vi.runAllTimers();
    // The row of another good in the third place is left as it is.
    expect(clicked).toEqual(['Хлеб']);
  });
});

describe('a drawn screenful the app never replaces with rows', () => {
  it('gives way 5 s after the app drew its screen, or as soon as the reader goes elsewhere', async () => {
    vi.useFakeTimers();
    const root = document.getElementById('root')!;
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen"></div>');
    handOverDrawnScreen(root);
    root.innerHTML = '<main><p>Список не найден</p></main>';
    await Promise.resolve();
    vi.advanceTimersByTime(4900);
    expect(document.getElementById('first-screen')).not.toBeNull();
    vi.advanceTimersByTime(200);
    expect(document.getElementById('first-screen')).toBeNull();

    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen"></div>');
    handOverDrawnScreen(root);
    history.pushState(null, '', '/lists');
    root.innerHTML = '<div>Мои списки</div>';
    await Promise.resolve();
    expect(document.getElementById('first-screen')).toBeNull();
  });
});
