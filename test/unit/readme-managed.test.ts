/** The managed actions' jobs in docs/actions.md are the example workflows that lint:actions checks, word for word. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { ACTIONS_DOC, readDoc } from '../helpers/user-docs.js';

const withoutHeader = (text: string) => text.replace(/^(#.*\n)+/, '');

describe('docs/actions.md managed runs', () => {
  it.each([
    ['managed eval', 'managed-eval.yml'],
    ['benchmark', 'managed-benchmark.yml'],
    ['train', 'managed-train.yml'],
  ])('the %s job is examples/workflows/%s', async (name, file) => {
    const block = new RegExp(`\`\`\`yaml\\n(name: ${name}\\n[\\s\\S]*?)\`\`\``).exec(
      await readDoc(ACTIONS_DOC),
    )?.[1];
    const example = await readFile(join(REPO_ROOT, 'examples/workflows', file), 'utf8');
    expect(block).toBeDefined();
    expect(withoutHeader(example)).toBe(block);
    for (const part of ['actions/checkout@', 'actions/setup-osmosis@v1', 'permissions:', 'osmosis-token:'])
      expect(block).toContain(part);
  });
});
