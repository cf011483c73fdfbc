import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { EndedNotice } from './list-notices';

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
