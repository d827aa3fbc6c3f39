import { describe, expect, it } from 'vitest';
import { errorFields } from '../../src/commands/outcome.js';
import { forkOf, missingSecretsSkip } from '../../src/core/evidence/skipped-run.js';
import { verdictLine } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { makeResult } from '../helpers/results.js';

const pr = (head: string | null, base = 'acme/widgets') => ({
  pull_request: {
    head: { repo: head === null ? null : { full_name: head } },
    base: { repo: { full_name: base } },
  },
});

describe('a fork pull request', () => {
  it('is told from the event: a pull_request whose head repository is another', () => {
    expect(forkOf('pull_request', pr('alice/widgets'))).toBe('alice/widgets');
    expect(forkOf('pull_request', pr(null))).toBe('(deleted)');
    expect(forkOf('pull_request', pr('acme/widgets'))).toBeUndefined();
    // pull_request_target runs in the base repository, with its secrets; a push has no pull request.
    expect(forkOf('pull_request_target', pr('alice/widgets'))).toBeUndefined();
    expect(forkOf('push', {})).toBeUndefined();
    expect(forkOf('pull_request', null)).toBeUndefined();
  });
});

describe('a run skipped for missing secrets', () => {
  it('says skipped with the reason on every surface, nothing ran, and is never a green tick (exit 2)', () => {
    const fields = errorFields(
      missingSecretsSkip(['OPENAI_API_KEY'], 'configs/eval/a.toml', 'alice/widgets'),
    );
    expect(fields).toMatchObject({ verdict: 'error', exitCode: 2, error: { kind: 'usage', skipped: true } });
    const result = makeResult(null, null, {
      ...fields,
      evidence: { rowsRun: 0, rowsGraded: 0, resumedRows: 0, modelCalls: 0 },
    });
    // The verdict line is cut to one short line; the whole reason is in result.json and the terminal.
    expect(verdictLine(result)).toMatch(
      /^⏭️ osmosis eval skipped: this pull request comes from the fork alice\/widgets, and GitHub gives a fork's workflow no secrets, so OPENAI_API_KEY .*· no row run, no model call$/,
    );
    expect(renderTerminal(result)).toMatch(
      /^osmosis eval skipped, nothing ran: configs\/eval\/quickstart\.toml\n {2}evidence {4}no row run, no model call\n/,
    );
  });

  it('names the missing secrets and how to pass them outside a fork', () => {
    expect(missingSecretsSkip(['A', 'B'], 'configs/eval/x.toml').message).toBe(
      'Skipped: configs/eval/x.toml requires secrets that were not given: A, B. No row ran and no model was called: nothing is judged. Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. Empty values count as missing.',
    );
  });
});
