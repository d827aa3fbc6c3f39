/**
 * The GitHub Actions edge: inputs, outputs, masking, summary, PATH, the event payload.
 */

import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { capText } from '../core/errors.js';
import { forkOf } from '../core/evidence/skipped-run.js';
import type { RunContext } from '../core/journal/run-name.js';
import type { Logger } from '../core/ports.js';

/**
 * An input as the runner gives it to a JavaScript action (INPUT_<NAME>, dashes kept, as core.getInput
 * reads it), or as a test or a workflow step passes it through `env:` (dashes as underscores, since
 * shells cannot name a variable with a dash). Absent and empty are the same: not given.
 */
export function actionInput(name: string): string | undefined {
  const upper = name.replace(/ /g, '_').toUpperCase();
  return process.env[`INPUT_${upper}`] || process.env[`INPUT_${upper.replace(/-/g, '_')}`] || undefined;
}

export const inputLabel = (name: string) => `the \`${name}\` input`;

/** How a message asks for an input in a workflow: `fresh: true`, `run-name: NAME`. */
export const actionHint = (name: string, value?: string) => `${name}: ${value ?? 'true'}`;

export const actionsLog: Logger = {
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  debug: (message) => core.debug(message),
};

export function mask(value: string): void {
  if (value !== '') core.setSecret(value);
}

export function setOutputs(outputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(markdown, true).write();
}

export function addPath(dir: string): void {
  core.addPath(dir);
}

/**
 * The event that started the workflow (GITHUB_EVENT_PATH), read as @actions/github's context reads it.
 * Not through @actions/github: importing it loads Octokit into every step, and only the comment needs it.
 */
export function eventPayload(): Record<string, unknown> & { pull_request?: { number?: unknown } } {
  const path = process.env.GITHUB_EVENT_PATH;
  return path && existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

export function runContext(): RunContext {
  const number = eventPayload().pull_request?.number;
  return {
    pullRequest: typeof number === 'number' ? number : undefined,
    refName: process.env.GITHUB_REF_NAME || undefined,
  };
}

export function workflowRunUrl(): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = process.env;
  return server && repo && runId ? `${server}/${repo}/actions/runs/${runId}` : undefined;
}

/** Fails the step with one error line, its text capped (osmosis can say megabytes). */
export function fail(message: string): void {
  core.setFailed(capText(message));
}

/** Fails the step without another error line, for an error that is already an annotation. */
export function failAnnotated(): void {
  process.exitCode = core.ExitCode.Failure;
}

export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

/** An error, warning or notice annotation, pointing at a file (relative to the repository root) when given. */
export function annotate(
  level: 'error' | 'warning' | 'notice',
  message: string,
  place: AnnotationPlace = {},
): void {
  const properties = Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined));
  if (level === 'error') core.error(message, properties);
  else if (level === 'warning') core.warning(message, properties);
  else core.notice(message, properties);
}

/**
 * The pull request this run is about: the event's (pull_request, pull_request_target, issue_comment on
 * a PR), or the first one a workflow_run event lists (same-repository PRs only; forks need pr-number).
 */
export function eventPullRequest(): number | undefined {
  const payload = eventPayload() as {
    pull_request?: { number?: unknown };
    issue?: { number?: unknown; pull_request?: unknown };
    workflow_run?: { pull_requests?: { number?: unknown }[] };
  };
  const candidates = [
    payload.pull_request?.number,
    payload.issue?.pull_request ? payload.issue.number : undefined,
    payload.workflow_run?.pull_requests?.[0]?.number,
  ];
  const found = candidates.find((value) => typeof value === 'number');
  return typeof found === 'number' ? found : undefined;
}

/** The labels of the event's pull request, by name (undefined when the payload has none to say). */
export function eventLabels(): string[] | undefined {
  const labels = (eventPayload() as { pull_request?: { labels?: { name?: unknown }[] } }).pull_request
    ?.labels;
  if (!Array.isArray(labels)) return undefined;
  return labels.flatMap((label) => (typeof label?.name === 'string' ? [label.name] : []));
}

/** The head repository of a pull request from a fork (core/evidence/skipped-run.ts forkOf), from the event. */
export function forkPullRequest(): string | undefined {
  return forkOf(process.env.GITHUB_EVENT_NAME, eventPayload());
}

/** Facts about the run that the report and the comment key use. */
export function runFacts(): {
  repository?: string;
  workflow?: string;
  job?: string;
  ref?: string;
  sha?: string;
  apiUrl: string;
  defaultBranchPush: boolean;
  /** The pull request's base commit (pull_request, pull_request_target): the baseline to compare with. */
  baseSha?: string;
} {
  const env = process.env;
  const payload = eventPayload() as {
    repository?: { default_branch?: unknown };
    pull_request?: { base?: { sha?: unknown } };
  };
  const defaultBranch = payload.repository?.default_branch;
  const baseSha = pullRequestBaseSha(env.GITHUB_EVENT_NAME, payload.pull_request?.base?.sha);
  return {
    ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
    ...(env.GITHUB_WORKFLOW ? { workflow: env.GITHUB_WORKFLOW } : {}),
    ...(env.GITHUB_JOB ? { job: env.GITHUB_JOB } : {}),
    ...(env.GITHUB_REF_NAME ? { ref: env.GITHUB_REF_NAME } : {}),
    ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    defaultBranchPush:
      // A workflow_dispatch on the default branch refreshes the baseline and the history as a push does.
      (env.GITHUB_EVENT_NAME === 'push' || env.GITHUB_EVENT_NAME === 'workflow_dispatch') &&
      typeof defaultBranch === 'string' &&
      env.GITHUB_REF === `refs/heads/${defaultBranch}`,
    ...(baseSha ? { baseSha } : {}),
  };
}

/** The base commit of a pull request event's payload, when it is a commit SHA (other events have none). */
export function pullRequestBaseSha(eventName: string | undefined, sha: unknown): string | undefined {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') return undefined;
  return typeof sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(sha) ? sha : undefined;
}

/**
 * Lines as one collapsed group in the job log. Workflow commands are switched off inside it
 * (::stop-commands::), so a line from elsewhere (platform logs) cannot set outputs or masks.
 */
export function logGroup(title: string, lines: readonly string[]): void {
  const token = randomUUID();
  core.startGroup(title);
  process.stdout.write(`::stop-commands::${token}\n`);
  for (const line of lines) process.stdout.write(`${line}\n`);
  process.stdout.write(`::${token}::\n`);
  core.endGroup();
}
