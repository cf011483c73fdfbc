import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { switchTexts } from '../../../../lib/texts/texts';
import { fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { EndedNotice, JoinNotice, VisitorNotice } from './list-notices';

describe('EndedNotice', () => {
  it('offers the owner to restore the list, right in the notice', async () => {
    const onRecover = vi.fn();
    const { user } = renderScreen(<EndedNotice onRecover={onRecover} />);
    expect(screen.getByText('Этот список завершён. Создайте новый или восстановите этот.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Восстановить список' }));
    expect(onRecover).toHaveBeenCalledOnce();
  });

  it('tells anyone else that the owner completed it, without a restore they could not do', () => {
    renderScreen(<EndedNotice onRecover={undefined} />);
    expect(screen.getByText('Этот список завершён владельцем. Восстановить его может только он.')).toBeInTheDocument();
    expect(screen.queryByText(/восстановите этот/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a wish list’s notices for friends', () => {
  it('tell a signed-in friend how to reserve and that the owner never learns; joining is a small link', async () => {
    const { calls } = fakeApi({ 'GET /api/list/5/join': () => ({ json: {} }) });
    const onJoined = vi.fn();
    const { user } = renderScreen(
      <JoinNotice listId={5} ac="code" kind="wishlist" owner="masha" onJoined={onJoined} />,
    );
    expect(screen.getByText('Вишлист masha')).toBeInTheDocument();
    expect(screen.getByText(/«Подарю я» под желанием.*а masha — нет: сюрприз останется сюрпризом/)).toBeInTheDocument();
    expect(screen.getByText(/Участник вишлиста может добавлять и менять желания/)).toBeInTheDocument();
    const join = screen.getByRole('button', { name: 'Присоединиться' });
    // A link's look, not the notice's main button.
    expect(join.className).toMatch(/underline/);
    await user.click(join);
    await vi.waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/list/5/join')).toBe(true));
  });

  it('on another kind of list, Join stays the notice’s button', () => {
    renderScreen(<JoinNotice listId={5} ac="code" kind="shopping" owner="masha" onJoined={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Присоединиться' }).className).not.toMatch(/underline/);
    expect(screen.queryByText(/Вишлист/)).toBeNull();
  });

  it('tell a visitor that signing in lets them reserve, in both languages', async () => {
    renderScreen(<VisitorNotice kind="wishlist" owner="masha" />);
    expect(screen.getByText(/Войдите или зарегистрируйтесь, чтобы выбрать подарок/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    await act(() => switchTexts('en'));
    expect(screen.getByText("masha's wish list")).toBeInTheDocument();
    expect(screen.getByText(/Sign in or sign up to pick a present/)).toBeInTheDocument();
    await act(() => switchTexts('ru'));
  });
});
