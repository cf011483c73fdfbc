import type { ChangePasswordBody } from '@listok/contract';
import { changePassword as changePasswordCall } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Changes the password; the user's other sessions end, this one stays. */
export const changePassword = (body: ChangePasswordBody) => api(changePasswordCall, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
