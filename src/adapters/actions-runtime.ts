/**
 * The GitHub Actions edge: inputs, outputs, masking, summary, PATH. The only module besides the
 * action entry that imports @actions/*.
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import type { Logger } from '../commands/eval-run.js';
import type { RunContext } from '../core/run-name.js';

/**
 * Composite actions do not get INPUT_* variables from the runner (actions/runner#665): each action.yml
 * step passes its inputs through `env:` as INPUT_<NAME> with dashes as underscores, which this reads.
 */
export function actionInput(name: string): string | undefined {
  return process.env[`INPUT_${name.replace(/[- ]/g, '_').toUpperCase()}`];
}

export const inputLabel = (name: string) => `the \`${name}\` input`;

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

export function runContext(): RunContext {
  const number = github.context.payload.pull_request?.number;
  return {
    pullRequest: typeof number === 'number' ? number : undefined,
    refName: process.env.GITHUB_REF_NAME || undefined,
  };
}

export function workflowRunUrl(): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = process.env;
  return server && repo && runId ? `${server}/${repo}/actions/runs/${runId}` : undefined;
}

export function fail(message: string): void {
  core.setFailed(message);
}
