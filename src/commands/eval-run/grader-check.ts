/**
 * eval-run's grader-check step (core/grader/grader-check.ts), before osmosis starts: the workspace's grader
 * grades each row's label and an empty answer in the rollout's environment, with the config's [env] and
 * the secrets as the rollout server gets them. What it finds is logged and warned here, and returned for
 * the caller to record in the result; the run goes on whatever it finds, and a check that cannot run says why.
 */
import { join, resolve } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import {
  type GraderCheck,
  type GraderCheckAnswer,
  graderCheckSummary,
  graderCheckWarnings,
  judgeGraderCheck,
  notRun,
} from '../../core/grader/grader-check.js';
import type { BeforeRunContext, EvalRunDeps, OsmosisPort } from '../../core/ports.js';
import type { Prepared } from './prepare.js';

/** What the grader check learnt: the check for the result, and the warnings it gave. */
export interface CheckedGrader {
  check: GraderCheck;
  warnings: string[];
}

/** The grader checked, when grader-check asks and the deps can; undefined when it is off. */
export async function checkGraderFirst(
  context: BeforeRunContext,
  prepared: Pick<Prepared, 'secrets' | 'secretValues'>,
  deps: Pick<EvalRunDeps, 'osmosis' | 'wording'>,
): Promise<CheckedGrader | undefined> {
  if (!context.inputs['grader-check']) return undefined;
  const check = await graderCheck(context, prepared, deps.osmosis);
  deps.wording.log.info(graderCheckSummary(check));
  const warnings = graderCheckWarnings(check);
  for (const warning of warnings) deps.wording.log.warning(warning);
  return { check, warnings };
}

async function graderCheck(
  context: BeforeRunContext,
  prepared: Pick<Prepared, 'secrets' | 'secretValues'>,
  osmosis: OsmosisPort,
): Promise<GraderCheck> {
  const { config, inputs, workspace } = context;
  const threshold = config.evaluation.pass_threshold;
  const datasetFile = inputs['dataset-file'];
  if (datasetFile === undefined)
    return notRun(
      'it grades the rows of a local dataset-file, and this run reads a platform dataset',
      threshold,
    );
  const answer: GraderCheckAnswer = await osmosis
    .checkGrader({
      osmosisBin: context.osmosisBin,
      rolloutDir: join(workspace, 'rollouts', config.experiment.rollout),
      entrypoint: config.experiment.entrypoint,
      dataset: resolve(workspace, datasetFile),
      limit: config.evaluation.limit ?? null,
      rows: inputs.rows,
      graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
      env: {
        ...(await osmosis.osmosisEnv(context.osmosisBin)),
        ...config.env,
        ...Object.fromEntries(prepared.secrets),
      },
    })
    .catch((error: unknown) => ({ error: errorMessage(error) }));
  return judgeGraderCheck(redacted(answer, prepared.secretValues), threshold);
}

/** A grader's exception may quote a secret it was given: never in the result or the log. */
export function redacted<T>(answer: T, secrets: readonly string[]): T {
  const values = secrets.filter((value) => value.length > 0);
  if (values.length === 0) return answer;
  const text = JSON.stringify(answer);
  const clean = values.reduce(
    (acc, value) => acc.split(JSON.stringify(value).slice(1, -1)).join('***'),
    text,
  );
  return clean === text ? answer : (JSON.parse(clean) as T);
}
