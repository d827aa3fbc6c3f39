/**
 * The shapes `osmosis --json` prints: one success envelope on stdout, JSON-lines warning and error
 * envelopes on stderr (contract §1.3–1.4). Parsed leniently: unknown keys are kept and ignored, since
 * the CLI adds keys between versions and never removes them.
 */
import { z } from 'zod';
import { capText } from '../errors.js';

export const successEnvelopeSchema = z.looseObject({
  schema_version: z.number(),
  status: z.string().optional(),
  operation: z.string().optional(),
  message: z.string().optional(),
  resource: z.looseObject({}).optional(),
  data: z.unknown().optional(),
});
export type SuccessEnvelope = z.infer<typeof successEnvelopeSchema>;

export const evalRunResourceSchema = z.looseObject({
  run_name: z.string(),
  output_path: z.string(),
  total_work_items: z.number().optional(),
  succeeded: z.number().optional(),
  failed: z.number().optional(),
  skipped: z.number().optional(),
  resumed: z.number().optional(),
  cancelled: z.boolean().optional(),
});

export const errorEnvelopeSchema = z.looseObject({
  schema_version: z.number(),
  command: z.string().optional(),
  cli_version: z.string().optional(),
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const warningEnvelopeSchema = z.looseObject({
  schema_version: z.number(),
  warning: z.looseObject({ code: z.string().nullable().optional(), message: z.string() }),
});
export type WarningEnvelope = z.infer<typeof warningEnvelopeSchema>;

export type StderrLine =
  | { kind: 'error'; envelope: ErrorEnvelope }
  | { kind: 'warning'; envelope: WarningEnvelope }
  | { kind: 'text'; text: string };

/** stderr in --json mode is JSON lines mixed with tracebacks, logging and uvicorn output. */
export function classifyStderrLine(line: string): StderrLine {
  const text = line.trimEnd();
  if (text.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      // Capped here, where osmosis's text enters: every log line, result and annotation gets the cap.
      const error = errorEnvelopeSchema.safeParse(value);
      if (error.success) {
        const { error: inner } = error.data;
        return {
          kind: 'error',
          envelope: { ...error.data, error: { ...inner, message: capText(inner.message) } },
        };
      }
      const warning = warningEnvelopeSchema.safeParse(value);
      if (warning.success) {
        const { warning: inner } = warning.data;
        return {
          kind: 'warning',
          envelope: { ...warning.data, warning: { ...inner, message: capText(inner.message) } },
        };
      }
    } catch {
      // not JSON: fall through to text
    }
  }
  return { kind: 'text', text: capText(text, MAX_STDERR_LINE) };
}

/** One line of osmosis's stderr kept for the tail (a traceback line is short; a data dump is not). */
const MAX_STDERR_LINE = 1000;

/** stdout carries exactly one JSON document; anything else means osmosis did not finish normally. */
export function parseSuccessEnvelope(stdout: string): SuccessEnvelope | undefined {
  try {
    const parsed = successEnvelopeSchema.safeParse(JSON.parse(stdout.trim()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What osmosis reports about what it was given, before it runs anything: the config, the dataset, the
 * row selection, the workspace, missing secrets. Fixed by changing the inputs, so exit 2 (not 3, which
 * says "retry"). Its code for all of these is VALIDATION, which it also uses for infrastructure
 * (uv sync, health checks, a held lock), so the message decides (osmosis_ai/eval/local/dataset.py,
 * platform/cli/workspace_directory_contract.py, platform/cli/eval_run.py).
 */
const USER_MISTAKES = [
  /^Invalid (eval|training|benchmark) config/,
  /^--rows /,
  /^--(dataset-file|max-in-flight|name) /,
  / selected no rows$/,
  /:\d+: invalid JSON \(/,
  /: each line must be a JSON object$/,
  / has no CSV header row$/,
  / has extension '.*'; expected one of /,
  /^row \d+: /,
  /^This workspace directory is missing required Osmosis scaffold paths/,
  / config must (live under|be a \.toml file)/,
  /^evaluation\.\w+ must be /,
  /^Set `origin` to the Platform-connected repository/,
  /^Dataset file not found|^dataset file .* (does not exist|not found)/i,
];

export function isUserMistake(code: string, message: string, details: Record<string, unknown> = {}): boolean {
  if (code === 'WORKSPACE_REQUIRED') return true;
  if (code === 'INTERACTIVE_REQUIRED') return Array.isArray(details.missing);
  return code === 'VALIDATION' && USER_MISTAKES.some((pattern) => pattern.test(message));
}

/** A message a user can act on, for each error code osmosis emits (contract §1.6). */
export function explainOsmosisError(
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): string {
  return capText(explain(code, message, details));
}

function explain(code: string, message: string, details: Record<string, unknown>): string {
  switch (code) {
    case 'AUTH_REQUIRED':
      return `osmosis needs credentials: ${message} Set OSMOSIS_TOKEN to a platform token (in CI, from a repository secret). A token that is set but rejected is invalid or expired: create a new one.`;
    case 'ENV_TOKEN_PLATFORM_REQUIRED':
    case 'ENV_TOKEN_PLATFORM_MISMATCH':
      return `${message} Set OSMOSIS_TOKEN_PLATFORM_URL to the same URL as OSMOSIS_PLATFORM_URL.`;
    case 'WORKSPACE_REQUIRED':
      return `${message} Run from the root of an Osmosis workspace (a git repository with rollouts/, configs/ and data/), or set working-directory.`;
    case 'INTERACTIVE_REQUIRED': {
      const missing = Array.isArray(details.missing) ? details.missing.join(', ') : '';
      return missing
        ? `osmosis found no value for: ${missing}. Pass them in the secrets input or export them.`
        : `osmosis asked for confirmation in a non-interactive run: ${message}`;
    }
    case 'RATE_LIMITED':
      return `The Osmosis platform is rate limiting requests: ${message} Retry later.`;
    case 'PLATFORM_ERROR':
    case 'NETWORK':
      return `osmosis could not reach the Osmosis platform or got an error from it: ${message}`;
    case 'UPGRADE_REQUIRED':
      return `The Osmosis platform requires a newer osmosis-ai: ${message} Raise osmosis-version.`;
    case 'INTERNAL':
      return `osmosis crashed (${String(details.exception_type ?? 'internal error')}): ${message} Set OSMOSIS_DEBUG=1 for a traceback.`;
    default:
      return message;
  }
}
