import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  digest,
  type JournalInputs,
  journalCacheSpec,
  journalInputsDigest,
  keyPart,
  rolloutEnvCacheSpec,
  toolCacheSpec,
  uvCacheSpec,
} from '../../src/core/cache-keys.js';

const platform = { os: 'Linux', arch: 'X64', image: 'ubuntu24' };
const inputs: JournalInputs = {
  modelPath: 'openai/gpt-4o-mini',
  dataset: { sha256: 'a'.repeat(64) },
  rows: null,
  limit: 10,
  n: 1,
  agentTimeoutS: 60,
  graderTimeoutS: 30,
  rollout: { name: 'quickstart', entrypoint: 'main.py', sourceDigest: 'b'.repeat(64) },
  env: { MODE: 'strict' },
  secretNames: ['B_KEY', 'A_KEY'],
};

describe('journal keys', () => {
  it('change with every input that locks an osmosis run', () => {
    const base = journalInputsDigest(inputs);
    const changes: Partial<JournalInputs>[] = [
      { modelPath: 'openai/gpt-4o' },
      { dataset: { sha256: 'c'.repeat(64) } },
      { dataset: { platformName: 'my-dataset' } },
      { rows: '0-4' },
      { limit: 11 },
      { n: 2 },
      { agentTimeoutS: 61 },
      { graderTimeoutS: null },
      { rollout: { ...inputs.rollout, sourceDigest: 'd'.repeat(64) } },
      { rollout: { ...inputs.rollout, entrypoint: 'other.py' } },
      { env: { MODE: 'lenient' } },
      { secretNames: ['A_KEY'] },
    ];
    const digests = changes.map((change) => journalInputsDigest({ ...inputs, ...change }));
    for (const d of digests) expect(d).not.toBe(base);
    expect(new Set(digests).size).toBe(changes.length);
  });

  it('ignore the order of secret names and of object keys', () => {
    expect(journalInputsDigest({ ...inputs, secretNames: ['A_KEY', 'B_KEY'] })).toBe(
      journalInputsDigest(inputs),
    );
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(digest({ b: 1, a: 2 })).toBe(digest({ a: 2, b: 1 }));
  });

  it('are written per attempt and restore the previous attempt, then any run on the same inputs', () => {
    const spec = journalCacheSpec({
      runName: 'quickstart-pr42',
      inputsDigest: '0123456789abcdef',
      attempt: { runId: '9001', runAttempt: '2' },
      paths: ['.osmosis/evals/quickstart-pr42', '.osmosis/evals/.locks'],
    });
    expect(spec.key).toBe('osmosis-ci-v1-journal-quickstart-pr42-0123456789abcdef-9001-2');
    expect(spec.restoreKeys).toEqual([
      'osmosis-ci-v1-journal-quickstart-pr42-0123456789abcdef-9001-',
      'osmosis-ci-v1-journal-quickstart-pr42-0123456789abcdef-',
    ]);
    // Attempt 1's key is found by attempt 2's first prefix.
    const first = journalCacheSpec({
      runName: 'quickstart-pr42',
      inputsDigest: '0123456789abcdef',
      attempt: { runId: '9001', runAttempt: '1' },
      paths: [],
    });
    expect(first.key.startsWith(spec.restoreKeys[0] ?? '')).toBe(true);
    // A run name that extends another never matches its prefix: the digest follows the name.
    const other = journalCacheSpec({
      runName: 'quickstart-pr4',
      inputsDigest: '0123456789abcdef',
      attempt: null,
      paths: [],
    });
    expect(spec.key.startsWith(other.restoreKeys[0] ?? '')).toBe(false);
  });

  it('leave the osmosis-ai version out', () => {
    expect(
      JSON.stringify(
        journalCacheSpec({
          runName: 'r',
          inputsDigest: journalInputsDigest(inputs),
          attempt: null,
          paths: [],
        }),
      ),
    ).not.toMatch(/0\.3\.8/);
  });
});

describe('environment keys', () => {
  it('tool key names the platform, Python, osmosis version and extra', () => {
    expect(
      toolCacheSpec({ platform, python: '3.12.3', osmosisVersion: '0.3.8', extra: 'eval', paths: ['x'] }).key,
    ).toBe('osmosis-ci-v1-tool-Linux-X64-ubuntu24-py3.12.3-osmosis0.3.8-eval');
  });

  it('venv key changes with the lock and the pyproject, not with anything else', () => {
    const spec = (pyprojectSha256: string, uvLockSha256: string | null) =>
      rolloutEnvCacheSpec({
        platform,
        python: '3.12.3',
        rollout: 'quickstart',
        pyprojectSha256,
        uvLockSha256,
        paths: [],
      }).key;
    expect(spec('p1', 'l1')).toBe(spec('p1', 'l1'));
    expect(spec('p1', 'l2')).not.toBe(spec('p1', 'l1'));
    expect(spec('p2', 'l1')).not.toBe(spec('p1', 'l1'));
    expect(spec('p1', null)).not.toBe(spec('p1', 'l1'));
  });

  it('uv cache restores any older cache of the platform', () => {
    const spec = uvCacheSpec({ platform, lockDigest: 'abc', paths: [] });
    expect(spec.key.startsWith(spec.restoreKeys[0] ?? '-')).toBe(true);
  });

  it('keeps keys free of commas and spaces', () => {
    expect(keyPart('a,b c/d')).toBe('a_b_c_d');
    expect(
      toolCacheSpec({
        platform: { ...platform, image: 'my image,1' },
        python: '3.12',
        osmosisVersion: '0.3.8',
        extra: 'eval',
        paths: [],
      }).key,
    ).not.toMatch(/[, ]/);
  });
});
