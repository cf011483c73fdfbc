import { describe, expect, it } from 'vitest';
import { lastContact, noteContact } from './last-contact';

describe('the server’s last answer on this device', () => {
  it('is noted, at most every 30 s, and a clock set back notes it again', () => {
    noteContact(1_000_000);
    expect(lastContact()).toBe(1_000_000);
    noteContact(1_010_000);
    expect(lastContact()).toBe(1_000_000);
    noteContact(1_031_000);
    expect(lastContact()).toBe(1_031_000);
    noteContact(900_000);
    expect(lastContact()).toBe(900_000);
  });
});
