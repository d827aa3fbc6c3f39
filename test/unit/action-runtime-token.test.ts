/**
 * The runtime-token rule (harness.md §1): on GitHub's runners ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL,
 * ACTIONS_CACHE_URL (and the rest of the cache service's variables) reach only JavaScript action steps,
 * never `run:` steps, while act exposes them everywhere. So no `run:` step of ours may depend on them
 * (it would pass under act and fail on GitHub), and nothing may export them to later steps (GITHUB_ENV),
 * where the rollout under eval could write the cache. Checked over every action.yml and workflow of the
 * repository and over the source; each check is first shown a broken file and must catch it.
 *
 * Also: zizmor, when it is installed (scripts/ensure-zizmor.sh; `npm run lint:actions` always runs it),
 * flags `${{ inputs.x }}` inside a composite `run:`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../helpers/run-cli.js';

const RUNTIME_VARS =
  /\bACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|RESULTS_URL|CACHE_URL|CACHE_SERVICE_V2|ID_TOKEN_REQUEST_\w+)\b/;

interface Step {
  id?: string;
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, unknown>;
}

/** Every `run:` step of an action.yml (composite) or a workflow (all jobs), with where it is. */
function runSteps(doc: Record<string, unknown>): Array<{ where: string; step: Step }> {
  const out: Array<{ where: string; step: Step }> = [];
  const runs = doc.runs as { steps?: Step[] } | undefined;
  for (const [i, step] of (runs?.steps ?? []).entries()) out.push({ where: `runs.steps[${i}]`, step });
  const jobs = (doc.jobs ?? {}) as Record<string, { steps?: Step[] }>;
  for (const [job, spec] of Object.entries(jobs)) {
    for (const [i, step] of (spec?.steps ?? []).entries())
      out.push({ where: `jobs.${job}.steps[${i}]`, step });
  }
  return out.filter(({ step }) => typeof step.run === 'string');
}

/** Problems with one parsed action.yml or workflow under the runtime-token rule. */
function runtimeTokenProblems(doc: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const { where, step } of runSteps(doc)) {
    const label = `${where} (${step.id ?? step.name ?? 'run'})`;
    if (RUNTIME_VARS.test(step.run ?? '')) {
      problems.push(
        `${label}: run: uses ${RUNTIME_VARS.exec(step.run ?? '')?.[0]}, which run: steps never get on GitHub`,
      );
    }
    for (const [name, value] of Object.entries(step.env ?? {})) {
      if (RUNTIME_VARS.test(name) || RUNTIME_VARS.test(String(value))) {
        problems.push(`${label}: env ${name} hands the cache runtime to a run: step`);
      }
    }
  }
  // Job- and workflow-level env: would hand them to every run: step too.
  const envs: Array<[string, unknown]> = [['env', doc.env]];
  for (const [job, spec] of Object.entries((doc.jobs ?? {}) as Record<string, { env?: unknown }>)) {
    envs.push([`jobs.${job}.env`, spec?.env]);
  }
  for (const [where, env] of envs) {
    for (const [name, value] of Object.entries((env ?? {}) as Record<string, unknown>)) {
      if (RUNTIME_VARS.test(name) || RUNTIME_VARS.test(String(value)))
        problems.push(`${where}.${name}: exports the cache runtime`);
    }
  }
  return problems;
}

async function walk(dir: string, keep: (path: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (['node_modules', '.git', 'dist', '.osmosis', '.venv'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path, keep)));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const actionAndWorkflowFiles = () =>
  walk(REPO_ROOT, (path) => {
    const rel = relative(REPO_ROOT, path);
    return (
      /(^|\/)action\.ya?ml$/.test(rel) ||
      /^(\.github\/workflows|examples\/workflows|test\/e2e\/workflows)\/[^/]+\.ya?ml$/.test(rel)
    );
  });

describe('the cache runtime token never reaches a run: step or a later step', () => {
  it('holds for every action.yml and workflow in the repository', async () => {
    const files = await actionAndWorkflowFiles();
    expect(files.map((f) => relative(REPO_ROOT, f))).toEqual(
      expect.arrayContaining(['action.yml', 'actions/eval-run/action.yml', 'examples/workflows/pr-gate.yml']),
    );
    const problems: string[] = [];
    for (const file of files) {
      const doc = parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      problems.push(...runtimeTokenProblems(doc).map((p) => `${relative(REPO_ROOT, file)}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('holds for the source: nothing exports the runtime variables (core.exportVariable, GITHUB_ENV)', async () => {
    const sources = await walk(join(REPO_ROOT, 'src'), (path) => path.endsWith('.ts'));
    const problems: string[] = [];
    for (const file of sources) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/exportVariable\(\s*([^,)]*)/g)) {
        if (!/^['"`][A-Z_]+['"`]$/.test(match[1]?.trim() ?? '') || RUNTIME_VARS.test(match[1] ?? '')) {
          problems.push(
            `${relative(REPO_ROOT, file)}: exportVariable(${match[1]}) (only fixed, non-runtime names)`,
          );
        }
      }
      if (/GITHUB_ENV/.test(text) && RUNTIME_VARS.test(text)) {
        problems.push(`${relative(REPO_ROOT, file)}: touches GITHUB_ENV and the runtime variables`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches a run: step that reads the token, and one that exports it to later steps', () => {
    const broken = parse(`
name: broken
description: broken
runs:
  using: composite
  steps:
    - id: restore
      shell: bash
      run: node "$GITHUB_ACTION_PATH/cache.js" restore --token "$ACTIONS_RUNTIME_TOKEN"
    - id: export
      shell: bash
      run: echo "ACTIONS_RUNTIME_TOKEN=$ACTIONS_RUNTIME_TOKEN" >> "$GITHUB_ENV"
    - id: env
      shell: bash
      run: node x.js
      env:
        CACHE_URL: \${{ env.ACTIONS_RESULTS_URL }}
    - id: fine
      shell: bash
      run: node "$GITHUB_ACTION_PATH/x.js" eval-run
`) as Record<string, unknown>;
    const problems = runtimeTokenProblems(broken);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('runs.steps[0] (restore): run: uses ACTIONS_RUNTIME_TOKEN');
    expect(problems[1]).toContain('runs.steps[1] (export)');
    expect(problems[2]).toContain('runs.steps[2] (env): env CACHE_URL');

    const workflow = parse(`
on: push
env:
  ACTIONS_CACHE_URL: http://127.0.0.1:1/
jobs:
  j:
    runs-on: ubuntu-latest
    steps:
      - run: echo ok
`) as Record<string, unknown>;
    expect(runtimeTokenProblems(workflow)).toEqual(['env.ACTIONS_CACHE_URL: exports the cache runtime']);
  });
});

const ZIZMOR = join(
  process.env.OSMOSIS_CI_CACHE || join(homedir(), '.cache', 'osmosis-ci'),
  'zizmor-1.32.0',
  'bin',
  'zizmor',
);

describe.runIf(existsSync(ZIZMOR))('zizmor (installed by scripts/ensure-zizmor.sh)', () => {
  it('flags ${{ inputs.x }} inside a composite run: as high-severity template injection', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-zizmor-'));
    try {
      const action = await readFile(join(REPO_ROOT, 'actions/eval-run/action.yml'), 'utf8');
      const doc = parse(action) as { runs: Record<string, unknown> };
      // eval-run with a composite body that interpolates an input into the shell script.
      const broken = action.replace(/^runs:[\s\S]*$/m, '').concat(`runs:
  using: composite
  steps:
    - shell: bash
      run: node "$GITHUB_ACTION_PATH/../../dist/action/index.js" eval-run --config \${{ inputs.config }}
`);
      expect(doc.runs).toBeDefined();
      await writeFile(join(dir, 'action.yml'), broken);
      const result = await promisify(execFile)(
        ZIZMOR,
        ['--offline', '--format=json', join(dir, 'action.yml')],
        {
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
        },
      ).then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
      expect(result.code).toBe(14); // highest finding: high
      const findings = JSON.parse(result.stdout) as Array<{
        ident: string;
        determinations: { severity: string };
      }>;
      expect(findings.map((f) => [f.ident, f.determinations.severity])).toContainEqual([
        'template-injection',
        'High',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
