import type { ListHeader } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { noListRights, withCan } from './list-can';
import { memberCan } from './list-can.test-support';
import { listHeaderAnswer } from './list-header.test-support';

const header = listHeaderAnswer();

describe('withCan', () => {
  it('keeps an answer that says what the caller may do, the same object', () => {
    expect(withCan(header)).toBe(header);
  });

  it('reads an answer kept before can existed as allowing nothing, whatever its role and state say', () => {
    const { can: _, ...kept } = header;
    expect(withCan(kept as ListHeader)).toEqual({ ...header, can: noListRights });
  });

  it('reads a flag an answer was kept without as not allowed, and keeps the flags it has', () => {
    const { copy: _, notify: __, reserve: ___, ...older } = memberCan;
    const kept = { ...header, can: older as ListHeader['can'] };
    expect(withCan(kept)).toEqual({ ...header, can: { ...memberCan, copy: false, notify: false, reserve: false } });
  });
});
