/** Parse a config file's text and validate it, reporting every problem with its line and column. */
import { parse, TomlError } from 'smol-toml';
import type * as z from 'zod';
import { type BenchmarkConfig, benchmarkConfigSchema } from './benchmark.schema.js';
import { type EvalConfig, evalConfigSchema } from './eval.schema.js';
import { explainIssue, formatKeyPath } from './messages.js';
import { indexTomlKeys, locateTomlKey } from './positions.js';
import { type TrainingConfig, trainingConfigSchema } from './training.schema.js';
import { ConfigError, type ConfigIssue, type ConfigKind } from './types.js';

function parseToml(text: string, file: string): Record<string, unknown> {
  try {
    // Integers as bigint keep `2` and `2.0` apart; keys like __proto__ are refused rather than kept.
    return parse(text, { integersAsBigInt: true, unsafeKeyBehaviour: 'throw' }) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) {
      const [summary = 'invalid TOML'] = error.message.split('\n');
      const line = error.line;
      const column = error.column;
      const codeblock = error.codeblock ? `\n${error.codeblock.replace(/\n+$/, '')}` : '';
      throw new ConfigError(
        `${file}:${line}:${column}: invalid TOML at line ${line}, column ${column}: ${summary.replace(/^Invalid TOML document: /, '')}. Fix the syntax there (see https://toml.io).${codeblock}`,
        { file, line, column },
        [{ key: '', message: summary, line, column }],
      );
    }
    throw error;
  }
}

function validate<T>(schema: z.ZodType<T>, kind: ConfigKind, text: string, file: string): T {
  const raw = parseToml(text, file);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;

  const index = indexTomlKeys(text);
  const issues: ConfigIssue[] = [];
  for (const zodIssue of result.error.issues) {
    for (const pending of explainIssue(kind, raw, zodIssue)) {
      const key = formatKeyPath(pending.path);
      issues.push({ key, message: pending.message, ...locateTomlKey(text, pending.path, index) });
    }
  }
  issues.sort((a, b) => a.line - b.line || a.column - b.column || a.key.localeCompare(b.key));
  const first = issues[0] ?? { line: 1, column: 1 };
  const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
  const lines = issues.map(
    (issue) => `  ${file}:${issue.line}:${issue.column}: ${issue.key}: ${issue.message}`,
  );
  throw new ConfigError(
    [`Invalid ${kind} config ${file} (${count}):`, ...lines].join('\n'),
    { file, line: first.line, column: first.column },
    issues,
  );
}

/** Parse and validate an eval config (`configs/eval/*.toml`). Throws `ConfigError` (a `UsageError`). */
export function parseEvalConfig(text: string, file: string): EvalConfig {
  return validate(evalConfigSchema, 'eval', text, file);
}

/** Parse and validate a training config (`configs/training/*.toml`). Throws `ConfigError` (a `UsageError`). */
export function parseTrainingConfig(text: string, file: string): TrainingConfig {
  return validate(trainingConfigSchema, 'training', text, file);
}

/** Parse and validate a benchmark config (`configs/benchmark/*.toml`). Throws `ConfigError` (a `UsageError`). */
export function parseBenchmarkConfig(text: string, file: string): BenchmarkConfig {
  return validate(benchmarkConfigSchema, 'benchmark', text, file);
}
