// @ts-check
// A TCP proxy in front of PostgreSQL that counts what a server process sends: statements (simple `Query` messages
// and extended-protocol `Execute` messages) and round trips (`Query` and `Sync` each wait for the server's answer).
// Used only for a diagnostic server process, never in front of the one whose speed is measured.
import net from 'node:net';

/**
 * @param {string} targetHost
 * @param {number} targetPort
 * @returns {Promise<{ port: number, snapshot: () => { statements: number, roundTrips: number, connections: number },
 *   close: () => Promise<void> }>}
 */
export function startSqlCounter(targetHost, targetPort) {
  const counts = { statements: 0, roundTrips: 0, connections: 0 };
  /** @type {Set<net.Socket>} */
  const sockets = new Set();

  const server = net.createServer((client) => {
    counts.connections += 1;
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // Startup message (or SSLRequest): int32 length, no type byte.
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          if (code !== 80877103) started = true; // SSLRequest is followed by the real startup message
          continue;
        }
        if (buffer.length < 5) break;
        const type = String.fromCharCode(buffer[0] ?? 0);
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) break;
        buffer = buffer.subarray(length + 1);
        if (type === 'Q') {
          counts.statements += 1;
          counts.roundTrips += 1;
        } else if (type === 'E') counts.statements += 1;
        else if (type === 'S') counts.roundTrips += 1;
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });

  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: /** @type {net.AddressInfo} */ (server.address()).port,
        snapshot: () => ({ ...counts }),
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              for (const socket of sockets) socket.destroy();
              server.close(() => done());
            })
          ),
      });
    });
  });
}
