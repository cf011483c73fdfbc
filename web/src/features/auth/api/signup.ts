import type { SignupAnswer, SignupBody } from '@listok/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** POST /api/signup; on 201 the new user is signed in. */
export const signup = (body: SignupBody) =>
  apiCall<SignupAnswer>('/api/signup', { method: 'POST', body: { json: body } });

export const useSignup = () => useMutation({ mutationFn: signup });
