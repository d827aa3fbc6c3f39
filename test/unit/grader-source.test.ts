/**
 * The rollout's source identity (issue 40 point 1): which Grader the entrypoint passes to LocalBackend,
 * its file and the digest of its source, and the workflow's code apart from it, read from files on disk
 * the way eval-run reads them. A change of the grader alone, of the workflow alone, and of a helper only
 * the grader uses are each told apart.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRolloutSource } from '../../src/adapters/rollout-source.js';
import {
  type ConfigIdentity,
  configChanges,
  graderChanged,
} from '../../src/core/baseline/config-identity.js';
import { graderReference, pythonBlocks, splitGrader } from '../../src/core/grader/grader-source.js';

const QUICKSTART = resolve(import.meta.dirname, '../../examples/quickstart/rollouts/quickstart');

async function copyOfQuickstart(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'osmosis-ci-grader-source-')), 'quickstart');
  await cp(QUICKSTART, dir, { recursive: true, filter: (path) => !/\.venv|__pycache__/.test(path) });
  return dir;
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
}

const identity = (rolloutSource: ConfigIdentity['rolloutSource']): ConfigIdentity => ({
  modelPath: 'openai/gpt-4o-mini',
  rollout: 'quickstart',
  entrypoint: 'main.py',
  dataset: 'quickstart',
  n: 1,
  passThreshold: 1,
  limit: null,
  agentTimeoutS: null,
  graderTimeoutS: null,
  advancedDigest: 'a',
  envDigest: 'e',
  graderSha256: 'f'.repeat(64),
  rolloutSource,
});

describe('the quickstart rollout: grader, workflow and helpers told apart', () => {
  it('finds QuickstartGrader in main.py, with the helpers only it calls', async () => {
    const text = await readFile(join(QUICKSTART, 'main.py'), 'utf8');
    expect(graderReference(text)).toEqual({ className: 'QuickstartGrader', module: null });
    const split = splitGrader(text, 'QuickstartGrader');
    expect(split?.source).toMatch(
      /^def _normalize[\s\S]*def _token_ok[\s\S]*class QuickstartGrader\(Grader\)/,
    );
    expect(split?.source).not.toContain('class QuickstartWorkflow');
    // The rest keeps the workflow and the line that builds the backend, not the grader's own code.
    expect(split?.rest).toContain('class QuickstartWorkflow');
    expect(split?.rest).toContain('grader=QuickstartGrader');
    expect(split?.rest).not.toContain('def _normalize');
    expect(split?.rest).not.toContain('class QuickstartGrader');
  });

  it('a grader that returns 1 changes the grader only; a workflow edit the workflow only', async () => {
    const dir = await copyOfQuickstart();
    const before = await readRolloutSource(dir, 'main.py');
    expect(before).toMatchObject({ files: 2, grader: { className: 'QuickstartGrader', file: 'main.py' } });
    await edit(
      join(dir, 'main.py'),
      'ctx.set_reward(1.0 if correct and _token_ok() else 0.0)',
      'ctx.set_reward(1.0)',
    );
    const lenient = await readRolloutSource(dir, 'main.py');
    expect(lenient?.grader?.digest).not.toBe(before?.grader?.digest);
    expect(lenient?.workflowDigest).toBe(before?.workflowDigest);
    expect(lenient?.digest).not.toBe(before?.digest);
    const changes = configChanges(identity(before), identity(lenient));
    expect(changes).toEqual([
      expect.stringMatching(
        /^grader changed: main\.py QuickstartGrader \(sha256 [0-9a-f]{12} → [0-9a-f]{12}\): a change in pass rate may be the grader’s, not a change in quality; `osmosis-ci regrade` re-scores the stored samples with either grader$/,
      ),
    ]);
    expect(graderChanged(identity(before), identity(lenient))).toBe(true);

    await edit(
      join(dir, 'main.py'),
      'json={"model": "quickstart"',
      'json={"model": "quickstart", "temperature": 0',
    );
    const workflow = await readRolloutSource(dir, 'main.py');
    expect(workflow?.grader?.digest).toBe(lenient?.grader?.digest);
    expect(configChanges(identity(lenient), identity(workflow))).toEqual([
      expect.stringMatching(
        /^workflow code changed: rollouts\/quickstart \(sha256 \w{12} → \w{12}, the grader's part left out\)$/,
      ),
    ]);
    expect(graderChanged(identity(lenient), identity(workflow))).toBe(false);

    // A helper only the grader calls is the grader's.
    await edit(join(dir, 'main.py'), '.strip(".!")', '.strip(".!?")');
    const helper = await readRolloutSource(dir, 'main.py');
    expect(helper?.workflowDigest).toBe(workflow?.workflowDigest);
    expect(helper?.grader?.digest).not.toBe(workflow?.grader?.digest);
  });

  it("ignores what git ignores and osmosis leaves out (.venv, uv.lock), and counts any other file as the workflow's", async () => {
    const dir = await copyOfQuickstart();
    execFileSync('git', ['init', '-q', dir]);
    await writeFile(join(dir, '.gitignore'), 'notes.txt\n');
    const before = await readRolloutSource(dir, 'main.py');
    await writeFile(join(dir, 'notes.txt'), 'scratch');
    await writeFile(join(dir, 'uv.lock'), 'lock');
    await mkdir(join(dir, '.venv'));
    await writeFile(join(dir, '.venv/x.py'), 'x = 1');
    expect(await readRolloutSource(dir, 'main.py')).toEqual(before);
    await writeFile(join(dir, 'tools.py'), 'def helper():\n    return 1\n');
    const added = await readRolloutSource(dir, 'main.py');
    expect(added?.files).toBe((before?.files ?? 0) + 1);
    expect(added?.workflowDigest).not.toBe(before?.workflowDigest);
    expect(added?.grader).toEqual(before?.grader);
  });
});

describe('graders imported from the rollout', () => {
  const backend = (grader: string, imports = '') =>
    `${imports}from osmosis_ai.rollout import LocalBackend\n\nclass W:\n    pass\n\napp = create_rollout_server(\n    backend=LocalBackend(workflow=W, grader=${grader})\n)\n`;
  const graders =
    'from osmosis_ai.rollout import Grader\n\nLIMIT = 3\n\n\nclass StrictGrader(Grader):\n    async def grade(self, ctx):\n        ctx.set_reward(float(LIMIT > 2))\n\n\nclass Other(Grader):\n    pass\n';

  it('from a module, by name or as an import path "module:Class"; grader=None is no grader', async () => {
    for (const main of [
      backend('StrictGrader', 'from my_rollout.graders import (\n    Other,\n    StrictGrader,\n)\n'),
      backend('Strict', 'from my_rollout.graders import StrictGrader as Strict\n'),
      backend('"my_rollout.graders:StrictGrader"'),
    ]) {
      const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-grader-module-'));
      await mkdir(join(dir, 'my_rollout'));
      await writeFile(join(dir, 'my_rollout/graders.py'), graders);
      await writeFile(join(dir, 'main.py'), main);
      const source = await readRolloutSource(dir, 'main.py');
      expect(source?.grader).toMatchObject({ file: 'my_rollout/graders.py' });
      // The class and the constant it reads; never the other grader beside it.
      const split = splitGrader(graders, 'StrictGrader');
      expect(split?.source).toBe(
        'LIMIT = 3\n\n\nclass StrictGrader(Grader):\n    async def grade(self, ctx):\n        ctx.set_reward(float(LIMIT > 2))\n\n\n',
      );
    }
    expect(graderReference(backend('None'))).toBeNull();
  });

  it('keeps decorators, brackets and strings that hold code-like text in one statement', () => {
    const text =
      '@decorate\nclass G(Grader):\n    """class Fake:\n"""\n    x = (\n1)\n\ndef f():\n    s = "# not a comment ("\n    return s\n';
    expect(pythonBlocks(text).map((block) => block.name)).toEqual(['G', 'f']);
  });
});
