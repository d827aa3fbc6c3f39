/** The `.osmosis` layout (core/osmosis/paths.ts): where journals, result directories and state files live. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ciDir,
  ciResultDir,
  evalsDir,
  isOsmosisPath,
  journalDir,
  osmosisDir,
  relativeJournalDir,
  submissionsDir,
} from '../../src/core/osmosis/paths.js';
import { resultRunDirs } from '../../src/core/result.js';
import { makeAdaptive, makeResult } from '../helpers/results.js';

describe('the .osmosis layout', () => {
  it('puts journals under evals/ and osmosis-ci’s files under ci/, joined with the platform’s separator', () => {
    const ws = join('/work', 'ws');
    expect(osmosisDir(ws)).toBe(join(ws, '.osmosis'));
    expect(evalsDir(ws)).toBe(join(ws, '.osmosis', 'evals'));
    expect(journalDir(ws, 'quick-pr1')).toBe(join(ws, '.osmosis', 'evals', 'quick-pr1'));
    expect(ciDir(ws)).toBe(join(ws, '.osmosis', 'ci'));
    expect(ciResultDir(ws, 'eval-submit-run-7')).toBe(join(ws, '.osmosis', 'ci', 'eval-submit-run-7'));
    expect(submissionsDir(ws)).toBe(join(ws, '.osmosis', 'ci', 'submissions'));
  });

  it('records journals relative to the workspace with /, as result documents and git have them', () => {
    expect(relativeJournalDir('pr.a1b2.b2')).toBe('.osmosis/evals/pr.a1b2.b2');
    const adaptive = makeResult(null, null, {
      runDir: null,
      adaptive: makeAdaptive({ runs: ['pr.a1.b1', 'pr.a1.b2'] }),
    });
    expect(resultRunDirs(adaptive)).toEqual(['.osmosis/evals/pr.a1.b1', '.osmosis/evals/pr.a1.b2']);
    const merged = {
      ...makeResult(null, {}),
      runDir: null,
      shards: {
        count: 2,
        parts: [
          { shard: '1/2', runName: 'pr.s1of2', rows: 5 },
          { shard: '2/2', runName: 'pr.s2of2', rows: 5 },
        ],
        missingRows: 0,
      },
    };
    expect(resultRunDirs(merged)).toEqual(['.osmosis/evals/pr.s1of2', '.osmosis/evals/pr.s2of2']);
    expect(isOsmosisPath('.osmosis/ci/q/result.json')).toBe(true);
    expect(isOsmosisPath('.osmosisrc')).toBe(false);
    expect(isOsmosisPath('rollouts/.osmosis/x')).toBe(false);
  });
});
