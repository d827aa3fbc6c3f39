/**
 * A reader that has gone away before the CLI writes (`osmosis-ci --help | head -c 0`): the write fails
 * with EPIPE, which must neither print a stack trace nor turn the exit code into 1 ("gate failed").
 * The pipe's read end is closed before the CLI starts, so every write fails and the test is deterministic.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_NODE, CLI_BUNDLE } from '../helpers/run-cli.js';

const CLOSED_STDOUT = `
import os, subprocess, sys
read_end, write_end = os.pipe()
os.close(read_end)
done = subprocess.run(sys.argv[1:], stdout=write_end, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
sys.stdout.write(f"{done.returncode}\\n" + done.stderr.decode())
`;

function withClosedStdout(args: string[], cwd: string): { code: number; stderr: string } {
  const out = execFileSync('python3', ['-c', CLOSED_STDOUT, BUNDLE_NODE, CLI_BUNDLE, ...args], {
    cwd,
    encoding: 'utf8',
  });
  const [code, ...stderr] = out.split('\n');
  return { code: Number(code), stderr: stderr.join('\n') };
}

describe('a closed stdout', () => {
  it('--help exits 0 with no stack trace', async () => {
    const { code, stderr } = withClosedStdout(['--help'], await mkdtemp(join(tmpdir(), 'osmosis-ci-epipe-')));
    expect(stderr).not.toMatch(/EPIPE|at .*\.js:\d+|Unhandled/);
    expect(code).toBe(0);
  });

  it('a failing --json command keeps its own exit code', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'osmosis-ci-epipe-'));
    const { code, stderr } = withClosedStdout(['eval-run', 'configs/eval/missing.toml', '--json'], cwd);
    expect(stderr).not.toMatch(/EPIPE|at .*\.js:\d+|Unhandled/);
    expect(code).toBe(2);
  });
});
