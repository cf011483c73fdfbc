import type { Plugin } from 'vite';
import { apiRoutes } from '../contract/src/api/index';

const moduleId = '@listok/contract/api';
const resolvedId = '\0listok-route-addresses';

/**
 * The route table as the browser needs it: each call's method, path and body encoding, without the zod schemas the
 * server validates with (types still come from the contract's source). The landing page then loads no zod, and
 * every screen only the addresses of the calls it makes.
 */
export function routeAddresses(): Plugin {
  const code = [
    "export { addressOf } from '@listok/contract/api/route';",
    ...Object.entries(apiRoutes).map(([name, { method, path, ...rest }]) => {
      const form = 'form' in rest ? { form: true } : {};
      return `export const ${name} = ${JSON.stringify({ method, path, ...form })};`;
    }),
  ].join('\n');
  return {
    name: 'listok-route-addresses',
    enforce: 'pre',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? code : undefined),
  };
}
