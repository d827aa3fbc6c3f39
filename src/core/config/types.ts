/** The kinds of osmosis config file, and how a config problem is reported. */
import { type SourceLocation, UsageError } from '../errors.js';

export type ConfigKind = 'eval' | 'training' | 'benchmark';

/** One problem in a config file; `key` is the TOML key path, e.g. `evaluation.n` or `agents[0].model.type`. */
export interface ConfigIssue {
  key: string;
  message: string;
  line: number;
  column: number;
}

/** A config file that does not parse or validate. Still a `UsageError`; `issues` lists each problem. */
export class ConfigError extends UsageError {
  constructor(
    message: string,
    location: SourceLocation,
    readonly issues: readonly ConfigIssue[],
  ) {
    super(message, location);
  }
}

export interface ConfigWarning {
  code: string;
  message: string;
}
