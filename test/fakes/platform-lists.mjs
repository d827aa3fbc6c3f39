// The list and catalog endpoints of the fake Osmosis platform, as osmosis-ai 0.3.8 reads them
// (osmosis_ai/platform/api/client.py list_eval_runs, list_training_runs, list_benchmark_runs, list_benchmarks,
// get_benchmark; the models in platform/api/models.py):
//
//   GET /api/cli/eval-runs?limit&offset           {eval_runs:[EvaluationRun], total_count, has_more, next_offset}
//   GET /api/cli/training-runs?limit&offset       {training_runs:[TrainingRun], …}
//   GET /api/cli/benchmark-runs?limit&offset[&benchmark]  {benchmark_runs:[BenchmarkRun], …}
//   GET /api/cli/benchmarks?limit&offset          {benchmarks:[BenchmarkCatalogEntry], …}
//   GET /api/cli/benchmarks/{name_or_id}          {benchmark:{…BenchmarkCatalogDetail}, leaderboard:[]}
//
// Pagination as the CLI's paginated_fetch expects it: newest first, `limit` 1..50 (anything else is a 400
// VALIDATION naming the field), `offset` from 0, `next_offset` null on the last page. Keys in the models'
// `data["…"]` (required) are always present; the rest are the optional ones the CLI prints.

/** The benchmarks the fake workspace's catalog holds (one, unless a script says otherwise). */
export const DEFAULT_BENCHMARKS = [
  {
    id: 'bench-1',
    name: 'fake-bench',
    description: 'A fake benchmark of the fake platform.',
    source_type: 'registry',
    source_ref: 'fake/fake-bench@1',
    task_count: 20,
    category_count: 2,
    task_sets: [{ name: 'default', task_count: 20, recommended: true, description: 'Every task.' }],
    runner_family: 'harbor',
    supports_harness: true,
    requires_harness: false,
    requires_judge_model: false,
    pass_threshold: 1,
    categories: [
      { name: 'easy', task_count: 10 },
      { name: 'hard', task_count: 10 },
    ],
  },
];

/**
 * A page of `items` as the platform answers a list request, or a 400 for a limit the platform refuses.
 * @param {unknown[]} items newest first
 * @param {URLSearchParams} query
 * @param {string} key the plural key (`eval_runs`, …)
 * @returns {[number, Record<string, unknown>]}
 */
export function page(items, query, key) {
  const limit = Number(query.get('limit') ?? 50);
  const offset = Number(query.get('offset') ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
    return [400, { code: 'VALIDATION', error: 'limit must be an integer from 1 to 50.', field: 'limit' }];
  }
  if (!Number.isInteger(offset) || offset < 0) {
    return [400, { code: 'VALIDATION', error: 'offset must be a non-negative integer.', field: 'offset' }];
  }
  const slice = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? offset + limit : null;
  return [200, { [key]: slice, total_count: items.length, has_more: next !== null, next_offset: next }];
}

/**
 * Answers the list and catalog requests; undefined for any other request.
 * @param {{
 *   runs: () => any[],
 *   statusOf: (run: any) => string,
 *   evalDetail: (run: any, status: string) => any,
 *   trainingDetail: (run: any, status: string) => any,
 *   benchmarkDetail: (run: any, status: string) => any,
 *   benchmarks: () => any[],
 * }} platform
 * @param {string} method
 * @param {string[]} parts the path under /api/cli/
 * @param {URLSearchParams} query
 * @returns {[number, unknown] | undefined}
 */
export function routeLists(platform, method, parts, query) {
  if (method !== 'GET') return undefined;
  const [first, second] = parts;
  const newestFirst = (kind) =>
    platform
      .runs()
      .filter((run) => run.kind === kind)
      .reverse();
  if (first === 'eval-runs' && parts.length === 1) {
    const rows = newestFirst('eval').map((run) => evalRow(platform.evalDetail(run, platform.statusOf(run))));
    return page(rows, query, 'eval_runs');
  }
  if (first === 'training-runs' && parts.length === 1) {
    const rows = newestFirst('training').map(
      (run) => platform.trainingDetail(run, platform.statusOf(run)).training_run,
    );
    return page(rows, query, 'training_runs');
  }
  if (first === 'benchmark-runs' && parts.length === 1) {
    const wanted = query.get('benchmark');
    const rows = newestFirst('benchmark')
      .map((run) => platform.benchmarkDetail(run, platform.statusOf(run)).benchmark_run)
      .filter((row) => wanted === null || row.benchmark_id === wanted);
    return page(rows, query, 'benchmark_runs');
  }
  if (first === 'benchmarks' && parts.length === 1) {
    return page(platform.benchmarks().map(catalogEntry), query, 'benchmarks');
  }
  if (first === 'benchmarks' && parts.length === 2) {
    const found = platform.benchmarks().find((b) => b.name === second || b.id === second);
    if (!found) return [404, { code: 'NOT_FOUND', error: `Benchmark ${second} not found` }];
    return [200, { benchmark: { ...catalogEntry(found), tasks: tasksOf(found) }, leaderboard: [] }];
  }
  return undefined;
}

/** One `eval list` row: EvaluationRun's keys, built from the same detail `eval info` answers. */
function evalRow(detail) {
  return {
    ...detail.eval_run,
    model: { name: detail.config?.model_path ?? null },
    dataset: detail.dataset,
    rollout: detail.rollout,
    results: detail.results,
    config: detail.config,
  };
}

function catalogEntry(benchmark) {
  return {
    sync_status: 'ready',
    synced_task_count: benchmark.task_count,
    run_count: 0,
    running_count: 0,
    ...benchmark,
  };
}

function tasksOf(benchmark) {
  const tasks = [];
  for (let i = 0; i < benchmark.task_count; i++) {
    const category = benchmark.categories?.[i % Math.max(1, benchmark.categories.length)]?.name ?? null;
    tasks.push({ name: `task-${i + 1}`, category, difficulty: category === 'hard' ? 'hard' : 'easy' });
  }
  return tasks;
}
