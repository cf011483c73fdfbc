import { goodsIcons, type VocabularyEntry } from '@listok/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { IconPicker } from './icon-picker';

const thing: VocabularyEntry = {
  id: 9,
  name: 'Штуковина',
  details: '',
  category: null,
  icon: 'shopping-cart',
  iconChosen: false,
};
const product = {
  id: 9,
  nameRu: 'Штуковина',
  nameEn: 'Штуковина',
  details: '',
  category: null,
  username: 'anna',
  common: false,
};

describe('the picture of an own product', () => {
  it('shows the picture its name gives, and saves one chosen from the whole set', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/item/9/edit': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { json: product };
      },
    });
    const { user } = renderScreen(<IconPicker entry={thing} />);
    const button = screen.getByRole('button', { name: 'Картинка товара «Штуковина»' });
    expect(button.querySelector('use')?.getAttribute('href')).toMatch(/#shopping-cart$/);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Картинка для «Штуковина»' });
    // Not chosen yet: the name decides, and every picture of the set is offered.
    expect(within(dialog).getByRole('button', { name: 'Как подсказывает название' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getAllByRole('button', { name: /^Картинка \d+ из \d+$/ })).toHaveLength(goodsIcons.length);
    const balloon = goodsIcons.indexOf('balloon') + 1;
    await user.click(within(dialog).getByRole('button', { name: `Картинка ${balloon} из ${goodsIcons.length}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ icon: 'balloon' }]);
  });

  it('gives a chosen picture back to the one its name gives', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'POST /api/item/9/edit': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { json: product };
      },
    });
    const { user } = renderScreen(<IconPicker entry={{ ...thing, icon: 'balloon', iconChosen: true }} />);
    await user.click(screen.getByRole('button', { name: 'Картинка товара «Штуковина»' }));
    const dialog = await screen.findByRole('dialog');
    const balloon = goodsIcons.indexOf('balloon') + 1;
    expect(within(dialog).getByRole('button', { name: `Картинка ${balloon} из ${goodsIcons.length}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Как подсказывает название' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ icon: null }]);
  });
});
