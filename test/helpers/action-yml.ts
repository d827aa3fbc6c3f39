/**
 * Checks an action.yml against the code: every input the code reads is declared (and, in a composite
 * action, wired through env:), every declared output is one the code sets, JavaScript actions start
 * files that exist in dist/, and no run: script interpolates ${{ }}.
 */
import { access, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { datasetUploadOutputs } from '../../src/core/dataset/dataset-upload.js';
import { DATASET_VALIDATE_INPUT_NAMES } from '../../src/core/dataset/dataset-validate-inputs.js';
import { datasetValidateOutputs } from '../../src/core/dataset/dataset-validate-report.js';
import { EVAL_MERGE_INPUT_NAMES } from '../../src/core/eval-merge-inputs.js';
import { EVAL_UPLOAD_INPUT_NAMES } from '../../src/core/eval-upload-inputs.js';
import { EVAL_RUN_INPUT_NAMES, SETUP_INPUT_NAMES } from '../../src/core/inputs.js';
import { MANAGED_INPUT_NAMES } from '../../src/core/managed-inputs.js';
import { managedStepOutputs } from '../../src/core/managed-result.js';
import {
  cacheOutputs,
  evalMergeOutputs,
  evalRunOutputs,
  preflightOutputs,
  setupOutputs,
  uploadOutputs,
} from '../../src/core/report/outputs.js';
import { rubricOutputs } from '../../src/core/report/rubric-report.js';
import { EVAL_RUBRIC_INPUT_NAMES } from '../../src/core/rubric/rubric-inputs.js';
import { makeManagedResult } from './managed.js';
import { makeMetrics, makeResult } from './results.js';
import { REPO_ROOT } from './run-cli.js';

export interface Step {
  id?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
export interface ActionYml {
  inputs: Record<string, { required?: boolean; default?: string; deprecationMessage?: string }>;
  outputs: Record<string, { value?: string }>;
  runs: { using: string; main?: string; post?: string; 'post-if'?: string; steps?: Step[] };
}

export const load = async (path: string) => parse(await readFile(join(REPO_ROOT, path), 'utf8')) as ActionYml;
const envName = (input: string) => `INPUT_${input.replace(/-/g, '_').toUpperCase()}`;

/** Inputs read outside the parsed schemas: the secrets (parsed apart so they never sit in a loggable object) and the token. */
const EVAL_INPUTS = [...EVAL_RUN_INPUT_NAMES, 'secrets', 'github-token', 'osmosis-token'];
const EVAL_OUTPUTS = Object.keys({
  ...evalRunOutputs(makeResult(makeMetrics({ passed: 1, completed: 1 }), {}), {
    resultJson: 'r',
    reportMarkdown: 'm',
  }),
  ...cacheOutputs({}),
});
const SETUP_OUTPUTS = Object.keys({
  ...setupOutputs({ osmosisPath: '/x', osmosisVersion: '1', source: 'cache' }),
  ...preflightOutputs({}),
});
/** setup-osmosis's parsed inputs plus the platform token, read apart so it is masked first. */
const SETUP_INPUTS = [...SETUP_INPUT_NAMES, 'osmosis-token'];

export interface ActionExpectation {
  path: string;
  /** For JavaScript actions: the inputs the code reads. For composites: per command, the inputs its step passes. */
  inputs: string[] | Record<string, string[]>;
  outputs: string[];
  required: string[];
  /** False for an action with nothing to save after the job (no cache): then it has no post step. */
  post?: boolean;
}

export const ACTIONS: ActionExpectation[] = [
  { path: 'actions/eval-run/action.yml', inputs: EVAL_INPUTS, outputs: EVAL_OUTPUTS, required: ['config'] },
  {
    path: 'actions/setup-osmosis/action.yml',
    inputs: SETUP_INPUTS,
    outputs: SETUP_OUTPUTS,
    required: [],
  },
  {
    path: 'action.yml',
    // The one-step form reads both commands' inputs and sets both commands' outputs.
    inputs: [...new Set([...EVAL_INPUTS, ...SETUP_INPUTS])],
    outputs: [...EVAL_OUTPUTS, ...SETUP_OUTPUTS],
    required: ['config'],
  },
  // Managed runs: the parsed inputs plus the secrets and tokens, read apart so they are masked first.
  ...(['eval', 'benchmark', 'training'] as const).map((kind) => {
    const command = (
      { eval: 'eval-submit', benchmark: 'benchmark-submit', training: 'train-submit' } as const
    )[kind];
    return {
      path: `actions/${command}/action.yml`,
      inputs: [...MANAGED_INPUT_NAMES[kind], 'secrets', 'osmosis-token', 'token', 'github-token'],
      outputs: Object.keys(
        managedStepOutputs(makeManagedResult({ kind: command }), { resultJson: 'r', reportMarkdown: 'm' }),
      ),
      required: ['config'],
    };
  }),
  {
    path: 'actions/eval-upload/action.yml',
    inputs: [...EVAL_UPLOAD_INPUT_NAMES, 'osmosis-token'],
    outputs: [...Object.keys(uploadOutputs(undefined)), 'run-name', 'exit-code'],
    required: ['run-name'],
    post: false,
  },
  {
    path: 'actions/eval-merge/action.yml',
    inputs: [...(EVAL_MERGE_INPUT_NAMES as string[]), 'github-token'],
    outputs: Object.keys(
      evalMergeOutputs(makeResult(makeMetrics({ passed: 1, completed: 1 }), {}), {
        resultJson: 'r',
        reportMarkdown: 'm',
      }),
    ),
    required: ['shards', 'config'],
  },
  {
    path: 'actions/dataset-validate/action.yml',
    // base and head come from the event, never from inputs.
    inputs: [
      ...DATASET_VALIDATE_INPUT_NAMES.filter((name) => name !== 'base' && name !== 'head'),
      'osmosis-token',
    ],
    outputs: [...Object.keys(datasetValidateOutputs([], 0)), ...Object.keys(datasetUploadOutputs(undefined))],
    required: [],
    post: false,
  },
  {
    path: 'actions/eval-rubric/action.yml',
    inputs: [...EVAL_RUBRIC_INPUT_NAMES, 'secrets', 'github-token'],
    outputs: [
      ...Object.keys(
        rubricOutputs({
          kind: 'eval-rubric',
          model: 'm',
          data: 'd',
          number: 1,
          scoreRange: { min: 0, max: 1 },
          gate: {},
          verdict: 'no-gate',
          reasons: [],
          exitCode: 0,
          scores: {
            records: 0,
            scoredRecords: 0,
            erroredRecords: 0,
            meanScore: null,
            atThreshold: null,
            share: null,
          },
          records: [],
        }),
      ),
      'comment-url',
    ],
    required: ['data', 'rubric', 'model'],
    post: false,
  },
];

/** Every problem with one action.yml against what the code expects; empty when it is right. */
export async function actionProblems(action: ActionYml, expected: ActionExpectation): Promise<string[]> {
  const problems: string[] = [];
  const declared = Object.keys(action.inputs ?? {});
  const same = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  const required = declared.filter((name) => action.inputs[name]?.required);
  if (!same(required, expected.required))
    problems.push(`required inputs ${required} != ${expected.required}`);
  if (!same(Object.keys(action.outputs ?? {}), expected.outputs)) {
    problems.push(`outputs ${Object.keys(action.outputs ?? {}).sort()} != ${[...expected.outputs].sort()}`);
  }

  if (action.runs.using === 'node24') {
    const readsInputs = expected.inputs as string[];
    if (!same(declared, readsInputs)) {
      const missing = readsInputs.filter((name) => !declared.includes(name));
      const unused = declared.filter((name) => !readsInputs.includes(name));
      problems.push(
        `inputs: not declared ${JSON.stringify(missing)}, declared but never read ${JSON.stringify(unused)}`,
      );
    }
    const wantsPost = expected.post !== false;
    if (wantsPost && action.runs['post-if'] !== 'always()')
      problems.push('post-if must be always() so caches are saved after failures');
    if (!wantsPost && action.runs.post) problems.push('post is set, but this action has nothing to save');
    for (const file of wantsPost ? [action.runs.main, action.runs.post] : [action.runs.main]) {
      if (!file) problems.push(wantsPost ? 'main and post must both be set' : 'main must be set');
      else if (
        !(await access(join(REPO_ROOT, dirname(expected.path), file)).then(
          () => true,
          () => false,
        ))
      ) {
        problems.push(`${file} does not exist`);
      }
    }
    for (const [name, output] of Object.entries(action.outputs ?? {})) {
      if (output.value !== undefined)
        problems.push(`output ${name} of a JavaScript action cannot have a value`);
    }
  } else if (action.runs.using === 'composite') {
    const steps = action.runs.steps ?? [];
    for (const step of steps) {
      if (step.run?.includes('${{'))
        problems.push(`step ${step.id}: run: interpolates \${{ }}; pass it through env:`);
    }
    const commands = expected.inputs as Record<string, string[]>;
    for (const [command, inputs] of Object.entries(commands)) {
      const step = steps.find((s) => s.run?.includes(`index.js" ${command}`));
      if (!step) {
        problems.push(`no step runs ${command}`);
        continue;
      }
      const env = step.env ?? {};
      for (const input of inputs) {
        if (!declared.includes(input)) problems.push(`input ${input} is not declared`);
        if (env[envName(input)] !== `\${{ inputs.${input} }}`)
          problems.push(`${envName(input)} is not passed to ${command}`);
      }
      const passed = Object.keys(env).filter((key) => key.startsWith('INPUT_'));
      const extra = passed.filter((key) => !inputs.map(envName).includes(key));
      if (extra.length > 0) problems.push(`${command} gets inputs the code never reads: ${extra}`);
    }
    const used = new Set(Object.values(commands).flat());
    const unused = declared.filter((input) => !used.has(input));
    if (unused.length > 0) problems.push(`declared inputs no step passes on: ${unused}`);
    const ids = new Set(steps.map((step) => step.id));
    for (const [name, { value }] of Object.entries(action.outputs ?? {})) {
      const match = /^\$\{\{ steps\.([\w-]+)\.outputs\.([\w-]+) \}\}$/.exec(value ?? '');
      if (!match || !ids.has(match[1]) || match[2] !== name)
        problems.push(`output ${name} is not taken from a step's output of the same name`);
    }
  } else {
    problems.push(`runs.using ${action.runs.using} is neither node24 nor composite`);
  }
  return problems;
}
