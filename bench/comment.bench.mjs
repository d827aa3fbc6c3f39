// REST calls (and wall time) per sticky PR comment post, through the committed CLI bundle
// (`node dist/cli/index.js comment <result.json> …`) against the loopback GitHub fake.
// Goal: an update costs ≤ 2 REST calls with ≤ 100 comments on the PR.
//
// Usage: node bench/comment.bench.mjs   (after `npm run build`; prints a markdown table)
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGitHubApi } from '../test/fakes/github-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli', 'index.js');
const TOKEN = 'ghs_bench';

function result(passed) {
  const completed = 20;
  return {
    schemaVersion: 1,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: '0.1.0' },
    osmosisVersion: '0.3.8',
    config: 'configs/eval/quickstart.toml',
    runName: 'quickstart-pr7',
    runDir: '.osmosis/evals/quickstart-pr7',
    verdict: passed >= 18 ? 'passed' : 'failed',
    exitCode: passed >= 18 ? 0 : 1,
    gate: {
      verdict: passed >= 18 ? 'passed' : 'failed',
      blocking: passed < 18,
      gateOn: 'pass-rate',
      threshold: 0.9,
      observed: passed / completed,
      reason: 'bench',
    },
    metrics: {
      status: 'finished',
      total: completed,
      completed,
      passed,
      failed: completed - passed,
      skipped: 0,
      graded: completed,
      passRate: passed / completed,
      passRateInterval: { lower: 0.5, upper: 0.99, confidence: 0.95 },
      passThreshold: 1,
      reward: null,
      runsPerRow: 1,
      passAtK: [],
      tokens: 1000,
      durationMs: 1000,
      resumedRows: 0,
      failureGroups:
        passed === completed
          ? []
          : [{ errorType: 'agent_error', count: completed - passed, rows: [{ rowIndex: 1, runIndex: 0 }] }],
    },
    error: null,
    warnings: [],
    startedAt: '2026-11-29T10:00:00.000Z',
    finishedAt: '2026-11-29T10:00:01.000Z',
    durationMs: 1000,
    links: {},
    commentKey: 'bench/eval/configs/eval/quickstart.toml',
  };
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, ms: performance.now() - started, stderr }));
  });
}

const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-comment-bench-'));
const files = [];
for (const passed of [17, 18, 20]) {
  const file = join(dir, `result-${passed}.json`);
  await writeFile(file, JSON.stringify(result(passed)));
  files.push(file);
}

const rows = [];
try {
  for (const others of [0, 30, 99, 250]) {
    const gh = await startGitHubApi({ token: TOKEN });
    gh.seed('acme/widgets', 7, others);
    const env = { ...process.env, GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: '', GITHUB_API_URL: '' };
    const args = (file) => ['comment', file, '--repo', 'acme/widgets', '--pr', '7', '--api-url', gh.url];
    for (const [step, file] of [
      ['first post (create)', files[0]],
      ['update (new body)', files[1]],
      ['update (new body)', files[2]],
      ['re-post, same body', files[2]],
    ]) {
      gh.resetLog();
      const outcome = await run(args(file), env);
      if (outcome.code !== 0) throw new Error(`comment exited ${outcome.code}: ${outcome.stderr}`);
      rows.push({
        others,
        total: gh.comments('acme/widgets', 7).length,
        step,
        rest: gh.restCalls,
        calls: gh.log
          .map((r) => `${r.method}${r.method === 'GET' ? `(p${r.query.page ?? 1})` : ''}`)
          .join(' '),
        ms: outcome.ms,
      });
    }
    await gh.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

console.log(
  `Machine: ${cpus().length} CPUs, Node ${process.version}, 1-min load average ${loadavg()[0]?.toFixed(2)}. Run on ${new Date().toISOString().slice(0, 10)}.\n`,
);
console.log('| other comments | comments after | step | REST calls | calls | wall (CLI process) |');
console.log('| -------------: | -------------: | ---- | ---------: | ----- | -----------------: |');
for (const row of rows) {
  console.log(
    `| ${row.others} | ${row.total} | ${row.step} | ${row.rest} | ${row.calls} | ${Math.round(row.ms)} ms |`,
  );
}
const updates = rows.filter((row) => row.step.startsWith('update') && row.total <= 100);
const worst = Math.max(...updates.map((row) => row.rest));
console.log(
  `\nUpdates with ≤ 100 comments on the PR: at most ${worst} REST calls each (goal ≤ 2: ${worst <= 2 ? 'met' : 'NOT met'}).`,
);
