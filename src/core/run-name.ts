/**
 * Run names decide which journal a run writes and therefore what a re-run resumes. The default is
 * stable across attempts and re-runs of the same pull request or branch, and distinct per config.
 */
import { basename, extname } from 'node:path';

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
  // 96 is the CLI's limit; keep the stem whole and cut the scope, which is the long, user-made part.
  const name = `${stem}-${scope || 'local'}`;
  return name.length <= 96 ? name : name.slice(0, 96).replace(/[-.]+$/, '');
}
