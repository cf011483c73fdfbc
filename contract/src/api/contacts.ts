import { z } from 'zod';
import { Contact, ContactParams, UserSearchQuery, UserSearchResult } from '../account/contacts.js';
import { route } from './route.js';

const tags = ['contacts'];
const Contacts = z.array(Contact);

export const searchUsers = route({
  method: 'GET',
  path: '/api/user/search',
  query: UserSearchQuery,
  answers: { 200: z.array(UserSearchResult) },
  summary: 'Find a user by exact username or email (never the caller; answers the username only)',
  tags,
});

export const contactList = route({
  method: 'GET',
  path: '/api/user/contact/list',
  answers: { 200: Contacts },
  summary: "The caller's contacts",
  tags,
});

export const addContact = route({
  method: 'POST',
  path: '/api/user/contact/add/:id',
  params: ContactParams,
  answers: { 200: Contacts },
  errors: ['SELF_CONTACT', 'NOT_FOUND'],
  summary: 'Add a user to the contacts',
  tags,
});

export const removeContact = route({
  method: 'POST',
  path: '/api/user/contact/remove/:id',
  params: ContactParams,
  answers: { 200: Contacts },
  summary: 'Remove a user from the contacts',
  tags,
});
