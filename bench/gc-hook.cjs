// @ts-check
// Preloaded into the measured server process (`node --expose-gc --require bench/gc-hook.cjs server/dist/server.js`):
// SIGUSR2 runs a full garbage collection, so that resident memory is read after a settle, not amid garbage. With
// BENCH_PROBE_PORT, the process also measures its event loop's delays (monitorEventLoopDelay, 1 ms resolution) and
// answers `GET /loop` on that port of 127.0.0.1 with the longest and the 99th percentile since the last reading. It
// changes nothing else in the server.
const http = require('node:http');
const { monitorEventLoopDelay } = require('node:perf_hooks');

process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') {
    global.gc();
    global.gc();
  }
});

const probePort = Number(process.env.BENCH_PROBE_PORT);
if (probePort > 0) {
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  const probe = http.createServer((_request, response) => {
    const reading = { maxMs: delays.max / 1e6, p99Ms: delays.percentile(99) / 1e6 };
    delays.reset();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(reading));
  });
  probe.listen(probePort, '127.0.0.1');
  probe.unref();
}
