/**
 * The warm osmosis the real-CLI tests start (test/warm-osmosis) must be indistinguishable from the installed
 * osmosis started directly: the same stdout, stderr and exit status for a success, a usage error and a
 * failure osmosis reports in its JSON envelope. Its child leaves through its own exit (no module teardown),
 * so this is what proves that exit keeps Python's status rules and flushes what osmosis printed.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { capture } from '../../src/adapters/exec.js';
import {
  harnessAvailable,
  harnessMissingMessage,
  harnessPaths,
  osmosisTestEnv,
  realOsmosis,
} from '../helpers/osmosis-env.js';

let cwd: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  cwd = await mkdtemp(join(tmpdir(), 'osmosis-ci-warm-'));
  ({ env } = osmosisTestEnv({}));
});

describe('the warm osmosis', () => {
  it('is the one the real-CLI tests start, when the warm server runs', () => {
    // On Linux with the harness, global-setup starts the server; elsewhere the comparison below is moot.
    if (process.platform === 'linux' && !process.env.OSMOSIS_CI_TEST_DIRECT_OSMOSIS)
      expect(realOsmosis()).not.toBe(harnessPaths().osmosis);
    else expect(realOsmosis()).toBe(harnessPaths().osmosis);
  });

  it.each([
    ['a success', ['--version']],
    ['a usage error', ['--no-such-flag']],
    ['a failure in the JSON envelope', ['--json', 'eval', 'run', 'configs/eval/missing.toml']],
  ])('answers %s exactly as osmosis started directly', async (_, args) => {
    const [direct, warm] = await Promise.all([
      capture(harnessPaths().osmosis, args, { cwd, env }),
      capture(realOsmosis(), args, { cwd, env }),
    ]);
    expect(direct.stdout + direct.stderr).not.toBe('');
    expect(warm).toEqual(direct);
  });
});
