import { HealthAnswer } from '../core/health.js';
import { route } from './route.js';

export const healthCheck = route({
  method: 'GET',
  path: '/api/health',
  answers: { 200: HealthAnswer, 503: HealthAnswer },
  summary: 'Whether the server can reach its database and its push bus',
  tags: ['health'],
});
