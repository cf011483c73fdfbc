import type { LoginBody } from '@listok/contract';
import { logIn } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { refreshSession } from '../../../lib/session/session';

/** Signs in, form-encoded as the contract says. */
export const login = (body: LoginBody) => api(logIn, { body });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    // 401 here means a wrong login or password: the bar says so and the user stays on the form.
    meta: { redirectOn401: false },
    onSuccess: () => refreshSession(),
  });
}
