// Runs a fake server as a process of its own (`node test/fakes/<fake>.mjs [flags]`), for shell scripts and
// act runs: binds 127.0.0.1, prints `<URL_VARIABLE>=<url>`, writes the port to --port-file (atomically,
// via rename), and stays up until SIGTERM or SIGINT. Each fake only says how to start from its flags.
import { realpathSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * @typedef {{ url: string, port: number, close(): Promise<void> }} RunningServer
 * @param {string} moduleUrl the fake's import.meta.url: nothing happens unless node was started on it
 * @param {{
 *   name: string,
 *   urlVariable: string,
 *   options?: NonNullable<import('node:util').ParseArgsConfig['options']>,
 *   start: (values: Record<string, string | string[] | boolean | undefined>, port: number | undefined) => Promise<RunningServer>,
 * }} fake
 */
export function serveWhenRunDirectly(moduleUrl, fake) {
  if (!startedOn(moduleUrl)) return;
  serve(fake).catch((error) => {
    process.stderr.write(`${fake.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

/** @param {Parameters<typeof serveWhenRunDirectly>[1]} fake */
async function serve(fake) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { ...fake.options, port: { type: 'string' }, 'port-file': { type: 'string' } },
    strict: true,
  });
  const port = typeof values.port === 'string' ? Number(values.port) : undefined;
  const server = await fake.start(values, port);
  const portFile = values['port-file'];
  if (typeof portFile === 'string') {
    const tmp = `${portFile}.${process.pid}.tmp`;
    await writeFile(tmp, `${server.port}\n`);
    await rename(tmp, portFile);
  }
  process.stdout.write(`${fake.urlVariable}=${server.url}\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** @param {string} moduleUrl */
function startedOn(moduleUrl) {
  try {
    return process.argv[1] !== undefined && moduleUrl === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}
