/**
 * eval-run's checks before anything starts: the config (found from the working directory or the
 * workspace root), the secrets, the dataset file (counted, so a selection past its end is the user's
 * mistake, not osmosis's), the bound on work items, and cloudflared for `tunnel`. Every failure is a
 * UsageError (exit 2).
 */
import { relative } from 'node:path';
import {
  checkConfigLocation,
  configSearchPlaces,
  type EvalConfig,
  parseEvalConfig,
} from '../../core/config/index.js';
import { displayPath } from '../../core/display-path.js';
import { UsageError } from '../../core/errors.js';
import { grouped } from '../../core/format.js';
import { type EvalRunInputs, LIMITS, parseRows } from '../../core/inputs.js';
import type { RunFacts, RunFilesPort, RunWording, WorkspacePort } from '../../core/ports.js';

/** What the checks before a run reach: the workspace, the words, and the facts they read. */
interface PrepareDeps {
  facts: Pick<RunFacts, 'env' | 'runContext' | 'event'>;
  wording: RunWording;
  workspace: WorkspacePort;
  files: Pick<RunFilesPort, 'readText'>;
}

import { missingSecretsSkip } from '../../core/evidence/skipped-run.js';
import { defaultRunName } from '../../core/journal/run-name.js';
import { encodeSecretsFile, missingSecrets, type SecretValues, selectSecrets } from '../../core/secrets.js';

export interface Prepared {
  workspace: string;
  configRelative: string;
  config: EvalConfig;
  runName: string;
  secretsText: string;
  /** The values of the secrets osmosis is given. */
  secretValues: string[];
  /** The secrets by name (in memory only): grader-check gives them to the grader as osmosis gives them. */
  secrets: ReadonlyMap<string, string>;
  /** The inputs with config and dataset-file as paths relative to the workspace root, as osmosis gets them. */
  inputs: EvalRunInputs;
  /** The local dataset file's rows, when there is one and its format tells (an adaptive run's population). */
  datasetRows: number | undefined;
}

export async function prepare(
  inputs: EvalRunInputs,
  givenSecrets: SecretValues,
  { start, workspace }: { start: string; workspace: string },
  deps: PrepareDeps,
): Promise<Prepared> {
  const places = { start, workspace, where: configSearchPlaces(start, workspace) };
  const { config, configRelative } = await readConfig(inputs.config, places, deps);
  const missing = missingSecrets(config.secrets.required, givenSecrets, deps.facts.env);
  if (missing.length > 0) throw missingSecretsSkip(missing, configRelative, deps.facts.event?.fork);
  const secrets = selectSecrets(config.secrets.required, givenSecrets, deps.facts.env, configRelative);
  for (const value of secrets.values()) deps.wording.mask?.(value);
  const secretsText = encodeSecretsFile(secrets);

  const dataset = await selectDataset(inputs, config, places, deps);
  checkWorkItems(dataset.selected, config, configRelative);
  checkK(inputs.k, config, configRelative, deps);
  await checkTunnel(inputs, deps);
  await checkPortsFree(inputs, deps);
  const runName = inputs['run-name'] ?? defaultRunName(configRelative, deps.facts.runContext);
  return {
    workspace,
    configRelative,
    config,
    runName,
    secretsText,
    secretValues: [...secrets.values()],
    secrets,
    datasetRows: dataset.rows,
    inputs: {
      ...inputs,
      config: configRelative,
      'dataset-file': dataset.relative,
    },
  };
}

/** Where a path the user gave is looked for: the working directory, then the workspace root. */
interface SearchPlaces {
  start: string;
  workspace: string;
  /** The two places, in words. */
  where: string;
}

/** The eval config, found, under configs/eval/ and valid. */
async function readConfig(
  given: string,
  { start, workspace, where }: SearchPlaces,
  deps: PrepareDeps,
): Promise<{ config: EvalConfig; configRelative: string }> {
  const configPath = await deps.workspace.locate(given, start, workspace);
  const text = configPath === undefined ? undefined : await deps.files.readText(configPath);
  if (configPath === undefined || text === undefined) {
    throw new UsageError(
      `Config file not found: ${given} (looked ${where}). Pass the path of an eval config such as configs/eval/my-rollout.toml.`,
    );
  }
  checkConfigLocation(configPath, workspace, 'eval');
  const configRelative = displayPath(workspace, configPath);
  return { config: parseEvalConfig(text, configRelative), configRelative };
}

/**
 * The local dataset file (relative to the workspace root, as osmosis reads it) and its rows, and how many
 * rows the run selects: the rows input, else the config's limit, else the file's rows when it tells.
 */
async function selectDataset(
  inputs: EvalRunInputs,
  config: EvalConfig,
  { start, workspace, where }: SearchPlaces,
  deps: PrepareDeps,
): Promise<{ relative: string | undefined; rows: number | undefined; selected: number | undefined }> {
  const selection = inputs.rows === undefined ? undefined : parseRows(inputs.rows);
  if (typeof selection === 'string') throw new UsageError(`rows ${selection}.`); // parsed before: never
  const limit = config.evaluation.limit;
  const configLimit = limit !== undefined && limit > 0 ? limit : undefined;
  if (inputs['dataset-file'] === undefined)
    return { relative: undefined, rows: undefined, selected: selection?.count ?? configLimit };
  const datasetPath = await deps.workspace.locate(inputs['dataset-file'], start, workspace);
  if (datasetPath === undefined) {
    throw new UsageError(
      `Dataset file not found: ${inputs['dataset-file']} (looked ${where}). Fix the path (relative to the working directory or the workspace root), or leave dataset-file empty to use the config's platform dataset.`,
    );
  }
  // osmosis reads it relative to the workspace root, its working directory.
  const datasetRelative = relative(workspace, datasetPath).split('\\').join('/');
  const shown = displayPath(workspace, datasetPath);
  const { rows } = await deps.workspace.inspectDataset(datasetPath, shown);
  if (rows === undefined)
    return { relative: datasetRelative, rows, selected: selection?.count ?? configLimit };
  if (selection && selection.highest >= rows) {
    const past = selection.ranges
      .filter(([, end]) => end >= rows)
      .map(([first, end]) => (first === end ? String(first) : `${first}-${end}`));
    throw new UsageError(
      `${deps.wording.hint('rows')} names rows past the end of ${shown} (${past.slice(0, 5).join(', ')}${past.length > 5 ? ', …' : ''}): it has ${rows} row${rows === 1 ? '' : 's'}, numbered 0 to ${rows - 1}.`,
    );
  }
  const selected = selection
    ? selection.count
    : configLimit !== undefined
      ? Math.min(configLimit, rows)
      : rows;
  return { relative: datasetRelative, rows, selected };
}

/** At most LIMITS.workItems (selected rows × n) in one run. */
function checkWorkItems(selected: number | undefined, config: EvalConfig, configRelative: string): void {
  const n = config.evaluation.n;
  const workItems = (selected ?? 1) * n;
  if (workItems > LIMITS.workItems) {
    throw new UsageError(
      `This run would have ${grouped(workItems)} work items (${selected === undefined ? '' : `${grouped(selected)} rows × `}n = ${grouped(n)}); at most ${grouped(LIMITS.workItems)} are accepted in one run. Select fewer rows or lower n.`,
      { file: configRelative },
    );
  }
}

/** pass@k and pass^k need k samples of a row: a k past [evaluation].n would be unknown for every row. */
function checkK(k: number | undefined, config: EvalConfig, configRelative: string, deps: PrepareDeps): void {
  const n = config.evaluation.n;
  if (k !== undefined && k > n) {
    throw new UsageError(
      `${deps.wording.hint('k', String(k))} is more than the ${n} sample${n === 1 ? '' : 's'} per row of ${configRelative} ([evaluation].n = ${n}): pass@${k} and pass^${k} would be unknown for every row. Lower k to at most ${n}, or raise [evaluation].n.`,
      { file: configRelative },
    );
  }
}

/** `tunnel: cloudflared` needs the program: osmosis would start, sync the rollout and start its server first. */
async function checkTunnel(inputs: EvalRunInputs, deps: PrepareDeps): Promise<void> {
  if (inputs.tunnel === 'cloudflared' && !(await deps.workspace.findProgram('cloudflared'))) {
    throw new UsageError(
      `${deps.wording.hint('tunnel', 'cloudflared')} needs the cloudflared program on PATH, and there is none. Install it first (the setup-osmosis action does with cloudflared: true), or run your own tunnel and pass advertise-url with listener-port.`,
    );
  }
}

/**
 * A pinned port another process holds: osmosis would pay a model preflight call and sync the rollout
 * before its server or listener fails to bind, and never name the port. Checked before it starts.
 */
async function checkPortsFree(inputs: EvalRunInputs, deps: PrepareDeps): Promise<void> {
  for (const [name, what] of [
    ['rollout-port', 'the rollout server'],
    ['listener-port', "osmosis's model-bridge listener"],
  ] as const) {
    const port = inputs[name];
    const reason = port === undefined ? undefined : await deps.workspace.portUnavailable(port);
    if (port !== undefined && reason) {
      throw new UsageError(
        `${deps.wording.hint(name, String(port))} cannot be used for ${what}: port ${port} on 127.0.0.1 is ${reason}. Stop what listens on it, or choose another port.`,
      );
    }
  }
}
