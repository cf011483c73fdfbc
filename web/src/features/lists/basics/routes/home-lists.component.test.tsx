import type { Task } from '@listok/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../lib/react/store';
import { localDateText } from '../../../../lib/texts/server-date';
import { fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { todo } from '../../shared/list-item.test-support';
import { HomeLists } from './home-lists';

vi.mock('../../../../lib/browser/pwa', () => ({
  startServiceWorker: vi.fn(),
  updateWaiting: createStore(false),
  applyUpdate: vi.fn(),
}));

const today = localDateText().slice(0, 10);
const due: Task = { ...todo(1, 'Оплатить интернет', { due: today }), list: { id: 5, name: 'Дом' } };

describe('the lists part of the home screen', () => {
  it('puts today’s to-dos above the form that makes a list, so a phone shows them first', async () => {
    fakeApi({
      'GET /api/tasks': (url) => ({ json: url.searchParams.get('scope') === 'overdue' ? [] : [due] }),
    });
    renderScreen(<HomeLists />);
    const todaySection = await screen.findByRole('region', { name: 'Сегодня' });
    const nameField = screen.getByRole('textbox', { name: 'Название нового списка' });
    expect(todaySection.compareDocumentPosition(nameField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
