/**
 * What an osmosis start amounts to (commands/eval-run/outcome.ts): its exit status, envelope and stderr
 * read as complete, incomplete or failed, and the result made of it, over fake deps.
 */
import { describe, expect, it } from 'vitest';
import { interpretRun, resultOfRun } from '../../src/commands/eval-run/outcome.js';
import { ResultDraft } from '../../src/commands/eval-run/result.js';
import { OsmosisFailure, UsageError } from '../../src/core/errors.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import type { EvalMetrics } from '../../src/core/metrics.js';
import { explainOsmosisError } from '../../src/core/osmosis/envelope.js';
import { cannotStart } from '../../src/core/osmosis/osmosis-exit.js';
import type { EvalRunDeps, OsmosisRun } from '../../src/core/ports.js';
import { osmosisRun } from '../helpers/osmosis-run.js';
import { makeMetrics } from '../helpers/results.js';

const BIN = '/venv/bin/osmosis';
/** Where the run's files are shown relative to, and no publish. */
const WHERE = { bin: BIN, root: '/ws', passKAt: undefined };
const RUN_DIR = '/ws/.osmosis/evals/ci';

const run = osmosisRun;

const envelope = (status: string, resource: unknown = { run_name: 'ci', output_path: RUN_DIR }) =>
  ({ schema_version: 1, status, operation: 'eval.run', resource }) as OsmosisRun['envelope'];

const failure = (code: string, message: string, details?: Record<string, unknown>, cli_version = '0.3.8') =>
  ({
    schema_version: 1,
    cli_version,
    error: { code, message, ...(details ? { details } : {}) },
  }) as OsmosisRun['error'];

const PUBLISH_FAILED =
  'Local evaluation results are complete at /ws/.osmosis/evals/ci, but the upload failed: HTTP 503.\nRetry with: osmosis eval upload ci';

describe('interpretRun', () => {
  it('cannot start: the spawn error, whatever else the run says', () => {
    const spawnError = new Error('ENOENT');
    const outcome = interpretRun(run({ spawnError, envelope: envelope('success') }), BIN);
    expect(outcome).toEqual({ kind: 'error', error: cannotStart(BIN, spawnError) });
    expect(outcome.kind === 'error' && outcome.error.message).toBe(cannotStart(BIN, spawnError).message);
  });

  it('complete on a success envelope and exit 0, with the run dir when the resource names it', () => {
    expect(interpretRun(run({ envelope: envelope('success') }), BIN)).toEqual({
      kind: 'complete',
      runDir: RUN_DIR,
    });
    expect(interpretRun(run({ envelope: envelope('success', { run_name: 'ci' }) }), BIN)).toEqual({
      kind: 'complete',
      runDir: undefined,
    });
    expect(interpretRun(run({ envelope: envelope('success', null) }), BIN)).toEqual({
      kind: 'complete',
      runDir: undefined,
    });
  });

  it('a success envelope with a non-zero exit is not complete: an abnormal exit', () => {
    const outcome = interpretRun(run({ envelope: envelope('success'), exitCode: 1 }), BIN);
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.error.message).toBe(
      'osmosis exited with code 1 without a JSON error. Its journal, if any, is kept: re-run with the same run name to resume.',
    );
  });

  it('incomplete on a partial envelope, whatever the exit, with its run dir', () => {
    expect(interpretRun(run({ envelope: envelope('partial'), exitCode: 1 }), BIN)).toEqual({
      kind: 'incomplete',
      runDir: RUN_DIR,
    });
    expect(interpretRun(run({ envelope: envelope('partial', {}), exitCode: 0 }), BIN)).toEqual({
      kind: 'incomplete',
      runDir: undefined,
    });
  });

  it('complete without a run dir when only the publish after the finish failed', () => {
    const error = failure('PLATFORM_ERROR', PUBLISH_FAILED);
    expect(interpretRun(run({ exitCode: 1, error }), BIN)).toEqual({
      kind: 'complete',
      runDir: undefined,
      publishError: `[PLATFORM_ERROR] ${PUBLISH_FAILED}`,
    });
  });

  it("a mistake in osmosis's input is the user's to fix: a usage error, explained", () => {
    const message = 'Invalid eval config: evaluation.foo: Unrecognized key';
    const outcome = interpretRun(run({ exitCode: 1, error: failure('VALIDATION', message) }), BIN);
    expect(outcome.kind).toBe('error');
    if (outcome.kind !== 'error') return;
    expect(outcome.error).toBeInstanceOf(UsageError);
    expect(outcome.error.message).toBe(explainOsmosisError('VALIDATION', message, {}));
    const missing = { missing: ['OPENAI_API_KEY'] };
    const asked = interpretRun(
      run({ exitCode: 1, error: failure('INTERACTIVE_REQUIRED', 'x', missing) }),
      BIN,
    );
    expect(asked.kind === 'error' && asked.error).toBeInstanceOf(UsageError);
    expect(asked.kind === 'error' && asked.error.message).toBe(
      explainOsmosisError('INTERACTIVE_REQUIRED', 'x', missing),
    );
  });

  it('an osmosis error after an interrupt is incomplete: the journal resumes', () => {
    const error = failure('INTERNAL', 'KeyboardInterrupt');
    expect(interpretRun(run({ exitCode: 130, interruptedBy: 'SIGINT', error }), BIN)).toEqual({
      kind: 'incomplete',
      runDir: undefined,
    });
    // A user mistake stays one even when interrupted.
    const mistake = failure('WORKSPACE_REQUIRED', 'Run this from a workspace.');
    const outcome = interpretRun(run({ exitCode: 1, interruptedBy: 'SIGINT', error: mistake }), BIN);
    expect(outcome.kind === 'error' && outcome.error).toBeInstanceOf(UsageError);
  });

  it('any other osmosis error is a failure with its code, exit status and stderr', () => {
    const details = { exception_type: 'RuntimeError' };
    const error = failure('INTERNAL', 'rollout server died', details);
    const outcome = interpretRun(run({ exitCode: 1, error, stderrTail: 'Traceback' }), BIN);
    expect(outcome.kind).toBe('error');
    if (outcome.kind !== 'error') return;
    expect(outcome.error).toBeInstanceOf(OsmosisFailure);
    expect(outcome.error.message).toBe(
      `osmosis eval run failed [INTERNAL]: ${explainOsmosisError('INTERNAL', 'rollout server died', details)}`,
    );
    expect((outcome.error as OsmosisFailure).details).toEqual({
      code: 'INTERNAL',
      exitCode: 1,
      stderrTail: 'Traceback',
    });
  });

  it('no JSON at all: incomplete when interrupted, else how osmosis ended, with its signal and stderr', () => {
    expect(interpretRun(run({ exitCode: null, signal: 'SIGINT', interruptedBy: 'SIGINT' }), BIN)).toEqual({
      kind: 'incomplete',
      runDir: undefined,
    });
    const killed = interpretRun(run({ exitCode: null, signal: 'SIGKILL', stderrTail: 'oom' }), BIN);
    expect(killed.kind).toBe('error');
    if (killed.kind !== 'error') return;
    expect(killed.error).toBeInstanceOf(OsmosisFailure);
    expect(killed.error.message).toBe(
      'osmosis was killed by SIGKILL. Its journal, if any, is kept: re-run with the same run name to resume.',
    );
    expect((killed.error as OsmosisFailure).details).toEqual({
      exitCode: null,
      signal: 'SIGKILL',
      stderrTail: 'oom',
    });
    const silent = interpretRun(run(), BIN);
    expect(silent.kind === 'error' && silent.error.message).toMatch(
      /^osmosis exited 0 without printing its JSON result\./,
    );
  });
});

/** Fake deps for resultOfRun: the run's version, its results, and what was logged. */
function world(change: { version?: string; metrics?: EvalMetrics; readFails?: boolean } = {}) {
  const logs: string[] = [];
  const reads: string[] = [];
  const versionsAsked: string[] = [];
  const metrics = change.metrics ?? makeMetrics({ passed: 3, completed: 4 });
  const deps = {
    facts: {
      cwd: '/ws',
      toolVersion: '0.0.0-test',
      runContext: {},
      now: () => new Date('2026-01-01T00:00:00Z'),
    },
    wording: {
      log: {
        info: (message: string) => logs.push(`info: ${message}`),
        warning: (message: string) => logs.push(`warning: ${message}`),
        debug: () => {},
      },
    },
    files: {
      readRunVersion: async (dir: string) => {
        versionsAsked.push(dir);
        return change.version;
      },
      readRun: async (dir: string) => {
        reads.push(dir);
        if (change.readFails) throw new Error(`ENOENT: ${dir}/index.jsonl`);
        return { metrics, rows: { outcomes: ['PPPF'] } };
      },
    },
  } as unknown as EvalRunDeps;
  return { deps, logs, reads, versionsAsked, metrics };
}

function draftFor(deps: EvalRunDeps, raw: Record<string, string> = {}) {
  const inputs = parseEvalRunInputs(
    (name) => ({ config: 'configs/eval/smoke.toml', ...raw })[name],
    (name) => `--${name}`,
  );
  return ResultDraft.begin(inputs, deps.facts);
}

/** A start that ran as run `ci` in RUN_DIR (or `runDir`), having said no warning. */
function started(ran: OsmosisRun, runDir = RUN_DIR) {
  return { run: ran, runDir, runName: 'ci', warnings: [] };
}

describe('resultOfRun', () => {
  it('gates a complete run on its results, read from the run dir osmosis named, shown from the root', async () => {
    const { deps, reads, metrics, versionsAsked } = world({ version: '0.3.9' });
    const draft = draftFor(deps, { 'min-pass-rate': '0.7' });
    const start = started(run({ envelope: envelope('success') }), '/ws/.osmosis/evals/asked');
    const outcome = await resultOfRun(start, WHERE, deps, draft);
    expect(outcome.result).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      runDir: '.osmosis/evals/ci',
      osmosisVersion: '0.3.9',
      error: null,
    });
    expect(outcome.result.metrics).toEqual(metrics);
    expect(outcome.rows).toEqual({ outcomes: ['PPPF'] });
    expect(reads).toEqual([RUN_DIR]);
    expect(versionsAsked).toEqual(['/ws/.osmosis/evals/asked']);
  });

  it("takes osmosis's version from its error envelope first, else none", async () => {
    const first = world({ version: '0.3.9' });
    const error = failure('INTERNAL', 'boom', undefined, '0.3.7');
    const failed = await resultOfRun(
      started(run({ exitCode: 1, error })),
      WHERE,
      first.deps,
      draftFor(first.deps),
    );
    expect(failed.result.osmosisVersion).toBe('0.3.7');
    expect(first.versionsAsked).toEqual([]);
    const none = world();
    const outcome = await resultOfRun(
      started(run({ envelope: envelope('success') })),
      WHERE,
      none.deps,
      draftFor(none.deps),
    );
    expect(outcome.result.osmosisVersion).toBeNull();
  });

  it('a failed start is the error, with the warnings so far and the run dir it was given', async () => {
    const { deps, reads } = world();
    const draft = draftFor(deps).warn('an earlier warning');
    const error = failure('INTERNAL', 'boom');
    const outcome = await resultOfRun(started(run({ exitCode: 1, error })), WHERE, deps, draft);
    expect(outcome.result).toMatchObject({
      verdict: 'error',
      exitCode: 3,
      runDir: '.osmosis/evals/ci',
      warnings: ['an earlier warning'],
      error: { kind: 'osmosis', code: 'INTERNAL' },
    });
    expect(reads).toEqual([]);
  });

  it('reads the results from the run dir it started when osmosis named none', async () => {
    const { deps, reads } = world();
    const draft = draftFor(deps);
    const outcome = await resultOfRun(
      started(run({ envelope: envelope('success', {}) })),
      WHERE,
      deps,
      draft,
    );
    expect(reads).toEqual([RUN_DIR]);
    expect(outcome.result.runDir).toBe('.osmosis/evals/ci');
  });

  it('results that cannot be read are an osmosis failure, with the warnings so far', async () => {
    const { deps } = world({ readFails: true });
    const draft = draftFor(deps).warn('w1');
    const outcome = await resultOfRun(started(run({ envelope: envelope('success') })), WHERE, deps, draft);
    expect(outcome.result).toMatchObject({
      verdict: 'error',
      exitCode: 3,
      warnings: ['w1'],
      error: {
        kind: 'osmosis',
        message: `osmosis finished but its results could not be read: ENOENT: ${RUN_DIR}/index.jsonl`,
      },
    });
  });

  it('reports pass@k at the k it is handed, and none without one', async () => {
    const rowSamples = [{ samples: 2, passes: 1, rows: 2 }];
    const { deps } = world({ metrics: { ...makeMetrics({ passed: 2, completed: 4 }), rowSamples } });
    const complete = started(run({ envelope: envelope('success') }));
    const atTwo = await resultOfRun(complete, { ...WHERE, passKAt: 2 }, deps, draftFor(deps));
    expect(atTwo.result.metrics?.passK).toMatchObject({ k: 2, rows: 2, passAtK: 1, passHatK: 0 });
    const none = await resultOfRun(complete, WHERE, deps, draftFor(deps));
    expect(none.result.metrics?.passK).toBeUndefined();
  });

  it('an incomplete run is exit 3 with its results so far and how to resume, naming the interrupt', async () => {
    const { deps, metrics } = world();
    const draft = draftFor(deps, { 'min-pass-rate': '0.5' }).warn('w1');
    const interrupted = run({
      envelope: envelope('partial'),
      exitCode: 1,
      interruptedBy: 'SIGTERM',
      stderrTail: 'tail',
    });
    const outcome = await resultOfRun(started(interrupted), WHERE, deps, draft);
    expect(outcome.rows).toEqual({ outcomes: ['PPPF'] });
    expect(outcome.result).toMatchObject({
      verdict: 'error',
      exitCode: 3,
      gate: null,
      metrics,
      warnings: ['w1'],
      error: {
        kind: 'osmosis',
        message: `Interrupted by SIGTERM: ${metrics.total} work items have results. Re-run the same command to resume the rest.`,
        stderrTail: 'tail',
      },
    });
    const stopped = await resultOfRun(
      started(run({ envelope: envelope('partial'), exitCode: 1 })),
      WHERE,
      deps,
      draftFor(deps),
    );
    expect(stopped.result.error).toEqual({
      kind: 'osmosis',
      message: `osmosis stopped before every work item had a result (${metrics.total} have one). Re-run the same command to resume the rest.`,
    });
  });
});

describe('resultOfRun publishing (--upload)', () => {
  const imported = {
    run_name: 'ci',
    output_path: RUN_DIR,
    eval_run_id: 'id-1',
    eval_run_name: 'ci-platform',
  };

  it('records a publish osmosis reports, logged as info, and gates as before', async () => {
    const { deps, logs } = world();
    const draft = draftFor(deps, { 'min-pass-rate': '0.7' });
    const outcome = await resultOfRun(
      started(run({ envelope: envelope('success', imported) })),
      { ...WHERE, publish: { replace: true } },
      deps,
      draft,
    );
    expect(outcome.result).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      upload: { status: 'published', replaced: true, runId: 'id-1', runName: 'ci-platform' },
    });
    expect(logs).toEqual([
      'info: Published to the Osmosis platform as ci-platform, replacing its earlier results.',
    ]);
    expect(outcome.result.warnings).toEqual([]);
  });

  it('a publish that failed after the finish is a warning; the verdict stands', async () => {
    const { deps, logs, reads } = world();
    const draft = draftFor(deps, { 'min-pass-rate': '0.7' });
    const error = failure('PLATFORM_ERROR', PUBLISH_FAILED);
    const outcome = await resultOfRun(
      started(run({ exitCode: 1, error })),
      { ...WHERE, publish: { replace: false } },
      deps,
      draft,
    );
    const message =
      'Publishing to the Osmosis platform failed (the verdict stands): [PLATFORM_ERROR] Local evaluation results are complete at /ws/.osmosis/evals/ci, but the upload failed: HTTP 503. Publish again with `osmosis-ci eval-upload ci`.';
    expect(outcome.result).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      runDir: '.osmosis/evals/ci',
      upload: { status: 'failed', replaced: false, message },
      warnings: [message],
    });
    expect(logs).toEqual([`warning: ${message}`]);
    expect(reads).toEqual([RUN_DIR]);
  });

  it('a finished run with no import in its envelope is a failed publish, naming the run it started', async () => {
    const { deps } = world();
    const outcome = await resultOfRun(
      started(run({ envelope: envelope('success') })),
      { ...WHERE, publish: { replace: true } },
      deps,
      draftFor(deps),
    );
    expect(outcome.result.upload).toMatchObject({
      status: 'failed',
      message:
        'Publishing to the Osmosis platform failed (the verdict stands): osmosis printed no import for the run. Publish again with `osmosis-ci eval-upload ci --replace`.',
    });
  });

  it('is not tried without --upload, nor for an incomplete run', async () => {
    const { deps, logs } = world();
    const plain = await resultOfRun(
      started(run({ envelope: envelope('success', imported) })),
      WHERE,
      deps,
      draftFor(deps),
    );
    expect(plain.result).not.toHaveProperty('upload');
    const partial = await resultOfRun(
      started(run({ envelope: envelope('partial', imported), exitCode: 1 })),
      { ...WHERE, publish: { replace: false } },
      deps,
      draftFor(deps),
    );
    expect(partial.result).not.toHaveProperty('upload');
    expect(logs).toEqual([]);
  });
});
