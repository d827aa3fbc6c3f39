/**
 * Pre-flight checks (setup-osmosis `check`, `osmosis-ci doctor`): what `osmosis auth whoami` and
 * `osmosis doctor` answered, read into the platform user, the linked workspace and the problems of the
 * workspace scaffold, each with its fix. Pure: the command runs osmosis, this reads what it said.
 */

import { OsmosisFailure, UsageError } from '../errors.js';
import { platformTokenWording, type Surface } from '../token-wording.js';
import type { ErrorEnvelope, SuccessEnvelope } from './envelope.js';

export const CHECKS = ['none', 'auth', 'workspace', 'all'] as const;
export type Check = (typeof CHECKS)[number];

export const checksAuth = (check: Check) => check === 'auth' || check === 'all';
export const checksWorkspace = (check: Check) => check === 'workspace' || check === 'all';

export interface WhoAmI {
  /** The platform user's email (the name when the platform gave no email). */
  user: string;
  /** The platform workspace the repository is linked to, or undefined when it is not linked. */
  workspace: string | undefined;
  platformUrl: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** `osmosis --json auth whoami`'s detail envelope: `data.email`, `data.workspace.name`, `data.platform_url`. */
export function parseWhoAmI(envelope: SuccessEnvelope | undefined): WhoAmI | undefined {
  const data = envelope?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const user = text(record.email) ?? text(record.name);
  if (user === undefined) return undefined;
  const workspace = record.workspace as Record<string, unknown> | null | undefined;
  return {
    user,
    workspace: typeof workspace === 'object' && workspace !== null ? text(workspace.name) : undefined,
    platformUrl: text(record.platform_url),
  };
}

/**
 * Why `auth whoami` failed, as the error setup fails with (exit 3: the token or the platform, not an
 * input's spelling). `platform` is the URL osmosis was pointed at, for the message.
 */
export function whoamiFailure(
  error: ErrorEnvelope['error'],
  platform: string,
  surface: Surface = 'action',
): OsmosisFailure {
  const { code, message } = error;
  const details = { code };
  switch (code) {
    case 'AUTH_REQUIRED':
      return new OsmosisFailure(
        `Pre-flight auth: the Osmosis token is invalid or expired (the platform at ${platform} refused it: ${message}). ${platformTokenWording(surface).rejected}`,
        details,
      );
    case 'ENV_TOKEN_PLATFORM_MISMATCH':
    case 'ENV_TOKEN_PLATFORM_REQUIRED':
      return new OsmosisFailure(
        `Pre-flight auth: the Osmosis token is bound to another platform than ${platform} (${message}). Set ${surface === 'cli' ? '--platform-url' : 'platform-url'} to the platform the token was created on, or drop OSMOSIS_TOKEN_PLATFORM_URL from the environment.`,
        details,
      );
    case 'PLATFORM_ERROR':
    case 'NETWORK':
    case 'NOT_FOUND':
      return new OsmosisFailure(
        `Pre-flight auth: the Osmosis platform at ${platform} could not be reached or did not answer as one (${message}). Check platform-url (empty means production).`,
        details,
      );
    default:
      return new OsmosisFailure(`Pre-flight auth: osmosis auth whoami failed [${code}]: ${message}`, details);
  }
}

export interface ScaffoldProblem {
  /** Relative to the workspace directory, with a trailing slash for a directory: `configs/training/`. */
  path: string;
  /** A required directory fails the check; a missing agent guide (AGENTS.md) is only a warning. */
  level: 'error' | 'warning';
  message: string;
}

export interface DoctorReport {
  workspaceDirectory: string | undefined;
  workspace: string | undefined;
  problems: ScaffoldProblem[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function problemOf(path: string, required: readonly string[]): ScaffoldProblem {
  if (required.includes(path)) {
    return {
      path,
      level: 'error',
      message: `The workspace has no ${path} directory, which osmosis requires. Create it (run \`osmosis doctor --fix\` in the repository, or add ${path}.gitkeep) and commit it.`,
    };
  }
  return {
    path,
    level: 'warning',
    message: `The workspace scaffold has no ${path}. Evals do not need it; \`osmosis doctor --fix\` in the repository creates it.`,
  };
}

/**
 * `osmosis --json doctor`: success (operation doctor) or a VALIDATION error whose details are the
 * same resource, `{workspace_directory, workspace, required_paths, missing, valid}`.
 */
export function readDoctor(
  envelope: SuccessEnvelope | undefined,
  error: ErrorEnvelope['error'] | undefined,
): DoctorReport | undefined {
  const resource = (error ? error.details : envelope?.resource) as Record<string, unknown> | undefined;
  if (typeof resource !== 'object' || resource === null || !Array.isArray(resource.missing)) return undefined;
  const required = strings(resource.required_paths);
  const workspace = resource.workspace as Record<string, unknown> | null | undefined;
  return {
    workspaceDirectory: text(resource.workspace_directory),
    workspace: typeof workspace === 'object' && workspace !== null ? text(workspace.name) : undefined,
    problems: strings(resource.missing).map((path) => problemOf(path, required)),
  };
}

/** `doctor` failed without its resource: not a workspace (exit 2), or osmosis itself failing (exit 3). */
export function doctorFailure(error: ErrorEnvelope['error']): UsageError | OsmosisFailure {
  if (error.code === 'WORKSPACE_REQUIRED') {
    return new UsageError(
      `Pre-flight workspace: ${error.message} The working directory must be inside the git repository of an Osmosis workspace (check out the repository first, or set working-directory).`,
    );
  }
  return new OsmosisFailure(`Pre-flight workspace: osmosis doctor failed [${error.code}]: ${error.message}`, {
    code: error.code,
  });
}

/** The error a check fails with once its problems are annotated: exit 2, the workspace is the user's to fix. */
export function scaffoldFailure(
  problems: readonly ScaffoldProblem[],
  directory: string | undefined,
): UsageError | undefined {
  const paths = problems.filter((problem) => problem.level === 'error').map((problem) => problem.path);
  if (paths.length === 0) return undefined;
  return new UsageError(
    `Pre-flight workspace: the workspace${directory ? ` at ${directory}` : ''} is missing ${paths.join(', ')}, which osmosis requires. Create ${paths.length === 1 ? 'it' : 'them'} (\`osmosis doctor --fix\` in the repository does) and commit ${paths.length === 1 ? 'it' : 'them'}.`,
  );
}
