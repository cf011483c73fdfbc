import { describe, expect, it } from 'vitest';
import { scanRead, scanState } from '../bench/sse-scan.mjs';

/**
 * The byte scanner of the bench's SSE helper (bench/sse-scan.mjs), fed an answer read by read as the helper is: every
 * read lands at the start of one shared buffer, the bytes after it left from earlier (here line breaks, which would
 * end events if the scanner looked past the read).
 */
const chunkedHead = 'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n';
const chunk = (text: string) => `${Buffer.byteLength(text, 'latin1').toString(16)}\r\n${text}\r\n`;
const event = (id: number, data = '{}') => `id: ${id}\ndata: ${data}\n\n`;
/** An event of `size` bytes (its data padded). */
const eventOfSize = (id: number, size: number) => event(id, `"${'x'.repeat(size - event(id, '""').length)}"`);

/** The ids of the events that ended (-1: an event without an id), and the scanner's complaint if any. */
function scan(reads: string[]) {
  const s = scanState();
  const buf = Buffer.alloc(4096);
  const ids: number[] = [];
  let error: string | undefined;
  for (const read of reads) {
    buf.fill('\n');
    const end = buf.write(read, 0, 'latin1');
    error ??= scanRead(s, buf, end, 0, (_s, id) => ids.push(id));
  }
  return { ids, error };
}

/** `text` cut at the given offsets. */
function cut(text: string, ...at: number[]) {
  const bounds = [0, ...at, text.length];
  return bounds.slice(1).map((end, k) => text.slice(bounds[k], end));
}

describe('the SSE helper’s byte scanner', () => {
  const opening = chunk('retry: 1000\n\n');

  it('finds several events in one read, the stream’s opening among them', () => {
    const answer = chunkedHead + opening + chunk(event(7)) + chunk(event(8) + event(9, '{"a":1}'));
    expect(scan([answer])).toEqual({ ids: [-1, 7, 8, 9], error: undefined });
  });

  it('carries a chunk’s size line over reads: between its hex digits, and between a CR and its LF', () => {
    const first = chunk(eventOfSize(12, 0x3b)); // "3b\r\n…": a size of two digits
    const answer = chunkedHead + opening + first + chunk(eventOfSize(13, 0x1c));
    const at = answer.indexOf(first);
    const next = at + first.length;
    const expected = { ids: [-1, 12, 13], error: undefined };
    expect(scan(cut(answer, at + 1))).toEqual(expected); // "3" | "b\r\n…"
    expect(scan(cut(answer, at + 3))).toEqual(expected); // "3b\r" | "\n…"
    expect(scan(cut(answer, next - 1, next + 1, next + 3))).toEqual(expected); // "…\r" | "\n1" | "c\r" | "\n…"
  });

  it('reads an id split across chunks, and across reads inside a chunk', () => {
    const answer = chunkedHead + opening + chunk('id: 4') + chunk('2\ndata: {}\n\n') + chunk('i') + chunk('d: 5\n\n');
    expect(scan([answer])).toEqual({ ids: [-1, 42, 5], error: undefined });
    const four = answer.indexOf('id: 4');
    expect(scan(cut(answer, four + 2, answer.indexOf('2\ndata')))).toEqual({ ids: [-1, 42, 5], error: undefined });
  });

  it('gives the same ids when every byte is a read of its own, the head included', () => {
    const answer =
      chunkedHead + opening + chunk(`: heartbeat\n\n${event(100)}`) + chunk(event(101).slice(0, 7)) + chunk('1\n\n');
    expect(scan([answer]).ids).toEqual([-1, -1, 100, 1011]);
    expect(scan([...answer])).toEqual(scan([answer]));
  });

  it('takes only `id: <n>` at a line’s start for an id', () => {
    const answer = chunkedHead + opening + chunk('data: id: 3\nid:4\nid: 6x\n\nid: 8\n\n');
    expect(scan([answer]).ids).toEqual([-1, -1, 8]);
  });

  it('skips chunk extensions and reads upper-case sizes; nothing after the last chunk', () => {
    const data = eventOfSize(21, 0x4a);
    const answer = `${chunkedHead + opening}4A;name=value\r\n${data}\r\n0\r\n\r\n${chunk(event(22))}`;
    expect(scan([answer]).ids).toEqual([-1, 21]);
  });

  it('reads an answer that is not chunked as it comes', () => {
    const head = 'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\n';
    expect(scan(cut(`${head}retry: 1000\n\n${event(3)}`, head.length - 2, head.length + 20))).toEqual({
      ids: [-1, 3],
      error: undefined,
    });
  });

  it('refuses an answer that is not 200, and a head that never ends', () => {
    expect(scan(['HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\n\r\n'])).toEqual({ ids: [], error: 'status 401' });
    expect(scan(['HTTP/1.1 200 OK\r\n', ...Array.from({ length: 20 }, () => `x: ${'z'.repeat(1000)}\r\n`)])).toEqual({
      ids: [],
      error: 'head too long',
    });
  });
});
