/**
 * Waivers and the accepting label end to end: the committed CLI bundle drives the REAL osmosis CLI over a
 * 20-row dataset (n = 3, so two broken rows are a significant drop on their own); the model and GitHub are
 * fake. One default-branch run saves the baseline; each pull-request variant is one osmosis run that
 * breaks rows 0-4: three waived fails naming the other two; all five waived passes, the comment listing
 * the waivers, an expired one a warning; the label accepts the regression and the comment names who
 * added it. The baseline line is in each comment; a baseline dated 20 days back warns.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const ROWS = 20;
const REPLY = 'ok';
const BROKEN = [0, 1, 2, 3, 4];
const TIMEOUT = 600_000;
const REPO = 'acme/evals';
const PR = 7;

let server: ModelServer;
let github: GitHubApi;
let ws: string;
let osmosisBin: string;
let baseEnv: NodeJS.ProcessEnv;

const prompt = (row: number) => `Question ${row}: answer with one word.`;
// Rows 0-2 are "refusal-*", the rest "task-*": a waiver names rows by their id column.
const rowId = (row: number) => (row < 3 ? `refusal-${row}` : `task-${row}`);

const waiver = (rows: string, expires: string, owner = '@alice') =>
  `[[waiver]]\nrows = ${rows}\nreason = "Refuses on purpose (#42)"\nowner = "${owner}"\nexpires = ${expires}\n`;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  server = await startModelServer({ script: { defaultReply: REPLY, rules: [] } });
  github = await startGitHubApi();
  ({ osmosisBin, env: baseEnv } = osmosisTestEnv({ modelUrl: server.url }));
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-waivers-')), 'ws'),
    EXAMPLE_DIR,
  );
  const lines = Array.from({ length: ROWS }, (_, row) =>
    JSON.stringify({ id: rowId(row), user_prompt: prompt(row), ground_truth: REPLY }),
  );
  await writeFile(join(ws, 'data/rows.jsonl'), `${lines.join('\n')}\n`);
  const config = join(ws, 'configs/eval/quickstart.toml');
  await writeFile(config, (await readFile(config, 'utf8')).replace('n = 1', 'n = 3'));
  await mkdir(join(ws, '.osmosis-ci'), { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
  await github?.close();
});

function evalRun(runName: string, args: string[]): Promise<Finished> {
  return runCli(
    [
      'eval-run',
      'configs/eval/quickstart.toml',
      '--dataset-file',
      'data/rows.jsonl',
      '--run-name',
      runName,
      '--baseline-dir',
      'baseline',
      '--osmosis-path',
      osmosisBin,
      '--json',
      ...args,
    ],
    { cwd: ws, env: { ...baseEnv, QUICKSTART_TOKEN: DEMO_TOKEN, GITHUB_TOKEN: 'ghs_fake' } },
  );
}

const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;
const report = (runName: string) => readFile(join(ws, `.osmosis/ci/${runName}/report.md`), 'utf8');

// One pull request's run, judged again as its author edits the waivers or adds the label and re-runs the job:
// the run name is the same, so osmosis answers from the finished journal and no row is paid twice.
describe('waivers: a baseline, then a pull request that breaks rows 0-4', { shuffle: false }, () => {
  it(
    'three of five waived fails naming the other two; the baseline line is in the comment',
    async () => {
      const main = await evalRun('main-1', ['--save-baseline']);
      expect(main.code, main.stderr).toBe(0);
      server.setScript({
        defaultReply: REPLY,
        rules: BROKEN.map((row) => ({ match: prompt(row), reply: 'no' })),
      });
      await writeFile(join(ws, '.osmosis-ci/waivers.toml'), waiver('["refusal-*"]', '2099-01-31'));
      const pr = await evalRun('pr', ['--max-regression', '0']);
      expect(pr.code, pr.stderr).toBe(1);
      const result = printed(pr);
      expect(result.baseline?.regression?.blocking).toBe(true);
      // Only the two unwaived rows are evidence: 6 items pass → fail (n = 3), none the waived rows'.
      expect(result.baseline?.paired?.passToFail).toBe(6);
      expect([...new Set(result.baseline?.flipped?.passToFail.map((flip) => flip.rowIndex))]).toEqual([3, 4]);
      expect(result.baseline?.waivers?.applied[0]).toMatchObject({ rows: [0, 1, 2], failedRows: [0, 1, 2] });
      const comment = await report('pr');
      expect(comment).toContain('rows 0, 1, 2: Refuses on purpose (#42) (@alice, until 2099-01-31)');
      expect(comment).toMatch(/baseline: run main-1, less than a day old, history of 1 run/);
    },
    TIMEOUT,
  );

  it(
    'all five waived passes and lists the waivers; an expired waiver warns',
    async () => {
      await writeFile(
        join(ws, '.osmosis-ci/waivers.toml'),
        `${waiver('["refusal-*"]', '2099-01-31')}\n${waiver('[3, "task-4"]', '2020-01-01', '@bob')}`,
      );
      const calls = server.calls;
      const pr = await evalRun('pr', ['--max-regression', '0']);
      expect(pr.code, pr.stderr).toBe(0);
      // Judged again from the finished journal: no row reached the model.
      expect(server.calls).toBe(calls);
      const result = printed(pr);
      expect(result.baseline?.regression?.blocking).toBe(false);
      expect(result.baseline?.paired?.passToFail).toBe(0);
      expect(result.warnings.join('\n')).toContain(
        'waiver 2 (@bob, expired 2020-01-01) still waives its rows',
      );
      expect(pr.stderr).toContain('has expired');
      const comment = await report('pr');
      expect(comment).toContain('rows 0, 1, 2: Refuses on purpose (#42) (@alice, until 2099-01-31)');
      expect(comment).toContain('rows 3, 4: Refuses on purpose (#42) (@bob, ⚠️ expired 2020-01-01)');
    },
    TIMEOUT,
  );

  it(
    'the label accepts the regression and the comment names who added it; a 20-day-old baseline warns',
    async () => {
      await writeFile(join(ws, '.osmosis-ci/waivers.toml'), waiver('["refusal-*"]', '2099-01-31'));
      github.labelEvent(REPO, PR, { name: 'accept-regression', login: 'carol' });
      const saved = join(ws, 'baseline/result.json');
      const baseline = JSON.parse(await readFile(saved, 'utf8')) as EvalRunResult;
      const old = new Date(Date.now() - 20 * 86_400_000).toISOString();
      await writeFile(saved, JSON.stringify({ ...baseline, finishedAt: old }));
      const pr = await evalRun('pr', [
        '--max-regression',
        '0',
        '--waiver-label',
        'accept-regression',
        '--repo',
        REPO,
        '--pr',
        String(PR),
        '--api-url',
        github.url,
      ]);
      expect(pr.code, pr.stderr).toBe(0);
      const result = printed(pr);
      expect(result.baseline?.regression?.blocking).toBe(false);
      expect(result.baseline?.waivers?.label).toEqual({ name: 'accept-regression', addedBy: 'carol' });
      expect(result.baseline?.age).toMatchObject({ maxDays: 14, stale: true });
      expect(pr.stderr).toContain('older than baseline-max-age (14 days)');
      const [posted] = github.comments(REPO, PR);
      expect(posted?.body).toContain('**Accepted by the label** `accept-regression`, added by @carol');
      expect(posted?.body).toContain('baseline: run main-1, 20 days old, history of 1 run');
    },
    TIMEOUT,
  );
});
