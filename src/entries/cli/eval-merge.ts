import { resolve } from 'node:path';
import { evalMergeDeps } from '../../adapters/eval-merge-deps.js';
import { evalMerge } from '../../commands/eval-merge.js';
import { costRequest } from '../../commands/report/cost.js';
import { DEFAULT_BUNDLE_MAX_MB } from '../../core/artifacts/bundle.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { parseEvalMergeInputs } from '../../core/eval-merge-inputs.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment-flags.js';
import { reportCliRun } from './run-report.js';
import { type CliCommand, flagLabel, parseFlags, stderrLog, stdoutFormat, stringFlag } from './shared.js';
import { USAGE } from './usage.js';

export const evalMergeCommand: CliCommand = {
  usage: USAGE['eval-merge'],
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      shards: { type: 'string' },
      'min-pass-rate': { type: 'string' },
      'gate-on': { type: 'string' },
      'allow-inconclusive': { type: 'boolean' },
      'run-name': { type: 'string' },
      'working-directory': { type: 'string' },
      'result-dir': { type: 'string' },
      json: { type: 'boolean' },
      'comment-markdown': { type: 'boolean' },
      'baseline-dir': { type: 'string' },
      'save-baseline': { type: 'boolean' },
      'max-regression': { type: 'string' },
      viewer: { type: 'string' },
      ...COMMENT_FLAGS,
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    if (positionals.length > 1)
      throw new UsageError(`eval-merge takes one config path, got ${positionals.length}.`);
    const inputs = parseEvalMergeInputs(
      (name) => (name === 'config' ? positionals[0] : stringFlag(values, name)),
      (name) => (name === 'config' ? '<config>' : flagLabel(name)),
    );
    const comment = parseCommentFlags(values, { config: inputs.config });
    stdoutFormat(values); // both --json and --comment-markdown: refused before the merge
    const start = resolve(inputs['working-directory'] ?? '.');
    if (values['save-baseline'] && inputs['baseline-dir'] === undefined)
      throw new UsageError(
        '--save-baseline needs --baseline-dir DIR: the directory the merged result and the row history are saved in.',
      );
    const evaluated = await evalMerge(inputs, evalMergeDeps({ runContext: {}, log: stderrLog }));
    return reportCliRun(evaluated, values, {
      comment,
      start,
      baselineDir: inputs['baseline-dir'],
      maxRegression: inputs['max-regression'],
      // The merged run is the whole run: it, not a leg, becomes the baseline and joins the history.
      saveBaseline: values['save-baseline'] === true,
      resultDir: inputs['result-dir'],
      viewer: { mode: inputs.viewer, maxMb: DEFAULT_BUNDLE_MAX_MB },
      // The legs' model at LiteLLM's price, from the osmosis that setup installed (as the action does).
      cost: costRequest({}),
    });
  },
};
