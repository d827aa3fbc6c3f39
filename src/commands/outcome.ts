/**
 * How an expected failure becomes part of a result document, for eval-run and the managed commands
 * alike: a usage error is exit 2 with its location, an osmosis or platform failure exit 3 (or its own
 * code) with osmosis's error code and the tail of its stderr.
 */
import {
  capText,
  ExitCode,
  errorMessage,
  formatLocated,
  OsmosisCiError,
  OsmosisFailure,
  UsageError,
} from '../core/errors.js';
import { SkippedRun } from '../core/evidence/skipped-run.js';

export interface ErrorFields {
  verdict: 'error';
  exitCode: ExitCode;
  error: {
    kind: 'usage' | 'osmosis';
    message: string;
    code?: string;
    stderrTail?: string;
    location?: { file: string; line?: number; column?: number };
    /** Skipped before anything started (core/evidence/skipped-run.ts): the message is the reason. */
    skipped?: boolean;
  };
}

export function errorFields(error: unknown): ErrorFields {
  if (error instanceof UsageError) {
    return {
      verdict: 'error',
      exitCode: ExitCode.usage,
      error: {
        kind: 'usage',
        message: formatLocated(error.message, error.location),
        ...(error.location ? { location: error.location } : {}),
        ...(error instanceof SkippedRun ? { skipped: true } : {}),
      },
    };
  }
  const details = error instanceof OsmosisFailure ? error.details : {};
  return {
    verdict: 'error',
    exitCode: error instanceof OsmosisCiError ? error.exitCode : ExitCode.infrastructure,
    error: {
      kind: 'osmosis',
      // osmosis's text can be huge (every out-of-range index): capped on every path that carries it.
      message: capText(errorMessage(error)),
      ...(details.code ? { code: details.code } : {}),
      ...(details.stderrTail ? { stderrTail: details.stderrTail } : {}),
    },
  };
}
