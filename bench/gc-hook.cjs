// @ts-check
// Preloaded into the measured server process (`node --expose-gc --require bench/gc-hook.cjs server/dist/server.js`):
// SIGUSR2 runs a full garbage collection, so that resident memory is read after a settle, not amid garbage.
// It changes nothing else in the server.
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') {
    global.gc();
    global.gc();
  }
});
