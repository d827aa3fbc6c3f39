/**
 * The eval-run command in process, through its deps (EvalRunDeps in core/ports.ts): no bundle, no
 * Python. A small fake osmosis keeps journals in memory and answers as the real one does (contract
 * §3.3 resume lock, §3.5 envelopes, §3.8 interrupts); metrics and row outcomes come from the real core
 * aggregation over the fake journal. The end-to-end proof with the real osmosis stays in
 * test/integration (eval-run-real, resume-fallback).
 */
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalRun, fallbackRunName } from '../../src/commands/eval-run/index.js';
import { createOutcomesBuilder } from '../../src/core/baseline/baseline.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import type { IndexRow } from '../../src/core/journal/journal-files.js';
import { createMetricsAccumulator } from '../../src/core/metrics.js';
import type { EvalRunDeps, OsmosisInvocation, OsmosisRun } from '../../src/core/ports.js';

const WORKSPACE = '/ws';
const CONFIG_PATH = join(WORKSPACE, 'configs/eval/smoke.toml');
const CONFIG = `[experiment]
rollout = "smoke"
entrypoint = "main.py"
model_path = "openai/gpt-4o-mini"
dataset = "smoke"

[evaluation]
n = 1
pass_threshold = 1.0

[secrets]
required = ["SMOKE_TOKEN"]
`;
const TOKEN = 'smoke-token-value';

/** A journal on the fake disk: what osmosis locked it on, and one record per finished work item. */
interface FakeJournal {
  inputs: string;
  records: IndexRow[];
}

/** The deps with some members of some concerns replaced. */
function withDeps(
  deps: EvalRunDeps,
  change: { [Concern in keyof EvalRunDeps]?: Partial<EvalRunDeps[Concern]> },
): EvalRunDeps {
  const changed = { ...deps };
  for (const concern of Object.keys(change) as (keyof EvalRunDeps)[]) {
    Object.assign(changed, { [concern]: { ...deps[concern], ...change[concern] } });
  }
  return changed;
}

/** How the next osmosis start ends: every item done, an interrupt after some, or a crash before any. */
type Ending = { kind: 'finish' } | { kind: 'interrupt'; after: number } | { kind: 'crash' };

/** The world behind the deps: a workspace, its journals by run name, and what osmosis was asked. */
class FakeWorld {
  /** What osmosis locks a run on (model, dataset, rollout source…), reduced to one string. */
  lockedInputs = 'rollout v1';
  /** One reward per dataset row; a reward of 1 passes (pass_threshold = 1.0). */
  rewards = [1, 1, 1, 0];
  readonly journals = new Map<string, FakeJournal>();
  readonly starts: OsmosisInvocation[] = [];
  /** Files written through the deps (an adaptive run's ordered dataset), by path. */
  readonly written = new Map<string, string>();
  readonly logs: string[] = [];
  ending: Ending = { kind: 'finish' };
  /** A warning osmosis says at each start (its JSON warning envelope on stderr), naming the run. */
  warnsEachStart = false;
  progressWatchers = 0;

  deps(): EvalRunDeps {
    const log = (level: string) => (message: string) => this.logs.push(`${level}: ${message}`);
    return {
      facts: {
        cwd: WORKSPACE,
        env: { SMOKE_TOKEN: TOKEN },
        toolVersion: '0.0.0-test',
        runContext: {},
        now: () => new Date('2026-01-01T00:00:00Z'),
      },
      wording: {
        log: { info: log('info'), warning: log('warning'), debug: log('debug') },
        hint: (input, value) => `--${input}${value ? ` ${value}` : ''}`,
      },
      workspace: {
        findWorkspace: async () => WORKSPACE,
        locate: async (given, _start, root) => (join(root, given) === CONFIG_PATH ? CONFIG_PATH : undefined),
        inspectDataset: async () => ({ rows: this.rewards.length }),
        inputsDigest: async () => createHash('sha256').update(this.lockedInputs).digest('hex'),
        // The grader's file and the rollout's source are not read here: the identity says so (null).
        fileSha256: async () => undefined,
        readRolloutSource: async () => null,
        findProgram: async () => undefined,
        portUnavailable: async () => undefined,
      },
      osmosis: {
        resolveOsmosis: async () => '/venv/bin/osmosis',
        osmosisEnv: async () => ({ PATH: '/usr/bin' }),
        runOsmosis: async (invocation) => this.osmosis(invocation),
        checkGrader: async () => {
          throw new Error('grader-check is off in these runs');
        },
        watchProgress: () => {
          this.progressWatchers += 1;
          return () => {
            this.progressWatchers -= 1;
          };
        },
      },
      files: {
        readText: async (path) => (path === CONFIG_PATH ? CONFIG : undefined),
        readRunVersion: async (runDir) => (this.journals.has(basename(runDir)) ? '0.3.8' : undefined),
        readRun: async (runDir) => {
          const journal = this.journals.get(basename(runDir));
          if (!journal) throw new Error(`ENOENT: ${join(runDir, 'index.jsonl')}`);
          const metrics = createMetricsAccumulator({ passThreshold: 1.0 });
          const outcomes = createOutcomesBuilder(1.0);
          for (const record of journal.records) {
            metrics.add(record);
            outcomes.add(record);
          }
          return { metrics: metrics.finish(), rows: outcomes.finish() };
        },
        readRunPart: async (runDir, name) => {
          const journal = this.journals.get(basename(runDir));
          if (!journal) throw new Error(`ENOENT: ${join(runDir, 'index.jsonl')}`);
          return { name, selection: null, rows: journal.records };
        },
        loadHistory: async () => ({ kind: 'missing' }),
        writeText: async (path, text) => {
          this.written.set(path, text);
        },
        modelPrice: async () => {
          throw new Error('no price is asked of these runs');
        },
        readRowIdentities: async () => ({}),
        readDatasetKeys: async () => ({}),
        readWaivers: async () => ({ text: null, rows: null }),
        readLogTail: async () => undefined,
      },
      caches: {},
    };
  }

  /** A journal of `done` finished items under `runName`, made from `inputs`. */
  seedJournal(runName: string, inputs: string, done: number): void {
    this.journals.set(runName, {
      inputs,
      records: this.rewards.slice(0, done).map((_, row) => this.record(row)),
    });
  }

  private record(row: number): IndexRow {
    return { row_index: row, run_index: 0, status: 'success', reward: this.rewards[row] ?? 0 };
  }

  /** `osmosis --json eval run … --name NAME`, as the real one answers it. */
  private async osmosis(invocation: OsmosisInvocation): Promise<OsmosisRun> {
    this.starts.push(invocation);
    const name = invocation.args[invocation.args.indexOf('--name') + 1] ?? '';
    if (this.warnsEachStart) {
      const warning = { code: 'DEPRECATED', message: `said while starting ${name}` };
      invocation.onWarning?.({ schema_version: 1, cli_version: '0.3.8', warning });
    }
    const runDir = join(invocation.cwd, '.osmosis', 'evals', name);
    const ran = {
      signal: null,
      interruptedBy: null,
      stdout: '',
      warnings: [],
      stderrTail: '',
      spawnError: undefined,
    };
    const existing = this.journals.get(name);
    if (existing && existing.inputs !== this.lockedInputs && !invocation.args.includes('--fresh')) {
      return {
        ...ran,
        exitCode: 1,
        envelope: undefined,
        error: {
          schema_version: 1,
          cli_version: '0.3.8',
          error: {
            code: 'VALIDATION',
            message: `run '${name}' was created with different resolved inputs than this invocation. Changed: rollout. Restart under the same name with --fresh to discard the old journal.`,
          },
        },
      };
    }
    if (this.ending.kind === 'crash') {
      return {
        ...ran,
        exitCode: 1,
        envelope: undefined,
        stderrTail: 'Traceback (most recent call last):\nRuntimeError: rollout server died',
        error: {
          schema_version: 1,
          cli_version: '0.3.8',
          error: {
            code: 'INTERNAL',
            message: 'rollout server died',
            details: { exception_type: 'RuntimeError' },
          },
        },
      };
    }
    const journal = existing ?? { inputs: this.lockedInputs, records: [] };
    this.journals.set(name, journal);
    const resumed = journal.records.length;
    const budget = this.ending.kind === 'interrupt' ? this.ending.after : Number.POSITIVE_INFINITY;
    for (let row = resumed; row < this.rewards.length && row - resumed < budget; row += 1) {
      journal.records.push(this.record(row));
    }
    const complete = journal.records.length === this.rewards.length;
    return {
      ...ran,
      exitCode: complete ? 0 : 1,
      interruptedBy: complete ? null : 'SIGINT',
      envelope: {
        schema_version: 1,
        status: complete ? 'success' : 'partial',
        operation: 'eval.run',
        resource: { run_name: name, output_path: runDir, total_work_items: this.rewards.length, resumed },
      },
      error: undefined,
    };
  }
}

function inputs(raw: Record<string, string> = {}) {
  const given: Record<string, string> = { config: 'configs/eval/smoke.toml', 'run-name': 'ci-smoke', ...raw };
  return parseEvalRunInputs(
    (name) => given[name],
    (name) => `--${name}`,
  );
}

function names(world: FakeWorld): string[] {
  return world.starts.map((start) => start.args[start.args.indexOf('--name') + 1] ?? '');
}

describe('evalRun through its deps', () => {
  it('runs osmosis once, secrets on stdin only, and passes the gate (exit 0)', async () => {
    const world = new FakeWorld();
    const { result, rows } = await evalRun(inputs({ 'min-pass-rate': '0.7' }), new Map(), world.deps());
    expect(result).toMatchObject({ verdict: 'passed', exitCode: 0, runName: 'ci-smoke', error: null });
    expect(result.metrics).toMatchObject({ total: 4, passed: 3 });
    expect(rows?.outcomes).toEqual(['PPPF']); // one string per run index, one character per row;
    expect(world.starts).toHaveLength(1);
    expect(world.starts[0]?.stdin).toContain(TOKEN);
    expect(world.starts[0]?.args.join(' ')).not.toContain(TOKEN);
    expect(world.logs.join('\n')).not.toContain(TOKEN);
    expect(world.progressWatchers).toBe(0);
  });

  it("records the config's identity, the grader's being the sha256 of the rollout's entrypoint file", async () => {
    const world = new FakeWorld();
    const asked: string[] = [];
    const deps = withDeps(world.deps(), {
      workspace: {
        fileSha256: async (path: string) => {
          asked.push(path);
          return 'ab'.repeat(32);
        },
      },
    });
    const { result } = await evalRun(inputs({ 'min-pass-rate': '0.7' }), new Map(), deps);
    expect(asked).toEqual([join(WORKSPACE, 'rollouts/smoke/main.py')]);
    expect(result.configIdentity).toMatchObject({
      modelPath: 'openai/gpt-4o-mini',
      rollout: 'smoke',
      entrypoint: 'main.py',
      dataset: 'smoke',
      n: 1,
      passThreshold: 1,
      limit: null,
      graderSha256: 'ab'.repeat(32),
    });
    // When the file cannot be read, the grader is not known.
    const unread = await evalRun(inputs({ 'min-pass-rate': '0.7' }), new Map(), new FakeWorld().deps());
    expect(unread.result.configIdentity?.graderSha256).toBeNull();
  });

  it('gate failed: results below min-pass-rate are exit 1 with the metrics and the reason', async () => {
    const world = new FakeWorld();
    const { result } = await evalRun(inputs({ 'min-pass-rate': '0.9' }), new Map(), world.deps());
    expect(result).toMatchObject({ verdict: 'failed', exitCode: 1, error: null });
    expect(result.gate).toMatchObject({ blocking: true, threshold: 0.9, observed: 0.75 });
    expect(result.gate?.reason).toMatch(/3\/4/);
    expect(result.metrics).toMatchObject({ total: 4, passed: 3, failed: 0 });
  });

  it('resume refused: runs beside the old journal under a digest-derived name, which the same command finds again', async () => {
    const world = new FakeWorld();
    world.seedJournal('ci-smoke', 'rollout v0', 2);
    const old = structuredClone(world.journals.get('ci-smoke'));
    const digest = createHash('sha256').update(world.lockedInputs).digest('hex');
    const fallback = fallbackRunName('ci-smoke', digest);
    expect(fallback).toBe(`ci-smoke-${digest.slice(0, 8)}`);

    const first = await evalRun(inputs(), new Map(), world.deps());
    expect(first.result).toMatchObject({
      verdict: 'not-gated',
      exitCode: 0,
      runName: fallback,
      runDir: `.osmosis/evals/${fallback}`,
      osmosisVersion: '0.3.8',
    });
    expect(first.result.metrics).toMatchObject({ total: 4, resumedRows: 0 });
    expect(first.result.warnings).toEqual([
      `Run ci-smoke already exists with different inputs (changed: rollout); these inputs run as ${fallback}, which the same command finds again. Pass --fresh to replace the old journal instead.`,
    ]);
    expect(names(world)).toEqual(['ci-smoke', fallback]);
    expect(world.starts.some((start) => start.args.includes('--fresh'))).toBe(false);
    expect(world.journals.get('ci-smoke')).toEqual(old);

    // The same command again: the same fallback name, whose journal osmosis now resumes.
    const again = await evalRun(inputs(), new Map(), world.deps());
    expect(again.result).toMatchObject({ exitCode: 0, runName: fallback });
    expect(names(world)).toEqual(['ci-smoke', fallback, 'ci-smoke', fallback]);
    expect(world.journals.get(fallback)?.records).toHaveLength(4);
    expect(world.journals.get('ci-smoke')).toEqual(old);
  });

  it("a start's warnings and ours come in the order they were said, and no later run adds to a result", async () => {
    const world = new FakeWorld();
    world.warnsEachStart = true;
    world.seedJournal('ci-smoke', 'rollout v0', 2);
    const fallback = fallbackRunName(
      'ci-smoke',
      createHash('sha256').update(world.lockedInputs).digest('hex'),
    );
    const first = await evalRun(inputs(), new Map(), world.deps());
    expect(first.result.warnings).toEqual([
      'DEPRECATED: said while starting ci-smoke',
      expect.stringMatching(/^Run ci-smoke already exists with different inputs/),
      `DEPRECATED: said while starting ${fallback}`,
    ]);
    const said = structuredClone(first.result.warnings);
    await evalRun(inputs(), new Map(), world.deps());
    expect(first.result.warnings).toEqual(said);
  });

  it('resume refused under both names: exit 2, nothing archived, both ways out named', async () => {
    const world = new FakeWorld();
    const fallback = fallbackRunName(
      'ci-smoke',
      createHash('sha256').update(world.lockedInputs).digest('hex'),
    );
    world.seedJournal('ci-smoke', 'rollout v0', 2);
    world.seedJournal(fallback, 'rollout v-other', 1);
    const { result } = await evalRun(inputs(), new Map(), world.deps());
    expect(result).toMatchObject({ verdict: 'error', exitCode: 2, error: { kind: 'usage' } });
    expect(result.error?.message).toMatch(`Runs ci-smoke and ${fallback} both exist`);
    expect(result.error?.message).toMatch('Pass --fresh to archive ci-smoke');
    expect(names(world)).toEqual(['ci-smoke', fallback]);
  });

  it('a k above [evaluation].n: exit 2 naming the config and both fixes, before osmosis starts', async () => {
    const world = new FakeWorld();
    const { result } = await evalRun(inputs({ k: '2' }), new Map(), world.deps());
    expect(result).toMatchObject({ exitCode: 2, error: { kind: 'usage' } });
    expect(result.error?.message).toMatch(
      /--k 2 is more than the 1 sample per row of configs\/eval\/smoke.toml \(\[evaluation\].n = 1\).*Lower k to at most 1, or raise \[evaluation\].n\./,
    );
    expect(world.starts).toEqual([]);
  });

  it('gate-metric pass-at-k with k = 1 judges pass@1, the rows’ pass rate', async () => {
    const world = new FakeWorld();
    const { result } = await evalRun(
      inputs({ 'gate-metric': 'pass-at-k', k: '1', 'min-pass-rate': '0.8' }),
      new Map(),
      world.deps(),
    );
    expect(result.metrics?.passK).toEqual({ k: 1, passAtK: 0.75, passHatK: 0.75, rows: 4, unknownRows: 0 });
    expect(result).toMatchObject({
      verdict: 'failed',
      exitCode: 1,
      gate: { metric: 'pass-at-k', observed: 0.75 },
    });
  });

  it("starts the model's price lookup before osmosis starts, for the report to find done; none with both prices given", async () => {
    const world = new FakeWorld();
    const order: string[] = [];
    const base = world.deps();
    const deps = withDeps(base, {
      files: {
        modelPrice: async (bin, model) => {
          order.push(`price ${bin} ${model}`);
          return { model };
        },
      },
      osmosis: {
        runOsmosis: async (invocation) => {
          order.push('osmosis');
          return base.osmosis.runOsmosis(invocation);
        },
      },
    });
    await evalRun(inputs({}), new Map(), deps);
    expect(order).toEqual(['price /venv/bin/osmosis openai/gpt-4o-mini', 'osmosis']);

    order.length = 0;
    const priced = { 'price-per-million-input': '0.15', 'price-per-million-output': '0.6', fresh: 'true' };
    await evalRun(inputs(priced), new Map(), deps);
    expect(order).toEqual(['osmosis']);
  });

  it('a pinned port in use: exit 2 naming the port, before osmosis starts (no preflight call paid)', async () => {
    const world = new FakeWorld();
    const deps = withDeps(world.deps(), {
      workspace: { portUnavailable: async (port: number) => (port === 8080 ? 'already in use' : undefined) },
    });
    const { result } = await evalRun(
      inputs({ 'rollout-port': '8080', 'listener-port': '8081' }),
      new Map(),
      deps,
    );
    expect(result).toMatchObject({ exitCode: 2 });
    expect(result.error?.message).toBe(
      '--rollout-port 8080 cannot be used for the rollout server: port 8080 on 127.0.0.1 is already in use. Stop what listens on it, or choose another port.',
    );
    expect(world.starts).toHaveLength(0);
  });

  it('osmosis failed: exit 3 with its code and stderr in the report, the existing journal untouched', async () => {
    const world = new FakeWorld();
    world.seedJournal('ci-smoke', world.lockedInputs, 2);
    const before = structuredClone(world.journals.get('ci-smoke'));
    world.ending = { kind: 'crash' };
    const outcome = await evalRun(inputs({ 'min-pass-rate': '0.5' }), new Map(), world.deps());
    expect(outcome.result).toMatchObject({
      verdict: 'error',
      exitCode: 3,
      runName: 'ci-smoke',
      runDir: '.osmosis/evals/ci-smoke',
      osmosisVersion: '0.3.8',
      gate: null,
      metrics: null,
      error: { kind: 'osmosis', code: 'INTERNAL' },
    });
    expect(outcome.result.error?.message).toMatch(
      /osmosis eval run failed \[INTERNAL\]: osmosis crashed \(RuntimeError\)/,
    );
    expect(outcome.result.error?.stderrTail).toMatch(/rollout server died/);
    expect(outcome.workspace).toBe(WORKSPACE);
    expect(names(world)).toEqual(['ci-smoke']);
    expect(world.starts[0]?.args).not.toContain('--fresh');
    expect(world.journals.get('ci-smoke')).toEqual(before);
  });

  it('cancelled: an interrupt is exit 3 with the results so far and the hint to re-run the same command', async () => {
    const world = new FakeWorld();
    world.ending = { kind: 'interrupt', after: 1 };
    const { result, rows } = await evalRun(inputs({ 'min-pass-rate': '0.5' }), new Map(), world.deps());
    expect(result).toMatchObject({ verdict: 'error', exitCode: 3, gate: null, error: { kind: 'osmosis' } });
    expect(result.error?.message).toBe(
      'Interrupted by SIGINT: 1 work items have results. Re-run the same command to resume the rest.',
    );
    expect(result.metrics).toMatchObject({ total: 1 });
    expect(rows?.outcomes).toEqual(['P']);
    expect(world.progressWatchers).toBe(0);

    // Re-running the same command resumes the rest: every row once, none paid twice.
    world.ending = { kind: 'finish' };
    const resumed = await evalRun(inputs({ 'min-pass-rate': '0.5' }), new Map(), world.deps());
    expect(resumed.result).toMatchObject({ verdict: 'passed', exitCode: 0 });
    expect(world.journals.get('ci-smoke')?.records.map((record) => record.row_index)).toEqual([0, 1, 2, 3]);
  });
});

describe('evalRun publishing to the platform', () => {
  const imported = {
    schema_version: 1,
    status: 'success',
    operation: 'eval.upload',
    resource: {
      eval_run_id: 'id-1',
      eval_run_name: 'ci-smoke',
      status: 'finalized',
      platform_url: 'https://p/e/1',
    },
  };

  it('a restored complete journal is published with osmosis eval upload, and osmosis eval run never starts', async () => {
    const world = new FakeWorld();
    world.seedJournal('ci-smoke', world.lockedInputs, 4);
    const deps = world.deps();
    const calls: string[][] = [];
    deps.caches.beforeRun = async () => ({ journalComplete: true });
    deps.osmosis.runOsmosis = async (invocation) => {
      calls.push([...invocation.args]);
      return {
        exitCode: 0,
        signal: null,
        interruptedBy: null,
        stdout: '',
        envelope: imported,
        error: undefined,
        warnings: [],
        stderrTail: '',
        spawnError: undefined,
      };
    };
    const { result } = await evalRun(inputs({ upload: 'true', 'min-pass-rate': '0.7' }), new Map(), deps);
    expect(calls).toEqual([['--json', 'eval', 'upload', '.osmosis/evals/ci-smoke']]);
    // Nothing ran now: every row resumed from the restored journal, no model call.
    expect(result.evidence).toMatchObject({ rowsRun: 4, resumedRows: 4, modelCalls: 0 });
    expect(result).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      upload: { status: 'published', runId: 'id-1' },
      links: { platform: 'https://p/e/1' },
    });
  });

  it('a failed publish of a restored journal keeps the gate verdict and exit code', async () => {
    const world = new FakeWorld();
    world.seedJournal('ci-smoke', world.lockedInputs, 4);
    const deps = world.deps();
    deps.caches.beforeRun = async () => ({ journalComplete: true });
    deps.osmosis.runOsmosis = async () => ({
      exitCode: 1,
      signal: null,
      interruptedBy: null,
      stdout: '',
      envelope: undefined,
      error: {
        schema_version: 1,
        error: { code: 'PLATFORM_ERROR', message: 'Local evaluation upload failed: connection refused' },
      },
      warnings: [],
      stderrTail: '',
      spawnError: undefined,
    });
    const { result } = await evalRun(inputs({ upload: 'true', 'min-pass-rate': '0.9' }), new Map(), deps);
    expect(result).toMatchObject({ verdict: 'failed', exitCode: 1, upload: { status: 'failed' } });
    expect(result.upload?.message).toMatch(/connection refused/);
    expect(result.warnings).toContain(result.upload?.message);
  });

  it('upload: default-branch off the default branch passes no --upload and records why', async () => {
    const world = new FakeWorld();
    const deps = withDeps(world.deps(), {
      facts: { event: { defaultBranchPush: false, eventName: 'pull_request' } },
    });
    const { result } = await evalRun(inputs({ upload: 'default-branch' }), new Map(), deps);
    expect(world.starts[0]?.args).not.toContain('--upload');
    expect(result.upload).toMatchObject({ status: 'skipped' });
    const pushed = new FakeWorld();
    await evalRun(
      inputs({ upload: 'default-branch' }),
      new Map(),
      withDeps(pushed.deps(), { facts: { event: { defaultBranchPush: true } } }),
    );
    expect(pushed.starts[0]?.args).toContain('--upload');
  });
});

describe('an absolute config path outside the working directory', () => {
  it("runs in the config's own repository: the workspace is found from the config's directory", async () => {
    const world = new FakeWorld();
    const searched: string[] = [];
    const deps = withDeps(world.deps(), {
      facts: { cwd: '/elsewhere' },
      workspace: {
        findWorkspace: async (start: string) => {
          searched.push(start);
          return WORKSPACE;
        },
        locate: async (given: string) => (given === CONFIG_PATH ? CONFIG_PATH : undefined),
      },
    });
    const { result } = await evalRun(inputs({ config: CONFIG_PATH }), new Map(), deps);
    expect(searched).toEqual([join(WORKSPACE, 'configs/eval')]);
    expect(result).toMatchObject({ exitCode: 0, config: 'configs/eval/smoke.toml' });
  });
});

describe('evalRun with an install hook (the root action’s setup)', () => {
  it('installs once the inputs are valid and runs the installed osmosis, unless osmosis-path names another', async () => {
    const world = new FakeWorld();
    const calls: string[] = [];
    const deps = withDeps(world.deps(), {
      osmosis: {
        installOsmosis: async () => {
          calls.push('install');
          return '/tools/bin/osmosis';
        },
        resolveOsmosis: async (explicit) => {
          calls.push(`resolve ${explicit}`);
          return explicit ?? '/elsewhere/osmosis';
        },
      },
    });
    const installed = await evalRun(inputs(), new Map(), deps);
    expect(installed.result.exitCode).toBe(0);
    expect(calls).toEqual(['install']);
    expect(world.starts.map((start) => start.bin)).toEqual(['/tools/bin/osmosis']);

    await evalRun(inputs({ 'osmosis-path': '/mine/osmosis' }), new Map(), deps);
    expect(calls).toEqual(['install', 'install', 'resolve /mine/osmosis']);
    expect(world.starts.map((start) => start.bin)).toEqual(['/tools/bin/osmosis', '/mine/osmosis']);
  });

  it('installs nothing when the config’s secrets are missing (exit 2)', async () => {
    const world = new FakeWorld();
    let installs = 0;
    const deps = withDeps(world.deps(), {
      facts: { env: {} },
      osmosis: {
        installOsmosis: async () => {
          installs += 1;
          return '/tools/bin/osmosis';
        },
      },
    });
    const { result } = await evalRun(inputs(), new Map(), deps);
    expect(result).toMatchObject({ exitCode: 2, error: { kind: 'usage' } });
    expect(installs).toBe(0);
    expect(world.starts).toEqual([]);
  });

  it('a fork pull request without the secrets is skipped with the reason: nothing ran, exit 2, never passed', async () => {
    const world = new FakeWorld();
    const event = { defaultBranchPush: false, eventName: 'pull_request', fork: 'alice/smoke' };
    const { result } = await evalRun(
      inputs({ 'min-pass-rate': '0' }),
      new Map(),
      withDeps(world.deps(), { facts: { env: {}, event } }),
    );
    expect(result).toMatchObject({
      verdict: 'error',
      exitCode: 2,
      error: { kind: 'usage', skipped: true },
      evidence: { rowsRun: 0, rowsGraded: 0, modelCalls: 0 },
    });
    expect(result.error?.message).toMatch(
      /^Skipped: this pull request comes from the fork alice\/smoke, .* so SMOKE_TOKEN \(required by /,
    );
    expect(world.starts).toEqual([]);
  });
});
