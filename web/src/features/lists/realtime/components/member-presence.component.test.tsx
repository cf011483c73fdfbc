import type { ListMember } from '@listok/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { MemberPresence } from './member-presence';

const boris: ListMember = { id: 2, username: 'boris', owner: 0, online: true, shopping: false };
const ashan = { id: 7, name: 'Ашан' };

const show = (member: ListMember, { offline = false } = {}) =>
  renderScreen(<MemberPresence member={member} username="anna" offline={offline} />);

describe('MemberPresence', () => {
  it('names the shop a member is in, even while ticking', () => {
    show({ ...boris, shopping: true, store: ashan, goingShopping: true });
    expect(screen.getByTitle('в Ашане')).toHaveTextContent('в Ашане');
  });

  it('says a member is going shopping, until they tick in the shop', () => {
    const { unmount } = show({ ...boris, goingShopping: true });
    expect(screen.getByTitle('идёт в магазин')).toBeInTheDocument();
    unmount();
    show({ ...boris, goingShopping: true, shopping: true });
    expect(screen.getByTitle('в магазине')).toBeInTheDocument();
  });

  it('says nothing of the signed-in user’s own trip, nor of anyone’s while offline', () => {
    const { container, unmount } = show({ ...boris, username: 'anna', store: ashan });
    expect(container).toBeEmptyDOMElement();
    unmount();
    const offline = show({ ...boris, store: ashan }, { offline: true });
    expect(offline.container).toBeEmptyDOMElement();
  });
});
