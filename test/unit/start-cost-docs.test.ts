/** The default start-cost is written in four places a user reads; each must say the one the code uses. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_START_COST } from '../../src/core/adaptive/cost-plan.js';
import { USAGE } from '../../src/entries/cli/usage.js';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the default start-cost', () => {
  it("is the code's in docs/actions.md, both action.yml files and the CLI's usage", () => {
    const n = String(DEFAULT_START_COST);
    expect(read('docs/actions.md')).toMatch(new RegExp(`^\\| \`start-cost\` +\\| empty: ${n} +\\|`, 'm'));
    for (const file of ['action.yml', 'actions/eval-run/action.yml']) {
      expect(read(file), file).toMatch(new RegExp(`start-cost:\\n    description: ".*Empty: ${n} \\(`));
    }
    expect(USAGE['eval-run']).toMatch(new RegExp(`--start-cost ROWS .*\\(default ${n}\\)`));
  });
});
