import { z } from 'zod';
import { ListMember, ListUserParams } from '../lists/lists.js';
import { route } from './route.js';

const tags = ['members'];
const Members = z.array(ListMember);

export const addMember = route({
  method: 'POST',
  path: '/api/list/:id/members/add/:userId',
  token: 'write',
  params: ListUserParams,
  answers: { 200: Members },
  errors: ['NOT_FOUND', 'OWNER_ONLY', 'LIST_CLOSED', 'NOT_A_CONTACT', 'NOT_MUTUAL_CONTACT'],
  summary:
    "Add a mutual contact to an active list (owner only): the user is in the owner's contacts and has the owner in theirs",
  tags,
});

export const removeMember = route({
  method: 'POST',
  path: '/api/list/:id/members/remove/:userId',
  token: 'write',
  params: ListUserParams,
  answers: { 200: Members },
  errors: ['NOT_FOUND', 'OWNER_ONLY', 'LIST_CLOSED', 'OWNER_CANNOT_LEAVE'],
  summary: 'Remove a member from a list (owner only; the owner cannot be removed)',
  tags,
});
