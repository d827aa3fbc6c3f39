/** Config problems in words: what is wrong with a key and how to fix it. */
import type * as z from 'zod';
import {
  benchmarkAgentShape,
  benchmarkExecutionShape,
  benchmarkSecretsShape,
  benchmarkShape,
  benchmarkTasksShape,
  benchmarkVerifierShape,
  MODEL_SHAPES,
} from './benchmark.schema.js';
import { evalShape, evaluationShape } from './eval.schema.js';
import { experimentShape, secretsSectionShape } from './sections.js';
import { checkpointsShape, samplingShape, trainingConfigShape, trainingShape } from './training.schema.js';
import type { ConfigKind } from './types.js';
import { APPEND_FIX, describeValue, isRecord, stringAt, type TomlKeyPath } from './values.js';

/** Allowed keys per table, for "unrecognized key" messages; `*` stands for an array index. */
const ALLOWED_KEYS: Record<ConfigKind, Record<string, readonly string[]>> = {
  eval: {
    '': Object.keys(evalShape.shape),
    experiment: Object.keys(experimentShape.shape),
    evaluation: Object.keys(evaluationShape.shape),
    secrets: Object.keys(secretsSectionShape.shape),
  },
  training: {
    '': Object.keys(trainingConfigShape.shape),
    experiment: Object.keys(experimentShape.shape),
    training: Object.keys(trainingShape.shape),
    sampling: Object.keys(samplingShape.shape),
    checkpoints: Object.keys(checkpointsShape.shape),
    secrets: Object.keys(secretsSectionShape.shape),
  },
  benchmark: {
    '': Object.keys(benchmarkShape.shape),
    experiment: ['benchmark'],
    tasks: Object.keys(benchmarkTasksShape.shape),
    'agents.*': Object.keys(benchmarkAgentShape.shape),
    execution: Object.keys(benchmarkExecutionShape.shape),
    verifier: Object.keys(benchmarkVerifierShape.shape),
    secrets: Object.keys(benchmarkSecretsShape.shape),
  },
};

const NUMBER_FIX = 'Use a number, e.g. `1` or `0.5`.';
const INTEGER_FIX = 'Use a whole number without a decimal point, e.g. `10`.';
const SECRET_LIST_FIX =
  'Use a list of secret names, e.g. `required = ["OPENAI_API_KEY"]`, or `required = []`.';
const ENV_VALUE_FIX = 'Quote the value: `KEY = "value"` (env values are strings).';

/** How to fix a missing or mistyped key, by key pattern (`*` = array index or any key). */
const FIXES: Record<string, string> = {
  experiment: 'Add an `[experiment]` table with `rollout`, `entrypoint`, `model_path` and `dataset`.',
  'experiment.rollout': 'Set `rollout = "<name>"`, the directory name under rollouts/.',
  'experiment.entrypoint': 'Set `entrypoint = "main.py"`, a file inside rollouts/<rollout>/.',
  'experiment.model_path': 'Set `model_path = "<provider>/<model>"`, a LiteLLM-style model name.',
  'experiment.dataset': 'Set `dataset = "<dataset name>"`; it is required even with --dataset-file.',
  'experiment.branch': 'Use a quoted branch name, or remove the key.',
  'experiment.commit_sha': 'Use a quoted hexadecimal commit SHA, or remove the key.',
  'experiment.benchmark': 'Set `benchmark = "<key, exact name or id>"`.',
  evaluation: 'Make `[evaluation]` a table of settings.',
  'evaluation.limit': INTEGER_FIX,
  'evaluation.n': INTEGER_FIX,
  'evaluation.batch_size': INTEGER_FIX,
  'evaluation.pass_threshold': 'Use a finite number, e.g. `pass_threshold = 1.0`.',
  'evaluation.agent_workflow_timeout_s': 'Use a finite number of seconds, e.g. `450`.',
  'evaluation.grader_timeout_s': 'Use a finite number of seconds, e.g. `150`.',
  training: 'Make `[training]` a table of settings.',
  sampling: 'Make `[sampling]` a table of settings.',
  checkpoints: 'Make `[checkpoints]` a table of settings.',
  'training.*': NUMBER_FIX,
  'sampling.*': NUMBER_FIX,
  'checkpoints.*': NUMBER_FIX,
  advanced: 'Make `[advanced]` a table.',
  env: 'Make `[env]` a table of `KEY = "value"` strings.',
  'env.*': ENV_VALUE_FIX,
  secrets:
    'Add `[secrets]` with `required = []` if the rollout needs no secrets (list the secret names otherwise).',
  'secrets.required': SECRET_LIST_FIX,
  'secrets.required.*': 'Write each secret name as a quoted string.',
  tasks: 'Make `[tasks]` a table, or remove it to run the full benchmark.',
  'tasks.categories': 'Use a list of category names, e.g. `categories = ["security"]`.',
  'tasks.task_names': 'Use a list of task names, e.g. `task_names = ["hello-world"]`.',
  'tasks.task_set':
    'Set `task_set = "parity"`, or remove it to select by categories/task_names (or run the full benchmark).',
  agents: 'Add 1 to 8 `[[agents]]` tables, each with an `[agents.model]` table.',
  'agents.*': 'Write each agent as an `[[agents]]` table.',
  'agents.*.harness': 'Use a quoted harness name, e.g. `harness = "mini-swe-agent"`, or remove it.',
  'agents.*.harness_api_key_secret': 'Use a quoted secret name.',
  'agents.*.model':
    'Add an `[agents.model]` table with `type = "provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret) or `"hosted"` (base_model, lora_model_name).',
  'agents.*.model.type':
    'Use `"provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret, extra_headers?) or `"hosted"` (base_model, lora_model_name).',
  'agents.*.model.model': 'Set `model = "<provider>/<model>"`.',
  'agents.*.model.api_key_secret':
    'Set `api_key_secret = "<SECRET_NAME>"`, the secret holding the model API key.',
  'agents.*.model.base_url': 'Set `base_url = "https://…"`, the OpenAI-compatible endpoint.',
  'agents.*.model.extra_headers': 'Use a table of `header = "value"` strings.',
  'agents.*.model.extra_headers.*': 'Quote the header value.',
  'agents.*.model.base_model': 'Set `base_model = "<base model name>"`.',
  'agents.*.model.lora_model_name': 'Set `lora_model_name = "<checkpoint name>"`.',
  'agents.*.env': 'Make `[agents.env]` a table of `KEY = "value"` strings.',
  'agents.*.env.*': ENV_VALUE_FIX,
  execution: 'Make `[execution]` a table of settings.',
  'execution.*': NUMBER_FIX,
  'execution.judge_model': 'Use a quoted model name.',
  'execution.judge_api_key_secret': 'Use a quoted secret name.',
  verifier: 'Make `[verifier]` a table with `required = [...]`.',
  'verifier.required': SECRET_LIST_FIX,
  'verifier.required.*': 'Write each secret name as a quoted string.',
};

function pattern(keyPath: TomlKeyPath): string {
  return keyPath.map((part) => (typeof part === 'number' ? '*' : part)).join('.');
}

/** The key's own fix, else its parent's `.*` one (a top-level key has no parent: `.*` is no pattern). */
function fixFor(keyPath: TomlKeyPath): string | undefined {
  return FIXES[pattern(keyPath)] ?? FIXES[`${pattern(keyPath.slice(0, -1))}.*`];
}

/** `evaluation.n`, `agents[0].model.type`, `env."bad key"`. */
export function formatKeyPath(keyPath: TomlKeyPath): string {
  let out = '';
  for (const part of keyPath) {
    if (typeof part === 'number') out += `[${part}]`;
    else {
      const key = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
      out += out === '' ? key : `.${key}`;
    }
  }
  return out === '' ? '(top level)' : out;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  bigint: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'a table',
  record: 'a table',
  map: 'a table',
  array: 'a list',
};

function valueAt(root: unknown, keyPath: TomlKeyPath): unknown {
  let current = root;
  for (const part of keyPath) {
    if (Array.isArray(current) && typeof part === 'number') current = current[part];
    else if (isRecord(current) && typeof part === 'string') current = current[part];
    else return undefined;
  }
  return current;
}

function allowedKeysFor(kind: ConfigKind, raw: unknown, parent: TomlKeyPath): readonly string[] | undefined {
  const key = pattern(parent);
  if (kind === 'benchmark' && key === 'agents.*.model') {
    const type = stringAt(valueAt(raw, parent), 'type');
    return type !== undefined && Object.hasOwn(MODEL_SHAPES, type)
      ? Object.keys(MODEL_SHAPES[type as keyof typeof MODEL_SHAPES].shape)
      : undefined;
  }
  return ALLOWED_KEYS[kind][key];
}

export interface PendingIssue {
  path: TomlKeyPath;
  message: string;
}

/** Turn a zod issue into one or more messages with a fix; `unrecognized_keys` becomes one per key. */
export function explainIssue(kind: ConfigKind, raw: unknown, issue: z.core.$ZodIssue): PendingIssue[] {
  const issuePath = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeysFor(kind, raw, issuePath);
    return issue.keys.map((key) => {
      const isSection = issuePath.length === 0;
      const where = isSection ? `${kind} configs allow` : `allowed in ${formatKeyPath(issuePath)}`;
      const list = allowed ? ` (${where}: ${allowed.join(', ')})` : '';
      return {
        path: [...issuePath, key],
        message: `${isSection ? 'unrecognized section' : 'unrecognized key'}. Remove it or fix its spelling${list}.`,
      };
    });
  }
  const fix = fixFor(issuePath);
  const withFix = (problem: string) => ({
    path: issuePath,
    message: fix ? `${problem}. ${fix}` : `${problem}.`,
  });
  if (issue.code === 'invalid_type') {
    const input = valueAt(raw, issuePath);
    if (input === undefined) {
      return [withFix(issuePath.length === 1 ? 'required section is missing' : 'required key is missing')];
    }
    const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
    return [withFix(`must be ${expected}, got ${describeValue(input)}`)];
  }
  const unionOptions: unknown = (issue as { options?: unknown }).options;
  if (issue.code === 'invalid_union' && Array.isArray(unionOptions)) {
    const input = valueAt(raw, issuePath);
    const options = unionOptions.map((option) => JSON.stringify(option)).join(', ');
    const problem =
      input === undefined
        ? 'required key is missing'
        : `must be one of ${options}, got ${describeValue(input)}`;
    return [withFix(problem)];
  }
  if (issue.code === 'invalid_value') {
    const options = issue.values.map((option) => JSON.stringify(option)).join(', ');
    return [withFix(`must be ${options}, got ${describeValue(valueAt(raw, issuePath))}`)];
  }
  // The value helpers say what is wrong and get the key's fix appended; other refinements of ours
  // write the whole message, fix included.
  if (issue.code === 'custom' && issue.params?.[APPEND_FIX]) return [withFix(issue.message)];
  return [{ path: issuePath, message: issue.message }];
}
