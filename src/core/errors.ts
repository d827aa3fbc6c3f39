/**
 * Named errors carry the exit code the entries use, so nothing below the entries decides how to fail.
 * 0 gate passed, 1 gate failed, 2 usage or configuration (nothing was run), 3 osmosis or infrastructure.
 */
import { grouped } from './format.js';

export const ExitCode = {
  ok: 0,
  gateFailed: 1,
  usage: 2,
  infrastructure: 3,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

/**
 * The most characters of one error text that reach a log line, an annotation, result.json or stdout.
 * osmosis can say a lot (an error listing 200,000 row indexes is 1.5 MB); the head and the tail say
 * what went wrong, and the rest is in osmosis's own logs.
 */
export const MAX_ERROR_TEXT = 4000;

/** `text` whole when short enough, else its head and tail around a note of how much was cut. */
export function capText(text: string, max = MAX_ERROR_TEXT): string {
  if (text.length <= max) return text;
  const tail = Math.floor(max / 5);
  const head = max - tail;
  const cut = text.length - head - tail;
  return `${text.slice(0, head)} … [${grouped(cut)} characters cut] … ${text.slice(-tail)}`;
}

export abstract class OsmosisCiError extends Error {
  abstract readonly exitCode: ExitCode;
  constructor(message: string) {
    super(capText(message));
  }
}

/** A bad input, flag or file given by the user: fixed by changing what they passed. */
export class UsageError extends OsmosisCiError {
  readonly exitCode = ExitCode.usage;
  constructor(
    message: string,
    readonly location?: SourceLocation,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** osmosis (or something it needs) failed after it was started. */
export class OsmosisFailure extends OsmosisCiError {
  readonly exitCode = ExitCode.infrastructure;
  constructor(
    message: string,
    readonly details: {
      code?: string;
      exitCode?: number | null;
      signal?: string | null;
      stderrTail?: string;
    } = {},
  ) {
    super(message);
    this.name = 'OsmosisFailure';
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    // undefined, a function or a symbol has no JSON text: String() names it instead.
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * "file:line:column: message", the shape editors and GitHub annotations both understand. A message that
 * already names the place (a config error lists each problem with its position) is left as it is.
 */
export function formatLocated(message: string, location: SourceLocation | undefined): string {
  if (!location) return message;
  const position = [location.file, location.line, location.column]
    .filter((part) => part !== undefined)
    .join(':');
  return message.includes(`${position}:`) ? message : `${position}: ${message}`;
}
