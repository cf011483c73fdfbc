import { describe, expect, it } from 'vitest';
import { networkFailureStatus } from '../api/api';
import { errorBarContent } from './error-text';

const t = (key: string) => `t:${key}`;

describe('errorBarContent', () => {
  it('shows the detail when the body has one', () => {
    const body = { status: 400, code: 'VALIDATION_FAILED', message: 'Проверьте данные', detail: 'Пароли не совпадают' };
    expect(errorBarContent(400, body, t)).toEqual({ text: 'Пароли не совпадают', status: 400, wrongFormat: false });
  });

  it('falls back to the message when there is no detail', () => {
    const body = { status: 401, code: 'BAD_CREDENTIALS', message: 'Wrong login or password' };
    expect(errorBarContent(401, body, t)).toEqual({ text: 'Wrong login or password', status: 401, wrongFormat: false });
  });

  it('falls back to the message when the detail is blank', () => {
    expect(errorBarContent(403, { status: 403, message: 'Forbidden', detail: '  ' }, t).text).toBe('Forbidden');
  });

  it('takes the status from the body, else from the answer', () => {
    expect(errorBarContent(502, { status: 409, message: 'Taken' }, t).status).toBe(409);
    expect(errorBarContent(418, { message: 'Teapot' }, t).status).toBe(418);
  });

  it("prefixes a 500 with '500: '", () => {
    const body = { status: 500, code: 'INTERNAL', message: 'Internal server error' };
    expect(errorBarContent(500, body, t).text).toBe('500: Internal server error');
  });

  it('does not prefix other server errors', () => {
    expect(errorBarContent(503, { status: 503, message: 'Unavailable' }, t).text).toBe('Unavailable');
  });

  it.each([
    ['a text', '<html>Bad gateway</html>'],
    ['null', null],
    ['an array', [{ message: 'x' }]],
    ['a number', 42],
  ])('reports %s body as wrong format with a generic text', (_, body) => {
    expect(errorBarContent(502, body, t)).toEqual({ text: 't:apiError.wrongFormat', status: 502, wrongFormat: true });
  });

  it('prefixes a wrong-format 500 too', () => {
    expect(errorBarContent(500, 'oops', t).text).toBe('500: t:apiError.wrongFormat');
  });

  it('uses a generic text for an object without detail or message', () => {
    expect(errorBarContent(400, { status: 400 }, t)).toEqual({
      text: 't:apiError.unknown',
      status: 400,
      wrongFormat: false,
    });
  });

  it('says the server is unreachable when no answer came', () => {
    expect(errorBarContent(networkFailureStatus, null, t)).toEqual({
      text: 't:apiError.network',
      status: networkFailureStatus,
      wrongFormat: false,
    });
  });
});
