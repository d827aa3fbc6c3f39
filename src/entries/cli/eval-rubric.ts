/** `osmosis-ci eval-rubric`: score a JSONL file of conversations with a judge model and gate on the scores. */
import { evalRubricDeps } from '../../adapters/eval-rubric-deps.js';
import { publishComment } from '../../adapters/github-comment.js';
import { evalRubric } from '../../commands/eval-rubric.js';
import { reportRubric } from '../../commands/report/eval-rubric.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { parseEvalRubricInputs } from '../../core/rubric/rubric-inputs.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment-flags.js';
import {
  type CliCommand,
  type FlagOptions,
  flagLabel,
  parseFlags,
  stderrLog,
  stdoutFormat,
  stringFlag,
  terminalSink,
} from './shared.js';
import { USAGE } from './usage.js';

const EVAL_RUBRIC_FLAGS = {
  data: { type: 'string', short: 'd' },
  rubric: { type: 'string', short: 'r' },
  model: { type: 'string' },
  number: { type: 'string', short: 'n' },
  'score-min': { type: 'string' },
  'score-max': { type: 'string' },
  timeout: { type: 'string' },
  'min-mean-score': { type: 'string' },
  'min-share': { type: 'string' },
  'score-threshold': { type: 'string' },
  'working-directory': { type: 'string' },
  'result-dir': { type: 'string' },
  'osmosis-path': { type: 'string' },
  json: { type: 'boolean' },
  'comment-markdown': { type: 'boolean' },
  ...COMMENT_FLAGS,
} as const satisfies FlagOptions;

export const evalRubricCommand: CliCommand = {
  usage: USAGE['eval-rubric'],
  async run(args) {
    const { values, positionals } = parseFlags(args, EVAL_RUBRIC_FLAGS);
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    if (positionals.length > 0)
      throw new UsageError(
        `eval-rubric takes no positional arguments, got ${positionals.join(' ')}: use -d FILE.`,
      );
    const format = stdoutFormat(values);
    const inputs = parseEvalRubricInputs((name) => stringFlag(values, name), flagLabel);
    const comment = parseCommentFlags(values, { config: inputs.data ?? '' });
    // The CLI takes the judge's key from the environment only (OPENAI_API_KEY, …): never from argv.
    const result = await evalRubric(inputs, parseSecretsInput(''), evalRubricDeps(process.env, stderrLog));
    await reportRubric(
      result,
      { terminal: terminalSink(format) },
      {
        request: comment,
        publish: publishComment,
        log: stderrLog,
      },
    );
    return result.exitCode;
  },
};
