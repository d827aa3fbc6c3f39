/** Whether a local TCP port can be listened on, found by listening on it for a moment. */
import { createServer } from 'node:net';

export function portUnavailable(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      resolve(
        error.code === 'EADDRINUSE'
          ? 'already in use'
          : error.code === 'EACCES'
            ? 'not permitted for this user'
            : undefined,
      );
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}
