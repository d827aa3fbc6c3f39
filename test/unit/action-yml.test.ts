/**
 * The action.yml files against the code: every input the code reads is declared and wired through
 * env:, every declared output is one the code sets, and no run: script interpolates ${{ }}.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EVAL_RUN_INPUT_NAMES, SETUP_INPUT_NAMES } from '../../src/core/inputs.js';
import { evalRunOutputs, setupOutputs } from '../../src/core/outputs.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

interface Step {
  id?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface ActionYml {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}

const load = async (path: string) =>
  parse(await readFile(new URL(`../../${path}`, import.meta.url), 'utf8')) as ActionYml;
const envName = (input: string) => `INPUT_${input.replace(/-/g, '_').toUpperCase()}`;

const EVAL_INPUTS = [...EVAL_RUN_INPUT_NAMES, 'secrets'];
const EVAL_OUTPUTS = Object.keys(
  evalRunOutputs(makeResult(makeMetrics({ passed: 1, completed: 1 }), {}), {
    resultJson: 'r',
    reportMarkdown: 'm',
  }),
);
const SETUP_OUTPUTS = Object.keys(setupOutputs({ osmosisPath: '/x', osmosisVersion: '1', source: 'cache' }));

const actions = [
  { path: 'actions/eval-run/action.yml', commands: { 'eval-run': EVAL_INPUTS }, outputs: EVAL_OUTPUTS },
  {
    path: 'actions/setup-osmosis/action.yml',
    commands: { setup: SETUP_INPUT_NAMES as string[] },
    outputs: SETUP_OUTPUTS,
  },
  {
    path: 'action.yml',
    commands: { setup: ['osmosis-version', 'python'], 'eval-run': EVAL_INPUTS },
    outputs: EVAL_OUTPUTS,
  },
];

describe.each(actions)('$path', ({ path, commands, outputs }) => {
  it('is a composite action whose run: scripts never interpolate ${{ }}', async () => {
    const action = await load(path);
    expect(action.runs.using).toBe('composite');
    for (const step of action.runs.steps) {
      if (step.run !== undefined) expect(step.run, `step ${step.id}`).not.toContain('${{');
    }
  });

  it('passes each input the code reads to the step that reads it, through env:', async () => {
    const action = await load(path);
    const declared = new Set(Object.keys(action.inputs));
    for (const [command, inputs] of Object.entries(commands)) {
      const step = action.runs.steps.find((s) => s.run?.includes(`index.js" ${command}`));
      expect(step, `a step running ${command}`).toBeDefined();
      const env = step?.env ?? {};
      for (const input of inputs) {
        // The root action fixes a few setup inputs (cache-dir) to their defaults.
        expect(declared.has(input), `input ${input} declared`).toBe(true);
        expect(env[envName(input)], `${envName(input)} in ${command}`).toBe(`\${{ inputs.${input} }}`);
      }
      const passed = Object.keys(env).filter((key) => key.startsWith('INPUT_'));
      expect(passed.sort()).toEqual(inputs.map(envName).sort());
    }
    // No input is declared that no step passes on.
    const used = new Set(Object.values(commands).flat());
    expect([...declared].filter((input) => !used.has(input))).toEqual([]);
  });

  it('declares exactly the outputs the code sets, each from a step that exists', async () => {
    const action = await load(path);
    expect(Object.keys(action.outputs).sort()).toEqual([...outputs].sort());
    const ids = new Set(action.runs.steps.map((step) => step.id));
    for (const [name, { value }] of Object.entries(action.outputs)) {
      const match = /^\$\{\{ steps\.([\w-]+)\.outputs\.([\w-]+) \}\}$/.exec(value);
      expect(match, name).not.toBeNull();
      expect(ids.has(match?.[1])).toBe(true);
      expect(match?.[2]).toBe(name);
    }
  });

  it('marks only config as required', async () => {
    const action = await load(path);
    const required = Object.entries(action.inputs)
      .filter(([, spec]) => spec.required)
      .map(([name]) => name);
    expect(required).toEqual(path.includes('setup') ? [] : ['config']);
  });
});
