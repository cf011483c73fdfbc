import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, networkFailureStatus } from '../lib/api/api';
import { queryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe("the app's query client", () => {
  it('sends a change at once while the browser says it is offline, so that a failure can be told', async () => {
    onlineManager.setOnline(false);
    let sent = 0;
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        sent += 1;
        throw new ApiError(networkFailureStatus, null);
      },
      meta: { quietWithoutNetwork: true },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(sent).toBe(1);
  });
});
