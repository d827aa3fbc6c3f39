import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { portUnavailable } from '../../src/adapters/local-port.js';

function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

describe('portUnavailable', () => {
  it('says a port another listener holds is in use, and a free one is fine', async () => {
    const { server, port } = await listen();
    try {
      expect(await portUnavailable(port)).toBe('already in use');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Released, and the check itself leaves nothing listening on it.
    expect(await portUnavailable(port)).toBeUndefined();
    expect(await portUnavailable(port)).toBeUndefined();
  });
});
