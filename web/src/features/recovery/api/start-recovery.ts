import { startPasswordRecovery } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Asks for a recovery link by mail: always 200, whether the email is registered or not. */
export const startRecovery = (email: string) => api(startPasswordRecovery, { query: { email } });

export const useStartRecovery = () => useMutation({ mutationFn: startRecovery });
