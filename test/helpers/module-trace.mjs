// Preloaded with `--import` (through NODE_OPTIONS): registers module-trace-hooks.mjs in the process.
import { register } from 'node:module';

register('./module-trace-hooks.mjs', import.meta.url);
