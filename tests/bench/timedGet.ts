import http from 'node:http';

/**
 * The bench clients' GET: one keep-alive connection (as a browser keeps one), each request timed from its start
 * to the answer's last byte; the body is checked by the caller afterwards.
 */
export function timedGet(base: string, token: string) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string): Promise<{ ms: number; status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      const req = http.request(
        { host: url.hostname, port: url.port, path, agent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              ms: performance.now() - t0,
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  /** Ends the connection, so the process can exit. */
  return Object.assign(get, { close: () => agent.destroy() });
}
