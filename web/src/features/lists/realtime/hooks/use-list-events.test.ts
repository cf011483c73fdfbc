import { describe, expect, it } from 'vitest';
import { listEventsUrl } from './use-list-events';

describe('listEventsUrl', () => {
  it('subscribes to the topic of the list page', () => {
    const url = new URL(listEventsUrl('http://localhost:3210', 12, undefined), 'http://localhost:3210');
    expect(url.pathname).toBe('/.well-known/mercure');
    expect(url.searchParams.getAll('topic')).toEqual(['http://localhost:3210/lists/12']);
    expect(url.searchParams.has('ac')).toBe(false);
    expect(url.searchParams.get('presence')).toBe('1');
  });

  it('passes the access code of a visitor with the link', () => {
    const url = new URL(listEventsUrl('https://listok.example', 3, 'abc_DEF-123'), 'https://listok.example');
    expect(url.searchParams.get('topic')).toBe('https://listok.example/lists/3');
    expect(url.searchParams.get('ac')).toBe('abc_DEF-123');
  });
});
