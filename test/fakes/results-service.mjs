// The Actions results service as one address, as GitHub's runners see it (ACTIONS_RESULTS_URL): the twirp
// calls of the artifact service go to the artifact fake, everything else (the cache service v2) to the
// cache fake. Blob URLs are absolute and point at each fake directly, so only twirp calls pass through.
import { createServer, request } from 'node:http';
import { ARTIFACT_TWIRP_PREFIX } from './artifact-server.mjs';
import { listenOnLoopback } from './loopback.mjs';

/** @param {{ artifactUrl: string, cacheUrl: string }} backends */
export async function startResultsService(backends) {
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const target = new URL(
      path,
      path.startsWith(ARTIFACT_TWIRP_PREFIX) ? backends.artifactUrl : backends.cacheUrl,
    );
    const forward = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'unavailable', msg: error.message }));
    });
    req.pipe(forward);
  });
  const { port, url } = await listenOnLoopback(server, undefined);
  return {
    url: `${url}/`,
    port,
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}
