import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../plugins/sessions.js';
import { AppError } from './errors.js';

/** Admin screens: 401 for visitors, 403 for everyone but admins. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('ADMIN_ONLY');
  return user;
}
