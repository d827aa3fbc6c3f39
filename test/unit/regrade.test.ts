/**
 * Re-grading stored samples (core/grader/regrade.ts, adapters/stored-samples.ts): an ATIF trajectory of plain
 * messages rebuilt as the grader saw it, one with tool calls or without an answer counted as not
 * re-gradable (never guessed), and the stored verdicts against the re-graded ones at pass_threshold.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredSamples } from '../../src/adapters/stored-samples.js';
import { regradeLines, sampleFromTrajectory, summarizeRegrade } from '../../src/core/grader/regrade.js';

const trajectory = (steps: object[], label = '5') => ({
  schema_version: 'ATIF-v1.7',
  steps,
  extra: { osmosis: { label, reward: 1 } },
});

describe('sampleFromTrajectory', () => {
  it('plain messages: user, system and agent steps as the roles the grader saw, with the label', () => {
    expect(
      sampleFromTrajectory(
        trajectory([
          { step_id: 1, source: 'system', message: 'Be brief.' },
          { step_id: 2, source: 'user', message: 'What is 2 + 3?' },
          { step_id: 3, source: 'agent', message: '5' },
        ]),
      ),
    ).toEqual({
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'What is 2 + 3?' },
        { role: 'assistant', content: '5' },
      ],
      label: '5',
    });
  });

  it('tool calls, no answer, no steps: not re-gradable, and why', () => {
    const tools = trajectory([
      { source: 'user', message: 'q' },
      { source: 'agent', message: '', tool_calls: [{ function_name: 'f' }] },
    ]);
    expect(sampleFromTrajectory(tools)).toEqual({
      unreadable: 'the trajectory holds tool calls, which are not stored as the grader saw them',
    });
    expect(sampleFromTrajectory(trajectory([{ source: 'user', message: 'q' }]))).toEqual({
      unreadable: 'the trajectory holds no answer (the rollout failed before one)',
    });
    expect(sampleFromTrajectory({})).toEqual({ unreadable: 'the trajectory has no steps' });
  });
});

describe('summarizeRegrade and the journal read back', () => {
  it('counts flips both ways over the re-graded samples and names the ones not re-graded', async () => {
    const runDir = await mkdtemp(join(tmpdir(), 'osmosis-ci-regrade-'));
    await mkdir(join(runDir, 'trajectories'));
    const items = [
      { row_index: 0, run_index: 0, status: 'success', reward: 1 },
      { row_index: 1, run_index: 0, status: 'success', reward: 0 },
      { row_index: 2, run_index: 0, status: 'failed' },
      { row_index: 3, run_index: 0, status: 'success', reward: 1 },
    ];
    await writeFile(join(runDir, 'index.jsonl'), `${items.map((item) => JSON.stringify(item)).join('\n')}\n`);
    const answer = (text: string) =>
      trajectory([
        { source: 'user', message: 'q' },
        { source: 'agent', message: text },
      ]);
    await writeFile(join(runDir, 'trajectories/row_0_run_0.json'), JSON.stringify(answer('5')));
    await writeFile(join(runDir, 'trajectories/row_1_run_0.json'), JSON.stringify(answer('4')));
    await writeFile(join(runDir, 'trajectories/row_2_run_0.json'), JSON.stringify(answer('5')));
    // Row 3 has no trajectory: counted, not guessed.
    const stored = await readStoredSamples(runDir);
    expect(stored.map((item) => [item.row, item.storedReward, 'unreadable' in item.sample])).toEqual([
      [0, 1, false],
      [1, 0, false],
      [2, null, false],
      [3, 1, true],
    ]);
    const summary = summarizeRegrade(
      'pr',
      stored,
      {
        grader: 'Lenient',
        rewards: [
          { key: '0:0', reward: 0 },
          { key: '1:0', reward: 1 },
          { key: '2:0', error: 'ValueError: x' },
        ],
      },
      1,
    );
    expect(summary).toEqual({
      run: 'pr',
      grader: 'Lenient',
      passThreshold: 1,
      samples: 4,
      regraded: 2,
      notRegraded: [
        { row: 2, run: 0, reason: 'ValueError: x' },
        { row: 3, run: 0, reason: 'no trajectory was stored for it' },
      ],
      storedPassed: 1,
      regradedPassed: 1,
      passToFail: [0],
      failToPass: [1],
    });
    expect(regradeLines(summary)).toEqual([
      "Re-graded 2 of 4 stored samples of run pr with Lenient: no rollout, the agent's model not called (a grader that calls a model, an LLM judge, made its own calls).",
      "pass rate as stored 50.0% (1/2) → re-graded 50.0% (1/2): +0.0 pp, the grader's effect alone.",
      'flipped: 1 pass→fail (rows 0), 1 fail→pass (rows 1).',
      'not re-graded: row 2 run 0: ValueError: x',
      'not re-graded: row 3 run 0: no trajectory was stored for it',
    ]);
    expect(regradeLines(summarizeRegrade('pr', stored, { error: 'importing x.py failed' }, 1))).toEqual([
      'Could not re-grade run pr: importing x.py failed.',
    ]);
  });
});
