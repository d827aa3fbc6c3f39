/**
 * Run names decide which journal a run writes and therefore what a re-run resumes. The default is
 * stable across attempts and re-runs of the same pull request or branch, and distinct per config.
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';

/** osmosis's limit on a run name (validate_run_name in osmosis_ai/eval/local/state.py). */
export const RUN_NAME_MAX = 96;

/**
 * `name` within `max` characters. A cut name ends in 8 hex digits of the whole name's SHA-256, so two
 * long names that share their first characters still name two journals.
 */
export function fitRunName(name: string, max = RUN_NAME_MAX): string {
  if (name.length <= max) return name;
  const digest = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, max - digest.length - 1).replace(/[-.]+$/, '')}-${digest}`;
}

export interface RunContext {
  /** The pull request number, when the run is for one. */
  pullRequest?: number | undefined;
  /** The branch or tag name otherwise (GITHUB_REF_NAME), absent for local runs. */
  refName?: string | undefined;
}

export function sanitizeRunNamePart(text: string): string {
  return text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/-+$/, '');
}

export function defaultRunName(configPath: string, context: RunContext): string {
  const stem = sanitizeRunNamePart(basename(configPath, extname(configPath))) || 'eval';
  const scope =
    context.pullRequest !== undefined
      ? `pr${context.pullRequest}`
      : context.refName
        ? sanitizeRunNamePart(context.refName)
        : 'local';
  // Keep the stem whole and cut the scope, which is the long, user-made part.
  return fitRunName(`${stem}-${scope || 'local'}`);
}
