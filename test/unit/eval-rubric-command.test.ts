/** The eval-rubric command over fake deps: what osmosis answered becomes a result with its exit code. */
import { describe, expect, it } from 'vitest';
import { evalRubric, OSMOSIS_REPORT } from '../../src/commands/eval-rubric.js';
import type { OsmosisInvocation, OsmosisRun } from '../../src/core/ports.js';
import { parseEvalRubricInputs } from '../../src/core/rubric/rubric-inputs.js';
import type { EvalRubricDeps } from '../../src/core/rubric/rubric-ports.js';
import { osmosisRun } from '../helpers/osmosis-run.js';

const inputs = parseEvalRubricInputs(
  (name) => ({ data: 'd.jsonl', rubric: 'r', model: 'openai/j', 'min-mean-score': '0.5' })[name],
  (name) => name,
);
const ran = osmosisRun;

function fakeDeps(run: OsmosisRun, report: string | undefined) {
  const files = new Map<string, string>();
  const calls: OsmosisInvocation[] = [];
  const deps: EvalRubricDeps = {
    cwd: '/ws',
    log: { info: () => {}, warning: () => {}, debug: () => {} },
    pathKind: async (path) => (path === '/ws' ? 'directory' : path === '/ws/d.jsonl' ? 'file' : undefined),
    resolveOsmosis: async () => '/bin/osmosis',
    osmosisEnv: async (secrets) => Object.fromEntries(secrets),
    runOsmosis: async (invocation) => {
      calls.push(invocation);
      if (report !== undefined) files.set(`/ws/.osmosis/ci/eval-rubric/${OSMOSIS_REPORT}`, report);
      return run;
    },
    ambientSecrets: ['sk-ambient-0123456789'],
    readText: async (path) => files.get(path),
    prepareDir: async () => {},
    writeText: async (path, text) => {
      files.set(path, text);
    },
  };
  return { deps, files, calls };
}

const REPORT = JSON.stringify({
  model: 'openai/j',
  number: 1,
  records: [
    { index: 1, label: 'a', scores: [0.9], explanations: ['key sk-given-abcdef12 seen'], errors: [] },
    { index: 2, label: 'b', scores: [0.4], explanations: ['sk-ambient-0123456789'], errors: [] },
  ],
});

describe('evalRubric', () => {
  it('gates what osmosis scored; the key in the environment only, every key redacted from the result', async () => {
    const { deps, files, calls } = fakeDeps(ran({ exitCode: 0 }), REPORT);
    const result = await evalRubric(inputs, new Map([['OPENAI_API_KEY', 'sk-given-abcdef12']]), deps);
    expect(result).toMatchObject({ verdict: 'passed', exitCode: 0 });
    expect(calls[0]?.env).toEqual({ OPENAI_API_KEY: 'sk-given-abcdef12' });
    expect(calls[0]?.args.join(' ')).not.toContain('sk-given');
    const written = files.get('/ws/.osmosis/ci/eval-rubric/result.json') ?? '';
    expect(written).toContain('[REDACTED]');
    expect(written).not.toContain('sk-given-abcdef12');
    expect(written).not.toContain('sk-ambient-0123456789');
  });

  it('osmosis refusing the data is exit 2, osmosis not starting exit 3, both with a result', async () => {
    const refused = fakeDeps(
      ran({
        exitCode: 1,
        error: {
          schema_version: 1,
          error: { code: 'VALIDATION', message: "Invalid JSON on line 3 of 'd.jsonl'" },
        },
      }),
      undefined,
    );
    expect(await evalRubric(inputs, new Map(), refused.deps)).toMatchObject({
      verdict: 'error',
      exitCode: 2,
      error: expect.stringContaining('line 3'),
    });
    const broken = fakeDeps(ran({ exitCode: null, spawnError: new Error('ENOENT') }), undefined);
    expect(await evalRubric(inputs, new Map(), broken.deps)).toMatchObject({ verdict: 'error', exitCode: 3 });
    expect(broken.files.has('/ws/.osmosis/ci/eval-rubric/result.json')).toBe(true);
  });

  it('a data file that is not there is a usage error before osmosis starts', async () => {
    const { deps, calls } = fakeDeps(ran({}), REPORT);
    const missing = parseEvalRubricInputs(
      (name) => ({ data: 'nope.jsonl', rubric: 'r', model: 'm' })[name],
      (name) => name,
    );
    await expect(evalRubric(missing, new Map(), deps)).rejects.toThrow(/data: nope.jsonl is not a file/);
    expect(calls).toEqual([]);
  });
});
