import type { Task } from '@listok/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UndoBar } from '../../../../components/undo-bar';
import { localDateText } from '../../../../lib/texts/server-date';
import { fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import type { QueuedChange } from '../../offline/changes';
import { todo } from '../../shared/list-item.test-support';
import { TodayTasks } from './today-tasks';

// The offline queue as the screen sees it: what was queued stays there (nothing is sent in these tests).
vi.mock('../../offline/item-changes', async () => {
  const { createStore, useStore } = await import('../../../../lib/react/store');
  const queue = createStore<QueuedChange[]>([]);
  return {
    queueChange: async (change: QueuedChange['change'], name: string) => {
      const seq = queue.get().length + 1;
      queue.set([...queue.get(), { seq, id: `key-${seq}`, user: 'anna', name, change }]);
    },
    useQueuedChanges: () => useStore(queue),
  };
});

const today = localDateText().slice(0, 10);
const yesterday = localDateText(new Date(Date.now() - 86_400_000)).slice(0, 10);

const task = (id: number, name: string, due: string, list = { id: 5, name: 'Дом' }): Task => ({
  ...todo(id, name, { due }),
  list,
});

/** The server's two scopes: the overdue ones and today's (a timed one past its time is in both). */
function serve(overdue: Task[], todays: Task[]) {
  return fakeApi({
    'GET /api/tasks': (url) => ({ json: url.searchParams.get('scope') === 'overdue' ? overdue : todays }),
  });
}

describe('Today on the home screen', () => {
  it('lists the overdue to-dos first, marked, then today’s, each once, with its list', async () => {
    const bins = task(1, 'Вынести мусор', yesterday);
    const call = task(2, 'Позвонить маме', `${today} 23:59`, { id: 6, name: 'Семья' });
    serve([bins], [call, bins]);
    renderScreen(<TodayTasks />);
    const section = await screen.findByRole('region', { name: 'Сегодня' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/./)[0]?.textContent)).toEqual([
      'Вынести мусор',
      'Позвонить маме',
    ]);
    expect(within(rows[0]!).getByText('· просрочено')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('сегодня, 23:59')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Список «Семья»' })).toHaveAttribute('href', '/lists/6');
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Отметить Вынести мусор' })).not.toBeChecked();
  });

  it('shows nothing when nothing is due', async () => {
    const { calls } = serve([], []);
    renderScreen(<TodayTasks />);
    await expect.poll(() => calls.length).toBe(2);
    expect(screen.queryByRole('region', { name: 'Сегодня' })).toBeNull();
  });

  it('a tick can be taken back for 5 seconds, from the bar at the bottom', async () => {
    const user = userEvent.setup();
    serve([task(1, 'Вынести мусор', yesterday)], []);
    renderScreen(
      <>
        <TodayTasks />
        <UndoBar />
      </>,
    );
    const box = await screen.findByRole('checkbox', { name: 'Отметить Вынести мусор' });
    await user.click(box);
    expect(box).toBeChecked();
    const bar = screen.getByText('Отмечено: «Вынести мусор»').parentElement!;
    await user.click(within(bar).getByRole('button', { name: 'Отменить' }));
    expect(box).not.toBeChecked();
    expect(screen.queryByText('Отмечено: «Вынести мусор»')).toBeNull();
  });
});
