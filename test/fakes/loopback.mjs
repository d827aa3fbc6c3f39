// What every fake server does to come up: listen on 127.0.0.1 (port 0 picks a free one) and say where.

/**
 * @param {import('node:http').Server} server
 * @param {number | undefined} port
 * @returns {Promise<{ port: number, url: string }>}
 */
export async function listenOnLoopback(server, port) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('a fake server has no TCP address');
  return { port: address.port, url: `http://127.0.0.1:${address.port}` };
}
