/**
 * The grader-change step's port as a value (core/grader-change.ts Regrader): bound here to the run's
 * config, osmosis and secrets, so the report re-grades stored samples in the rollout's environment as
 * grader-check and `osmosis-ci regrade` do: no rollout, no call to the agent's model (a grader that calls
 * a model, an LLM judge, makes its own calls). A base grader's text is written to a private temporary
 * folder under its own file name and loaded from there (its rollout folder stays on sys.path, so its
 * imports resolve as they would in the rollout), with the base commit's [env] when it is given. Secrets
 * reach the grader in its environment only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import type { RegradedRun, Regrader } from '../../core/grader/grader-change.js';
import type { BeforeRunContext, OsmosisPort } from '../../core/ports.js';
import { redacted } from './grader-check.js';
import type { Prepared } from './prepare.js';

export function regraderFor(
  context: BeforeRunContext,
  prepared: Pick<Prepared, 'secrets' | 'secretValues'>,
  osmosis: OsmosisPort,
): Regrader | undefined {
  const { readStoredSamples, runRegrade, readAtCommit } = osmosis;
  if (!readStoredSamples || !runRegrade || !readAtCommit) return undefined;
  const { config, workspace, osmosisBin } = context;
  const rolloutDir = join(workspace, 'rollouts', config.experiment.rollout);
  const regradeWith = async (
    runDir: string,
    entrypoint: string,
    configEnv: Record<string, string>,
  ): Promise<RegradedRun> => {
    const stored = await readStoredSamples(runDir);
    const answer = await runRegrade({
      osmosisBin,
      rolloutDir,
      entrypoint,
      samples: stored.flatMap((item) =>
        'unreadable' in item.sample ? [] : [{ key: `${item.row}:${item.run}`, ...item.sample }],
      ),
      graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
      env: {
        ...(await osmosis.osmosisEnv(osmosisBin)),
        ...configEnv,
        ...Object.fromEntries(prepared.secrets),
      },
    });
    // A grader's exception may quote a secret it was given: never in the result or the comment.
    return { stored, answer: redacted(answer, prepared.secretValues) };
  };
  return {
    mode: context.inputs['grader-change'],
    workspace,
    configPath: context.configRelative,
    async regrade(runDir, grader) {
      try {
        if (!grader) return await regradeWith(runDir, config.experiment.entrypoint, config.env);
        const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-base-grader-'));
        try {
          const file = join(dir, basename(grader.fileName));
          await writeFile(file, grader.source, { mode: 0o600 });
          return await regradeWith(runDir, file, grader.env ?? config.env);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      } catch (error) {
        return { error: redacted(errorMessage(error), prepared.secretValues) };
      }
    },
    readAtCommit: (sha, path) => readAtCommit(workspace, sha, path),
  };
}
