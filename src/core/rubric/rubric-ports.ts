/** What eval-rubric reaches the world through (adapters/eval-rubric-deps.ts builds it). */
import type { Logger, OsmosisInvocation, OsmosisRun } from '../ports.js';
import type { SecretValues } from '../secrets.js';

export interface EvalRubricDeps {
  cwd: string;
  log: Logger;
  pathKind: (path: string) => Promise<'file' | 'directory' | undefined>;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  /** osmosis's environment: the provider keys given join it (never argv, never a file). */
  osmosisEnv: (secrets: SecretValues) => Promise<NodeJS.ProcessEnv>;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
  /** Provider keys already in the environment (core/secrets.ts ambientSecretValues): redacted like the given ones. */
  ambientSecrets: readonly string[];
  /** The text of a file, or undefined when there is none. */
  readText: (path: string) => Promise<string | undefined>;
  /** Creates the directory (and its parents) and removes a report an earlier run left there. */
  prepareDir: (dir: string, staleFile: string) => Promise<void>;
  writeText: (path: string, text: string) => Promise<void>;
}
