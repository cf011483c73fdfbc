import { paginationHeaders } from '@listok/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { FeedbackInboxRoute } from './feedback-inbox-route';

const pages = (count: number, total: number) => ({
  [paginationHeaders.currentPage]: '1',
  [paginationHeaders.pagesCount]: String(count),
  [paginationHeaders.pageCount]: String(count),
  [paginationHeaders.pageSize]: '20',
  [paginationHeaders.totalCount]: String(total),
});

describe('the admins’ feedback inbox', () => {
  it('shows each message with who wrote it, a link to answer, when and in which language', async () => {
    fakeApi({
      'GET /api/feedback': () => ({
        json: [
          {
            id: 2,
            username: null,
            email: 'guest@mail.example',
            message: 'Nice\napp',
            lang: 'en',
            createdAt: '2026-12-03 09:10',
          },
          {
            id: 1,
            username: 'masha',
            email: 'masha@mail.example',
            message: 'Тёмная тема?',
            lang: 'ru',
            createdAt: '2026-12-02 18:00',
          },
        ],
        headers: pages(1, 2),
      }),
    });
    renderScreen(<FeedbackInboxRoute />);
    expect(await screen.findByText('Всего отзывов: 2')).toBeInTheDocument();
    const guest = screen.getByRole('article', { name: 'Отзыв от guest@mail.example' });
    expect(within(guest).getByText('Гость без аккаунта')).toBeInTheDocument();
    expect(within(guest).getByRole('link', { name: 'guest@mail.example' })).toHaveAttribute(
      'href',
      'mailto:guest@mail.example',
    );
    expect(within(guest).getByText(/по-английски/)).toBeInTheDocument();
    const masha = screen.getByRole('article', { name: 'Отзыв от masha' });
    expect(within(masha).getByText('Тёмная тема?')).toBeInTheDocument();
    expect(within(masha).getByText('2026-12-02 18:00')).toBeInTheDocument();
  });

  it('says when there is none, and tells a user who is no admin that the page is not theirs', async () => {
    fakeApi({ 'GET /api/feedback': () => ({ json: [], headers: pages(1, 0) }) });
    const { unmount } = renderScreen(<FeedbackInboxRoute />);
    expect(await screen.findByText('Отзывов пока нет.')).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET /api/feedback': () => ({ status: 403, json: { code: 'ADMIN_ONLY', message: 'Нет доступа' } }) });
    renderScreen(<FeedbackInboxRoute />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/Всего отзывов/)).toBeNull();
  });
});
