/**
 * grader-check's judgement and words (core/grader/grader-check.ts), the shim's answer read back
 * (adapters/grader-check.ts) and the step in eval-run (commands/eval-run/grader-check.ts): at the run's
 * pass_threshold, a label below it or without a reward is a failing label, an empty answer at or above it
 * a lenient pass; a check that cannot run says why and the run goes on; a secret never reaches the result.
 */
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../src/adapters/grader-check.js';
import { checkGraderFirst } from '../../src/commands/eval-run/grader-check.js';
import { ResultDraft } from '../../src/commands/eval-run/result.js';
import { parseEvalConfig } from '../../src/core/config/index.js';
import {
  GRADER_CHECK_ROWS_LISTED,
  type GraderCheckAnswer,
  type GraderCheckRequest,
  graderCheckWarnings,
  judgeGraderCheck,
} from '../../src/core/grader/grader-check.js';
import type { BeforeRunContext, EvalRunDeps } from '../../src/core/ports.js';

const answer: GraderCheckAnswer = {
  grader: 'MyGrader',
  rows: [
    { row: 3, label: { reward: 1 }, empty: { reward: 0 } },
    { row: 0, label: { reward: 0.99 }, empty: { reward: 0 } },
    { row: 1, label: { error: 'ValueError: bad' }, empty: { error: 'ValueError: bad' } },
    { row: 2, label: { reward: 1 }, empty: { reward: 1 } },
  ],
};

describe('judgeGraderCheck', () => {
  it('at pass_threshold 1: rows 0 and 1 fail their label (0.99, an error), row 2 passes an empty answer', () => {
    const check = judgeGraderCheck(answer, 1);
    expect(check).toEqual({
      grader: 'MyGrader',
      rows: 4,
      passThreshold: 1,
      labelFails: {
        count: 2,
        rows: [
          { row: 0, reward: 0.99 },
          { row: 1, reward: null, error: 'ValueError: bad' },
        ],
      },
      emptyPasses: { count: 1, rows: [{ row: 2, reward: 1 }] },
    });
    expect(graderCheckWarnings(check)).toEqual([
      'grader-check: MyGrader fails its own label as the answer on 2 of 4 rows (pass_threshold 1), a broken row or grader: rows 0 (reward 0.99), 1 (ValueError: bad).',
      'grader-check: MyGrader passes an empty answer on 1 of 4 rows, a lenient grader: rows 2 (reward 1).',
    ]);
    // At 0.99 the 0.99 label passes: the boundary is osmosis's reward >= pass_threshold.
    expect(judgeGraderCheck(answer, 0.99).labelFails.count).toBe(1);
  });

  it('a sound grader: no warning; many findings: the first ones listed, the count whole', () => {
    const sound: GraderCheckAnswer = {
      grader: 'G',
      rows: [{ row: 0, label: { reward: 1 }, empty: { reward: 0 } }],
    };
    expect(graderCheckWarnings(judgeGraderCheck(sound, 1))).toEqual([]);
    const many: GraderCheckAnswer = {
      grader: 'G',
      rows: Array.from({ length: 30 }, (_, row) => ({ row, label: { reward: 1 }, empty: { reward: 1 } })),
    };
    const check = judgeGraderCheck(many, 0.5);
    expect(check.emptyPasses.count).toBe(30);
    expect(check.emptyPasses.rows).toHaveLength(GRADER_CHECK_ROWS_LISTED);
    expect(graderCheckWarnings(check)[0]).toMatch(/19 \(reward 1\) … \+10\.$/);
  });

  it('a check that could not run says why, and that the eval ran without it', () => {
    const check = judgeGraderCheck({ error: 'importing main.py failed: ImportError: x' }, 1);
    expect(check).toMatchObject({ grader: null, rows: 0, error: 'importing main.py failed: ImportError: x' });
    expect(graderCheckWarnings(check)).toEqual([
      'grader-check could not run: importing main.py failed: ImportError: x. The eval ran without it.',
    ]);
  });
});

describe("the shim's answer read back", () => {
  it('its last stdout line; else the exit code and the last line of stderr', () => {
    expect(parseAnswer('noise\n{"grader":"G","rows":[]}\n', 0, '')).toEqual({ grader: 'G', rows: [] });
    expect(parseAnswer('{"error":"no grader"}\n', 0, '')).toEqual({ error: 'no grader' });
    expect(parseAnswer('', 2, 'Resolved 5 packages\nerror: No `project` table found\n')).toEqual({
      error: 'the grader program exited with 2: error: No `project` table found',
    });
  });
});

describe('the eval-run step', () => {
  const config = parseEvalConfig(
    '[experiment]\nrollout = "r"\nentrypoint = "main.py"\nmodel_path = "openai/x"\ndataset = "d"\n\n[secrets]\nrequired = ["TOKEN"]\n\n[evaluation]\nn = 1\npass_threshold = 1\nlimit = 3\ngrader_timeout_s = 20\n\n[env]\nMODE = "strict"\n',
    'configs/eval/a.toml',
  );
  const context = (inputs: Partial<BeforeRunContext['inputs']>): BeforeRunContext =>
    ({
      workspace: '/ws',
      configRelative: 'configs/eval/a.toml',
      config,
      runName: 'r',
      inputs: { 'grader-check': true, ...inputs },
      osmosisBin: '/bin/osmosis',
    }) as BeforeRunContext;
  const world = (reply: GraderCheckAnswer) => {
    const asked: GraderCheckRequest[] = [];
    const logged: string[] = [];
    const deps = {
      wording: {
        log: {
          info: (line: string) => logged.push(line),
          warning: (line: string) => logged.push(line),
          debug: () => {},
        },
      },
      osmosis: {
        osmosisEnv: async () => ({ PATH: '/usr/bin' }),
        checkGrader: async (request: GraderCheckRequest) => {
          asked.push(request);
          return reply;
        },
      },
    } as unknown as EvalRunDeps;
    const draft = ResultDraft.begin(
      {
        config: 'configs/eval/a.toml',
        'run-name': 'r',
        'min-pass-rate': undefined,
        'gate-on': 'all',
        'allow-inconclusive': false,
      } as never,
      { now: () => new Date(0), toolVersion: '0' },
    );
    return { asked, logged, deps, draft };
  };
  const secrets = { secrets: new Map([['TOKEN', 's3cr3t-value']]), secretValues: ['s3cr3t-value'] };

  it("grades the run's rows with the config's [env] and the secrets in the environment, never in argv", async () => {
    const { asked, draft, deps, logged } = world({
      grader: 'G',
      rows: [{ row: 0, label: { error: 'KeyError: s3cr3t-value' }, empty: { reward: 0 } }],
    });
    const checked = draft.withGraderCheck(
      await checkGraderFirst(context({ 'dataset-file': 'data/d.jsonl', rows: '0-2' }), secrets, deps),
    );
    expect(asked).toEqual([
      {
        osmosisBin: '/bin/osmosis',
        rolloutDir: '/ws/rollouts/r',
        entrypoint: 'main.py',
        dataset: '/ws/data/d.jsonl',
        limit: 3,
        rows: '0-2',
        graderTimeoutS: 20,
        env: { PATH: '/usr/bin', MODE: 'strict', TOKEN: 's3cr3t-value' },
      },
    ]);
    const recorded = JSON.stringify(checked.facts.graderCheck);
    expect(recorded).toContain('KeyError: ***');
    expect(recorded).not.toContain('s3cr3t-value');
    expect(checked.warnings.join('\n')).not.toContain('s3cr3t-value');
    // A value: the draft it was learnt from is as it was.
    expect(draft.facts.graderCheck).toBeUndefined();
    expect(logged[0]).toBe(
      'grader-check: G graded 1 row with their label and with an empty answer, no model called: 1 label failed, 0 empty answers passed.',
    );
  });

  it('off: nothing asked; a platform dataset: not run, and said why', async () => {
    const off = world({ grader: 'G', rows: [] });
    const notChecked = off.draft.withGraderCheck(
      await checkGraderFirst(
        context({ 'grader-check': false, 'dataset-file': 'd.jsonl' }),
        secrets,
        off.deps,
      ),
    );
    expect(off.asked).toEqual([]);
    expect(notChecked).toBe(off.draft);
    const platform = world({ grader: 'G', rows: [] });
    const said = platform.draft.withGraderCheck(await checkGraderFirst(context({}), secrets, platform.deps));
    expect(platform.asked).toEqual([]);
    expect(said.warnings).toEqual([
      'grader-check could not run: it grades the rows of a local dataset-file, and this run reads a platform dataset. The eval ran without it.',
    ]);
  });
});
