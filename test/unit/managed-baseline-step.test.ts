/**
 * eval-submit's baseline step in process, over real files: a default-branch result directory (result.json,
 * rows.json) saved into baseline-dir with eval-run's own adapters, then a pull request's run compared with
 * it by attachManagedBaseline, as the action and the CLI call it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManagedBaseline, saveBaseline, writeRowsFile } from '../../src/adapters/baseline-files.js';
import { writeManagedFiles } from '../../src/adapters/managed-files.js';
import { attachManagedBaseline } from '../../src/commands/report/managed-baseline.js';
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import type { ManagedResult } from '../../src/core/managed-result.js';
import { firstRowsPassed, makeJudgedEval } from '../helpers/managed.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
const temp = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-managed-baseline-'));
  dirs.push(dir);
  return dir;
};

const judged = (passed: number, total: number, extra: Partial<ManagedResult> = {}) =>
  makeJudgedEval(passed, total, {
    links: { workflowRun: 'https://github.com/acme/widgets/actions/runs/7' },
    ...extra,
  });
const rows = firstRowsPassed;

function recordingLog() {
  const lines = { info: [] as string[], warning: [] as string[] };
  return {
    lines,
    log: {
      info: (m: string) => lines.info.push(m),
      warning: (m: string) => lines.warning.push(m),
      debug: () => {},
    },
  };
}

/** What a default-branch eval-submit leaves: its result directory, copied into a baseline directory. */
async function defaultBranchBaseline(
  saved: ManagedResult,
  outcomes: RowOutcomes | null,
  sha = 'abc',
): Promise<string> {
  const resultDir = await temp();
  await writeManagedFiles(saved, resultDir);
  if (outcomes) await writeRowsFile(resultDir, { ...outcomes, source: { ref: 'main', sha } });
  const workspace = await temp();
  await saveBaseline(resultDir, join(workspace, 'baseline'));
  return workspace;
}

const attach = (
  ...args: Parameters<typeof attachManagedBaseline> extends [infer O, infer S, ...unknown[]] ? [O, S] : never
) => attachManagedBaseline(...args, loadManagedBaseline);

describe('attachManagedBaseline', { shuffle: false }, () => {
  it("names the saved run's commit against the pull request's base, as eval-run's comparison does", async () => {
    const [baseline, base] = ['1'.repeat(40), '2'.repeat(40)];
    const workspace = await defaultBranchBaseline(judged(18, 20), rows(18, 20), baseline);
    const { log, lines } = recordingLog();
    const result = await attachManagedBaseline(
      { result: judged(18, 20), rows: rows(18, 20) },
      { workspace, baselineDir: 'baseline', maxRegression: undefined, log, baseSha: base },
      loadManagedBaseline,
      async (from, to) => (from === baseline && to === base ? 4 : null),
    );
    expect(result.baseline?.reference?.commit).toEqual({ sha: baseline, baseSha: base, behindBase: 4 });
    expect(lines.info.join('\n')).toContain(
      "The baseline is from commit 1111111, not the pull request's base commit 2222222: 4 commits behind it.",
    );
  });

  it('compares a pull request run with the saved default-branch run and fails it on max-regression', async () => {
    const workspace = await defaultBranchBaseline(judged(18, 20), rows(18, 20));
    const { log, lines } = recordingLog();
    const result = await attach(
      { result: judged(10, 20), rows: rows(10, 20) },
      { workspace, baselineDir: 'baseline', maxRegression: 0.05, log },
    );
    expect(result).toMatchObject({
      verdict: 'failed',
      exitCode: 1,
      baseline: {
        status: 'compared',
        reference: {
          passRate: 0.9,
          ref: 'main',
          workflowRun: 'https://github.com/acme/widgets/actions/runs/7',
        },
        paired: { passToFail: 8, failToPass: 0, items: 20 },
        regression: { blocking: true },
      },
    });
    expect(lines.info).toContain(
      'Baseline: 8 rows went from pass to fail and 0 from fail to pass over 20 paired rows (exact McNemar p = 0.0078, significant at 0.05).',
    );
    expect(lines.info.some((line) => line.startsWith('max-regression: The pass rate dropped 40.0 pp'))).toBe(
      true,
    );
  });

  it('says "no baseline yet" for an empty baseline-dir, and names an unusable one', async () => {
    const empty = await temp();
    const { log, lines } = recordingLog();
    const none = await attach(
      { result: judged(10, 20), rows: rows(10, 20) },
      { workspace: empty, baselineDir: '.', maxRegression: 0.05, log },
    );
    expect(none).toMatchObject({ verdict: 'passed', exitCode: 0, baseline: { status: 'missing' } });

    const timedOut = await defaultBranchBaseline(judged(18, 20, { verdict: 'timed-out', exitCode: 3 }), null);
    const unusable = await attach(
      { result: judged(10, 20), rows: rows(10, 20) },
      { workspace: timedOut, baselineDir: 'baseline', maxRegression: 0.05, log },
    );
    expect(unusable).toMatchObject({ verdict: 'passed', baseline: { status: 'unusable' } });
    expect(unusable.baseline?.message).toMatch(/holds a managed eval that was not judged \(timed-out\)/);
    expect(lines.warning).toEqual([unusable.baseline?.message]);

    const localRun = await temp();
    await writeFile(join(localRun, 'result.json'), '{"schemaVersion":1,"kind":"eval-run"}');
    const other = await attach(
      { result: judged(10, 20), rows: null },
      { workspace: localRun, baselineDir: '.', maxRegression: undefined, log },
    );
    expect(other.baseline?.message).toMatch(/is not an osmosis-ci eval-submit result document/);
  });

  it('leaves a run that was not judged alone, and warns when max-regression has no baseline-dir', async () => {
    const { log, lines } = recordingLog();
    const error = judged(10, 20, { verdict: 'error', exitCode: 3 });
    expect(
      await attach(
        { result: error, rows: null },
        { workspace: '.', baselineDir: 'x', maxRegression: 0, log },
      ),
    ).toBe(error);
    const result = await attach(
      { result: judged(10, 20), rows: null },
      { workspace: '.', baselineDir: undefined, maxRegression: 0, log },
    );
    expect(result.baseline).toBeUndefined();
    expect(lines.warning).toEqual([
      'max-regression needs a baseline-dir to compare with; it is not applied.',
    ]);
  });
});
