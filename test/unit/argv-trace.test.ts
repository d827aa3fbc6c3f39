/**
 * The exact argv check: strace records every execve of a run, so a process that carries a secret in
 * its argv is caught however briefly it lives. Sampling /proc (every 50 ms) would miss this one.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execsCarrying, tracedExecs } from '../helpers/leaks.js';
import { runNode } from '../helpers/run-cli.js';

describe('execsCarrying (strace)', () => {
  it('catches a helper that lives about a millisecond with the secret in its argv', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'argv-trace-'));
    const secret = `canary-${Date.now()}`;
    const script = join(dir, 'leaky.mjs');
    // A stand-in for a buggy wrapper: hands the secret to a short-lived program as an argument.
    writeFileSync(
      script,
      "import { execFileSync } from 'node:child_process';\nexecFileSync('/bin/true', ['--token', process.env.CANARY]);\n",
    );
    const traceFile = join(dir, 'execs.strace');
    const run = await runNode(script, [], {
      cwd: dir,
      env: { ...process.env, CANARY: secret },
      traceExecsTo: traceFile,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(await execsCarrying(traceFile, [secret])).toEqual([
      expect.stringMatching(new RegExp(`^/bin/true \\["/bin/true", "--token", "${secret}"\\]$`)),
    ]);
    // The secret was in the environment of every process, which the check rightly ignores.
    expect((await tracedExecs(traceFile)).map((exec) => exec.program)).toContain('/bin/true');
  });

  it('refuses a trace that recorded nothing, rather than passing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'argv-trace-'));
    writeFileSync(join(dir, 'empty.strace'), '');
    await expect(execsCarrying(join(dir, 'empty.strace'), ['x'])).rejects.toThrow(/no execve/);
  });
});
