import type { SignupBody } from '@listok/contract';
import { signUp } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Registers; on 201 the new user is signed in. */
export const signup = (body: SignupBody) => api(signUp, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
