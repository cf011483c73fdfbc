import { loadConfig } from './config.js';
import { defaultWebDist, startApp } from './start.js';

const config = loadConfig(process.env, { webDist: defaultWebDist });
const app = await startApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting, let in-flight requests finish, then close the database.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  // Connections of requests that finish during the shutdown would stay open as keep-alive: close them as they idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(sweep);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
if (config.metrics) {
  const port = await app.metrics.serve(config.metrics);
  app.log.info(`Metrics for Prometheus at http://${config.metrics.host}:${port}/metrics`);
}
app.log.info(`Listok is running at ${config.publicUrl} (database: ${app.database.kind})`);
