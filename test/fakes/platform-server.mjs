// A fake Osmosis platform (`/api/cli/*`) for tests and local runs of the REAL `osmosis` CLI (osmosis-ai 0.3.8).
//
// ONE implementation, plain ESM JavaScript, so that both vitest (TypeScript) and plain `node` load it:
//   - TypeScript imports it as `../fakes/platform-server.mjs`; its types are in `platform-server.d.mts`.
//   - As a process: `node test/fakes/platform-server.mjs [--script <script.json>] [--token <t>] [--port <n>]
//     [--port-file <path>]` binds 127.0.0.1, prints `OSMOSIS_PLATFORM_URL=<url>` on stdout and stays up until
//     SIGTERM/SIGINT. GET /_fake/state (no auth) returns the recorded requests and runs, for shell use.
//
// Point the CLI at it with OSMOSIS_PLATFORM_URL=OSMOSIS_TOKEN_PLATFORM_URL=<url> (same spelling: the CLI
// compares them) and OSMOSIS_TOKEN=<token>. The workspace needs a github.com `origin` (X-Osmosis-Git).
//
// What osmosis-ai 0.3.8 calls, and the keys its models require (osmosis_ai/platform/api/{client,models}.py):
//   GET  /api/cli/verify                                 auth whoami / doctor
//   GET  /api/cli/workspaces                             root --workspace (submit checks the connected repo)
//   GET  /api/cli/environment-secrets?limit&offset&scope  submit pre-flight: stored names (failures are swallowed)
//   POST /api/cli/eval-runs | training-runs               {id,name,status,created_at} (+platform_url)
//   POST /api/cli/benchmark-runs                          + workflow_id, task_count
//   GET  /api/cli/eval-runs/{name_or_id}                  {eval_run:{id,...}, config, results, ...}
//   GET  /api/cli/eval-runs/{id}/metrics                  {status, overview:{...}} (not asked while pending)
//   POST /api/cli/eval-runs/{name}/retry                  {id,name,status,workflow_id} (+retryable_samples)
//   GET  /api/cli/training-runs/{name_or_id}              {training_run:{id,...}}
//   GET  /api/cli/training-runs/{name}/checkpoints        {checkpoints:[]}  (not while pending/queued)
//   GET  /api/cli/training-runs/{id}/metrics              {status, overview:{...}}
//   GET  /api/cli/benchmark-runs/{name_or_id}             {benchmark_run:{id,...}, agents, agent_metrics, progress}
//   POST /api/cli/{eval,training,benchmark}-runs/{name}/stop   {}
//   GET  /api/cli/{eval,training,benchmark}-runs/{name}/logs?limit&direction=older[&cursor]
//                                                        {logs:[{timestamp,level,step,message,details}],next_cursor}
//   GET  /api/cli/eval-runs/{id}/samples/manifest?types[&rows]    {files:[{path,size,token?}],totals}
//   POST /api/cli/eval-runs/{id}/samples/download-urls {items}  {items:[{path,url,token?}]}  (URLs on this loopback)
//   GET  /api/cli/benchmark-runs/{id}/outputs/manifest, POST …/outputs/download-urls     (the same, benchmark layout)
//   POST /api/cli/eval-runs/imports[/{sid}/uploads[/complete]|/{sid}/finalize], PUT /_fake/uploads/…
//                                                        local-eval publishes: see platform-imports.mjs
//   POST /api/cli/datasets[/{id}/complete|/{id}/abort], PUT /_fake/uploads/datasets/{id}
//                                                        dataset uploads: see platform-datasets.mjs
// Every request must carry `Authorization: Bearer <token>`, else 401 {"code":"TOKEN_INVALID",...}; every
// workspace-scoped one (all but verify, workspaces, quickstart) `X-Osmosis-Git: <owner>/<repo>` or
// `X-Osmosis-Workspace`, else 400 GIT_SCOPE_HEADER_REQUIRED. A submit's `secrets.required` must each be
// provided or stored where the token sees them (workspace secrets, and the token user's own user-scoped
// ones), else 404 "Secret(s) not found: A, B" (the answer the CLI enriches); the run's
// `resolved_secret_scopes` says where each came from. An eval script's `metricsUnavailable` answers
// its metrics 503 once the run ended (metrics not ready); `datasetRows` and the submit's
// `evaluation_config.limit` decide `sampled_rows` (no limit: a random 10%).
//
// Scripts, per run kind (`eval`, `training`, `benchmark`): `statuses` is the sequence the run walks through,
// one step every `stepMs` (default DEFAULT_STEP_MS) from its submit, whoever asks and however often; the last
// one repeats. A stop request turns a non-terminal run into `stopped`. The submit body's
// experiment_config.commit_sha and branch are recorded and echoed by info (`commit_sha`, `branch`); a branch
// reports the commit it resolved to (`branchHeads`, else a stable made-up SHA).
// `unknownCommit(sha, times, mode)`: the next submits pinning that commit are accepted and the run fails after
// "cloning" (mode 'clone', the default: osmosis 0.3.8 says a bad SHA fails server-side after the clone), its
// logs naming the commit; mode 'refuse' answers the submit 404 COMMIT_NOT_FOUND instead ({code, error, field},
// passed through by osmosis as details.platform_code/field/status_code).
// `eval retry` re-runs only the samples without a grade (errored, timed out) as a new attempt; by default
// they come back graded and not passing, so a retry never turns failures into passes (retryResults to script
// otherwise). Lists and the benchmark catalog: platform-lists.mjs. Faults (`fail(...)`, `requireUpgrade`
// (426 {status:"unsupported",message}), `requireBilling` (403 BILLING_REQUIRED)) answer matching requests
// before they reach the handlers. Scenario scripts for `--script`: test/fakes/scenarios/*.json.

import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback.mjs';
import { createDatasets, DATASET_UPLOAD_PREFIX } from './platform-datasets.mjs';
import { createImports } from './platform-imports.mjs';
import { DEFAULT_BENCHMARKS, routeLists } from './platform-lists.mjs';
import { serveWhenRunDirectly } from './serve-cli.mjs';

export const DEFAULT_TOKEN = 'fake-platform-token';
/** How long a run stays at each scripted status unless its script says `stepMs`: status follows the clock. */
export const DEFAULT_STEP_MS = 100;
/** The user the token belongs to (`auth whoami`); user-scoped secrets of other owners are not theirs. */
const USER = { id: 'user-1', email: 'ci@example.com', name: 'CI' };
/** Endpoints the CLI calls without a repository scope (`require_git_repo=False`, and the token check). */
const UNSCOPED = new Set(['verify', 'workspaces', 'quickstart']);
const GIT_IDENTITY = /^[a-z0-9][a-z0-9-]*\/[a-z0-9._-]+$/;

const TERMINAL = {
  eval: new Set(['finished', 'failed', 'stopped']),
  training: new Set(['finished', 'failed', 'crashed', 'stopped', 'killed', 'unknown']),
  benchmark: new Set(['finished', 'failed', 'stopped']),
};
const COLLECTIONS = { 'eval-runs': 'eval', 'training-runs': 'training', 'benchmark-runs': 'benchmark' };

/** @type {import('./platform-server.d.mts').PlatformScript} */
export const DEFAULT_SCRIPT = {
  eval: {
    statuses: ['pending', 'running', 'running', 'finished'],
    results: { total: 10, passed: 8, failed: 1, skipped: 0, passThreshold: 1 },
  },
  training: { statuses: ['queued', 'running', 'running', 'finished'], totalSteps: 100, reward: 0.72 },
  benchmark: {
    statuses: ['queued', 'running', 'finished'],
    taskCount: 20,
    agents: [
      {
        model: 'openai/gpt-5-mini',
        harness: 'terminus-2',
        passAt1: 0.6,
        ciLow: 0.39,
        ciHigh: 0.78,
        n: 20,
        rank: 1,
      },
    ],
  },
};

/** @param {Partial<import('./platform-server.d.mts').PlatformScript> | undefined} script */
function normalizeScript(script) {
  const s = script ?? {};
  return {
    eval: { ...DEFAULT_SCRIPT.eval, ...(s.eval ?? {}) },
    training: { ...DEFAULT_SCRIPT.training, ...(s.training ?? {}) },
    benchmark: { ...DEFAULT_SCRIPT.benchmark, ...(s.benchmark ?? {}) },
    storedSecrets: s.storedSecrets ?? [],
    workspaces: s.workspaces ?? [],
  };
}

/** @param {import('./platform-server.d.mts').StartPlatformServerOptions} [options] */
export async function startPlatformServer(options = {}) {
  let token = options.token ?? DEFAULT_TOKEN;
  /** Tokens the platform knows but has revoked: 401 TOKEN_REVOKED, as the real one answers them. */
  const revoked = new Set();
  let script = normalizeScript(options.script);
  /** @type {import('./platform-server.d.mts').RecordedPlatformRequest[]} */
  const requests = [];
  /** @type {Map<string, any>} */
  const runs = new Map();
  /** @type {import('./platform-server.d.mts').Fault[]} */
  const faults = (options.script?.faults ?? []).map((fault) => ({ count: 1, ...fault }));
  /** @type {{ sha: string | undefined, remaining: number, mode: 'clone' | 'refuse' } | undefined} */
  let unknownCommit = options.script?.unknownCommit
    ? { remaining: 1_000_000, mode: 'clone', ...options.script.unknownCommit }
    : undefined;
  /** @type {Map<string, string>} */
  const branchHeads = new Map(Object.entries(options.script?.branchHeads ?? {}));
  /** @type {{ method?: string, path?: string, ms: number, count: number }[]} */
  const delays = [];
  let counter = 0;
  let url = '';
  const imports = createImports({
    baseUrl: () => url,
    multipartThreshold: options.multipartThreshold,
    partSize: options.partSize,
  });

  const datasets = createDatasets({ baseUrl: () => url });
  const now = () => new Date().toISOString();

  /** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
  const send = (res, status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  const notFound = (res, what) => send(res, 404, { code: 'NOT_FOUND', error: `${what} not found` });

  const findRun = (kind, nameOrId) => {
    for (const run of runs.values()) {
      if (run.kind === kind && (run.name === nameOrId || run.id === nameOrId)) return run;
    }
    return undefined;
  };

  /** Index of the status the run shows now: one step per `stepMs` since it (re)started, however often asked. */
  const indexOf = (run) =>
    Math.max(0, Math.min(Math.floor((Date.now() - run.startedAt) / run.stepMs), run.statuses.length - 1));
  /** The run's status now (the clock decides; `_advance` is kept for callers' readability). */
  const statusOf = (run, _advance) => {
    if (run.stopped) return 'stopped';
    return run.statuses[indexOf(run)] ?? 'pending';
  };
  /** How far the scripted run is, 0..1, for progress numbers. */
  const fraction = (run, status) => {
    if (status === 'finished') return 1;
    const last = run.statuses.length - 1;
    return last <= 0 ? 0 : indexOf(run) / last;
  };

  const createRun = (kind, body) => {
    counter += 1;
    const kindScript = script[kind];
    const id = randomUUID();
    const name = kindScript.names?.[runs.size] ?? `${kind}-run-${counter}`;
    const run = {
      kind,
      id,
      name,
      statuses: [...kindScript.statuses],
      startedAt: Date.now(),
      stepMs: kindScript.stepMs ?? DEFAULT_STEP_MS,
      stopped: false,
      createdAt: now(),
      body,
      script: kindScript,
      results: kindScript.results ? { ...kindScript.results } : undefined,
      sample: kind === 'eval' ? sampleOf(kindScript, body) : undefined,
      retries: 0,
    };
    runs.set(id, run);
    return run;
  };

  const platformUrl = (run) => `${url}/${run.kind}/${run.name}`;

  /**
   * The run's numbers as the platform aggregates them (osmosis-ai 0.3.8 eval/local/results.py replicates
   * it): the script's `failed` are samples whose status is failed (errored, no reward), `skipped` timed
   * out with no grade, the rest passed or graded below the threshold. `graded` counts rewards only, so
   * errored samples are in `completed` and not in `graded`; `pass_rate` = passed / completed.
   */
  const evalResults = (run, status) => {
    const r = run.results ?? { total: 0, passed: 0, failed: 0, skipped: 0 };
    const f = fraction(run, status);
    const done = status === 'pending' ? 0 : Math.round(r.total * f);
    const scale = r.total === 0 ? 0 : done / r.total;
    const passed = Math.round(r.passed * scale);
    const failed = Math.round(r.failed * scale);
    const skipped = Math.round((r.skipped ?? 0) * scale);
    const completed = done - skipped;
    return {
      done,
      passed,
      failed,
      skipped,
      completed,
      graded: completed - failed,
      passRate: completed > 0 ? passed / completed : 0,
      threshold: r.passThreshold ?? 1,
    };
  };

  /**
   * The rows a run evaluates (managed eval doc): `[evaluation].limit` rows, in order, or without it a
   * random 10% of the dataset (at least one row). The dataset has `datasetRows` rows; without them the
   * script's `results.total` is the sample (a limit's rows, or the 10% of a dataset ten times larger).
   */
  const sampleOf = (kindScript, body) => {
    const total = kindScript.results?.total ?? 0;
    const limit = body?.evaluation_config?.limit;
    const datasetRows = kindScript.datasetRows ?? (typeof limit === 'number' ? total : total * 10);
    if (typeof limit === 'number') return { datasetRows, sampledRows: Math.min(limit, datasetRows) };
    const count = Math.min(datasetRows, Math.max(1, Math.round(datasetRows / 10)));
    const rows = [...Array(datasetRows).keys()].sort(() => Math.random() - 0.5).slice(0, count);
    return { datasetRows, sampledRows: count, randomRows: rows.sort((a, b) => a - b) };
  };

  const evalDetail = (run, status) => {
    const m = evalResults(run, status);
    const experiment = run.body?.experiment_config ?? {};
    return {
      eval_run: {
        id: run.id,
        name: run.name,
        status,
        created_at: run.createdAt,
        started_at: status === 'pending' ? null : run.createdAt,
        completed_at: TERMINAL.eval.has(status) ? now() : null,
        creator_name: 'Fake Platform',
        platform_url: platformUrl(run),
      },
      config: {
        model_path: experiment.model_path ?? 'openai/fake',
        n: 1,
        ...(run.body?.evaluation_config ?? {}),
      },
      dataset: { name: experiment.dataset ?? 'fake-dataset' },
      rollout: { name: experiment.rollout ?? 'fake-rollout' },
      entrypoint: experiment.entrypoint ?? 'main.py',
      branch: experiment.branch ?? null,
      commit_sha: experiment.commit_sha ?? null,
      env_config: run.body?.env_config ?? {},
      resolved_secret_scopes: run.secretScopes ?? {},
      results:
        status === 'pending'
          ? null
          : {
              score: m.passRate,
              pass_rate: m.passRate,
              graded: m.graded,
              passed: m.passed,
              failed: m.failed,
              skipped: m.skipped,
              total_runs: m.done,
              sampled_rows: run.sample.sampledRows,
              pass_threshold: m.threshold,
              total_tokens: m.done * 100,
              total_dataset_rows: run.sample.datasetRows,
            },
      is_internal_user: false,
    };
  };

  const evalMetrics = (run, status) => {
    const m = evalResults(run, status);
    return {
      status,
      overview: {
        duration_ms: 1234,
        total_samples: m.done,
        completed_samples: m.completed,
        graded: m.graded,
        passed: m.passed,
        failed: m.failed,
        skipped: m.skipped,
        pass_rate: m.passRate,
        pass_threshold: m.threshold,
        tokens_used: m.done * 100,
      },
      reward_stats: m.done > 0 ? { mean: m.passRate, median: 1, std: 0.4, min: 0, max: 1 } : null,
      pass_at_k: m.completed > 0 ? [{ k: 1, value: m.passRate }] : [],
    };
  };

  /** A finished training run's checkpoints: one halfway and one at the end. */
  const checkpointsOf = (run) => {
    const total = run.script.totalSteps ?? 100;
    if (statusOf(run, false) !== 'finished') return [];
    return [Math.round(total / 2), total].map((step, index) => ({
      id: `ckpt-${index + 1}`,
      checkpoint_step: step,
      status: 'uploaded',
      checkpoint_name: `${run.name}-step-${step}`,
      created_at: run.createdAt,
    }));
  };

  const trainingDetail = (run, status) => {
    const total = run.script.totalSteps ?? 100;
    const step = Math.round(total * fraction(run, status));
    return {
      training_run: {
        id: run.id,
        name: run.name,
        status,
        created_at: run.createdAt,
        started_at: ['pending', 'queued'].includes(status) ? null : run.createdAt,
        completed_at: TERMINAL.training.has(status) ? now() : null,
        current_step: ['pending', 'queued'].includes(status) ? null : step,
        total_steps: total,
        reward: status === 'finished' ? (run.script.reward ?? null) : null,
        platform_url: platformUrl(run),
      },
      model: { id: 'model-1', name: run.body?.experiment_config?.model_path ?? 'fake-model' },
      dataset: { id: 'dataset-1', name: run.body?.experiment_config?.dataset ?? 'fake-dataset' },
      rollout: { id: 'rollout-1', name: run.body?.experiment_config?.rollout ?? 'fake-rollout' },
      config: run.body?.training_config ?? {},
      branch: run.body?.experiment_config?.branch ?? null,
      commit_sha: run.body?.experiment_config?.commit_sha ?? null,
    };
  };

  const benchmarkDetail = (run, status) => {
    const agents = run.script.agents ?? [];
    const taskCount = run.script.taskCount ?? 10;
    const expected = taskCount * Math.max(1, agents.length);
    const ingested = Math.round(expected * fraction(run, status));
    const finished = status === 'finished';
    return {
      benchmark_run: {
        id: run.id,
        name: run.name,
        status,
        benchmark_name: run.body?.experiment_config?.benchmark ?? 'fake-bench',
        benchmark_id: 'bench-1',
        created_at: run.createdAt,
        agent_count: agents.length,
        best_pass_at_1: finished ? Math.max(...agents.map((a) => a.passAt1 ?? 0)) : null,
        ingested_results: ingested,
        expected_results: expected,
        platform_url: platformUrl(run),
      },
      configuration: { benchmark_name: run.body?.experiment_config?.benchmark ?? 'fake-bench' },
      agents: agents.map((agent, index) => ({
        id: `agent-${index}`,
        agent_index: index,
        model: agent.model,
        harness: agent.harness ?? null,
        status: finished ? 'finished' : 'running',
      })),
      progress: { ingested, expected },
      totals: finished ? { passed: 12, failed: 8 } : {},
      agent_metrics: finished
        ? agents.map((agent, index) => ({
            benchmark_run_agent_id: `agent-${index}`,
            model: agent.model,
            harness: agent.harness ?? null,
            pass_at_1: {
              value: agent.passAt1,
              ...(agent.ciLow !== undefined ? { ci_low: agent.ciLow, ci_high: agent.ciHigh } : {}),
              ...(agent.n !== undefined ? { n: agent.n } : {}),
            },
            n_tasks: taskCount,
            ...(agent.rank !== undefined ? { rank: agent.rank } : {}),
          }))
        : [],
    };
  };

  /** The run's log lines: `logLines` per script (default 250), the last ones saying why a failed run failed. */
  const logEntries = (run) => {
    if (run.cloneFailure) return cloneLogEntries(run);
    const count = run.script.logLines ?? 250;
    const status = statusOf(run, false);
    const entries = [];
    for (let i = 0; i < count; i++) {
      entries.push({
        timestamp: new Date(Date.parse(run.createdAt) + i * 1000).toISOString(),
        level: 'info',
        step: 'rollout',
        message: `${run.name} log line ${i + 1} of ${count}`,
        details: {},
      });
    }
    if (['failed', 'crashed', 'killed'].includes(status)) {
      entries.push({
        timestamp: new Date(Date.parse(run.createdAt) + count * 1000).toISOString(),
        level: 'error',
        step: 'rollout-server',
        message:
          run.script.failureMessage ??
          `ModuleNotFoundError: No module named 'quickstart_helpers' (api key ${run.body?.secrets?.provided ? Object.values(run.body.secrets.provided)[0] : 'none'})`,
        details: { exit_code: 1 },
      });
    }
    return entries;
  };

  /** One page, newest first across pages and oldest first within one; the cursor is how many newer lines were sent. */
  const logsPage = (run, query) => {
    const all = logEntries(run);
    const limit = Math.min(200, Number(query.get('limit') ?? 50));
    const skip = Number(query.get('cursor') ?? 0);
    const end = all.length - skip;
    const start = Math.max(0, end - limit);
    return { logs: all.slice(start, end), next_cursor: start > 0 ? String(all.length - start) : null };
  };

  const categoryOf = (kind, path) => {
    if (kind === 'benchmark')
      return path === 'summary.csv'
        ? 'summary'
        : path === 'results.csv'
          ? 'results'
          : path === 'logs.txt'
            ? 'logs'
            : 'artifacts';
    if (path === 'metrics.json') return 'metrics';
    if (path === 'logs.txt') return 'logs';
    if (path === 'summary.jsonl' || path.startsWith('trajectories/')) return 'trajectories';
    return 'artifacts';
  };

  const parseRows = (text) => {
    if (!text) return undefined;
    const rows = new Set();
    for (const part of text.split(',')) {
      const [a, b] = part.split('-').map(Number);
      for (let i = a; i <= (b ?? a); i++) rows.add(i);
    }
    return rows;
  };

  /** The files a finished run offers, by path: the fixed layout of `osmosis eval download` (summary.jsonl as index.jsonl). */
  const outputFiles = (run) => {
    const files = new Map();
    if (run.kind === 'benchmark') {
      const agents = run.script.agents ?? [];
      files.set(
        'summary.csv',
        `agent,model,pass_at_1\n${agents.map((a, i) => `${i},${a.model},${a.passAt1}`).join('\n')}\n`,
      );
      files.set('results.csv', 'agent,task,passed\n0,task-1,true\n');
      files.set('logs.txt', 'benchmark log\n');
      return files;
    }
    const r = run.results ?? { total: 0, passed: 0, failed: 0, skipped: 0 };
    const threshold = r.passThreshold ?? 1;
    const rows = [];
    for (let i = 0; i < r.total; i++) {
      const base = {
        row_index: i,
        run_index: 0,
        rollout_id: `${'0'.repeat(24)}${String(i).padStart(8, '0')}`,
      };
      if (i < r.passed)
        rows.push({
          ...base,
          trajectory_filename: 'trajectory.json',
          status: 'success',
          reward: 1,
          tokens: 100,
          duration_ms: 10,
        });
      else if (i < r.passed + r.failed)
        rows.push({
          ...base,
          status: 'failed',
          tokens: 50,
          duration_ms: 10,
          error_type: run.script.errorType ?? 'AgentWorkflowError',
        });
      else if (i < r.passed + r.failed + (r.skipped ?? 0))
        rows.push({ ...base, status: 'skipped', duration_ms: 0, error_type: 'Skipped' });
      else
        rows.push({
          ...base,
          trajectory_filename: 'trajectory.json',
          status: 'success',
          reward: 0,
          tokens: 100,
          duration_ms: 10,
        });
    }
    files.set('summary.jsonl', `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
    const completed = r.total - (r.skipped ?? 0);
    files.set(
      'metrics.json',
      JSON.stringify({
        eval_run: { id: run.id, status: 'finished', name: run.name, duration_ms: 1234 },
        summary: {
          total_samples: r.total,
          completed_samples: completed,
          graded: completed - r.failed,
          passed: r.passed,
          failed: r.failed,
          skipped: r.skipped ?? 0,
          pass_rate: completed ? r.passed / completed : 0,
          pass_threshold: threshold,
          tokens_used: r.total * 100,
        },
      }),
    );
    for (const row of rows)
      files.set(
        `trajectories/row_${row.row_index}_run_0.json`,
        JSON.stringify({ rollout_id: row.rollout_id, steps: [] }),
      );
    files.set(
      'logs.txt',
      logEntries(run)
        .map((e) => `${e.timestamp} ${e.level.toUpperCase()} [${e.step}] ${e.message}`)
        .join('\n'),
    );
    return files;
  };

  /**
   * The stored secrets this token sees, as the platform resolves them: the workspace's, and the user-scoped
   * ones of the token's own user (another member's user secrets are never visible).
   */
  const visibleSecrets = () =>
    script.storedSecrets
      .map((secret) => ({
        name: secret.name,
        scope: secret.scope ?? 'workspace',
        owner: secret.owner ?? USER.id,
      }))
      .filter((secret) => secret.scope === 'workspace' || secret.owner === USER.id);

  /**
   * A submit's `secrets`: each required name is provided with the request or stored where this token sees it.
   * @param {any} secrets
   * @returns {{ scopes: Record<string, string> } | { missing: string[] }}
   */
  const resolveSecrets = (secrets) => {
    const required = Array.isArray(secrets?.required) ? secrets.required : [];
    const provided = secrets?.provided && typeof secrets.provided === 'object' ? secrets.provided : {};
    const stored = new Map(visibleSecrets().map((secret) => [secret.name, secret.scope]));
    /** @type {Record<string, string>} */
    const scopes = {};
    const missing = [];
    for (const name of required) {
      if (typeof provided[name] === 'string' && provided[name] !== '') scopes[name] = 'provided';
      else if (stored.has(name)) scopes[name] = /** @type {string} */ (stored.get(name));
      else missing.push(name);
    }
    return missing.length > 0 ? { missing } : { scopes };
  };

  /** The request headers of the response being answered (for messages that name the repository). */
  const headersOf = (res) => res.req?.headers;

  // ---- Git Sync: a commit the platform cannot fetch, and the commit a branch resolves to ----

  /** Whether this submit's commit is one `unknownCommit()` names: 'clone' (accepted, fails later), 'refuse', or undefined. */
  const takeUnknownCommit = (commit) => {
    if (!unknownCommit || typeof commit !== 'string') return undefined;
    const { sha } = unknownCommit;
    if (sha !== undefined && !commit.startsWith(sha) && !sha.startsWith(commit)) return undefined;
    const { mode } = unknownCommit;
    unknownCommit.remaining -= 1;
    if (unknownCommit.remaining <= 0) unknownCommit = undefined;
    return mode;
  };

  /** The head commit of a branch on the connected repository: scripted, or a stable made-up one. */
  const branchHead = (branch) =>
    branchHeads.get(branch) ?? createHash('sha1').update(`branch:${branch}`).digest('hex');

  /** A submit that names a branch runs that branch's head: info reports the commit it resolved to. */
  const withResolvedBranch = (body) => {
    const experiment = body?.experiment_config;
    if (!experiment?.branch || experiment.commit_sha) return body;
    return { ...body, experiment_config: { ...experiment, commit_sha: branchHead(experiment.branch) } };
  };

  /**
   * The platform clones the connected repository after accepting the run, then checks out the commit; a
   * commit it cannot fetch fails the run there (osmosis 0.3.8, shared_submit.py: "a confirmed-bad SHA would
   * fail server-side after the platform clones the repo"). No sample ever runs.
   */
  const failAfterClone = (run, commit, repo) => {
    run.statuses = ['pending', 'running', 'failed'];
    run.cloneFailure = { commit, repo };
    run.results = run.results ? { ...run.results, total: 0, passed: 0, failed: 0, skipped: 0 } : undefined;
  };

  const cloneLogEntries = (run) => {
    const { commit, repo } = run.cloneFailure;
    const at = (i) => new Date(Date.parse(run.createdAt) + i * 1000).toISOString();
    const entries = [
      {
        timestamp: at(0),
        level: 'info',
        step: 'clone',
        message: `Cloning https://github.com/${repo}.git`,
        details: {},
      },
      { timestamp: at(1), level: 'info', step: 'clone', message: `Fetching commit ${commit}`, details: {} },
    ];
    if (statusOf(run, false) !== 'failed') return entries;
    return [
      ...entries,
      {
        timestamp: at(2),
        level: 'error',
        step: 'clone',
        message: `fatal: remote error: upload-pack: not our ref ${commit}`,
        details: { exit_code: 128 },
      },
      {
        timestamp: at(3),
        level: 'error',
        step: 'clone',
        message: `Failed to check out commit ${commit}: it was not found in ${repo}.`,
        details: {},
      },
    ];
  };

  // ---- retry: the platform re-runs only the samples that got no grade, as a new (billed) attempt ----

  /** Samples without a grade: errored (or, in the older numbers, `failed`: rows with no reward) and timed out. */
  const ungradedOf = (r) => ('errored' in r ? (r.errored ?? 0) : (r.failed ?? 0)) + (r.skipped ?? 0);

  /** After a retry, by default every re-run sample is graded and does not pass: a retry never invents passes. */
  const afterRetry = (r) =>
    'errored' in r
      ? { ...r, failed: (r.failed ?? 0) + ungradedOf(r), errored: 0, skipped: 0 }
      : { ...r, failed: 0, skipped: 0 };

  /** @returns {[number, unknown]} */
  const retryRun = (run, body) => {
    const status = statusOf(run, false);
    const r = run.results ?? { total: 0, passed: 0, failed: 0, skipped: 0 };
    const retryable = ungradedOf(r);
    if (!TERMINAL.eval.has(status)) {
      return [409, { code: 'RUN_NOT_TERMINAL', error: `Evaluation run ${run.name} is still ${status}.` }];
    }
    if (retryable === 0) {
      return [
        409,
        { code: 'NOTHING_TO_RETRY', error: `Evaluation run ${run.name} has no failed or skipped samples.` },
      ];
    }
    run.retries += 1;
    run.attempts = (run.attempts ?? 1) + 1;
    run.retryBody = body;
    run.stopped = false;
    run.statuses = [...(run.script.retryStatuses ?? ['running', 'finished'])];
    run.startedAt = Date.now();
    run.results = { ...(run.script.retryResults ?? afterRetry(r)) };
    return [
      200,
      {
        id: run.id,
        name: run.name,
        status: 'running',
        workflow_id: `wf-retry-${run.retries}`,
        retryable_samples: retryable,
        platform_url: platformUrl(run),
      },
    ];
  };

  /** Holds the answer (not the handling) of a request: the platform has acted when the client gives up. */
  const holdAnswer = (res, ms) => {
    const writeHead = res.writeHead.bind(res);
    const end = res.end.bind(res);
    let head;
    // @ts-expect-error: deferred until the hold ends.
    res.writeHead = (...args) => {
      head = args;
      return res;
    };
    // @ts-expect-error: deferred until the hold ends.
    res.end = (...args) => {
      setTimeout(() => {
        if (res.destroyed) return;
        if (head) writeHead(...head);
        end(...args);
      }, ms);
      return res;
    };
  };

  const lists = {
    runs: () => [...runs.values()],
    statusOf: (run) => statusOf(run, false),
    evalDetail: (run, status) => evalDetail(run, status),
    trainingDetail: (run, status) => trainingDetail(run, status),
    benchmarkDetail: (run, status) => benchmarkDetail(run, status),
    benchmarks: () => options.script?.benchmarks ?? DEFAULT_BENCHMARKS,
  };

  /** @param {string} method @param {string[]} parts @param {any} body @param {import('node:http').ServerResponse} res */
  const route = (method, parts, query, body, res) => {
    const [first, second, third] = parts;
    if (method === 'GET' && first === 'verify' && parts.length === 1) {
      return send(res, 200, {
        user: USER,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        workspace: { id: 'ws-1', name: 'fake-workspace', role: 'owner' },
      });
    }
    if (method === 'GET' && first === 'workspaces' && parts.length === 1) {
      return send(res, 200, { workspaces: script.workspaces });
    }
    if (method === 'GET' && first === 'environment-secrets' && parts.length === 1) {
      const limit = Number(query.get('limit') ?? 50);
      const offset = Number(query.get('offset') ?? 0);
      const scope = query.get('scope') ?? 'all';
      const all = visibleSecrets()
        .filter((secret) => scope === 'all' || secret.scope === scope)
        .map((secret, index) => ({
          id: `secret-${index}`,
          name: secret.name,
          scope: secret.scope,
          created_at: now(),
        }));
      const page = all.slice(offset, offset + limit);
      const next = offset + limit < all.length ? offset + limit : null;
      return send(res, 200, {
        environment_secrets: page,
        total_count: all.length,
        has_more: next !== null,
        next_offset: next,
      });
    }
    const dataset = datasets.route(method, parts, body);
    if (dataset) return send(res, dataset[0], dataset[1]);
    const imported = imports.route(method, parts, body, headersOf(res) ?? {});
    if (imported) return send(res, imported[0], imported[1]);
    const listed = routeLists(lists, method, parts, query);
    if (listed) return send(res, listed[0], listed[1]);
    const kind = first === undefined ? undefined : COLLECTIONS[first];
    if (!kind) return notFound(res, 'endpoint');
    if (method === 'POST' && parts.length === 1) {
      const commit = body?.experiment_config?.commit_sha;
      const unknown = takeUnknownCommit(commit);
      const repo = headersOf(res)?.['x-osmosis-git'] ?? 'the connected repository';
      if (unknown === 'refuse') {
        return send(res, 404, {
          code: 'COMMIT_NOT_FOUND',
          error: `Commit ${commit} was not found in ${repo}. Push it, or wait for Git Sync to finish.`,
          field: 'experiment_config.commit_sha',
        });
      }
      const secrets = resolveSecrets(body?.secrets);
      if ('missing' in secrets) {
        // The answer osmosis 0.3.8 enriches with `osmosis secret set` hints (shared_submit.py).
        return send(res, 404, {
          code: 'NOT_FOUND',
          error: `Secret(s) not found: ${secrets.missing.join(', ')}`,
          field: 'secrets.required',
        });
      }
      const run = createRun(kind, withResolvedBranch(body));
      run.secretScopes = secrets.scopes;
      if (unknown === 'clone') failAfterClone(run, commit, repo);
      const status = run.statuses[0] ?? 'pending';
      return send(res, 201, {
        id: run.id,
        name: run.name,
        status: TERMINAL[kind].has(status) ? 'pending' : status,
        created_at: run.createdAt,
        platform_url: platformUrl(run),
        ...(kind === 'benchmark'
          ? { workflow_id: `wf-${run.id}`, task_count: run.script.taskCount ?? 10 }
          : {}),
      });
    }
    if (second === undefined) return notFound(res, 'endpoint');
    const run = findRun(kind, second);
    if (!run) return notFound(res, `${kind} run ${second}`);
    if (method === 'POST' && third === 'stop' && parts.length === 3) {
      if (!TERMINAL[kind].has(statusOf(run, false))) run.stopped = true;
      return send(res, 200, { id: run.id, name: run.name, status: statusOf(run, false) });
    }
    if (kind === 'eval' && method === 'POST' && third === 'retry' && parts.length === 3) {
      const [status, answer] = retryRun(run, body);
      return send(res, status, answer);
    }
    if (method === 'GET' && third === 'logs' && parts.length === 3)
      return send(res, 200, logsPage(run, query));
    const [, , , fourth] = parts;
    const outputs = kind === 'benchmark' ? 'outputs' : kind === 'eval' ? 'samples' : undefined;
    if (outputs && third === outputs && fourth === 'manifest' && method === 'GET') {
      const types = (query.get('types') ?? '').split(',');
      const rows = parseRows(query.get('rows'));
      const files = [...outputFiles(run).entries()]
        .filter(([path]) => types.includes(categoryOf(kind, path)))
        .filter(
          ([path]) =>
            !rows ||
            !/^(trajectories|artifacts)\/row_/.test(path) ||
            rows.has(Number(/row_(\d+)/.exec(path)?.[1])),
        )
        .map(([path, content]) => ({ path, size: Buffer.byteLength(content), token: `tok-${path}` }));
      return send(res, 200, { files, totals: { files: files.length } });
    }
    if (outputs && third === outputs && fourth === 'download-urls' && method === 'POST') {
      const items = (body?.items ?? []).map((item) => ({
        path: item.path,
        token: item.token,
        url: `${url}/_fake/files/${run.id}/${item.path}`,
      }));
      return send(res, 200, { items, expires_in: 600 });
    }
    if (method !== 'GET') return notFound(res, 'endpoint');
    if (parts.length === 2) {
      const status = statusOf(run, true);
      if (kind === 'eval') return send(res, 200, evalDetail(run, status));
      if (kind === 'training') return send(res, 200, trainingDetail(run, status));
      return send(res, 200, benchmarkDetail(run, status));
    }
    if (third === 'metrics' && parts.length === 3 && kind !== 'benchmark') {
      const status = statusOf(run, false);
      if (kind === 'eval' && run.script.metricsUnavailable && TERMINAL.eval.has(status))
        return send(res, 503, { code: 'METRICS_NOT_READY', error: 'Metrics are not ready yet.' });
      if (kind === 'eval') return send(res, 200, evalMetrics(run, status));
      const total = run.script.totalSteps ?? 100;
      return send(res, 200, {
        status,
        overview: {
          duration_ms: 5000,
          metric_summaries: [],
          examples_processed_count: 0,
          latest_step: Math.round(total * fraction(run, status)),
          total_steps: total,
        },
        metrics: [],
      });
    }
    if (third === 'checkpoints' && parts.length === 3 && kind === 'training') {
      return send(res, 200, { training_run_name: run.name, checkpoints: checkpointsOf(run) });
    }
    return notFound(res, 'endpoint');
  };

  const server = createServer((req, res) => {
    buffer(req).then((bytes) => {
      const uploading = req.method === 'PUT' && (req.url ?? '').startsWith('/_fake/uploads/');
      const raw = uploading ? '' : bytes.toString('utf8');
      const parsedUrl = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const fileMatch = /^\/_fake\/files\/([^/]+)\/(.+)$/.exec(parsedUrl.pathname);
      if (fileMatch) {
        const run = runs.get(decodeURIComponent(fileMatch[1] ?? ''));
        const content = run ? outputFiles(run).get(decodeURIComponent(fileMatch[2] ?? '')) : undefined;
        if (content === undefined) return send(res, 404, { error: 'no such file' });
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': Buffer.byteLength(content),
        });
        return res.end(content);
      }
      if (parsedUrl.pathname === '/_fake/state') {
        return send(res, 200, {
          requests,
          runs: [...runs.values()].map((run) => ({
            kind: run.kind,
            id: run.id,
            name: run.name,
            status: statusOf(run, false),
          })),
        });
      }
      let body;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const headers = /** @type {Record<string, string>} */ ({});
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers[key] = value;
      }
      const record = {
        method,
        path: parsedUrl.pathname,
        query: Object.fromEntries(parsedUrl.searchParams),
        headers,
        body: uploading ? { bytes: bytes.length } : body,
        status: 0,
        at: Date.now(),
      };
      requests.push(record);
      const delayIndex = delays.findIndex(
        (d) =>
          (d.method === undefined || d.method === method) &&
          (d.path === undefined || parsedUrl.pathname === d.path),
      );
      if (delayIndex !== -1) {
        const delay = delays[delayIndex];
        delay.count -= 1;
        if (delay.count <= 0) delays.splice(delayIndex, 1);
        if (delay.answerOnly) {
          holdAnswer(res, delay.ms);
          return handle(record, method, parsedUrl, body, headers, res);
        }
        return void setTimeout(() => handle(record, method, parsedUrl, body, headers, res), delay.ms);
      }
      handle(record, method, parsedUrl, uploading ? bytes : body, headers, res);
    });
  });

  const handle = (record, method, parsedUrl, body, headers, res) => {
    {
      const originalWriteHead = res.writeHead.bind(res);
      // @ts-expect-error: record the status whatever answers.
      res.writeHead = (status, ...rest) => {
        record.status = status;
        return originalWriteHead(status, ...rest);
      };

      const faultIndex = faults.findIndex(
        (fault) =>
          (fault.method === undefined || fault.method === method) &&
          (fault.path === undefined || parsedUrl.pathname.includes(fault.path)),
      );
      if (faultIndex !== -1) {
        const fault = faults[faultIndex];
        fault.count -= 1;
        if (fault.count <= 0) faults.splice(faultIndex, 1);
        const status = fault.status;
        const bodyOut =
          fault.body ??
          (status === 401
            ? { code: 'TOKEN_INVALID', error: 'Token is invalid.' }
            : {
                code: status === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE',
                error: `Fake platform fault ${status}`,
              });
        return send(res, status, bodyOut);
      }
      if (revoked.has(String(headers.authorization).replace(/^Bearer /, ''))) {
        return send(res, 401, { code: 'TOKEN_REVOKED', error: 'Token has been revoked.' });
      }
      if (method === 'PUT' && parsedUrl.pathname.startsWith(DATASET_UPLOAD_PREFIX)) {
        res.writeHead(datasets.put(parsedUrl.pathname, body), { 'content-length': 0 });
        return res.end();
      }
      if (method === 'PUT' && parsedUrl.pathname.startsWith('/_fake/uploads/')) {
        // A presigned URL: it carries its own authority, never the platform token.
        const [status, extra] = imports.put(parsedUrl.pathname, parsedUrl.search, body);
        res.writeHead(status, { 'content-length': 0, ...extra });
        return res.end();
      }
      if (headers.authorization !== `Bearer ${token}`) {
        return send(res, 401, { code: 'TOKEN_INVALID', error: 'Token is invalid.' });
      }
      if (!parsedUrl.pathname.startsWith('/api/cli/')) return notFound(res, 'endpoint');
      const parts = parsedUrl.pathname
        .slice('/api/cli/'.length)
        .split('/')
        .filter(Boolean)
        .map((part) => decodeURIComponent(part));
      if (!UNSCOPED.has(parts[0] ?? '')) {
        const git = headers['x-osmosis-git'];
        if (git === undefined && headers['x-osmosis-workspace'] === undefined) {
          return send(res, 400, {
            code: 'GIT_SCOPE_HEADER_REQUIRED',
            error: 'Workspace-scoped requests need X-Osmosis-Git: <owner>/<repo> (or X-Osmosis-Workspace).',
          });
        }
        if (git !== undefined && !GIT_IDENTITY.test(git)) {
          return send(res, 400, {
            code: 'GIT_SCOPE_HEADER_INVALID',
            error: `X-Osmosis-Git must be a lower-case <owner>/<repo>, not ${JSON.stringify(git)}.`,
          });
        }
      }
      try {
        route(method, parts, parsedUrl.searchParams, body, res);
      } catch (error) {
        send(res, 500, {
          error: `fake platform bug: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
  };

  const listening = await listenOnLoopback(server, options.port);
  url = listening.url;
  const { port } = listening;

  const matching = (kind, predicate) =>
    requests.filter((r) => {
      const collection = Object.entries(COLLECTIONS).find(([, k]) => k === kind)?.[0];
      return r.path.startsWith(`/api/cli/${collection}`) && predicate(r);
    });

  return {
    url,
    port,
    get token() {
      return token;
    },
    requests,
    runs: () =>
      [...runs.values()].map((run) => ({
        kind: run.kind,
        id: run.id,
        name: run.name,
        status: statusOf(run, false),
        secretScopes: run.secretScopes ?? {},
        attempts: run.attempts ?? 1,
        commitSha: run.body?.experiment_config?.commit_sha ?? null,
      })),
    submits: (kind) =>
      matching(
        kind,
        (r) => r.method === 'POST' && /^\/api\/cli\/[a-z-]+-runs$/.test(r.path) && r.status < 300,
      ),
    stops: (kind) => matching(kind, (r) => r.method === 'POST' && r.path.endsWith('/stop')),
    retries: () => matching('eval', (r) => r.method === 'POST' && r.path.endsWith('/retry')),
    published: () => imports.published(),
    datasetUploads: () => datasets.uploaded(),
    importStarts: imports.starts,
    uploads: () => requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/_fake/uploads/')),
    setToken(next) {
      token = next;
    },
    revoke(revokedToken) {
      revoked.add(revokedToken);
      if (revokedToken === token) token = `${token}-replaced`;
    },
    setScript(next) {
      script = normalizeScript(next);
    },
    fail(fault) {
      faults.push({ count: 1, ...fault });
    },
    clearFaults() {
      faults.length = 0;
    },
    commits: (kind) =>
      matching(kind, (r) => r.method === 'POST' && /^\/api\/cli\/[a-z-]+-runs$/.test(r.path)).map((r) => ({
        commit_sha: r.body?.experiment_config?.commit_sha ?? null,
        branch: r.body?.experiment_config?.branch ?? null,
        status: r.status,
      })),
    delay(rule) {
      delays.push({ count: 1, ...rule });
    },
    requireUpgrade(message = 'osmosis-ai 0.3.8 is no longer supported. Run: osmosis upgrade', count = 1) {
      // The body the CLI parses for a 426 (platform_client.upgrade_required_message): {status, message}.
      faults.push({ count, status: 426, body: { status: 'unsupported', message } });
    },
    requireBilling(path, count = 1) {
      // 403 + BILLING_REQUIRED is what osmosis 0.3.8 maps to its BILLING_REQUIRED code (output/error.py).
      faults.push({
        count,
        path,
        status: 403,
        body: {
          code: 'BILLING_REQUIRED',
          error: 'Add a payment method to this workspace to run managed jobs.',
          platform_url: `${url}/settings/billing`,
        },
      });
    },
    setBranchHead(branch, sha) {
      branchHeads.set(branch, sha);
    },
    unknownCommit(sha, times = 1_000_000, mode = 'clone') {
      unknownCommit = { sha, remaining: times, mode };
    },
    logRequests: (kind) => matching(kind, (r) => r.method === 'GET' && r.path.endsWith('/logs')),
    setStatus(kind, name, status) {
      const run = findRun(kind, name);
      if (!run) throw new Error(`no ${kind} run ${name}`);
      run.statuses = [status];
      run.startedAt = Date.now();
      run.stopped = status === 'stopped';
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

serveWhenRunDirectly(import.meta.url, {
  name: 'fake platform server',
  urlVariable: 'OSMOSIS_PLATFORM_URL',
  options: { script: { type: 'string' }, token: { type: 'string' } },
  start: async (values, port) =>
    startPlatformServer({
      script:
        typeof values.script === 'string' ? JSON.parse(await readFile(values.script, 'utf8')) : undefined,
      port,
      token: typeof values.token === 'string' ? values.token : undefined,
    }),
});
