/**
 * eval-submit in process, through its deps (ManagedDeps in core/managed-ports.ts): no osmosis, no
 * platform, no files. A fake osmosis answers `--version`, `eval submit`, `eval info`, `eval stop` and
 * `eval download` with the envelopes the code reads (core/managed.ts readSnapshot and readSubmitted,
 * core/osmosis/envelope.ts), the run walking pending -> running -> finished across polls the way the fake
 * platform's script does (test/fakes/platform-server.mjs). The end-to-end proof with the real osmosis stays
 * in test/integration (managed-real, managed-code-ref).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { managedRun } from '../../src/commands/managed/index.js';
import { parseManagedInputs } from '../../src/core/managed-inputs.js';
import type { ManagedDeps } from '../../src/core/managed-ports.js';
import type { ErrorEnvelope } from '../../src/core/osmosis/envelope.js';
import type { OsmosisInvocation, OsmosisRun } from '../../src/core/ports.js';
import { osmosisRun } from '../helpers/osmosis-run.js';

const WORKSPACE = '/ws';
const CONFIG_RELATIVE = 'configs/eval/quickstart.toml';
const CONFIG_PATH = join(WORKSPACE, CONFIG_RELATIVE);
const CONFIG = `[experiment]
rollout = "quickstart"
entrypoint = "main.py"
model_path = "openai/gpt-4o-mini"
dataset = "quickstart"

[evaluation]
n = 1
pass_threshold = 1.0

[secrets]
required = ["QUICKSTART_TOKEN"]
`;
const SECRET = 'quickstart-secret-value';
const TOKEN = 'osm-test-token-value';
const HEAD = '0123456789abcdef0123456789abcdef01234567';
const OSMOSIS = '/venv/bin/osmosis';
const RUN_NAME = 'eval-run-7f3a';
const RUN_ID = 'er_0001';
const RUN_URL = `https://platform.example/eval/${RUN_NAME}`;
const SUBMIT_COPY = '/tmp/osmosis-ci-submit-1';
const STATE_FILE = /^\/ws\/\.osmosis\/ci\/submissions\/eval-submit-quickstart-[0-9a-f]{16}\.json$/;

/** What a finished run of 10 samples counted: 8 passed (pass rate 0.8). */
const FINAL = { total: 10, passed: 8 };

/** eval-submit's inputs as the CLI's flags give them. */
const evalInputs = (given: Record<string, string> = {}) =>
  parseManagedInputs(
    'eval',
    (name) => (name === 'config' ? CONFIG_RELATIVE : given[name]),
    (name) => `--${name}`,
  );

const given = () => ({ secrets: new Map([['QUICKSTART_TOKEN', SECRET]]), token: TOKEN });

const ran = osmosisRun;

/** osmosis's error envelope on stderr, exit 1. */
const failed = (code: string, message: string, details: Record<string, unknown> = {}): OsmosisRun => {
  const error: ErrorEnvelope = { schema_version: 1, cli_version: '0.3.8', error: { code, message, details } };
  return ran({ exitCode: 1, error, stderrTail: JSON.stringify(error) });
};

const success = (fields: { resource?: Record<string, unknown>; data?: unknown; message?: string }) =>
  ran({ envelope: { schema_version: 1, status: 'success', ...fields } });

/** `osmosis --json eval info NAME`'s data for a run in this status, as readSnapshot reads it. */
function infoData(status: string): Record<string, unknown> {
  const done = status === 'pending' ? 0 : status === 'running' ? 4 : FINAL.total;
  const passed = status === 'running' ? 3 : status === 'pending' ? 0 : FINAL.passed;
  const counts = { passed, failed: 0, skipped: 0, graded: done, pass_threshold: 1 };
  return {
    eval_run: { id: RUN_ID, name: RUN_NAME, status, platform_url: RUN_URL },
    config: { n: 1 },
    commit_sha: HEAD,
    branch: null,
    summary: { progress: { completed: done, total: FINAL.total } },
    results:
      status === 'pending'
        ? null
        : { ...counts, total_runs: done, sampled_rows: FINAL.total, total_dataset_rows: FINAL.total },
    ...(status === 'finished'
      ? {
          metrics: {
            summary: { ...counts, total_samples: done, completed_samples: done, pass_rate: passed / done },
          },
          metrics_available: true,
        }
      : {}),
  };
}

/** The world behind the deps: the files, the platform's run, the clock, and what osmosis was asked. */
class FakeWorld {
  readonly files = new Map<string, string>([[CONFIG_PATH, CONFIG]]);
  readonly writes: { path: string; text: string }[] = [];
  readonly starts: OsmosisInvocation[] = [];
  readonly sleeps: number[] = [];
  readonly logs: string[] = [];
  readonly copies: { workspaceDir: string; configRelative: string; configText: string }[] = [];
  disposed = 0;
  /** The statuses successive `eval info` reads see; the last one repeats. */
  statuses = ['pending', 'running', 'finished'];
  infoReads = 0;
  submits = 0;
  /** Answers instead of the platform's: for `eval submit`, or for the `eval info` read of this index. */
  submitAnswer: OsmosisRun | undefined;
  infoAnswers = new Map<number, OsmosisRun>();
  /** The sleep (1-based) during which this process is asked to stop. */
  cancelAtSleep: number | undefined;
  readonly cancel = new AbortController();
  private clock = Date.parse('2026-03-01T10:00:00Z');

  deps(): ManagedDeps {
    const log = (level: string) => (message: string) => this.logs.push(`${level}: ${message}`);
    const scope = { runId: '4242', job: 'eval', jobIndex: undefined, extra: undefined };
    return {
      facts: {
        cwd: WORKSPACE,
        env: {},
        toolVersion: '0.0.0-test',
        // One second passes between two looks at the clock.
        now: () => this.tick(),
        github: { runId: '4242', job: 'eval', attempt: '1' },
        codeFacts: async () => ({ head: { sha: HEAD, dirty: false } }),
        surface: 'cli',
      },
      wording: {
        log: { info: log('info'), warning: log('warning'), debug: log('debug') },
        logGroup: (title, lines) => this.logs.push(`group: ${title}`, ...lines),
      },
      files: {
        readText: async (path) => this.files.get(path),
        writeText: async (path, text) => {
          this.writes.push({ path, text });
          this.files.set(path, text);
        },
        listDir: async () => [],
        stateScope: scope,
        readOutputs: async () => undefined,
        submitWorkspace: async (workspaceDir, configRelative, configText) => {
          this.copies.push({ workspaceDir, configRelative, configText });
          return {
            dir: SUBMIT_COPY,
            configPath: join(SUBMIT_COPY, configRelative),
            dispose: async () => {
              this.disposed += 1;
            },
          };
        },
      },
      waiting: {
        random: () => 0.5,
        sleep: async (ms) => {
          this.sleeps.push(ms);
          if (this.sleeps.length === this.cancelAtSleep) this.cancel.abort('SIGTERM');
        },
        cancelSignal: this.cancel.signal,
      },
      osmosis: {
        resolveOsmosis: async () => OSMOSIS,
        osmosisEnv: async (_bin, auth) => ({ PATH: '/usr/bin', OSMOSIS_TOKEN: auth?.token }),
        runOsmosis: async (invocation) => this.osmosis(invocation),
      },
    };
  }

  private tick(): Date {
    this.clock += 1000;
    return new Date(this.clock);
  }

  /** The argv of every start, one string each. */
  argv(): string[] {
    return this.starts.map((start) => start.args.join(' '));
  }

  /** The state files written, parsed. */
  states(): Record<string, unknown>[] {
    return this.writes.map((write) => JSON.parse(write.text) as Record<string, unknown>);
  }

  private async osmosis(invocation: OsmosisInvocation): Promise<OsmosisRun> {
    this.starts.push(invocation);
    const args = invocation.args.join(' ');
    if (args === '--version') return ran({ stdout: 'osmosis-ai 0.3.8\n' });
    if (args.startsWith('--json eval submit ')) {
      this.submits += 1;
      return (
        this.submitAnswer ??
        success({
          message: `Submitted ${RUN_NAME}`,
          resource: { id: RUN_ID, name: RUN_NAME, status: 'pending', platform_url: RUN_URL },
        })
      );
    }
    if (args === `--json eval info ${RUN_NAME}`) {
      const read = this.infoReads++;
      const answer = this.infoAnswers.get(read);
      if (answer) return answer;
      const status = this.statuses[Math.min(read, this.statuses.length - 1)] as string;
      return success({ data: infoData(status) });
    }
    if (args === `--json eval stop ${RUN_NAME} --yes`) return success({ message: `Stopped ${RUN_NAME}` });
    if (args.startsWith(`--json eval download ${RUN_NAME} `))
      return success({ resource: { files_downloaded: 2, files_skipped: 0, files_failed: [] } });
    return failed('VALIDATION', `the fake osmosis does not know: ${args}`);
  }
}

const SUBMIT_ARGV = `--json eval submit ${CONFIG_RELATIVE} --yes --secrets-file -`;
const INFO_ARGV = `--json eval info ${RUN_NAME}`;
const DOWNLOAD_ARGV = `--json eval download ${RUN_NAME} --type metrics,trajectories -o /ws/.osmosis/ci/eval-submit-${RUN_NAME}/outputs --yes --rows 0`;

/** Secrets and the token reach osmosis on stdin and in its environment, never in argv or a log line. */
function expectNoLeak(world: FakeWorld): void {
  for (const start of world.starts) {
    expect(start.args.join(' ')).not.toContain(SECRET);
    expect(start.args.join(' ')).not.toContain(TOKEN);
  }
  expect(world.logs.join('\n')).not.toContain(SECRET);
  expect(world.logs.join('\n')).not.toContain(TOKEN);
}

describe('eval-submit over fake deps', () => {
  it('submits once, waits pending -> running -> finished, passes min-pass-rate 0.75 and keeps the state file', async () => {
    const world = new FakeWorld();
    const { result } = await managedRun(evalInputs({ 'min-pass-rate': '0.75' }), given(), world.deps());

    expect(result).toMatchObject({
      kind: 'eval-submit',
      verdict: 'passed',
      exitCode: 0,
      osmosisVersion: '0.3.8',
      config: CONFIG_RELATIVE,
      error: null,
      gate: { verdict: 'passed', threshold: 0.75 },
      metrics: { passed: 8, completed: 10, passRate: 0.8 },
      samples: { total: 10, passed: 8, failed: 2, errored: 0, timedOut: 0, source: 'metrics' },
      run: {
        name: RUN_NAME,
        id: RUN_ID,
        url: RUN_URL,
        status: 'finished',
        submitted: true,
        resumed: false,
      },
      code: { source: 'workspace-head', commit: HEAD },
      wait: { waited: true, polls: 3, transientErrors: 0, timedOut: false, cancelled: false },
      outputs: { dir: `.osmosis/ci/eval-submit-${RUN_NAME}/outputs`, files: 2 },
    });
    expect(result.summary).toMatch(/80\.0%/);
    expect(result.warnings).toEqual([]);
    // Each poll between two reads waited on the backoff (the fake sleep resolves at once).
    expect(world.sleeps).toHaveLength(2);
    expect(world.logs).toContain(`info: ${RUN_NAME}: running, 4/10 samples done, 4 graded`);

    // Submitted once, from a copy of the workspace whose config pins the judged commit; then info until finished.
    expect(world.argv()).toEqual(['--version', SUBMIT_ARGV, INFO_ARGV, INFO_ARGV, INFO_ARGV, DOWNLOAD_ARGV]);
    const submit = world.starts[1];
    expect(submit?.cwd).toBe(SUBMIT_COPY);
    expect(submit?.env.PYTHONDONTWRITEBYTECODE).toBe('1');
    expect(world.copies).toHaveLength(1);
    expect(world.copies[0]?.configRelative).toBe(CONFIG_RELATIVE);
    expect(world.copies[0]?.configText).toMatch(new RegExp(`commit_sha = "${HEAD}"`));
    expect(world.disposed).toBe(1);
    expect(world.files.get(CONFIG_PATH)).toBe(CONFIG);
    for (const info of world.starts.slice(2, 5)) expect(info.cwd).toBe(WORKSPACE);

    // The secret on the submit's stdin only; the token only in osmosis's environment.
    expect(submit?.stdin).toContain(SECRET);
    expect(submit?.stdin).toMatch(/^QUICKSTART_TOKEN=/);
    for (const other of world.starts.filter((start) => start !== submit)) expect(other.stdin ?? '').toBe('');
    expect(submit?.env.OSMOSIS_TOKEN).toBe(TOKEN);
    expectNoLeak(world);

    // The state file: written after the submit (pending) and after the wait (finished), same path.
    expect(world.writes.map((write) => write.path)).toEqual([
      expect.stringMatching(STATE_FILE),
      world.writes[0]?.path,
    ]);
    expect(world.states()).toEqual([
      expect.objectContaining({ kind: 'eval', runName: RUN_NAME, runId: RUN_ID, status: 'pending' }),
      expect.objectContaining({ kind: 'eval', runName: RUN_NAME, url: RUN_URL, status: 'finished' }),
    ]);
    expect(world.states()[1]?.github).toEqual({ runId: '4242', job: 'eval', attempt: '1' });
    expect(world.states()[1]?.submittedAt).toBe(world.states()[0]?.submittedAt);
    expect(result.stateFile).toBe(world.writes[0]?.path.slice(`${WORKSPACE}/`.length));
  });

  it('a re-run with min-pass-rate 0.9 finds the run through the state file and fails (exit 1) without submitting again', async () => {
    const world = new FakeWorld();
    const first = await managedRun(evalInputs({ 'min-pass-rate': '0.75' }), given(), world.deps());
    expect(first.result.exitCode).toBe(0);
    const startsBefore = world.starts.length;

    const { result } = await managedRun(evalInputs({ 'min-pass-rate': '0.9' }), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'failed',
      exitCode: 1,
      gate: { verdict: 'failed', threshold: 0.9 },
      metrics: { passed: 8, completed: 10, passRate: 0.8 },
      run: { name: RUN_NAME, status: 'finished', submitted: false, resumed: true },
    });
    expect(result.summary).toMatch(/80\.0%.*90\.0%/);
    expect(world.submits).toBe(1);
    // The finished run read once is the end of the wait: no poll, no sleep, then its outputs.
    expect(world.argv().slice(startsBefore)).toEqual(['--version', INFO_ARGV, DOWNLOAD_ARGV]);
    expect(result.wait.polls).toBe(0);
    expect(world.logs).toContain(`info: Resuming ${RUN_NAME} (finished) instead of submitting a second run.`);
    expect(result.stateFile).toMatch(/^\.osmosis\/ci\/submissions\/eval-submit-quickstart-/);
    expect(world.states().at(-1)).toMatchObject({ runName: RUN_NAME, status: 'finished' });
    expectNoLeak(world);
  });

  it('fresh submits a second run even when the state file names one', async () => {
    const world = new FakeWorld();
    await managedRun(evalInputs({ 'min-pass-rate': '0.75' }), given(), world.deps());
    const { result } = await managedRun(
      evalInputs({ 'min-pass-rate': '0.9', fresh: 'true' }),
      given(),
      world.deps(),
    );
    expect(world.submits).toBe(2);
    expect(result).toMatchObject({ exitCode: 1, run: { submitted: true, resumed: false } });
  });

  it.each([
    {
      stopOnCancel: 'true',
      summary: `Cancelled while waiting: evaluation run ${RUN_NAME} was stopped (stop-on-cancel).`,
      status: 'stopped',
      last: `--json eval stop ${RUN_NAME} --yes`,
    },
    {
      stopOnCancel: 'false',
      summary: `Cancelled while waiting: evaluation run ${RUN_NAME} was left running; a re-run of this job resumes waiting on it.`,
      status: 'pending',
      last: INFO_ARGV,
    },
  ])('a cancel during the wait ends cancelled (exit 3), stop-on-cancel $stopOnCancel', async (c) => {
    const world = new FakeWorld();
    world.cancelAtSleep = 1;
    const { result } = await managedRun(
      evalInputs({ 'min-pass-rate': '0.75', 'stop-on-cancel': c.stopOnCancel }),
      given(),
      world.deps(),
    );
    expect(result).toMatchObject({
      verdict: 'cancelled',
      exitCode: 3,
      summary: c.summary,
      run: { name: RUN_NAME, status: c.status, submitted: true },
      wait: { waited: true, cancelled: true, polls: 1, stopRequested: c.stopOnCancel === 'true' },
      gate: null,
    });
    // One read, then the cancel: never a second read after it.
    expect(world.infoReads).toBe(1);
    expect(world.argv().at(-1)).toBe(c.last);
    expect(world.argv().filter((argv) => argv === INFO_ARGV)).toHaveLength(1);
    expect(world.submits).toBe(1);
    // The state file a re-run resumes from names the run.
    expect(world.states().at(-1)).toMatchObject({ runName: RUN_NAME });
  });

  it('a cancel before the submit submits nothing', async () => {
    const world = new FakeWorld();
    world.cancel.abort('SIGINT');
    const { result } = await managedRun(evalInputs(), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'cancelled',
      exitCode: 3,
      summary: 'Cancelled before the wait: nothing was submitted.',
      run: null,
    });
    expect(world.submits).toBe(0);
    expect(world.writes).toEqual([]);
  });

  it('a token the platform rejects (AUTH_REQUIRED on submit): exit 3, the token named invalid or expired, nothing saved', async () => {
    const world = new FakeWorld();
    world.submitAnswer = failed('AUTH_REQUIRED', 'Your session has expired.');
    const { result } = await managedRun(evalInputs({ 'min-pass-rate': '0.75' }), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'error',
      exitCode: 3,
      run: null,
      stateFile: null,
      error: { kind: 'osmosis', code: 'AUTH_REQUIRED' },
    });
    expect(result.summary).toMatch(
      /^The Osmosis platform rejected the token: it is invalid or expired \(osmosis eval submit: Your session has expired\.\)\. /,
    );
    expect(result.summary).toMatch(/OSMOSIS_TOKEN/);
    expect(result.error?.message).toBe(result.summary);
    expect(world.argv()).toEqual(['--version', SUBMIT_ARGV]);
    expect(world.writes).toEqual([]);
    expect(world.disposed).toBe(1);
    expectNoLeak(world);
  });

  it('a platform error that will not heal (PLATFORM_ERROR 403 while waiting): exit 3 with its code, the run kept', async () => {
    const world = new FakeWorld();
    world.infoAnswers.set(1, failed('PLATFORM_ERROR', 'Forbidden', { status_code: 403 }));
    const { result } = await managedRun(evalInputs({ 'min-pass-rate': '0.75' }), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'error',
      exitCode: 3,
      error: { kind: 'osmosis', code: 'PLATFORM_ERROR' },
      run: { name: RUN_NAME, submitted: true },
      wait: { transientErrors: 0 },
    });
    expect(result.summary).toBe(
      'osmosis eval info failed [PLATFORM_ERROR]: osmosis could not reach the Osmosis platform or got an error from it: Forbidden',
    );
    expect(world.infoReads).toBe(2);
    expect(world.submits).toBe(1);
  });

  it('a platform error that heals (PLATFORM_ERROR 503 while waiting) is retried and the gate still passes', async () => {
    const world = new FakeWorld();
    world.infoAnswers.set(1, failed('PLATFORM_ERROR', 'Service Unavailable', { status_code: 503 }));
    const { result } = await managedRun(evalInputs({ 'min-pass-rate': '0.75' }), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      wait: { transientErrors: 1, polls: 3 },
      run: { status: 'finished' },
    });
    // pending, the failed read, finished: the failure cost one poll and one more sleep, not the step.
    expect(world.infoReads).toBe(3);
    expect(world.sleeps).toHaveLength(2);
    expect(world.logs).toContain(
      'warning: Transient platform error while waiting ([PLATFORM_ERROR] Service Unavailable); will retry.',
    );
  });

  it('a cancel while waiting reports what the wait saw: its polls, the run as last read, the state file', async () => {
    const world = new FakeWorld();
    world.cancelAtSleep = 2;
    const { result, rows } = await managedRun(evalInputs(), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'cancelled',
      exitCode: 3,
      summary: `Cancelled while waiting: evaluation run ${RUN_NAME} was left running; a re-run of this job resumes waiting on it.`,
      run: { name: RUN_NAME, status: 'running', submitted: true, resumed: false, retried: false },
      wait: {
        waited: true,
        polls: 2,
        transientErrors: 0,
        timedOut: false,
        cancelled: true,
        stopRequested: false,
      },
    });
    expect(result.stateFile).toMatch(/^\.osmosis\/ci\/submissions\/eval-submit-quickstart-/);
    expect(rows).toBeNull();
  });

  it('a cancel while waiting with stop-on-cancel stops the run, and the result says it stopped', async () => {
    const world = new FakeWorld();
    world.cancelAtSleep = 1;
    const { result } = await managedRun(evalInputs({ 'stop-on-cancel': 'true' }), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'cancelled',
      summary: `Cancelled while waiting: evaluation run ${RUN_NAME} was stopped (stop-on-cancel).`,
      run: { name: RUN_NAME, status: 'stopped', url: RUN_URL },
      wait: { waited: true, polls: 1, cancelled: true, stopRequested: true },
    });
    expect(world.argv().at(-1)).toBe(`--json eval stop ${RUN_NAME} --yes`);
  });

  it('a failure while waiting keeps the run as the last good read saw it', async () => {
    const world = new FakeWorld();
    world.infoAnswers.set(2, failed('PLATFORM_ERROR', 'Forbidden', { status_code: 403 }));
    const { result } = await managedRun(evalInputs(), given(), world.deps());
    expect(result).toMatchObject({
      verdict: 'error',
      run: { name: RUN_NAME, status: 'running', submitted: true },
      wait: { waited: true, polls: 2, transientErrors: 0, cancelled: false },
      osmosisVersion: '0.3.8',
    });
  });
});
