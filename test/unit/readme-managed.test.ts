/** The README's managed-run jobs are the example workflows that lint:actions checks, word for word. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/run-cli.js';

const readme = () => readFile(join(REPO_ROOT, 'README.md'), 'utf8');
const withoutHeader = (text: string) => text.replace(/^(#.*\n)+/, '');

describe('README managed runs', () => {
  it.each([
    ['managed eval', 'managed-eval.yml'],
    ['benchmark', 'managed-benchmark.yml'],
    ['train', 'managed-train.yml'],
  ])('the %s job is examples/workflows/%s', async (name, file) => {
    const block = new RegExp(`\`\`\`yaml\\n(name: ${name}\\n[\\s\\S]*?)\`\`\``).exec(await readme())?.[1];
    const example = await readFile(join(REPO_ROOT, 'examples/workflows', file), 'utf8');
    expect(block).toBeDefined();
    expect(withoutHeader(example)).toBe(block);
    for (const part of ['actions/checkout@', 'actions/setup-osmosis@v1', 'permissions:', 'osmosis-token:'])
      expect(block).toContain(part);
  });
});
