import { z } from 'zod';
import { AdminUser, UsersQuery } from '../catalogue/admin.js';
import { route } from './route.js';

export const adminUsers = route({
  method: 'GET',
  path: '/api/users',
  query: UsersQuery,
  answers: { 200: z.array(AdminUser) },
  errors: ['ADMIN_ONLY'],
  summary: 'Users whose username or email contains the text (admin, paged, sortable by createdAt, updatedAt)',
  tags: ['users (admin)'],
});
