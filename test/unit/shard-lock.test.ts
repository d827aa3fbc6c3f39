import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../../src/core/errors.js';
import { checkLegs, flattenInputs, type LegFiles, legLock } from '../../src/core/shards/shard-lock.js';

// biome-ignore lint/suspicious/noExplicitAny: the table edits manifests freely, as a tampered file would be
type Inputs = Record<string, any>;

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);

/** osmosis 0.3.8's manifest.json for leg i of 3 over rows 0-9 (3, 3 and 4 rows). */
function manifest(name: string, rows: string, change: (inputs: Inputs) => void = () => {}) {
  const inputs: Inputs = {
    model_path: 'openai/gpt-test',
    dataset: { sha256: SHA_A, selected_source_rows: rows },
    n: 1,
    rollout: { name: 'quickstart', entrypoint: 'main.py', source_digest: 'c'.repeat(64) },
    env: {},
    secret_names: ['QUICKSTART_TOKEN'],
    timeouts: { agent_timeout_sec: 60.0, grader_timeout_sec: 30.0 },
    versions: { rollout_protocol: '0.3', dataset_normalization: 1, state_schema: 1 },
  };
  change(inputs);
  return { schema_version: 1, local_run_id: '0'.repeat(32), run_name: name, inputs };
}

const ROWS = ['0-2', '3-5', '6-9'];
function legs(change: (leg: LegFiles, i: number) => void = () => {}): LegFiles[] {
  return ROWS.map((rows, i) => {
    const name = `pr.s${i + 1}of3`;
    const leg: LegFiles = {
      name,
      manifestFile: `.osmosis/evals/${name}/manifest.json`,
      manifest: manifest(name, rows),
      passThreshold: 1,
    };
    change(leg, i);
    return leg;
  });
}
const inputsOf = (leg: LegFiles) => (leg.manifest as { inputs: Inputs }).inputs;
/** As eval-merge passes them: the eval's rows are the dataset's 10 (no limit). */
const options = {
  count: 3,
  passThreshold: 1,
  config: 'configs/eval/quickstart.toml',
  expected: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
};

describe('checkLegs', () => {
  it('accepts the legs of one eval and returns the rows they cover together', () => {
    const { locks, population } = checkLegs(legs(), options);
    expect(population).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(locks.map((lock) => lock.selection)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8, 9],
    ]);
    expect(locks[0]?.n).toBe(1);
    expect(locks[0]?.datasetSha256).toBe(SHA_A);
    // The selection is the one input allowed to differ, so it is not among the compared ones.
    expect(locks[0]?.locked.has('dataset.selected_source_rows')).toBe(false);
  });

  it('accepts a selection osmosis normalised differently ("0,1,2" is "0-2")', () => {
    const ok = legs((leg, i) => {
      if (i === 0) inputsOf(leg).dataset.selected_source_rows = '0,1,2';
    });
    expect(checkLegs(ok, options).population).toHaveLength(10);
  });

  it('accepts a split by recorded durations: every row in exactly one leg, not contiguous', () => {
    const split = ['0,3,6,9', '1,4,7', '2,5,8'];
    const balanced = legs((leg, i) => {
      inputsOf(leg).dataset.selected_source_rows = split[i];
    });
    const { population, locks } = checkLegs(balanced, options);
    expect(population).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(locks[1]?.selection).toEqual([1, 4, 7]);
    // Without the eval's rows known (no dataset row count in the journals), the same split is accepted too.
    expect(checkLegs(balanced, { ...options, expected: undefined }).population).toHaveLength(10);
  });

  it('refuses a split in which a row is in two legs, or a row of the eval in none', () => {
    const overlap = legs((leg, i) => {
      inputsOf(leg).dataset.selected_source_rows = ['0,3,6,9', '1,3,7', '2,4,5,8'][i];
    });
    expect(() => checkLegs(overlap, options)).toThrow(
      /did not run the same rows: row 3 is in both pr\.s1of3 and pr\.s2of3 \(.*pr\.s1of3 ran rows 0,3,6,9, pr\.s2of3 ran rows 1,3,7\)\. The legs split the rows differently: with different rows, limit, shard count or row history/,
    );
    // Legs that split by different histories: rows 4 and 8 ran in no leg.
    const gap = legs((leg, i) => {
      inputsOf(leg).dataset.selected_source_rows = ['0,3,6,9', '1,7', '2,5'][i];
    });
    expect(() => checkLegs(gap, options)).toThrow(/together they ran rows .*: no leg ran 4,8\./);
  });

  // Each refusal: how the legs are changed, and what the message must say (field and legs).
  const refusals: [string, (leg: LegFiles, i: number) => void, RegExp][] = [
    [
      'a leg run on another dataset',
      (leg, i) => {
        if (i === 1) inputsOf(leg).dataset.sha256 = SHA_B;
      },
      /did not run the same eval: dataset \(the sha256 of its bytes\) \(manifest\.json inputs\.dataset\.sha256\) differs\. pr\.s1of3 and pr\.s3of3 ran "aaaaaaaaaaaa…"; pr\.s2of3 ran "bbbbbbbbbbbb…"/,
    ],
    [
      'a leg run with another model',
      (leg, i) => {
        if (i === 2) inputsOf(leg).model_path = 'openai/other';
      },
      /model \(manifest\.json inputs\.model_path\) differs\. pr\.s1of3 and pr\.s2of3 ran "openai\/gpt-test"; pr\.s3of3 ran "openai\/other"/,
    ],
    [
      'a leg run with another n',
      (leg, i) => {
        if (i === 0) inputsOf(leg).n = 2;
      },
      /n \(runs per row\) \(manifest\.json inputs\.n\) differs\. pr\.s1of3 ran 2; pr\.s2of3 and pr\.s3of3 ran 1/,
    ],
    [
      'a leg run with another agent timeout',
      (leg, i) => {
        if (i === 0) inputsOf(leg).timeouts.agent_timeout_sec = 120;
      },
      /agent timeout \(manifest\.json inputs\.timeouts\.agent_timeout_sec\) differs\. pr\.s1of3 ran 120; pr\.s2of3 and pr\.s3of3 ran 60/,
    ],
    [
      'a leg run with another grader timeout',
      (leg, i) => {
        if (i === 2) inputsOf(leg).timeouts.grader_timeout_sec = 5;
      },
      /grader timeout .*inputs\.timeouts\.grader_timeout_sec\) differs/,
    ],
    [
      'a leg run with other rollout code',
      (leg, i) => {
        if (i === 1) inputsOf(leg).rollout.source_digest = 'd'.repeat(64);
      },
      /rollout source \(the digest of the rollout's files\) \(manifest\.json inputs\.rollout\.source_digest\) differs/,
    ],
    [
      'a leg with an input the others lack',
      (leg, i) => {
        if (i === 1) inputsOf(leg).extra = true;
      },
      /inputs\.extra\) differs\. pr\.s1of3 and pr\.s3of3 ran without it; pr\.s2of3 ran true/,
    ],
    [
      'the dataset named first when several fields differ',
      (leg, i) => {
        if (i === 1) {
          inputsOf(leg).model_path = 'openai/other';
          inputsOf(leg).dataset.sha256 = SHA_B;
        }
      },
      /: dataset \(the sha256/,
    ],
    [
      'a leg that ran other rows (another limit)',
      (leg, i) => {
        if (i === 2) inputsOf(leg).dataset.selected_source_rows = '6-7';
      },
      /did not run the same rows: together they ran rows 0-7, but the eval's rows \(the config's limit over the dataset's rows\) are 0-9: no leg ran 8-9\. The legs split the rows differently/,
    ],
    [
      'a leg that ran every row',
      (leg, i) => {
        if (i === 1) delete inputsOf(leg).dataset.selected_source_rows;
      },
      /did not run the same rows: pr\.s2of3 ran every row of its dataset \(manifest\.json inputs\.dataset\.selected_source_rows\)/,
    ],
    [
      'a leg scored with another pass_threshold',
      (leg, i) => {
        if (i === 1) leg.passThreshold = 0.5;
      },
      /pass_threshold \(metrics\.json summary\.pass_threshold\) differs from configs\/eval\/quickstart\.toml's 1\. pr\.s1of3 and pr\.s3of3 ran 1; pr\.s2of3 ran 0\.5/,
    ],
    [
      'legs that all ran a threshold the config does not say',
      (leg) => {
        leg.passThreshold = 0.5;
      },
      /differs from configs\/eval\/quickstart\.toml's 1\. pr\.s1of3 and pr\.s2of3 and pr\.s3of3 ran 0\.5/,
    ],
    [
      'a missing manifest',
      (leg, i) => {
        if (i === 1) leg.manifest = undefined;
      },
      /^\.osmosis\/evals\/pr\.s2of3\/manifest\.json: not found: the journal of pr\.s2of3 has no manifest\.json .* Re-run that leg/,
    ],
    [
      'a manifest that is not JSON',
      (leg, i) => {
        if (i === 0) leg.manifest = 'Unexpected token';
      },
      /pr\.s1of3\/manifest\.json: not JSON \(Unexpected token\)/,
    ],
    [
      "another run's manifest",
      (leg, i) => {
        if (i === 0) leg.manifest = manifest('other', '0-2');
      },
      /pr\.s1of3\/manifest\.json: the manifest of run "other", not of pr\.s1of3/,
    ],
    [
      'a manifest without inputs',
      (leg, i) => {
        if (i === 0) leg.manifest = { run_name: leg.name };
      },
      /pr\.s1of3\/manifest\.json: no inputs object/,
    ],
    [
      'a manifest that is an array',
      (leg, i) => {
        if (i === 0) leg.manifest = [leg.name];
      },
      /the manifest of run undefined, not of pr\.s1of3/,
    ],
    [
      'a manifest without n',
      (leg, i) => {
        if (i === 0) delete inputsOf(leg).n;
      },
      /: no valid inputs\.n \(undefined\)/,
    ],
    [
      'a manifest with n 0',
      (leg, i) => {
        if (i === 0) inputsOf(leg).n = 0;
      },
      /: no valid inputs\.n \(0\)/,
    ],
    [
      'a selection that is not a string',
      (leg, i) => {
        if (i === 0) inputsOf(leg).dataset.selected_source_rows = [0, 1, 2];
      },
      /: inputs\.dataset\.selected_source_rows is not a row selection/,
    ],
    [
      'a selection osmosis would not write',
      (leg, i) => {
        if (i === 0) inputsOf(leg).dataset.selected_source_rows = '2-0';
      },
      /: invalid inputs\.dataset\.selected_source_rows: invalid row range 2-0/,
    ],
  ];

  it.each(refusals)('refuses %s with exit 2, naming the field and the legs', (_, change, message) => {
    let error: unknown;
    try {
      checkLegs(legs(change), options);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).exitCode).toBe(ExitCode.usage);
    expect((error as Error).message).toMatch(message);
  });

  it('says how to fix a mismatch and points a manifest problem at the file', () => {
    const mismatch = () =>
      checkLegs(
        legs((leg, i) => {
          if (i === 1) inputsOf(leg).model_path = 'x';
        }),
        options,
      );
    expect(mismatch).toThrow(/re-run the odd leg with the inputs of the others .* or remove its journal/);
    try {
      legLock({ ...(legs()[0] as LegFiles), manifest: undefined });
    } catch (error) {
      expect((error as UsageError).location).toEqual({ file: '.osmosis/evals/pr.s1of3/manifest.json' });
    }
    expect.assertions(2);
  });

  it('ignores a leg without metrics.json when checking thresholds', () => {
    const ok = legs((leg, i) => {
      if (i === 0) leg.passThreshold = undefined;
    });
    expect(() => checkLegs(ok, options)).not.toThrow();
  });
});

describe('flattenInputs', () => {
  it('flattens objects to paths and keeps arrays and scalars as canonical JSON', () => {
    expect([...flattenInputs({ b: { y: 1, x: [2, { d: 1, c: 2 }] }, a: 'z', e: null })]).toEqual([
      ['a', '"z"'],
      ['b.x', '[2,{"c":2,"d":1}]'],
      ['b.y', '1'],
      ['e', 'null'],
    ]);
  });
});
