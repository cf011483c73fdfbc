import type { Contact, ListMember } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { memberCandidates, oneWayNames } from './member-candidates';

const contact = (id: number, username: string, mutual: boolean): Contact => ({ id, username, mutual });
const member = (id: number): ListMember => ({ id, username: `m${id}`, owner: 0, online: false, shopping: false });

describe('memberCandidates', () => {
  it('offers the mutual contacts who are not members, and sets apart those who have not added the owner', () => {
    const contacts = [
      contact(1, 'Anna', true),
      contact(2, 'Boris', false),
      contact(3, 'Vera', true),
      contact(4, 'Gleb', false),
    ];
    expect(memberCandidates(contacts, [member(3), member(4)])).toEqual({
      mutual: [contact(1, 'Anna', true)],
      oneWay: [contact(2, 'Boris', false)],
    });
  });

  it('has nothing to offer without contacts', () => {
    expect(memberCandidates([], [member(1)])).toEqual({ mutual: [], oneWay: [] });
  });
});

describe('oneWayNames', () => {
  const more = (count: number) => `${count} more`;
  it('joins the names the way the language does', () => {
    expect(oneWayNames([contact(1, 'Anna', false)], 'en-US', more)).toBe('Anna');
    expect(oneWayNames([contact(1, 'Anna', false), contact(2, 'Boris', false)], 'en-US', more)).toBe('Anna and Boris');
    const three = [contact(1, 'Анна', false), contact(2, 'Борис', false), contact(3, 'Вера', false)];
    expect(oneWayNames(three, 'ru-RU', more)).toBe('Анна, Борис и Вера');
  });

  it('names five at most, counting the rest', () => {
    const five = Array.from({ length: 5 }, (_, i) => contact(i, `u${i}`, false));
    expect(oneWayNames(five, 'en-US', more)).toBe('u0, u1, u2, u3, and u4');
    const seven = Array.from({ length: 7 }, (_, i) => contact(i, `u${i}`, false));
    expect(oneWayNames(seven, 'en-US', more)).toBe('u0, u1, u2, u3, and 3 more');
  });
});
