// The fake OpenAI-compatible model lives in ./model-server.mjs (plain ESM, so `node` can run it as a process)
// with its types in ./model-server.d.mts. This module only re-exports it for `.js`-specifier imports.
export type {
  ModelRule,
  ModelScript,
  ModelServer,
  RecordedRequest,
  StartModelServerOptions,
} from './model-server.mjs';
export { DEFAULT_REPLY, normalizeScript, startModelServer, tokens } from './model-server.mjs';
