import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api';
import { createApiErrorHandler, keepErrorState } from './api-error-handler';
import { errorStore } from './notices';

const unauthorized = () => new ApiError(401, { status: 401, code: 'UNAUTHORIZED', message: 'Войдите' });

beforeEach(() => vi.stubGlobal('window', { scrollTo: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  errorStore.set(null);
});

describe('the API error handler', () => {
  it('sends a 401 to sign-in, returning to the page, with the reason in the error bar', () => {
    const navigate = vi.fn();
    createApiErrorHandler(navigate, () => '/lists/5?ac=x')(unauthorized(), undefined);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Flists%2F5%3Fac%3Dx', { state: keepErrorState });
    expect(errorStore.get()).toEqual({ text: 'Войдите', status: 401 });
  });

  it('goes to sign-in once when several calls of a screen answer 401, keeping where to return', () => {
    let here = '/lists/5';
    const navigate = vi.fn((path: string) => {
      here = path;
    });
    const handle = createApiErrorHandler(navigate, () => here);
    handle(unauthorized(), undefined);
    handle(unauthorized(), undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(here).toBe('/login?next=%2Flists%2F5');
  });

  it('stays on the page for a 401 the call expects (wrong password)', () => {
    const navigate = vi.fn();
    createApiErrorHandler(navigate, () => '/login')(unauthorized(), { redirectOn401: false });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorStore.get()?.status).toBe(401);
  });

  it('leaves the bar shut and the page where it is when an extra of a screen fails for lack of network', () => {
    const handle = createApiErrorHandler(vi.fn(), () => '/lists/5');
    const quiet = { quietWithoutNetwork: true };
    handle(new ApiError(0, null), quiet);
    expect(errorStore.get()).toBeNull();
    expect(window.scrollTo).not.toHaveBeenCalled();
    // Any other failure of it is shown as always; so is a call's own failure for lack of network.
    handle(new ApiError(500, { status: 500, code: 'INTERNAL', message: 'Сбой' }), quiet);
    expect(errorStore.get()?.status).toBe(500);
    errorStore.set(null);
    handle(new ApiError(0, null), undefined);
    expect(errorStore.get()?.status).toBe(0);
  });
});
