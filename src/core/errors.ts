/**
 * Named errors carry the exit code the entries use, so nothing below the entries decides how to fail.
 * 0 gate passed, 1 gate failed, 2 usage or configuration (nothing was run), 3 osmosis or infrastructure.
 */
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

export abstract class OsmosisCiError extends Error {
  abstract readonly exitCode: ExitCode;
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
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** "file:line:column: message", the shape editors and GitHub annotations both understand. */
export function formatLocated(message: string, location: SourceLocation | undefined): string {
  if (!location) return message;
  const position = [location.file, location.line, location.column]
    .filter((part) => part !== undefined)
    .join(':');
  return `${position}: ${message}`;
}
