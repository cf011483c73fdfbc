import type { LoginAnswer, LoginBody } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { refreshSession } from '../../../lib/session';

/** POST /api/login, form-encoded as the contract says. */
export const login = (body: LoginBody) =>
  apiCall<LoginAnswer>('/api/login', { method: 'POST', body: { form: { ...body } } });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    // 401 here means a wrong login or password: the bar says so and the user stays on the form.
    meta: { redirectOn401: false },
    onSuccess: () => refreshSession(),
  });
}
