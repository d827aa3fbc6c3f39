/**
 * The osmosis config TOML files (eval, training, benchmark): parse with smol-toml, validate with zod,
 * and report every problem of a file at once, each with the line and column of the offending key.
 *
 * Pure: no I/O. The rules are those of osmosis-ai (shared_config.py, benchmark_config.py); types keep
 * the TOML key names because they model the file.
 */
export { type BenchmarkConfig, benchmarkConfigSchema, benchmarkConfigWarnings } from './benchmark.schema.js';
export { type EvalConfig, evalConfigSchema } from './eval.schema.js';
export { CONFIG_DIRS, checkConfigLocation, configSearchPlaces, runStart } from './location.js';
export { formatKeyPath } from './messages.js';
export { parseBenchmarkConfig, parseEvalConfig, parseTrainingConfig } from './parse.js';
export { indexTomlKeys, type KeyPosition, locateTomlKey } from './positions.js';
export { type TrainingConfig, trainingConfigSchema } from './training.schema.js';
export { ConfigError, type ConfigIssue, type ConfigKind, type ConfigWarning } from './types.js';
export {
  COMMIT_SHA_RE,
  describeValue,
  ENV_VAR_NAME_RE,
  RESERVED_ENV_PREFIX,
  SECRET_NAME_RE,
  type TomlKeyPath,
} from './values.js';
