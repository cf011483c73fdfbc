import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description, generated from the routes' zod schemas, at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Listok API',
          description:
            'Shared shopping lists. JSON in and out (except POST /api/login, form-encoded). Errors: {status, code, message, detail?, errors?}. Auth: session cookie.',
          version: '1',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'listok_session' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its default policy upgrades every request to https, which breaks the page on a plain-http deployment.
      transformStaticCSP: (header) =>
        app.config.publicUrl.startsWith('https:') ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'docs' },
);
