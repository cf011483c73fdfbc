// @ts-check
// The yardstick of throughput: a bare Fastify route that answers the same JSON as GET /api/list/{id} from memory,
// with no plugins, no session and no database. Throughput figures of the app are ratios to this, measured in the
// same run on the same machine with the same load generator settings.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const payload = JSON.parse(readFileSync(String(process.argv[2]), 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => payload);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
