/** eval-run and eval-merge print one thing on stdout: asking for JSON and the comment markdown at once is refused. */
import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../../src/core/errors.js';
import { stdoutFormat } from '../../src/entries/cli/shared.js';

describe('stdoutFormat', () => {
  it('refuses --json with --comment-markdown (exit 2), naming both flags', () => {
    let caught: unknown;
    try {
      stdoutFormat({ json: true, 'comment-markdown': true });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UsageError);
    expect((caught as UsageError).exitCode).toBe(ExitCode.usage);
    expect((caught as Error).message).toMatch(/--json and --comment-markdown/);
  });

  it.each([
    [{ json: true }, 'json'],
    [{ 'comment-markdown': true }, 'comment-markdown'],
    [{}, 'terminal'],
    [{ json: false, 'comment-markdown': true }, 'comment-markdown'],
  ])('%j prints %s', (values, format) => {
    expect(stdoutFormat(values)).toBe(format);
  });
});
