/** eval-merge over fake deps: the legs' journals as eval-merge reads them, merged into one gated result. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalMerge, findShards } from '../../src/commands/eval-merge.js';
import { UsageError } from '../../src/core/errors.js';
import { parseEvalMergeInputs } from '../../src/core/eval-merge-inputs.js';
import type { IndexRow } from '../../src/core/journal/journal-files.js';
import type { EvalMergeDeps } from '../../src/core/ports.js';
import type { LegRead } from '../../src/core/shards/shard-lock.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const CONFIG = readFileSync(join(REPO_ROOT, 'examples/quickstart/configs/eval/quickstart.toml'), 'utf8');
const SHA = 'a'.repeat(64);
const EVALS = '/ws/.osmosis/evals';

const row = (row_index: number, reward: number): IndexRow =>
  ({
    row_index,
    run_index: 0,
    rollout_id: String(row_index).padStart(32, '0'),
    status: 'success',
    reward,
  }) as IndexRow;

/** Leg `name` over source rows `rows` ("0-2"), with a result for each of `results` (position in them -> reward). */
function leg(
  name: string,
  rows: string,
  results: [number, number][],
  change: Partial<LegRead> = {},
): LegRead {
  const dir = `.osmosis/evals/${name}`;
  const inputs = {
    model_path: 'openai/gpt-4o-mini',
    dataset: { sha256: SHA, selected_source_rows: rows },
    n: 1,
    rollout: { name: 'quickstart', entrypoint: 'main.py', source_digest: 'c'.repeat(64) },
    env: {},
    secret_names: [],
    timeouts: { agent_timeout_sec: 60.0, grader_timeout_sec: 30.0 },
    versions: { rollout_protocol: '0.3', dataset_normalization: 1, state_schema: 1 },
  };
  const indexRows = results.map(([r, reward]) => row(r, reward));
  return {
    name,
    manifestFile: `${dir}/manifest.json`,
    manifest: { schema_version: 1, local_run_id: '0'.repeat(32), run_name: name, inputs },
    passThreshold: 1,
    indexFile: `${dir}/index.jsonl`,
    rows: indexRows,
    lines: indexRows.map((_, i) => i + 1),
    metricsFile: `${dir}/metrics.json`,
    totalSamples: undefined,
    progressFile: `${dir}/progress.json`,
    totalRuns: undefined,
    sampledRows: undefined,
    datasetRows: 6,
    durationMs: 1000,
    ...change,
  };
}

const LEGS = () => [
  leg('pr.s1of2', '0-2', [
    [0, 1],
    [1, 1],
    [2, 0],
  ]),
  leg('pr.s2of2', '3-5', [
    [0, 1],
    [1, 1],
    [2, 1],
  ]),
];

/** The deps' members side by side, so that a test changes one by name. */
type FakeMembers = EvalMergeDeps['facts'] &
  EvalMergeDeps['wording'] &
  EvalMergeDeps['files'] &
  EvalMergeDeps['workspace'];

function fakes(
  legs: LegRead[],
  change: Partial<FakeMembers> = {},
): { deps: EvalMergeDeps; calls: string[]; infos: string[] } {
  const calls: string[] = [];
  const infos: string[] = [];
  let clock = 0;
  const members: FakeMembers = {
    cwd: '/ws',
    toolVersion: '9.9.9',
    runContext: { pullRequest: 7 },
    workflowRunUrl: undefined,
    log: {
      info: (message: string) => infos.push(message),
      warning: () => {},
      debug: () => {},
    } as unknown as FakeMembers['log'],
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
    readText: async (path) => {
      calls.push(`readText ${path}`);
      return CONFIG;
    },
    findWorkspace: async (start) => {
      calls.push(`findWorkspace ${start}`);
      return '/ws';
    },
    locate: async (config, start, workspace) => {
      calls.push(`locate ${config} ${start} ${workspace}`);
      return `/ws/${config}`;
    },
    readRunVersion: async (dir) => {
      calls.push(`readRunVersion ${dir}`);
      return '0.3.8';
    },
    listDir: async (dir) => {
      calls.push(`listDir ${dir}`);
      return [...legs.map((l) => l.name), 'other-run'];
    },
    readLegJournal: async (dir, name, workspace) => {
      calls.push(`readLegJournal ${dir} ${name} ${workspace}`);
      const found = legs.find((l) => l.name === name);
      if (!found) throw new Error(`no leg ${name}`);
      return found;
    },
    ...change,
  };
  const { cwd, toolVersion, runContext, workflowRunUrl, now, log } = members;
  const { readText, readRunVersion, listDir, readLegJournal, findWorkspace, locate } = members;
  const deps: EvalMergeDeps = {
    facts: { cwd, toolVersion, runContext, workflowRunUrl, now },
    wording: { log },
    files: { readText, readRunVersion, listDir, readLegJournal },
    workspace: { findWorkspace, locate },
  };
  return { deps, calls, infos };
}

const inputs = (raw: Record<string, string> = {}) =>
  parseEvalMergeInputs(
    (name) => ({ config: 'configs/eval/quickstart.toml', shards: '2', 'run-name': 'pr', ...raw })[name],
    (name) => `--${name}`,
  );

describe('eval-merge over the legs of a matrix', () => {
  it('merges every leg into one gated result, with the shards, the dataset and the longest leg', async () => {
    const legs = LEGS();
    legs[1] = { ...(legs[1] as LegRead), durationMs: 2500 };
    const { deps, calls, infos } = fakes(legs);
    const outcome = await evalMerge(inputs({ 'min-pass-rate': '0.8' }), deps);
    const { result } = outcome;
    expect(result.error).toBeNull();
    expect(result).toMatchObject({
      kind: 'eval-run',
      config: 'configs/eval/quickstart.toml',
      runName: 'pr',
      osmosisVersion: '0.3.8',
      verdict: 'passed',
      exitCode: 0,
      shards: {
        count: 2,
        parts: [
          { shard: '1/2', runName: 'pr.s1of2', rows: 3 },
          { shard: '2/2', runName: 'pr.s2of2', rows: 3 },
        ],
        missingRows: 0,
      },
      dataset: { sha256: SHA, rows: 6 },
    });
    expect(result.metrics).toMatchObject({
      status: 'finished',
      total: 6,
      passed: 5,
      completed: 6,
      durationMs: 2500,
    });
    expect(result.gate).toMatchObject({ verdict: 'passed', threshold: 0.8 });
    expect(outcome.workspace).toBe('/ws');
    expect(outcome.rows).not.toBeNull();
    expect(Object.keys(outcome.rows ?? {}).length).toBeGreaterThan(0);
    expect(calls).toEqual([
      'findWorkspace /ws',
      'locate configs/eval/quickstart.toml /ws /ws',
      'readText /ws/configs/eval/quickstart.toml',
      `listDir ${EVALS}`,
      `readLegJournal ${EVALS}/pr.s1of2 pr.s1of2 /ws`,
      `readLegJournal ${EVALS}/pr.s2of2 pr.s2of2 /ws`,
      `readRunVersion ${EVALS}/pr.s1of2`,
    ]);
    expect(infos).toEqual(['Merged 2 shards (pr.s1of2, pr.s2of2): 6 rows, 6 work items.']);
  });

  it('gates with the inputs given: a threshold above the merged rate fails, exit 1', async () => {
    const { deps } = fakes(LEGS());
    const { result } = await evalMerge(inputs({ 'min-pass-rate': '0.9' }), deps);
    expect(result).toMatchObject({ verdict: 'failed', exitCode: 1 });
    expect(result.gate?.reason).toMatch(/83\.3% \(5\/6\) < 90\.0%/);
  });

  it('names the run by the config and the pull request when no run name is given, and reads the legs under it', async () => {
    const legs = ['0-2', '3-5'].map((rows, i) =>
      leg(`quickstart-pr7.s${i + 1}of2`, rows, [
        [0, 1],
        [1, 1],
        [2, 1],
      ]),
    );
    const { deps } = fakes(legs);
    const { result } = await evalMerge(inputs({ 'run-name': '' }), deps);
    expect(result.error).toBeNull();
    expect(result).toMatchObject({ runName: 'quickstart-pr7', verdict: 'not-gated', exitCode: 0 });
  });

  it('starts from the working directory', async () => {
    const { deps, calls } = fakes(LEGS(), {
      findWorkspace: async (start) => {
        calls.push(`findWorkspace ${start}`);
        return '/ws';
      },
    });
    await evalMerge(inputs({ 'working-directory': 'sub' }), deps);
    expect(calls[0]).toBe('findWorkspace /ws/sub');
  });

  it('has no osmosis version when the first leg records none, and no dataset without a sha256', async () => {
    const legs = LEGS().map((l) => {
      const manifest = structuredClone(l.manifest) as { inputs: { dataset: { sha256?: string } } };
      delete manifest.inputs.dataset.sha256;
      return { ...l, manifest, datasetRows: undefined };
    });
    const { deps } = fakes(legs, { readRunVersion: async () => undefined });
    const { result } = await evalMerge(inputs(), deps);
    expect(result.error).toBeNull();
    expect(result.osmosisVersion).toBeNull();
    expect(result).not.toHaveProperty('dataset');
  });

  it("keeps a dataset's sha256 with unknown rows when the leg's progress gave none", async () => {
    const legs = LEGS().map((l) => ({ ...l, datasetRows: undefined }));
    const { deps } = fakes(legs);
    const { result } = await evalMerge(inputs(), deps);
    expect(result).toMatchObject({ dataset: { sha256: SHA, rows: null } });
  });

  it('merges one leg that ran every row of its dataset (no selection in its manifest)', async () => {
    const whole = leg('pr.s1of1', '0-2', [
      [0, 1],
      [1, 0],
      [2, 1],
    ]);
    const manifest = structuredClone(whole.manifest) as {
      inputs: { dataset: { selected_source_rows?: string } };
    };
    delete manifest.inputs.dataset.selected_source_rows;
    const { deps } = fakes([{ ...whole, manifest }]);
    const { result } = await evalMerge(inputs({ shards: '1' }), deps);
    expect(result.error).toBeNull();
    expect(result.shards).toEqual({
      count: 1,
      parts: [{ shard: '1/1', runName: 'pr.s1of1', rows: 0 }],
      missingRows: 0,
    });
    expect(result.metrics).toMatchObject({ total: 3, passed: 2 });
  });

  it("judges legs split by duration against the config's limit over the dataset's rows (0 is no limit)", async () => {
    const limited = (limit: number) => ({
      readText: async () => CONFIG.replace('[evaluation]', `[evaluation]\nlimit = ${limit}`),
    });
    // Not the contiguous shards: a split by recorded durations, which only the eval's rows can check.
    const split = (a: string, b: string, results: [number, number][][]) => [
      leg('pr.s1of2', a, results[0] ?? []),
      leg('pr.s2of2', b, results[1] ?? []),
    ];
    const four = () =>
      split('0,2', '1,3', [
        [
          [0, 1],
          [1, 1],
        ],
        [
          [0, 1],
          [1, 0],
        ],
      ]);
    const six = () =>
      split('0,2,4', '1,3,5', [
        [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        [
          [0, 1],
          [1, 0],
          [2, 1],
        ],
      ]);
    const merged = await evalMerge(inputs(), fakes(four(), limited(4)).deps);
    expect(merged.result.error).toBeNull();
    expect(merged.result.metrics).toMatchObject({ total: 4, passed: 3 });
    for (const limit of [10, 0]) {
      const all = await evalMerge(inputs(), fakes(six(), limited(limit)).deps);
      expect(all.result.error, `limit ${limit}`).toBeNull();
      expect(all.result.metrics?.total, `limit ${limit}`).toBe(6);
    }
    const over = await evalMerge(inputs(), fakes(six(), limited(4)).deps);
    expect(over.result.error?.message).toMatch(
      /together they ran rows 0-5, but the eval's rows \(the config's limit over the dataset's rows\) are 0-3: 4-5 are not among them\./,
    );
    const short = await evalMerge(inputs(), fakes(four(), limited(5)).deps);
    expect(short.result.error?.message).toMatch(/ are 0-4: no leg ran 4\./);
  });

  it('refuses a config that is not there, naming where it looked', async () => {
    const { deps, calls } = fakes(LEGS(), { locate: async () => undefined });
    const { result } = await evalMerge(inputs(), deps);
    expect(calls.filter((call) => call.startsWith('readText'))).toEqual([]);
    expect(result).toMatchObject({ verdict: 'error', exitCode: 2 });
    expect(result.error?.message).toBe(
      'Config file not found: configs/eval/quickstart.toml (looked in /ws).',
    );
    const unreadable = fakes(LEGS(), { readText: async () => undefined });
    expect((await evalMerge(inputs(), unreadable.deps)).result.error?.message).toMatch(
      /^Config file not found/,
    );
  });

  it('refuses a config outside configs/eval/', async () => {
    const { deps } = fakes(LEGS());
    const { result } = await evalMerge(inputs({ config: 'elsewhere/quickstart.toml' }), deps);
    expect(result).toMatchObject({ verdict: 'error', exitCode: 2 });
    expect(result.error?.message).toMatch(/Eval config must live under configs\/eval\//);
  });

  it('refuses a missing shard, exit 3, naming it', async () => {
    const { deps } = fakes(LEGS().slice(0, 1));
    const { result } = await evalMerge(inputs(), deps);
    expect(result).toMatchObject({ verdict: 'error', exitCode: 3, runName: 'pr' });
    expect(result.error?.message).toMatch(/^Missing shard: pr\.s2of2 /);
  });

  it('reports no pass@k at n = 1, and hands on no secret to mask, merged or refused', async () => {
    const merged = await evalMerge(inputs(), fakes(LEGS()).deps);
    expect(merged.result.error).toBeNull();
    expect(merged.result.metrics).not.toHaveProperty('passK');
    expect(merged.sensitive).toEqual([]);
    // A refused merge keeps the workspace found before it failed: its result files go there.
    const refused = await evalMerge(inputs(), fakes(LEGS().slice(0, 1)).deps);
    expect(refused.result.exitCode).toBe(3);
    expect(refused.workspace).toBe('/ws');
    expect(refused.sensitive).toEqual([]);
  });

  it("merges legs split by duration when their journals do not say the dataset's rows (nothing to judge them against)", async () => {
    const legs = [
      leg('pr.s1of2', '0,2', [
        [0, 1],
        [1, 1],
      ]),
      leg('pr.s2of2', '1,3', [
        [0, 1],
        [1, 0],
      ]),
    ].map((l) => ({ ...l, datasetRows: undefined }));
    const { result } = await evalMerge(inputs(), fakes(legs).deps);
    expect(result.error).toBeNull();
    expect(result.metrics).toMatchObject({ total: 4, passed: 3 });
  });

  it('refuses legs whose pass threshold differs from the config, exit 2', async () => {
    const legs = LEGS().map((l) => ({ ...l, passThreshold: 0.5 }));
    const { deps } = fakes(legs);
    const { result } = await evalMerge(inputs(), deps);
    expect(result).toMatchObject({ verdict: 'error', exitCode: 2 });
    expect(result.error?.message).toMatch(/pass.threshold/i);
  });

  it('refuses a leg whose journal repeats a row, naming the file and line', async () => {
    const legs = LEGS();
    const first = legs[0] as LegRead;
    legs[0] = { ...first, rows: [...first.rows, row(0, 1)], lines: [1, 2, 3, 4] };
    const { deps } = fakes(legs);
    const { result } = await evalMerge(inputs(), deps);
    expect(result).toMatchObject({ verdict: 'error', exitCode: 2 });
    expect(result.error?.message).toMatch(
      /^\.osmosis\/evals\/pr\.s1of2\/index\.jsonl:4: row_index 0, run_index 0/,
    );
  });

  it('refuses rows without a result, naming them and the leg that did not finish', async () => {
    const legs = LEGS();
    legs[1] = { ...(legs[1] as LegRead), rows: [row(0, 1)], lines: [1] };
    const { deps } = fakes(legs);
    const { result } = await evalMerge(inputs(), deps);
    expect(result).toMatchObject({ verdict: 'error', exitCode: 3 });
    expect(result.error?.message).toBe(
      '2 rows have no result (4, 5), in pr.s2of2: that leg did not finish. Re-run it; its journal resumes.',
    );
    legs[1] = { ...(legs[1] as LegRead), rows: [row(0, 1), row(1, 1)], lines: [1, 2] };
    const one = await evalMerge(inputs(), fakes(legs).deps);
    expect(one.result.error?.message).toBe(
      '1 row has no result (5), in pr.s2of2: that leg did not finish. Re-run it; its journal resumes.',
    );
  });

  it('names at most ten rows without a result, and every leg they are in', async () => {
    const legs = [leg('pr.s1of2', '0-5', [[0, 1]]), leg('pr.s2of2', '6-11', [[0, 1]])].map((l) => ({
      ...l,
      datasetRows: 12,
    }));
    const { deps } = fakes(legs);
    const { result } = await evalMerge(inputs(), deps);
    expect(result.error?.message).toBe(
      '10 rows have no result (1, 2, 3, 4, 5, 7, 8, 9, 10, 11), in pr.s1of2, pr.s2of2: that leg did not finish. Re-run it; its journal resumes.',
    );
    const more = [leg('pr.s1of2', '0-5', []), leg('pr.s2of2', '6-11', [[0, 1]])];
    const eleven = await evalMerge(inputs(), fakes(more).deps);
    expect(eleven.result.error?.message).toMatch(
      /^11 rows have no result \(0, 1, 2, 3, 4, 5, 7, 8, 9, 10, …\), in pr\.s1of2, pr\.s2of2:/,
    );
  });
});

describe('findShards', () => {
  it('matches a leg that ran beside a journal of other inputs only by 8 hex digits after its name', () => {
    expect(findShards(['pr.s1of1-0a1b2c3d'], 'pr', 1)).toEqual(['pr.s1of1-0a1b2c3d']);
    expect(() => findShards(['pr.s1of1-0a1b2c3'], 'pr', 1)).toThrow(/^Missing shard: pr\.s1of1 /);
    expect(() => findShards(['pr.s1of1-0a1b2c3d9'], 'pr', 1)).toThrow(/^Missing shard/);
    expect(() => findShards(['xpr.s1of1'], 'pr', 1)).toThrow(/^Missing shard/);
    expect(() => findShards(['pr.s1of1-0A1B2C3D'], 'pr', 1)).toThrow(/^Missing shard/);
    // The run name is text, not a pattern: a dot in it matches only a dot.
    expect(() => findShards(['prXs1of1'], 'pr', 1)).toThrow(/^Missing shard/);
    expect(findShards(['a.b.s1of1'], 'a.b', 1)).toEqual(['a.b.s1of1']);
    expect(() => findShards(['aXb.s1of1'], 'a.b', 1)).toThrow(/^Missing shard/);
    expect(() => findShards(['aXbXs1of1-0a1b2c3d'], 'a.b', 1)).toThrow(/^Missing shard/);
    expect(findShards(['a.b.s1of1-0a1b2c3d'], 'a.b', 1)).toEqual(['a.b.s1of1-0a1b2c3d']);
  });

  it('names every missing shard, and says how to get them', () => {
    expect(() => findShards(['pr.s2of3'], 'pr', 3)).toThrow(
      'Missing shards: pr.s1of3, pr.s3of3 (looked in .osmosis/evals/). Every leg must run eval-run with shard: i/3 and the same run name, and its journal must reach this job; re-run the failed leg.',
    );
  });

  it('--shards 3 over the legs of 2: names the legs it found and the count they ran with (exit 2)', () => {
    const error = (() => {
      try {
        findShards(['pr.s1of2', 'pr.s2of2-0a1b2c3d', 'other.s1of3'], 'pr', 3);
      } catch (thrown) {
        return thrown as Error;
      }
      throw new Error('findShards accepted legs of another count');
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe(
      'No leg of 3 shards of run pr is there (pr.s1of3, pr.s2of3, pr.s3of3); found pr.s1of2, pr.s2of2-0a1b2c3d instead, which ran as 2 shards. Pass shards 2 (--shards 2), the count the legs ran with.',
    );
    // Legs of another run name only: the missing shards are named, with what is there.
    expect(() => findShards(['main.s1of3', 'main.s2of3', 'main.s3of3'], 'pr', 3)).toThrow(
      'Missing shards: pr.s1of3, pr.s2of3, pr.s3of3 (looked in .osmosis/evals/; shard journals there: main.s1of3, main.s2of3, main.s3of3). Every leg must run eval-run with shard: i/3 and the same run name, and its journal must reach this job; re-run the failed leg.',
    );
  });

  it('--shards 5 over legs of two other counts: names both counts, six legs at most, and no single fix', () => {
    const legs = ['pr.s3of3', 'pr.s1of2', 'pr.s2of2', 'pr.s1of3', 'pr.s2of3', 'pr.s10of12', 'pr.s1of12'];
    expect(() => findShards(legs, 'pr', 5)).toThrow(
      new UsageError(
        'No leg of 5 shards of run pr is there (pr.s1of5, pr.s2of5, pr.s3of5, pr.s4of5, pr.s5of5); found pr.s3of3, pr.s1of2, pr.s2of2, pr.s1of3, pr.s2of3, pr.s10of12, … +1 instead, which ran as 2 or 3 or 12 shards. Pass the count the legs ran with.',
      ),
    );
  });

  it('--shards 3 with one leg of 3 there: the others are missing (exit 3), though legs of 2 lie beside it', () => {
    expect(() => findShards(['pr.s1of3', 'pr.s1of2', 'pr.s2of2'], 'pr', 3)).toThrow(
      'Missing shards: pr.s2of3, pr.s3of3 (looked in .osmosis/evals/; shard journals there: pr.s1of2, pr.s2of2). Every leg must run eval-run with shard: i/3 and the same run name, and its journal must reach this job; re-run the failed leg.',
    );
  });

  it('--shards 6 over the legs of 2: six shards named in full, no "… +0"', () => {
    expect(() => findShards(['pr.s1of2', 'pr.s2of2'], 'pr', 6)).toThrow(
      new UsageError(
        'No leg of 6 shards of run pr is there (pr.s1of6, pr.s2of6, pr.s3of6, pr.s4of6, pr.s5of6, pr.s6of6); found pr.s1of2, pr.s2of2 instead, which ran as 2 shards. Pass shards 2 (--shards 2), the count the legs ran with.',
      ),
    );
  });

  it("does not take the legs of another run whose name begins with this one's and .s for this run's legs", () => {
    for (const other of ['pr.smoke.s1of2', 'pr.s2of3-final.s1of2']) {
      expect(() => findShards([other], 'pr', 3), other).toThrow(
        `Missing shards: pr.s1of3, pr.s2of3, pr.s3of3 (looked in .osmosis/evals/; shard journals there: ${other}).`,
      );
    }
  });

  it('refuses a shard that is there twice with the full message', () => {
    expect(() => findShards(['pr.s1of1', 'pr.s1of1-0a1b2c3d'], 'pr', 1)).toThrow(
      'Shard 1/1 is there twice: pr.s1of1 and pr.s1of1-0a1b2c3d. Keep one journal per shard (remove the other from .osmosis/evals/).',
    );
  });

  it('refuses shards of another count by name, at most three, and only shards of this run', () => {
    const names = ['pr.s1of2', 'pr.s2of2', 'pr.s1of3', 'pr.s2of3', 'pr.s3of3', 'pr.s1of4'];
    expect(() => findShards(names, 'pr', 2)).toThrow(
      'Shards of another count are there too (pr.s1of3, pr.s2of3, pr.s3of3): shards says 2. Pass the n the legs ran with.',
    );
    // Another run's shards, a journal named like a shard but not one, and this count's extra journals pass.
    expect(findShards(['pr.s1of2', 'pr.s2of2', 'other.s1of3', 'pr.s1of3x', 'pr.sXof3'], 'pr', 2)).toEqual([
      'pr.s1of2',
      'pr.s2of2',
    ]);
    expect(findShards(['pr.s1of2', 'pr.s2of2', 'pr.s3of2'], 'pr', 2)).toEqual(['pr.s1of2', 'pr.s2of2']);
    // Counts and indexes of more than one digit, and one odd journal among this count's extras.
    for (const odd of ['pr.s10of12', 'pr.s1of12']) {
      expect(() => findShards(['pr.s1of2', 'pr.s2of2', odd], 'pr', 2), odd).toThrow(
        /another count are there too \(pr\.s1/,
      );
    }
    expect(() => findShards(['pr.s1of2', 'pr.s2of2', 'pr.s3of2', 'pr.s1of3'], 'pr', 2)).toThrow(
      'Shards of another count are there too (pr.s3of2, pr.s1of3): shards says 2. Pass the n the legs ran with.',
    );
  });
});
