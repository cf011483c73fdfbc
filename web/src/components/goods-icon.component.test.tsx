import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keepDrawnPictures } from './drawn-pictures';
import { GoodsIcon } from './goods-icon';

const addresses = (container: HTMLElement) =>
  [...container.querySelectorAll('use')].map((use) => use.getAttribute('href'));

/** A list's page as the server draws it: its row icons and the pictures of its goods, defined once, then the rows. */
function drawnPage(pictures: string[]): HTMLElement {
  const drawn = document.createElement('div');
  drawn.id = 'first-screen';
  const symbols = pictures.map((name) => `<symbol id="first-screen-icon-${name}" viewBox="0 0 32 32"></symbol>`);
  drawn.innerHTML = `<svg class="hidden"><symbol id="first-screen-pencil"></symbol>${symbols.join('')}</svg><table></table>`;
  document.body.append(drawn);
  return drawn;
}

describe("a good's picture", () => {
  it('comes from the sprites, and from the page for the goods a drawn list brought, after the drawing has gone', async () => {
    const before = render(<GoodsIcon name="bread" />);
    expect(addresses(before.container)).toEqual([expect.stringMatching(/^\/.+#bread$/)]);

    const drawn = drawnPage(['bread', 'red-apple']);
    keepDrawnPictures(drawn);
    // Moved out of the drawing in a task of their own.
    expect(drawn.querySelector('#first-screen-icon-bread')).not.toBeNull();
    await vi.waitFor(() => expect(drawn.querySelector('svg')).toBeNull());
    drawn.remove();
    expect(document.getElementById('first-screen-icon-bread')).not.toBeNull();
    expect(document.getElementById('first-screen-pencil')).not.toBeNull();

    const after = render(
      <>
        <GoodsIcon name="bread" />
        <GoodsIcon name="cheese-wedge" />
        <GoodsIcon name="red-apple" />
      </>,
    );
    expect(addresses(after.container)).toEqual([
      '#first-screen-icon-bread',
      expect.stringMatching(/^\/.+#cheese-wedge$/),
      '#first-screen-icon-red-apple',
    ]);
  });

  it('keeps nothing from a drawn page without pictures', async () => {
    const drawn = drawnPage([]);
    keepDrawnPictures(drawn);
    await new Promise((resolve) => setTimeout(resolve));
    expect(drawn.querySelector('svg')).not.toBeNull();
    drawn.remove();
    expect(addresses(render(<GoodsIcon name="milk" />).container)).toEqual([expect.stringMatching(/^\/.+#milk$/)]);
  });
});
