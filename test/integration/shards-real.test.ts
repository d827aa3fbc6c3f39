/**
 * Matrix shards at the CLI level: three `eval-run --shard i/3` runs of the committed bundle over the REAL
 * osmosis CLI, then `eval-merge --shards 3` (its viewer.html too), against an unsharded run of the same rows. Only the model is
 * fake, on 127.0.0.1. (A 3-leg matrix under act would pay three rollout environments and cache round
 * trips; this proves the same merge with the same bundle.)
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { runtimeToken, startArtifactServer } from '../fakes/artifact-server.mjs';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { runActionStep } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';
import { viewerData } from '../helpers/viewer-browser.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const TIMEOUT = 600_000;

let server: ModelServer;
let osmosisBin: string;
let env: NodeJS.ProcessEnv;
let ws: string;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script });
  const test = osmosisTestEnv({ modelUrl: server.url });
  osmosisBin = test.osmosisBin;
  env = { ...test.env, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' };
  ws = await prepareExampleWorkspace(join(await mkdtemp(join(tmpdir(), 'shards-')), 'ws'), EXAMPLE_DIR);
});
afterAll(() => server?.close());

const cli = (args: string[]) => runCli([...args, '--osmosis-path', osmosisBin, '--json'], { cwd: ws, env });
const evalRun = (args: string[]) =>
  cli([
    'eval-run',
    'configs/eval/quickstart.toml',
    '--dataset-file',
    'data/quickstart.jsonl',
    '--min-pass-rate',
    '0.7',
    ...args,
  ]);
const merge = (args: string[]) =>
  runCli(['eval-merge', 'configs/eval/quickstart.toml', '--min-pass-rate', '0.7', '--json', ...args], {
    cwd: ws,
    env,
  });
const printed = (run: Finished) => JSON.parse(run.stdout) as EvalRunResult;

describe('eval-run --shard and eval-merge', () => {
  it(
    "three shards merge into the unsharded run's pass rate and verdict; a missing shard fails by name",
    async () => {
      // Saved as the baseline: its rows, with their durations, join the row history in bl/.
      const whole = await evalRun(['--run-name', 'whole', '--save-baseline', '--baseline-dir', 'bl']);
      expect(whole.code, whole.stderr).toBe(0);

      const legs: EvalRunResult[] = [];
      for (const shard of ['1/3', '2/3', '3/3']) {
        const leg = await evalRun(['--run-name', 'pr', '--shard', shard]);
        expect(leg.code === 0 || leg.code === 1, leg.stderr).toBe(true);
        legs.push(printed(leg));
      }
      expect(legs.map((leg) => leg.runName)).toEqual(['pr.s1of3', 'pr.s2of3', 'pr.s3of3']);
      expect(legs.map((leg) => leg.shard?.rows)).toEqual(['0-2', '3-5', '6-9']);
      expect(legs[0]?.shard).toMatchObject({
        split: 'contiguous',
        splitReason: expect.stringMatching(/no baseline-dir/),
      });
      expect(legs.reduce((sum, leg) => sum + (leg.metrics?.total ?? 0), 0)).toBe(10);

      const before = server.calls;
      const merged = await merge(['--run-name', 'pr', '--shards', '3']);
      expect(merged.code, merged.stderr).toBe(0);
      expect(server.calls).toBe(before); // merging starts nothing
      const result = printed(merged);
      const reference = printed(whole);
      expect(result.verdict).toBe(reference.verdict);
      for (const key of ['total', 'completed', 'passed', 'failed', 'passRate', 'reward', 'tokens'] as const) {
        expect(result.metrics?.[key], key).toEqual(reference.metrics?.[key]);
      }
      expect(result.shards?.parts.map((part) => part.runName)).toEqual(['pr.s1of3', 'pr.s2of3', 'pr.s3of3']);
      // The legs ran side by side: the merged duration is the longest leg's, not the merge's own.
      const legDurations = legs.map((leg) => leg.metrics?.durationMs ?? Number.NaN);
      expect(result.metrics?.durationMs).toBe(Math.max(...legDurations));
      // The merged rows are dataset rows: the same failing rows as the unsharded run.
      const rowsOf = async (name: string) =>
        JSON.parse(await readFile(join(ws, '.osmosis/ci', name, 'rows.json'), 'utf8')) as {
          outcomes: string[];
        };
      expect((await rowsOf('pr')).outcomes).toEqual((await rowsOf('whole')).outcomes);
      // junit.xml (the junit-path output): one test case per work item across the legs, as the unsharded
      // run's, with the same failing row.
      const junitOf = (name: string) => readFile(join(ws, '.osmosis/ci', name, 'junit.xml'), 'utf8');
      const cases = (xml: string) =>
        [...xml.matchAll(/<testcase (?:[^>]* )?name="([^"]*)"/g)].map((m) => m[1]).sort();
      const failures = (xml: string) => xml.match(/<failure /g)?.length ?? 0;
      const [mergedJunit, wholeJunit] = [await junitOf('pr'), await junitOf('whole')];
      expect(cases(mergedJunit)).toHaveLength(10);
      expect(cases(mergedJunit)).toEqual(cases(wholeJunit));
      expect(failures(mergedJunit)).toBe(failures(wholeJunit));
      expect(merged.stderr).toContain(`JUnit: ${join(ws, '.osmosis/ci/pr/junit.xml')}`);
      // The merged run's viewer: every leg's rows in dataset order, as the unsharded run's viewer has them,
      // and failing row 7 (row 1 of the third leg's selection) with its trajectory from that leg.
      const viewerOf = async (name: string) =>
        viewerData(await readFile(join(ws, '.osmosis/ci', name, 'viewer.html'), 'utf8'));
      expect(merged.stderr).toContain(`Viewer: ${join(ws, '.osmosis/ci/pr/viewer.html')}`);
      const mergedViewer = await viewerOf('pr');
      const wholeViewer = await viewerOf('whole');
      const shown = (rows: typeof mergedViewer.rows) => rows.map((row) => [row.row, row.status, row.answer]);
      expect(shown(mergedViewer.rows)).toEqual(shown(wholeViewer.rows));
      expect(mergedViewer.rows.map((row) => row.row)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(mergedViewer.rows[7]).toMatchObject({ status: 'below-threshold', expected: 'Au', answer: 'Ag' });
      expect(mergedViewer.rows[7]?.input).toContain('What is the chemical symbol for gold?');
      expect(mergedViewer.rows[7]?.logs?.length).toBeGreaterThan(0);
      await mergeActionUploadsViewer();

      // A leg that never arrived: the merge fails, naming it.
      const evals = join(ws, '.osmosis/evals');
      await rename(join(evals, 'pr.s2of3'), join(ws, 'away'));
      const missing = await merge(['--run-name', 'pr', '--shards', '3']);
      expect(missing.code).toBe(3);
      expect(printed(missing).error?.message).toMatch(/^Missing shard: pr\.s2of3 /);
      // Shards of another count are refused too, not merged as if they were these.
      const wrong = await merge(['--run-name', 'pr', '--shards', '2']);
      expect(wrong.code).not.toBe(0);
      expect(printed(wrong).error?.message).toMatch(/pr\.s\dof2/);
      await rename(join(ws, 'away'), join(evals, 'pr.s2of3'));
      expect((await readdir(evals)).filter((name) => name.startsWith('pr.'))).toHaveLength(3);

      await tamperedCopies(evals);
      await baselineFromAnotherDataset();
      await splitByDuration(printed(whole));
    },
    TIMEOUT,
  );
});

/**
 * The eval-merge action on the same legs (it starts no osmosis) with upload-artifact: true: the merged
 * run's viewer.html is its own artifact, byte for byte, and the summary's failing rows link to it.
 */
async function mergeActionUploadsViewer(): Promise<void> {
  const artifacts = await startArtifactServer();
  try {
    const step = await runActionStep('dist/action/eval-merge.js', {
      cwd: ws,
      env: {
        ...env,
        GITHUB_WORKSPACE: ws,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/widgets',
        GITHUB_RUN_ID: '77',
        ACTIONS_RESULTS_URL: artifacts.url,
        ACTIONS_RUNTIME_TOKEN: runtimeToken(),
      },
      inputs: {
        config: 'configs/eval/quickstart.toml',
        shards: '3',
        'run-name': 'pr',
        'min-pass-rate': '0.7',
        'comment-mode': 'off',
        'upload-artifact': 'true',
      },
    });
    expect(step.code, step.stdout + step.stderr).toBe(0);
    const file = step.outputs['viewer-path'] ?? '';
    expect(file).toBe(join(ws, '.osmosis/ci/pr/viewer.html'));
    const artifact = artifacts.artifacts.find((a) => a.finalized && a.name === 'osmosis-viewer-pr.html');
    expect(artifact?.data.equals(await readFile(file))).toBe(true);
    const link = `https://github.com/acme/widgets/actions/runs/77/artifacts/${artifact?.id}`;
    expect(step.outputs['viewer-artifact-url']).toBe(link);
    expect(step.summary).toContain(`[the run viewer](${link})`);
  } finally {
    await artifacts.close();
  }
}

/** A copy of the three real legs as run `name`, its manifests' run_name to match (as a leg of that name). */
async function copyLegs(evals: string, name: string): Promise<string[]> {
  const dirs: string[] = [];
  for (const i of [1, 2, 3]) {
    const dir = join(evals, `${name}.s${i}of3`);
    await cp(join(evals, `pr.s${i}of3`), dir, { recursive: true });
    await editJson(join(dir, 'manifest.json'), (manifest) => {
      manifest.run_name = `${name}.s${i}of3`;
    });
    dirs.push(dir);
  }
  return dirs;
}

// biome-ignore lint/suspicious/noExplicitAny: tampering edits the files freely
type Json = Record<string, any>;

async function editJson(file: string, change: (value: Json) => void): Promise<void> {
  const value = JSON.parse(await readFile(file, 'utf8'));
  change(value);
  await writeFile(file, JSON.stringify(value, null, 2));
}

/**
 * Legs that do not belong together and journals not as osmosis wrote them, built from the real legs'
 * files (osmosis 0.3.8's own manifests): each refused with exit 2 before anything is merged.
 */
async function tamperedCopies(evals: string): Promise<void> {
  const refused = async (name: string, message: RegExp) => {
    const run = await merge(['--run-name', name, '--shards', '3']);
    expect(run.code, run.stderr).toBe(2);
    expect(printed(run).verdict).toBe('error');
    expect(printed(run).error?.message).toMatch(message);
  };
  // The real manifest locks what the merge compares.
  const real = JSON.parse(await readFile(join(evals, 'pr.s2of3/manifest.json'), 'utf8'));
  expect(real.inputs.dataset.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(real.inputs.dataset.selected_source_rows).toBe('3-5');

  // A leg run on another dataset (other bytes: another sha256).
  const [, ds2] = await copyLegs(evals, 'ds');
  await editJson(join(ds2 as string, 'manifest.json'), (m) => {
    m.inputs.dataset.sha256 = 'f'.repeat(64);
  });
  await refused(
    'ds',
    /^The shard legs did not run the same eval: dataset \(the sha256 of its bytes\) \(manifest\.json inputs\.dataset\.sha256\) differs\. ds\.s1of3 and ds\.s3of3 ran "[0-9a-f]{12}…"; ds\.s2of3 ran "ffffffffffff…"/,
  );

  // A leg run with another model.
  const [, , model3] = await copyLegs(evals, 'model');
  await editJson(join(model3 as string, 'manifest.json'), (m) => {
    m.inputs.model_path = 'openai/another-model';
  });
  await refused(
    'model',
    /model \(manifest\.json inputs\.model_path\) differs\. .*model\.s3of3 ran "openai\/another-model"/,
  );

  // Duplicated index lines: 10 rows must not count as 15 work items.
  const [dup1] = await copyLegs(evals, 'dup');
  const index = join(dup1 as string, 'index.jsonl');
  const lines = (await readFile(index, 'utf8')).trimEnd().split('\n');
  await writeFile(index, `${[...lines, ...lines].join('\n')}\n`);
  await refused(
    'dup',
    new RegExp(
      `^\\.osmosis/evals/dup\\.s1of3/index\\.jsonl:${lines.length + 1}: row_index 0, run_index 0 is already on line 1\\. osmosis writes one line per work item`,
    ),
  );

  // Rewards hand-edited in a leg's index.jsonl: every work item of the leg with failing row 7 made to pass.
  const [, , edited3] = await copyLegs(evals, 'rw');
  const editedIndex = join(edited3 as string, 'index.jsonl');
  const editedLines = (await readFile(editedIndex, 'utf8')).trimEnd().split('\n');
  await writeFile(
    editedIndex,
    `${editedLines.map((line) => JSON.stringify({ ...JSON.parse(line), status: 'success', reward: 1 })).join('\n')}\n`,
  );
  await refused(
    'rw',
    /^\.osmosis\/evals\/rw\.s3of3\/index\.jsonl: Leg rw\.s3of3: \.osmosis\/evals\/rw\.s3of3\/metrics\.json counts 2 passed \(summary\.passed\) of 4 work items at pass_threshold [\d.]+, but the rewards and statuses in \.osmosis\/evals\/rw\.s3of3\/index\.jsonl give 4 passed: index\.jsonl was edited after osmosis scored the run\./,
  );

  // A journal with no manifest.
  const [, bare2] = await copyLegs(evals, 'bare');
  await rm(join(bare2 as string, 'manifest.json'));
  await refused('bare', /^\.osmosis\/evals\/bare\.s2of3\/manifest\.json: not found: .* Re-run that leg/);
}

/**
 * The unsharded run's result as the baseline: the same dataset is paired row by row; the same result
 * marked as from another dataset of 4 rows (as one saved there would be) is not, and the report says why.
 */
async function baselineFromAnotherDataset(): Promise<void> {
  const whole = join(ws, '.osmosis/ci/whole');
  const saved = JSON.parse(await readFile(join(whole, 'result.json'), 'utf8')) as EvalRunResult;
  expect(saved.dataset).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), rows: 10 });
  const same = await merge(['--run-name', 'pr', '--shards', '3', '--baseline-dir', '.osmosis/ci/whole']);
  expect(same.code, same.stderr).toBe(0);
  expect(printed(same).dataset).toEqual(saved.dataset);
  expect(printed(same).baseline?.status).toBe('compared');
  expect(printed(same).baseline?.paired?.items).toBe(10);

  const other = join(ws, 'baseline-other');
  await cp(whole, other, { recursive: true });
  await editJson(join(other, 'result.json'), (result) => {
    result.dataset = { sha256: 'e'.repeat(64), rows: 4 };
  });
  await editJson(join(other, 'rows.json'), (rows) => {
    rows.outcomes = ['PPPP'];
  });
  const run = await merge([
    '--run-name',
    'pr',
    '--shards',
    '3',
    '--baseline-dir',
    'baseline-other',
    '--max-regression',
    '0',
  ]);
  expect(run.code, run.stderr).toBe(0);
  const baseline = printed(run).baseline;
  expect(baseline?.status).toBe('unusable');
  expect(baseline?.paired).toBeUndefined();
  expect(baseline?.message).toMatch(
    /^The baseline ran on another dataset \(4 rows, sha256 eeeeeeeeeeee\) than this run \(10 rows, sha256 [0-9a-f]{12}\): .* rows are not paired .*; max-regression is not applied\.$/,
  );
}

/**
 * Two legs split by the durations the row history recorded from the whole run's real journal (rows 8
 * and 9 made 10x the slowest there): each leg computes the same split, not the contiguous one, and
 * eval-merge merges them into the unsharded run's result.
 */
async function splitByDuration(reference: EvalRunResult): Promise<void> {
  const file = join(ws, 'bl/history.json');
  const history = JSON.parse(await readFile(file, 'utf8')) as Json;
  const order = history.order as string[];
  expect(order).toHaveLength(10);
  // osmosis's duration_ms of each row's item, in whole milliseconds, keyed by row identity.
  const recorded = order.map((key) => history.durations[key]);
  expect(
    recorded.every((ms) => Number.isInteger(ms) && ms > 0),
    JSON.stringify(recorded),
  ).toBe(true);
  const slow = 10 * Math.max(...recorded);
  history.durations[order[8] as string] = slow;
  history.durations[order[9] as string] = slow;
  await writeFile(file, JSON.stringify(history));

  const legs: EvalRunResult[] = [];
  for (const shard of ['1/2', '2/2']) {
    const leg = await evalRun(['--run-name', 'dur', '--shard', shard, '--baseline-dir', 'bl']);
    expect(leg.code === 0 || leg.code === 1, leg.stderr).toBe(true);
    expect(leg.stderr).toMatch(/split by duration: the row history records all rows' durations/);
    legs.push(printed(leg));
  }
  const rows = legs.map((leg) => leg.shard?.rows ?? '');
  expect(legs.map((leg) => leg.shard?.split)).toEqual(['duration', 'duration']);
  expect(rows).not.toEqual(['0-4', '5-9']);
  const ran = rows.map((text) =>
    text.split(',').flatMap((part) => {
      const [from, to] = part.split('-').map(Number) as [number, number];
      return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
    }),
  );
  expect(ran.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(ran.findIndex((leg) => leg.includes(8))).not.toBe(ran.findIndex((leg) => leg.includes(9)));

  const merged = await merge(['--run-name', 'dur', '--shards', '2']);
  expect(merged.code, merged.stderr).toBe(0);
  const result = printed(merged);
  expect(result.verdict).toBe(reference.verdict);
  for (const key of ['total', 'completed', 'passed', 'failed', 'passRate', 'reward', 'tokens'] as const) {
    expect(result.metrics?.[key], key).toEqual(reference.metrics?.[key]);
  }
  const outcomesOf = async (name: string) =>
    (JSON.parse(await readFile(join(ws, '.osmosis/ci', name, 'rows.json'), 'utf8')) as { outcomes: string[] })
      .outcomes;
  expect(await outcomesOf('dur')).toEqual(await outcomesOf('whole'));
}
