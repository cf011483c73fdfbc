import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first control drawn red in reading order, whatever kind it is', () => {
    render(
      <form aria-label="form">
        <input aria-label="valid" aria-invalid={false} />
        <select aria-label="red select" aria-invalid={true} />
        <textarea aria-label="red text" aria-invalid={true} />
      </form>,
    );
    expect(focusFirstInvalid(screen.getByRole('form'))).toBe(true);
    expect(screen.getByLabelText('red select')).toHaveFocus();
  });

  it('leaves the focus where it is when nothing is red', () => {
    render(
      <form aria-label="form">
        <input aria-label="first" />
        <input aria-label="second" aria-invalid={false} />
      </form>,
    );
    screen.getByLabelText('second').focus();
    expect(focusFirstInvalid(screen.getByRole('form'))).toBe(false);
    expect(focusFirstInvalid(null)).toBe(false);
    expect(screen.getByLabelText('second')).toHaveFocus();
  });
});
