/**
 * `eval-rubric` as an action step: the inputs, the `secrets` input masked and handed to osmosis's
 * environment only, the command, then the job summary, the sticky comment and the outputs.
 */
import {
  actionInput,
  actionsLog,
  eventPullRequest,
  inputLabel,
  mask,
  runFacts,
  setOutputs,
} from '../../adapters/actions-runtime.js';
import { evalRubricDeps } from '../../adapters/eval-rubric-deps.js';
import { parseRepository, publishComment } from '../../adapters/github-comment.js';
import { evalRubric } from '../../commands/eval-rubric.js';
import { reportRubric } from '../../commands/report/eval-rubric.js';
import { ExitCode } from '../../core/errors.js';
import { defaultCommentKey } from '../../core/report/comment-key.js';
import { rubricOutputs } from '../../core/report/rubric-report.js';
import { parseEvalRubricInputs } from '../../core/rubric/rubric-inputs.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { ActionFailure } from './failure.js';
import { actionSinks } from './report-sinks.js';

export async function evalRubricAction(): Promise<void> {
  // Mask before anything can log: every value of the secrets input.
  const secrets = parseSecretsInput(actionInput('secrets') ?? '');
  for (const value of secrets.values()) mask(value);
  const inputs = parseEvalRubricInputs(actionInput, inputLabel);
  const result = await evalRubric(inputs, secrets, evalRubricDeps(process.env, actionsLog));
  const facts = runFacts();
  const key =
    inputs['comment-key'] ??
    defaultCommentKey({ workflow: facts.workflow, job: facts.job, kind: 'eval-rubric', config: result.data });
  const { commentUrl } = await reportRubric(result, actionSinks(), {
    request: {
      mode: inputs['comment-mode'],
      key,
      token: actionInput('github-token'),
      apiUrl: facts.apiUrl,
      repository: parseRepository(facts.repository),
      prNumber: inputs['pr-number'] ?? eventPullRequest(),
      minimizeOutdated: inputs['minimize-outdated'],
    },
    publish: publishComment,
    log: actionsLog,
  });
  setOutputs({ ...rubricOutputs(result), 'comment-url': commentUrl ?? '' });
  if (result.exitCode !== ExitCode.ok) {
    throw new ActionFailure(
      `osmosis eval rubric ${result.verdict}: ${result.error ?? result.reasons.join('; ')}`,
      {
        annotated: true,
      },
    );
  }
}
