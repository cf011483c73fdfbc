import type { ListSummary } from '@listok/contract';
import { createList } from '@listok/contract/api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callOf, fakeApi } from '../../../../test/fake-api';
import { renderScreen } from '../../../../test/render';
import { listSummary } from '../../shared/list-summary.test-support';
import { CreateListForm } from './create-list-form';

const created = (name: string, kind: ListSummary['kind']) => listSummary(9, name, { kind });

describe('CreateListForm', () => {
  it('suggests the kind from the name as it is typed, keeps a kind picked, and sends it', async () => {
    const bodies: { name: string; kind: ListSummary['kind'] }[] = [];
    fakeApi({
      [callOf(createList, {})]: (_url, init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return { status: 201, json: created(body.name, body.kind) };
      },
    });
    const onCreated = vi.fn();
    const { user } = renderScreen(<CreateListForm onCreated={onCreated} />);
    const name = screen.getByRole('textbox', { name: 'Название нового списка' });
    const kinds = screen.getByRole('radiogroup', { name: 'Вид списка' });
    expect(kinds).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Покупки' })).toBeChecked();

    await user.type(name, 'Дела на неделю');
    expect(screen.getByRole('radio', { name: 'Дела' })).toBeChecked();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(bodies.at(-1)).toEqual({ name: 'Дела на неделю', kind: 'todo' });
    // The field is emptied, and the kind goes back to the name's.
    expect(name).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Покупки' })).toBeChecked();

    // A kind picked stays, whatever the name says.
    await user.click(screen.getByRole('radio', { name: 'Вишлист' }));
    await user.type(name, 'Отпуск');
    expect(screen.getByRole('radio', { name: 'Вишлист' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Создать список' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(2));
    expect(bodies.at(-1)).toEqual({ name: 'Отпуск', kind: 'wishlist' });
  });
});
