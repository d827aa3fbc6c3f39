/**
 * The workflows this repository runs and ships: one pin per action everywhere (the user docs, the example
 * workflows, .github/workflows and the e2e harness), Dependabot watching every place that pins one,
 * and CI on supported Node versions with the packages it needs installed as a hosted runner allows.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTIONS_CHECKOUT_SHA } from '../e2e/harness.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { USER_DOCS } from '../helpers/user-docs.js';

const read = (path: string) => readFile(join(REPO_ROOT, path), 'utf8');

async function ymlFiles(dir: string): Promise<string[]> {
  return (await readdir(join(REPO_ROOT, dir)))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => `${dir}/${name}`);
}

/** Every `owner/repo@ref` pin of another repository's action, by action, with where each ref is used. */
function pinsByAction(
  texts: ReadonlyArray<{ file: string; text: string }>,
): Map<string, Map<string, string[]>> {
  const pins = new Map<string, Map<string, string[]>>();
  for (const { file, text } of texts) {
    for (const match of text.matchAll(/uses:\s*([\w.-]+\/[\w.-]+)(?:\/[\w./-]*)?@([^\s#'"`]+)/g)) {
      const [, action = '', ref = ''] = match;
      if (action === 'osmosis-ci/osmosis-ci') continue;
      const refs = pins.get(action) ?? new Map<string, string[]>();
      refs.set(ref, [...(refs.get(ref) ?? []), file]);
      pins.set(action, refs);
    }
  }
  return pins;
}

describe('action pins', () => {
  it('each action is pinned to one commit across the user docs, the example workflows and .github/workflows', async () => {
    const files = [
      ...USER_DOCS,
      ...(await ymlFiles('examples/workflows')),
      ...(await ymlFiles('.github/workflows')),
    ];
    const pins = pinsByAction(
      await Promise.all(files.map(async (file) => ({ file, text: await read(file) }))),
    );
    expect(pins.get('actions/checkout')?.size).toBe(1);
    const mixed = [...pins]
      .filter(([, refs]) => refs.size > 1)
      .map(([action, refs]) => `${action}: ${[...refs.keys()].join(', ')}`);
    expect(mixed).toEqual([]);
    // The e2e harness writes workflows with the same checkout the docs pin.
    expect([...(pins.get('actions/checkout')?.keys() ?? [])]).toEqual([ACTIONS_CHECKOUT_SHA]);
  });

  it('pinsByAction tells two refs of one action apart', () => {
    const pins = pinsByAction([
      {
        file: 'a.yml',
        text: '      - uses: actions/checkout@aaa # v4\n      - uses: osmosis-ci/osmosis-ci/actions/eval-run@v1',
      },
      { file: 'b.md', text: '- uses: actions/checkout@bbb # v6\n  uses: actions/cache/restore@ccc' },
    ]);
    expect(Object.fromEntries([...pins].map(([action, refs]) => [action, Object.fromEntries(refs)]))).toEqual(
      {
        'actions/checkout': { aaa: ['a.yml'], bbb: ['b.md'] },
        'actions/cache': { ccc: ['b.md'] },
      },
    );
  });

  it('Dependabot updates the pins of .github/workflows, the example workflows and the actions', async () => {
    const config = parse(await read('.github/dependabot.yml')) as {
      updates: Array<{ 'package-ecosystem': string; directory?: string; directories?: string[] }>;
    };
    const actions = config.updates.filter((update) => update['package-ecosystem'] === 'github-actions');
    const directories = actions.flatMap((update) => update.directories ?? [update.directory ?? '']);
    expect(directories).toEqual(expect.arrayContaining(['/', '/examples/workflows', '/actions/*']));
  });
});

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe('ci.yml', () => {
  it('runs on supported Node versions (22, and 24 in .ci/run) and installs strace with sudo before .ci/run', async () => {
    const workflow = parse(await read('.github/workflows/ci.yml')) as {
      jobs: Record<string, { steps: Step[] }>;
    };
    const steps = workflow.jobs.checks?.steps ?? [];
    const nodes = steps
      .filter((step) => step.uses?.startsWith('actions/setup-node@'))
      .map((step) => Number(step.with?.['node-version']));
    expect(nodes.length).toBeGreaterThan(0);
    for (const version of nodes) expect(version).toBeGreaterThanOrEqual(22);
    expect(await read('.ci/run')).toContain('scripts/ensure-node24.sh');
    const runs = steps.map((step) => step.run ?? '');
    const strace = runs.findIndex((run) => /apt-get install\b.*\bstrace\b/.test(run));
    expect(strace).toBeGreaterThanOrEqual(0);
    expect(runs[strace]).toMatch(/^sudo apt-get update\b.*&& sudo apt-get install\b/);
    expect(strace).toBeLessThan(runs.indexOf('bash .ci/run'));
  });
});
