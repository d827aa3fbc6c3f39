/**
 * What `code-ref: auto` decides from: the GitHub event (its name, GITHUB_SHA, and the pull request in the
 * event payload, whose head commit is the one to judge), and the workspace's HEAD and dirtiness from git.
 */
import { readFile } from 'node:fs/promises';
import type { CodeFacts } from '../core/managed/code-ref.js';
import { isOsmosisPath } from '../core/osmosis/paths.js';
import { capture } from './exec.js';

/** A repository's owner/name; null when the payload says null (a deleted fork), undefined when it says nothing. */
const fullName = (repo: unknown): string | null | undefined => {
  if (repo === null) return null;
  const name = (repo as { full_name?: unknown } | undefined)?.full_name;
  return typeof name === 'string' ? name : undefined;
};

async function pullRequestOf(eventPath: string | undefined): Promise<CodeFacts['pullRequest']> {
  if (!eventPath) return undefined;
  let payload: { pull_request?: Record<string, unknown> };
  try {
    payload = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return undefined;
  }
  const pr = payload.pull_request;
  const head = pr?.head as { sha?: unknown; repo?: unknown } | undefined;
  const base = pr?.base as { repo?: unknown } | undefined;
  if (!pr || typeof pr.number !== 'number' || typeof head?.sha !== 'string') return undefined;
  return {
    number: pr.number,
    headSha: head.sha,
    headRepo: fullName(head.repo),
    baseRepo: fullName(base?.repo),
  };
}

async function headOf(workspaceDir: string, env: NodeJS.ProcessEnv): Promise<CodeFacts['head']> {
  const git = (args: string[]) => capture('git', ['-C', workspaceDir, ...args], { env, timeoutMs: 30_000 });
  const head = await git(['rev-parse', '--verify', 'HEAD']);
  if (head.exitCode !== 0) return null;
  const status = await git(['status', '--porcelain', '--untracked-files=normal']);
  // osmosis-ci's own files (.osmosis/ci/...) are not code the platform would miss.
  const changes = status.stdout
    .split('\n')
    .map((line) => line.slice(3).replace(/^"|"$/g, ''))
    .filter((path) => path !== '' && !isOsmosisPath(path));
  return { sha: head.stdout.trim(), dirty: status.exitCode === 0 && changes.length > 0 };
}

export async function readCodeFacts(workspaceDir: string, env: NodeJS.ProcessEnv): Promise<CodeFacts> {
  const eventName = env.GITHUB_EVENT_NAME || undefined;
  return {
    eventName,
    githubSha: eventName ? env.GITHUB_SHA || undefined : undefined,
    pullRequest: eventName ? await pullRequestOf(env.GITHUB_EVENT_PATH) : undefined,
    head: await headOf(workspaceDir, env),
  };
}
