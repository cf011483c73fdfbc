import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A deferred menu's button once React Aria's has taken the stand-in's place (`data-rac`): a click aimed at the
 * stand-in as the swap takes it off the page reaches no handler, which a finger on the screen never does.
 */
export const menuButton = (name: string | RegExp): Promise<HTMLElement> =>
  waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('data-rac');
    return button;
  });
