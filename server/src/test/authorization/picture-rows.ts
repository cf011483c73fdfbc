/** Authorization matrix rows of items' thumbnails (features/lists/links): whoever may read the list sees them. */
import { type Row, read, withAc } from './matrix.js';

export const pictureRows: Row[] = [
  {
    route: 'GET /api/list/:id/picture/:itemRowId',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/picture/${c.f.itemRowId}?v=m1${withAc(c, '&')}` }),
    expect: read,
    perState: true,
  },
];
