/**
 * `osmosis-ci doctor`: the pre-flight checks of setup-osmosis from a terminal. The token comes from
 * OSMOSIS_TOKEN only (never a flag, which would put it in argv and the shell's history).
 */
import { resolveOsmosisBin } from '../../adapters/osmosis-process.js';
import { preflightDeps } from '../../adapters/preflight-deps.js';
import { preflight } from '../../commands/preflight.js';
import { ExitCode } from '../../core/errors.js';
import { parseDoctorInputs } from '../../core/inputs.js';
import { type CliCommand, flagLabel, parseFlags, stderrLog, stringFlag } from './shared.js';
import { USAGE } from './usage.js';

export const doctorCommand: CliCommand = {
  usage: USAGE['doctor'],
  async run(args) {
    const { values } = parseFlags(args, {
      check: { type: 'string' },
      'platform-url': { type: 'string' },
      'working-directory': { type: 'string' },
      'osmosis-path': { type: 'string' },
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    const inputs = parseDoctorInputs(
      (name) => (name === 'check' ? (stringFlag(values, name) ?? 'all') : stringFlag(values, name)),
      flagLabel,
    );
    const bin = await resolveOsmosisBin(inputs['osmosis-path'], process.env);
    const token = process.env.OSMOSIS_TOKEN || undefined;
    const checked = await preflight(inputs, token, bin, preflightDeps(process.env, stderrLog, 'cli'));
    for (const problem of checked.problems) {
      process.stderr.write(`${problem.level}: ${problem.path}: ${problem.message}\n`);
    }
    if (checked.failure) throw checked.failure;
    if (checked.user !== undefined) process.stdout.write(`platform user: ${checked.user}\n`);
    if (checked.workspace !== undefined) process.stdout.write(`workspace: ${checked.workspace}\n`);
    return ExitCode.ok;
  },
};
