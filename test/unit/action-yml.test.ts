/** The action.yml files against the code (see test/helpers/action-yml.ts for what is checked). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ACTIONS,
  type ActionExpectation,
  type ActionYml,
  actionProblems,
  load,
} from '../helpers/action-yml.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

describe.each(ACTIONS)('$path', (expected) => {
  it('matches the code: inputs, outputs, entry files', async () => {
    expect(await actionProblems(await load(expected.path), expected)).toEqual([]);
  });

  it('uses ${{ }} only in input defaults and composite env:/with:', async () => {
    const text = await readFile(join(REPO_ROOT, expected.path), 'utf8');
    const action = parse(text) as ActionYml;
    const allowed = Object.values(action.inputs ?? {}).map((input) => input.default ?? '');
    for (const step of action.runs.steps ?? []) {
      allowed.push(
        ...Object.values(step.env ?? {}),
        ...Object.values((step as { with?: Record<string, string> }).with ?? {}),
      );
    }
    allowed.push(...Object.values(action.outputs ?? {}).map((output) => output.value ?? ''));
    const expressions = text.match(/\$\{\{[^}]*\}\}/g) ?? [];
    const elsewhere = expressions.filter(
      (expression) => !allowed.some((value) => String(value).includes(expression)),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe('actionProblems catches a broken action.yml', () => {
  it('an input renamed in the action but not in the code', async () => {
    const action = await load('actions/eval-run/action.yml');
    const { 'min-pass-rate': renamed, ...rest } = action.inputs;
    const broken = { ...action, inputs: { ...rest, 'minimum-pass-rate': renamed ?? {} } };
    expect(await actionProblems(broken, ACTIONS[0] as ActionExpectation)).toEqual([
      'inputs: not declared ["min-pass-rate"], declared but never read ["minimum-pass-rate"]',
    ]);
  });

  it('a composite step that interpolates an input in run:', async () => {
    const broken: ActionYml = {
      inputs: { config: { required: true } },
      outputs: {},
      runs: {
        using: 'composite',
        steps: [
          { id: 'x', run: 'node "$GITHUB_ACTION_PATH/index.js" eval-run ${{ inputs.config }}', env: {} },
        ],
      },
    };
    const problems = await actionProblems(broken, {
      path: 'x/action.yml',
      inputs: { 'eval-run': ['config'] },
      outputs: [],
      required: ['config'],
    });
    expect(problems).toContain('step x: run: interpolates ${{ }}; pass it through env:');
    expect(problems).toContain('INPUT_CONFIG is not passed to eval-run');
  });

  it('a JavaScript action whose entry file is missing', async () => {
    const action = await load('actions/setup-osmosis/action.yml');
    const broken = { ...action, runs: { ...action.runs, main: '../../dist/action/nope.js' } };
    expect(await actionProblems(broken, ACTIONS[1] as ActionExpectation)).toEqual([
      '../../dist/action/nope.js does not exist',
    ]);
  });
});
