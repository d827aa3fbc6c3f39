/** Where the cache worker is: the action bundle itself, dist/action/index.js, run with the `__cache` command. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not this module's own URL: it is bundled into a lazily loaded chunk (scripts/build.mjs), a file beside
// index.js that cannot run on its own.
export const cacheWorkerScript = () => join(dirname(fileURLToPath(import.meta.url)), 'index.js');
