import { type ListItem, readDue } from '@listok/contract';
import { listItems } from '@listok/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDateText } from '../../../../lib/texts/server-date';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { newQueryClient, renderScreen } from '../../../../test/render';
import { startItemChanges } from '../../offline/item-changes';
import { useListChanges } from '../../offline/use-list-changes';
import { todo } from '../../shared/list-item.test-support';
import { EntryBox } from './entry-box';

/** «уборка», due on the day given: already on the to-do list. */
const cleaning = (due: string | null): ListItem => todo(61, 'уборка', { due });

/** The to-do list's box and its rows as shown, the changes not yet sent applied (no server answers them). */
function TodoList({ items }: { items: ListItem[] }) {
  const shown = useListChanges(1, items, 'added_at').items ?? items;
  return (
    <>
      <EntryBox listId={1} kind="todo" items={shown} />
      <ul aria-label="Дела списка">
        {shown.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </>
  );
}

let people = 0;
async function showTodoList(items: ListItem[] = []) {
  fakeApi({ [callOf(listItems, { params: { id: 1 } })]: () => ({ status: 503, json: { code: 'UNAVAILABLE' } }) });
  const queryClient = newQueryClient();
  people += 1;
  await startItemChanges(`doer${people}`, queryClient);
  const shown = renderScreen(<TodoList items={items} />, { queryClient });
  return { ...shown, box: screen.getByRole('textbox', { name: 'Добавить дело' }) };
}

const rows = () => [...document.querySelectorAll('ul[aria-label="Дела списка"] > li')].map((row) => row.textContent);
/** What the contract reads of a line now, on this device's clock (as the box reads it). */
const dueNow = (line: string) => readDue(line, localDateText().slice(0, 16)).due;

afterEach(() => startItemChanges(null, newQueryClient()));

describe('the to-do list’s add box', () => {
  it('adds a line naming two days as two to-dos, each named without its day', async () => {
    const { user, box } = await showTodoList();
    await user.type(box, 'уборка в субботу и воскресенье{Enter}');
    await waitFor(() => expect(rows()).toEqual(['уборка', 'уборка']));
    expect(screen.getByRole('status')).toHaveTextContent('Добавлено в список: «уборка» Добавлено в список: «уборка»');
    expect(box).toHaveValue('');
  });

  it('keeps a to-do’s amount in its text', async () => {
    const { user, box } = await showTodoList();
    await user.type(box, 'купить молоко 2 литра{Enter}');
    await waitFor(() => expect(rows()).toEqual(['купить молоко 2 литра']));
  });

  it('points at a to-do there for the same day, and adds one for another day', async () => {
    const { user, box } = await showTodoList([cleaning(dueNow('уборка в субботу'))]);
    await user.type(box, 'уборка в субботу{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Уже в списке: «уборка»');
    expect(box).toHaveValue('уборка в субботу');
    await user.clear(box);
    await user.type(box, 'уборка в воскресенье{Enter}');
    await waitFor(() => expect(rows()).toEqual(['уборка', 'уборка']));
  });
});
