import type { Contact, ListMember } from '@listok/contract';

/** How many names the add-member dialog spells out before "and N more". */
export const namedOneWayMax = 5;

/**
 * The owner's contacts who are not on the list yet: those who have added the owner back may be added (their
 * consent, checked again by the server); the others are only named, with the advice to send them the list's link.
 */
export function memberCandidates(contacts: Contact[], members: ListMember[]) {
  const outside = contacts.filter((contact) => !members.some((member) => member.id === contact.id));
  return {
    mutual: outside.filter((contact) => contact.mutual),
    oneWay: outside.filter((contact) => !contact.mutual),
  };
}

/**
 * The names of contacts who have not added the owner, as one phrase of the language ("Anna, Boris and 3 more"):
 * at most `namedOneWayMax` names, then the rest as a count through `more`.
 */
export function oneWayNames(oneWay: Contact[], locale: string, more: (count: number) => string): string {
  const names = oneWay.length > namedOneWayMax ? oneWay.slice(0, namedOneWayMax - 1) : oneWay;
  const parts = names.map((contact) => contact.username);
  if (names.length < oneWay.length) parts.push(more(oneWay.length - names.length));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
