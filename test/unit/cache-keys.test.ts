import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  digest,
  type JournalInputs,
  journalCacheSpec,
  journalInputsDigest,
  keyPart,
  type RestoreStatus,
  rolloutEnvCacheSpec,
  shouldSave,
  submissionsCacheSpec,
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

describe('key parts and digests', () => {
  it('reduce every run of unsafe characters to one underscore, and nothing to one underscore', () => {
    expect(keyPart('Az09._-')).toBe('Az09._-');
    expect(keyPart('a,, /b')).toBe('a_b');
    expect(keyPart('ü')).toBe('_');
    expect(keyPart('')).toBe('_');
  });

  it('are 16 hex characters by default, or as many as asked for, of the canonical JSON', () => {
    expect(digest({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
    expect(digest({ a: 1 }, 8)).toBe(digest({ a: 1 }).slice(0, 8));
    expect(digest({ a: 1 }, 64)).toHaveLength(64);
    expect(digest({ a: 1 })).not.toBe(digest({ a: 2 }));
  });

  it('canonical JSON sorts keys, drops undefined fields and writes undefined elsewhere as null', () => {
    expect(canonicalJson({ c: 1, b: 2, a: 3 })).toBe('{"a":3,"b":2,"c":1}');
    expect(canonicalJson({ b: undefined, a: null })).toBe('{"a":null}');
    expect(canonicalJson([undefined, 'x"y', 1.5, true])).toBe('[null,"x\\"y",1.5,true]');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson({ 'a"b': [[1], { z: 0 }] })).toBe('{"a\\"b":[[1],{"z":0}]}');
  });
});

describe('every cache spec, exactly', () => {
  it('tool: one exact key, no prefix to fall back on', () => {
    expect(
      toolCacheSpec({
        platform,
        python: '3.12',
        osmosisVersion: '0.3.8',
        extra: 'eval',
        paths: ['/t', '/u'],
      }),
    ).toEqual({
      key: 'osmosis-ci-v1-tool-Linux-X64-ubuntu24-py3.12-osmosis0.3.8-eval',
      restoreKeys: [],
      paths: ['/t', '/u'],
    });
  });

  it('venv: the platform, Python and rollout, then a digest of the dependency files', () => {
    const spec = rolloutEnvCacheSpec({
      platform: { os: 'macOS', arch: 'ARM64', image: 'macos 15' },
      python: '3.13',
      rollout: 'my rollout',
      pyprojectSha256: 'p',
      uvLockSha256: null,
      paths: ['r/.venv'],
    });
    expect(spec).toEqual({
      key: `osmosis-ci-v1-venv-macOS-ARM64-macos_15-py3.13-my_rollout-${digest({ pyproject: 'p', lock: null })}`,
      restoreKeys: [],
      paths: ['r/.venv'],
    });
  });

  it('uv: saved per lock digest, restored by the platform prefix', () => {
    expect(uvCacheSpec({ platform, lockDigest: 'abc123', paths: ['/uv'] })).toEqual({
      key: 'osmosis-ci-v1-uv-Linux-X64-ubuntu24-abc123',
      restoreKeys: ['osmosis-ci-v1-uv-Linux-X64-ubuntu24-'],
      paths: ['/uv'],
    });
  });

  it('journal outside Actions: a local key, restored by the inputs prefix', () => {
    expect(journalCacheSpec({ runName: 'a b', inputsDigest: 'd1', attempt: null, paths: ['/j'] })).toEqual({
      key: 'osmosis-ci-v1-journal-a_b-d1-local',
      restoreKeys: ['osmosis-ci-v1-journal-a_b-d1-'],
      paths: ['/j'],
    });
    const odd = journalCacheSpec({
      runName: 'r',
      inputsDigest: 'd1',
      attempt: { runId: '1,2', runAttempt: '3 4' },
      paths: [],
    });
    expect(odd.key).toBe('osmosis-ci-v1-journal-r-d1-1_2-3_4');
  });

  it('submissions: per workflow run, job and step, saved per attempt', () => {
    const step = { kind: 'eval', config: 'c.toml' };
    const spec = submissionsCacheSpec({ runId: '9', job: 'eval job', step, attempt: '2', paths: ['/s'] });
    const prefix = `osmosis-ci-v1-submissions-9-eval_job-${digest(step)}-`;
    expect(spec).toEqual({ key: `${prefix}2`, restoreKeys: [prefix], paths: ['/s'] });
    const other = submissionsCacheSpec({
      runId: '9',
      job: 'eval job',
      step: { ...step, config: 'd' },
      attempt: '2',
      paths: [],
    });
    expect(other.restoreKeys).not.toEqual(spec.restoreKeys);
  });
});

describe('shouldSave', () => {
  it.each<[RestoreStatus, boolean, boolean]>([
    ['exact', true, false],
    ['unavailable', true, false],
    ['partial', true, true],
    ['miss', true, true],
    ['error', true, true],
    ['timeout', true, true],
    ['partial', false, false],
    ['miss', false, false],
  ])('after a %s restore with content changed %s: %s', (restored, changed, expected) => {
    expect(shouldSave(restored, changed)).toBe(expected);
  });
});
