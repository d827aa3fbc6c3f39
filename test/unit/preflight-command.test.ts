/**
 * The pre-flight command over fake deps: `check: all` without a token still runs the workspace checks (they
 * need no token) and reports the missing token as one problem with theirs; `check: auth` alone refuses.
 */
import { describe, expect, it } from 'vitest';
import { preflight } from '../../src/commands/preflight.js';
import { ExitCode, UsageError } from '../../src/core/errors.js';
import { parseDoctorInputs } from '../../src/core/inputs.js';
import type { OsmosisRun, PreflightDeps } from '../../src/core/ports.js';

const doctorRun = (missing: string[]): OsmosisRun => ({
  exitCode: 0,
  signal: null,
  interruptedBy: null,
  stdout: '',
  envelope: {
    schema_version: 1,
    resource: {
      workspace_directory: '/ws',
      required_paths: ['rollouts/', 'configs/training/', 'configs/eval/', 'data/'],
      missing,
    },
  } as OsmosisRun['envelope'],
  error: undefined,
  warnings: [],
  stderrTail: '',
  spawnError: undefined,
});

function deps(missing: string[], started: string[][]): PreflightDeps {
  return {
    cwd: '/ws',
    log: { info: () => {}, warning: () => {}, debug: () => {} },
    platformUrl: () => 'https://p.example',
    osmosisEnv: async () => ({}),
    runOsmosis: async ({ args }) => {
      started.push([...args]);
      if (args.includes('whoami')) throw new Error('whoami needs a token: not started without one');
      return doctorRun(missing);
    },
    surface: 'cli',
  };
}
const inputs = (check: string) =>
  parseDoctorInputs(
    (name) => (name === 'check' ? check : undefined),
    (n) => `--${n}`,
  );

describe('preflight without a token', () => {
  it('check all: the workspace checks still run; the missing token is reported with their problems (exit 2)', async () => {
    const started: string[][] = [];
    const checked = await preflight(inputs('all'), undefined, 'osmosis', deps(['AGENTS.md'], started));
    expect(started).toEqual([['--json', 'doctor', '/ws']]);
    expect(checked.problems.map((problem) => [problem.path, problem.level])).toEqual([
      ['AGENTS.md', 'warning'],
    ]);
    expect(checked.failure).toBeInstanceOf(UsageError);
    expect(checked.failure?.exitCode).toBe(ExitCode.usage);
    expect(checked.failure?.message).toBe(
      'check: auth needs the Osmosis platform token: set the OSMOSIS_TOKEN environment variable to a token from the Osmosis platform.',
    );
  });

  it('check all with a broken scaffold: both problems in one failure', async () => {
    const checked = await preflight(inputs('all'), undefined, 'osmosis', deps(['configs/training/'], []));
    expect(checked.failure?.message).toMatch(
      /^check: auth needs the Osmosis platform token: .* Pre-flight workspace: the workspace at \/ws is missing configs\/training\//,
    );
  });

  it('check auth alone: refused before osmosis starts', async () => {
    const started: string[][] = [];
    await expect(preflight(inputs('auth'), undefined, 'osmosis', deps([], started))).rejects.toThrow(
      /^check: auth needs the Osmosis platform token/,
    );
    expect(started).toEqual([]);
  });
});
