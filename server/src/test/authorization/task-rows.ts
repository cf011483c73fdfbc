/** Authorization matrix rows of the to-dos across lists: every signed-in user reads their own. */
import { type Row, signedIn } from './matrix.js';

export const taskRows: Row[] = [
  {
    route: 'GET /api/tasks',
    request: () => ({ method: 'GET', url: '/api/tasks?scope=today' }),
    expect: signedIn(200),
  },
];
