export interface SseEvent {
  id?: string;
  /** The SSE event name, when the message has one. */
  event?: string;
  data?: string;
  comment?: string;
}

export interface SseStream {
  status: number;
  /** The next event or comment, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** The next event with data (comments skipped). */
  nextData(timeoutMs?: number): Promise<{ id: string; data: unknown; event?: string }>;
  close(): void;
  /** Settles when the server ends the stream (or it is closed). */
  ended: Promise<void>;
}

/** Opens a Server-Sent Events stream with fetch and parses it into events. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: ((e: SseEvent) => void)[] = [];
  const push = (event: SseEvent) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) event.comment = line.slice(1);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) event.data = line.slice(6);
            }
            if (event.id !== undefined || event.data !== undefined || event.comment !== undefined) push(event);
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await response.body?.cancel();
  }
  const next = (timeoutMs = 5000) =>
    new Promise<SseEvent>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const waiter = (e: SseEvent) => {
        clearTimeout(timer);
        resolve(e);
      };
      // A waiter that timed out leaves, so the next event goes to the next caller instead of being lost.
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error('no event arrived'));
      }, timeoutMs);
      waiters.push(waiter);
    });
  return {
    status: response.status,
    next,
    async nextData(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        if (event.data !== undefined)
          return { id: event.id ?? '', data: JSON.parse(event.data), ...(event.event ? { event: event.event } : {}) };
      }
    },
    close: () => controller.abort(),
    ended,
  };
}
