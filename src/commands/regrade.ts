/**
 * `osmosis-ci regrade`: a finished run's stored samples re-scored by a grader, with no rollout and no call
 * to the agent's model (issue 40 point 2, the CLI); a grader that calls an LLM judge makes its own calls. The grader is the rollout's own (its entrypoint as the workspace holds it now), or the
 * one in another file (`--grader-file`, e.g. the base commit's entrypoint from `git show`), loaded in the
 * rollout's environment with the config's [env] and the secrets, as grader-check loads it (in its
 * environment, never its argv: a judge's model named in [env], its key among the secrets). Said: the pass
 * rate as stored against as re-graded (the grader's effect alone), the rows that flip, and every sample
 * that could not be re-graded, counted and named.
 */
import { join, resolve } from 'node:path';
import { checkConfigLocation, parseEvalConfig } from '../core/config/index.js';
import { displayPath } from '../core/display-path.js';
import { type ExitCode, UsageError } from '../core/errors.js';
import {
  type RegradeDeps,
  type RegradeSummary,
  regradeLines,
  summarizeRegrade,
} from '../core/grader/regrade.js';
import { journalDir } from '../core/osmosis/paths.js';
import { selectSecrets } from '../core/secrets.js';
import { regradeExitCode } from '../core/verdict/regrade.js';

export interface RegradeInputs {
  config: string;
  runName: string;
  /** A Python file whose grader re-grades, instead of the rollout's entrypoint. */
  graderFile?: string | undefined;
  osmosisPath?: string | undefined;
  start: string;
}

export async function regrade(
  inputs: RegradeInputs,
  deps: RegradeDeps,
): Promise<{ summary: RegradeSummary; lines: string[]; exitCode: ExitCode }> {
  const workspace = await deps.findWorkspace(inputs.start);
  const configPath = await deps.locate(inputs.config, inputs.start, workspace);
  const text = configPath === undefined ? undefined : await deps.readText(configPath);
  if (configPath === undefined || text === undefined)
    throw new UsageError(`Config file not found: ${inputs.config}. Pass the eval config the run used.`);
  checkConfigLocation(configPath, workspace, 'eval');
  const configRelative = displayPath(workspace, configPath);
  const config = parseEvalConfig(text, configRelative);
  const secrets = selectSecrets(config.secrets.required, new Map(), deps.env, configRelative);
  const runDir = journalDir(workspace, inputs.runName);
  const stored = await deps.readStoredSamples(runDir).catch((error: unknown) => {
    throw new UsageError(
      `No journal of run ${inputs.runName} could be read at ${runDir} (${String(error)}).`,
    );
  });
  const bin = await deps.resolveOsmosis(inputs.osmosisPath);
  const answer = await deps.runRegrade({
    osmosisBin: bin,
    rolloutDir: join(workspace, 'rollouts', config.experiment.rollout),
    entrypoint: inputs.graderFile ? resolve(inputs.start, inputs.graderFile) : config.experiment.entrypoint,
    samples: stored.flatMap((item) =>
      'unreadable' in item.sample ? [] : [{ key: `${item.row}:${item.run}`, ...item.sample }],
    ),
    graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
    env: { ...(await deps.osmosisEnv(bin)), ...config.env, ...Object.fromEntries(secrets) },
  });
  const summary = summarizeRegrade(inputs.runName, stored, answer, config.evaluation.pass_threshold);
  return {
    summary,
    lines: regradeLines(summary),
    exitCode: regradeExitCode(summary),
  };
}
