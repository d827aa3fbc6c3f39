/**
 * Which code a managed run judges, and how that choice reaches osmosis. Pure: facts in, decision out.
 *
 * osmosis-ai 0.3.8 reads config values from the local TOML, but the platform runs the rollout code of
 * the synced workspace repository at `[experiment].commit_sha` or `[experiment].branch`, and of the
 * default branch when neither is set (shared_config.ExperimentSection; "Provide either branch or
 * commit_sha, not both"). osmosis has no flag for it, so the commit travels in a copy of the config
 * (see adapters/submit-workspace.ts); the user's file is never written.
 *
 * `code-ref`:
 * - `auto`: a pull request's head commit (from the event payload: GITHUB_SHA is the merge commit, which
 *   no branch of the synced repository holds), GITHUB_SHA on other events, the workspace's HEAD outside
 *   GitHub Actions;
 * - a commit SHA, or `branch:<name>`;
 * - `config`: whatever the config says (the default branch when it says nothing).
 *
 * Benchmark runs take no code from the repository (0.3.8's benchmark `[experiment]` has only `benchmark`,
 * and unknown keys are refused), so for them only `auto` and `config` are valid and both mean "none".
 */
import { parse, stringify } from 'smol-toml';
import { COMMIT_SHA_RE } from '../config/index.js';
import { UsageError } from '../errors.js';
import type { ManagedKind } from '../managed.js';

export type CodeRefRequest =
  | { kind: 'auto' }
  | { kind: 'commit'; sha: string }
  | { kind: 'branch'; branch: string }
  | { kind: 'config' };

/** The `code-ref` input: a request, or why the value is not one. */
export function parseCodeRef(value: string): CodeRefRequest | { problem: string } {
  const text = value.trim();
  if (text === 'auto') return { kind: 'auto' };
  if (text === 'config') return { kind: 'config' };
  if (text.startsWith('branch:')) {
    const branch = text.slice('branch:'.length).trim();
    if (branch === '' || /\s/.test(branch))
      return {
        problem: `must name a branch after "branch:", without whitespace, got ${JSON.stringify(value)}`,
      };
    return { kind: 'branch', branch };
  }
  if (COMMIT_SHA_RE.test(text)) return { kind: 'commit', sha: text.toLowerCase() };
  return {
    problem: `must be auto, config, a commit SHA (7 to 40 hex characters) or branch:<name>, got ${JSON.stringify(value)}`,
  };
}

export function formatCodeRef(request: CodeRefRequest): string {
  switch (request.kind) {
    case 'commit':
      return request.sha;
    case 'branch':
      return `branch:${request.branch}`;
    default:
      return request.kind;
  }
}

/** What the step knows about the code it stands on. */
export interface CodeFacts {
  /** GITHUB_EVENT_NAME, in GitHub Actions. */
  eventName?: string | undefined;
  /** GITHUB_SHA, in GitHub Actions. */
  githubSha?: string | undefined;
  /** The event payload's pull request, on pull_request and pull_request_target events. */
  pullRequest?:
    | {
        number: number;
        headSha: string;
        /** owner/name of the head and base repositories: null for a deleted fork, undefined when the payload has none. */
        headRepo: string | null | undefined;
        baseRepo: string | null | undefined;
      }
    | undefined;
  /** The workspace's HEAD (`git rev-parse HEAD`) and whether its tree has uncommitted changes. */
  head?: { sha: string; dirty: boolean } | null | undefined;
}

/** Where the judged code came from. */
export const CODE_SOURCES = [
  'pull-request-head',
  'event',
  'workspace-head',
  'input',
  'config',
  'default-branch',
  'none',
] as const;
export type CodeSource = (typeof CODE_SOURCES)[number];

/** The code a run judges, as the result document records it. */
export interface CodeRef {
  /** The `code-ref` input as given (auto, config, a SHA, branch:<name>). */
  requested: string;
  source: CodeSource;
  /** The commit handed to the platform, the config's pinned commit, or the one a code-ref branch resolved to (as the platform reports); null when the default branch decides. */
  commit: string | null;
  branch: string | null;
  /** Said in the report after the commit: "PR head", "push commit", "default branch". */
  label: string;
}

export type ConfigPin = { commit_sha?: string | undefined; branch?: string | undefined };

export type CodeDecision =
  /** Hand osmosis a copy of the config with this source (and the other key removed). */
  | { kind: 'pin'; set: { commit_sha: string } | { branch: string }; code: CodeRef; notes: CodeNote[] }
  /** Submit the config as it is. */
  | { kind: 'keep'; code: CodeRef; notes: CodeNote[] }
  /** Nothing may be submitted (exit 2). */
  | { kind: 'refuse'; message: string };

export interface CodeNote {
  level: 'info' | 'warning';
  message: string;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

function pinned(pin: ConfigPin): string | null {
  if (pin.commit_sha) return `[experiment].commit_sha = "${pin.commit_sha}"`;
  if (pin.branch) return `[experiment].branch = "${pin.branch}"`;
  return null;
}

/** The code a managed run of `kind` judges, given the request, the facts and what the config pins. */
export function decideCode(
  kind: ManagedKind,
  request: CodeRefRequest,
  facts: CodeFacts,
  pin: ConfigPin,
): CodeDecision {
  const requested = formatCodeRef(request);
  if (kind === 'benchmark') {
    if (request.kind === 'commit' || request.kind === 'branch') {
      return {
        kind: 'refuse',
        message: `code-ref ${requested}: a benchmark run takes no code from this repository (it runs the configured agents against the benchmark; osmosis benchmark configs have no branch or commit_sha). Leave code-ref at auto.`,
      };
    }
    return {
      kind: 'keep',
      code: { requested, source: 'none', commit: null, branch: null, label: 'no repository code' },
      notes: [],
    };
  }
  if (request.kind === 'config') return keepConfig(requested, pin);
  const configPin = pinned(pin);
  if (request.kind === 'commit' || request.kind === 'branch') {
    const code: CodeRef =
      request.kind === 'commit'
        ? { requested, source: 'input', commit: request.sha, branch: null, label: 'code-ref input' }
        : { requested, source: 'input', commit: null, branch: request.branch, label: 'code-ref input' };
    const notes: CodeNote[] = configPin
      ? [{ level: 'info', message: `code-ref ${requested} replaces the config's ${configPin} for this run.` }]
      : [];
    return {
      kind: 'pin',
      set: request.kind === 'commit' ? { commit_sha: request.sha } : { branch: request.branch },
      code,
      notes,
    };
  }
  return decideAuto(requested, facts, configPin);
}

function keepConfig(requested: string, pin: ConfigPin): CodeDecision {
  if (pin.commit_sha)
    return {
      kind: 'keep',
      code: {
        requested,
        source: 'config',
        commit: pin.commit_sha,
        branch: null,
        label: 'pinned in the config',
      },
      notes: [],
    };
  if (pin.branch)
    return {
      kind: 'keep',
      code: { requested, source: 'config', commit: null, branch: pin.branch, label: 'branch in the config' },
      notes: [],
    };
  return {
    kind: 'keep',
    code: { requested, source: 'default-branch', commit: null, branch: null, label: 'default branch' },
    notes: [
      {
        level: 'warning',
        message:
          "code-ref config and the config pins neither [experiment].branch nor commit_sha: the platform runs its default branch's code, not this checkout's.",
      },
    ],
  };
}

/** pull_request from a fork: its head commit is not in the synced repository, so nothing is submitted. */
function forkRefusal(pr: NonNullable<CodeFacts['pullRequest']>): CodeDecision {
  return {
    kind: 'refuse',
    message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: its head commit ${shortSha(pr.headSha)} is not in the synced repository${pr.baseRepo ? ` ${pr.baseRepo}` : ''}, so the platform cannot run it, and nothing was submitted. Either run this workflow on pull_request_target behind an approval gate (an environment with required reviewers), which submits the head commit, or set code-ref: config to judge the code the config names.`,
  };
}

/** A pull request whose head is another repository's (or a deleted one's). */
function isFork(pr: NonNullable<CodeFacts['pullRequest']>): boolean {
  return (
    pr.headRepo === null ||
    (typeof pr.headRepo === 'string' &&
      typeof pr.baseRepo === 'string' &&
      pr.headRepo.toLowerCase() !== pr.baseRepo.toLowerCase())
  );
}

function decideAuto(requested: string, facts: CodeFacts, configPin: string | null): CodeDecision {
  const notes: CodeNote[] = [];
  let code: CodeRef;
  const pr = facts.pullRequest;
  if (facts.eventName && PULL_REQUEST_EVENTS.has(facts.eventName) && pr) {
    const fork = isFork(pr);
    if (fork && facts.eventName === 'pull_request') return forkRefusal(pr);
    if (fork) {
      notes.push({
        level: 'warning',
        message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: the platform must fetch its head commit ${shortSha(pr.headSha)} from ${pr.baseRepo ?? 'the base repository'} (GitHub keeps it as refs/pull/${pr.number}/head). Make sure this job ran behind an approval gate.`,
      });
    }
    code = { requested, source: 'pull-request-head', commit: pr.headSha, branch: null, label: 'PR head' };
  } else if (facts.eventName && facts.githubSha) {
    code = {
      requested,
      source: 'event',
      commit: facts.githubSha,
      branch: null,
      label: `${facts.eventName.replaceAll('_', ' ')} commit`,
    };
  } else if (facts.head) {
    code = {
      requested,
      source: 'workspace-head',
      commit: facts.head.sha,
      branch: null,
      label: 'workspace HEAD',
    };
    if (facts.head.dirty) {
      notes.push({
        level: 'warning',
        message: `The working tree has uncommitted changes: the platform runs the committed code at ${shortSha(facts.head.sha)}, not your edits (only the config file is read locally). Commit and push them first.`,
      });
    }
  } else {
    return {
      kind: 'refuse',
      message:
        'code-ref auto needs a Git checkout (git rev-parse HEAD failed) or a GitHub Actions event: set code-ref to a commit SHA, branch:<name>, or config.',
    };
  }
  const commit = code.commit as string;
  if (configPin) {
    notes.push({
      level: 'warning',
      message: `The config pins ${configPin}; code-ref auto judges the ${code.label} ${shortSha(commit)} instead, because a gate must judge the code it stands on. Set code-ref: config to run what the config pins.`,
    });
  }
  notes.unshift({
    level: 'info',
    message: `Judging the ${code.label} ${shortSha(commit)} (code-ref ${requested}).`,
  });
  return { kind: 'pin', set: { commit_sha: commit }, code, notes };
}

// ---------------------------------------------------------------------------------------------
// the config copy

const EXPERIMENT_HEADER = /^\s*\[\s*experiment\s*\]\s*(#.*)?$/;
const TABLE_HEADER = /^\s*\[/;
const SOURCE_KEY = /^\s*(branch|commit_sha|"branch"|"commit_sha"|'branch'|'commit_sha')\s*=/;

/**
 * The config text with `[experiment]` set to this source and the other key removed, every other value
 * unchanged. A line edit keeps the file as written (comments, order, number spelling); the result is
 * parsed and compared with the intended document, and a layout the edit cannot handle (an inline or
 * dotted experiment table, a multi-line value) falls back to a re-serialized document checked the same way.
 */
export function configWithCodeRef(text: string, set: { commit_sha: string } | { branch: string }): string {
  let original: Record<string, unknown>;
  try {
    original = parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`The config is not valid TOML: ${(error as Error).message}`);
  }
  const experiment = original.experiment;
  if (experiment === null || typeof experiment !== 'object' || Array.isArray(experiment))
    throw new UsageError('The config has no [experiment] table to set the commit in.');
  const { branch: _b, commit_sha: _c, ...rest } = experiment as Record<string, unknown>;
  const intended = { ...original, experiment: { ...rest, ...set } };
  const edited = editLines(text, set);
  if (edited !== undefined && sameDocument(edited, intended)) return edited;
  const serialized = stringify(intended);
  if (sameDocument(serialized, intended)) return serialized;
  throw new UsageError(
    'Could not write the commit into a copy of the config without changing other values. Set code-ref: config and pin [experiment].commit_sha yourself.',
  );
}

function editLines(text: string, set: { commit_sha: string } | { branch: string }): string | undefined {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => EXPERIMENT_HEADER.test(line));
  if (start === -1) return undefined;
  let end = lines.findIndex((line, index) => index > start && TABLE_HEADER.test(line));
  if (end === -1) end = lines.length;
  const kept = lines.filter((line, index) => index <= start || index >= end || !SOURCE_KEY.test(line));
  const [key, value] = Object.entries(set)[0] as [string, string];
  kept.splice(start + 1, 0, `${key} = ${JSON.stringify(value)}`);
  return kept.join(newline);
}

/** A value as a comparable string: keys sorted, dates and times tagged, prototypes ignored (smol-toml's tables have none). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return `date:${String(value)}`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return `${typeof value}:${Object.is(value, -0) ? '-0' : String(value)}`;
}

function sameDocument(text: string, intended: Record<string, unknown>): boolean {
  try {
    return canonical(parse(text)) === canonical(intended);
  } catch {
    return false;
  }
}
