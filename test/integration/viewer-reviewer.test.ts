/**
 * The viewer in the reviewer's hands (issue 37), on one hostile real osmosis run of the quickstart example:
 * row 0's model call answers HTTP 503 (errored), row 2's expected label is `\u202Egnorw` (below threshold:
 * drawn live it would read "wrong"), rows 7 and 9 are answered wrongly (below threshold). The eval-run
 * action runs it as the README's main workflow does (upload-artifact not given) with the Actions artifact
 * service and GitHub faked on 127.0.0.1: the viewer is uploaded, the PR comment's failing rows link to its
 * rows, result.json carries its link and the forks recipe's `comment` command renders it from there. The
 * viewer opened in headless Chromium at the comment's link of the errored row shows that row's log lines,
 * and row 2's label escaped. Then the counts of the run (passed, below threshold, errored) agree across the
 * terminal, the job summary, the comment, the viewer and the step outputs.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { type ArtifactServer, runtimeToken, startArtifactServer } from '../fakes/artifact-server.mjs';
import { type GitHubApi, startGitHubApi } from '../fakes/github-api.mjs';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { runActionStep, type StepResult } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';
import { BROWSER_REQUIRED, detailFacts, openViewerBrowser, viewerData } from '../helpers/viewer-browser.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const DEMO_TOKEN = 'osmosis-ci-demo-token';
const BIDI_LABEL = '\u202Egnorw';
/** The run as built: rows 1, 3, 4, 5, 6, 8 pass; 2, 7, 9 below threshold; 0 errored. */
const TRUTH = { passed: 6, below: 3, errored: 1 };

let model: ModelServer;
let artifacts: ArtifactServer;
let github: GitHubApi;
let ws: string;
let step: StepResult;
let env: NodeJS.ProcessEnv;
let osmosisBin: string;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  // Row 0's model call fails upstream, every time (the client's retries included).
  script.rules = [
    { match: 'What is 2 + 3?', status: 503, reply: 'upstream overloaded' },
    ...(script.rules ?? []),
  ];
  model = await startModelServer({ script });
  artifacts = await startArtifactServer();
  github = await startGitHubApi({ token: 'gh-token' });
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'viewer-reviewer-')), 'ws'),
    EXAMPLE_DIR,
  );
  const dataset = join(ws, 'data/quickstart.jsonl');
  const lines = (await readFile(dataset, 'utf8')).trimEnd().split('\n');
  const row2 = JSON.parse(lines[2] as string) as Record<string, string>;
  lines[2] = JSON.stringify({ ...row2, ground_truth: BIDI_LABEL });
  await writeFile(dataset, `${lines.join('\n')}\n`);
  ({ osmosisBin, env } = osmosisTestEnv({ modelUrl: model.url }));
  step = await runActionStep('dist/action/eval-run.js', {
    cwd: ws,
    env: {
      ...env,
      GITHUB_WORKSPACE: ws,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'acme/widgets',
      GITHUB_RUN_ID: '4242',
      GITHUB_API_URL: github.url,
      ACTIONS_RESULTS_URL: artifacts.url,
      ACTIONS_RUNTIME_TOKEN: runtimeToken(),
    },
    // The README's main workflow: no upload-artifact input.
    inputs: {
      config: 'configs/eval/quickstart.toml',
      'dataset-file': 'data/quickstart.jsonl',
      'run-name': 'hostile',
      'osmosis-path': osmosisBin,
      secrets: `QUICKSTART_TOKEN=${DEMO_TOKEN}`,
      'min-pass-rate': '0.5',
      cache: 'false',
      'pr-number': '5',
      'github-token': 'gh-token',
    },
  });
}, 400_000);

afterAll(async () => {
  await Promise.all([model?.close(), artifacts?.close(), github?.close()]);
});

const commentBody = () => github.comments('acme/widgets', 5)[0]?.body ?? '';

/** The passed, below-threshold and errored counts a "10 total · 6 passed · 3 below threshold · 1 errored" text names. */
function countsIn(text: string): { passed: number; below: number; errored: number } {
  const number = (word: string) => {
    const match = new RegExp(`(\\d+) ${word}\\b`).exec(text);
    if (!match) throw new Error(`no "<n> ${word}" in:\n${text}`);
    return Number(match[1]);
  };
  return { passed: number('passed'), below: number('below threshold'), errored: number('errored') };
}

describe('the viewer reaches the reviewer (real osmosis, hostile run)', { shuffle: false }, () => {
  it('uploads the viewer by default, links the failing rows to it from the comment and from result.json, and shows the errored row its log lines and the bidi label escaped', {
    timeout: 120_000,
  }, async () => {
    expect(step.code, step.stdout + step.stderr).toBe(0);
    const viewerFile = step.outputs['viewer-path'] as string;
    const uploaded = artifacts.artifacts.find((a) => a.finalized && a.name === 'osmosis-viewer-hostile.html');
    expect(uploaded?.data.equals(await readFile(viewerFile))).toBe(true);
    const link = `https://github.com/acme/widgets/actions/runs/4242/artifacts/${uploaded?.id}`;
    expect(step.outputs['viewer-artifact-url']).toBe(link);
    // upload-artifact was not given: the bundle stays a file.
    expect(artifacts.artifacts.filter((a) => a.finalized).map((a) => a.name)).toEqual([
      'osmosis-viewer-hostile.html',
    ]);

    // The comment's and the summary's failing rows link to the viewer's rows.
    const body = commentBody();
    for (const text of [body, step.summary])
      for (const row of [0, 2, 7, 9]) expect(text).toContain(`[${row}](${link}#row-${row})`);
    // result.json carries the link; the forks recipe's comment, rendered from it alone, has it too.
    const resultDir = join(ws, '.osmosis/ci/hostile');
    const result = JSON.parse(await readFile(join(resultDir, 'result.json'), 'utf8'));
    expect(result.viewer).toEqual({ url: link });
    const forks = await runCli(['comment', resultDir, '--markdown', '--repo', 'acme/widgets'], {
      cwd: ws,
      env: { ...env, GITHUB_TOKEN: '' },
    });
    expect(forks.code, forks.stderr).toBe(0);
    expect(forks.stdout).toContain(`[0](${link}#row-0)`);
    expect(forks.stdout).toContain(`[the run viewer](${link})`);
    // …but not on another repository's pull request: the link is not an artifact of it.
    const elsewhere = await runCli(['comment', resultDir, '--markdown', '--repo', 'other/repo'], {
      cwd: ws,
      env: { ...env, GITHUB_TOKEN: '' },
    });
    expect(elsewhere.stdout).not.toContain(link);

    if (!BROWSER_REQUIRED) return;
    const { browser, page, problems, requests } = await openViewerBrowser();
    try {
      const url = pathToFileURL(viewerFile).href;
      // The comment's link of the errored row, opened on the file the artifact holds.
      const fragment = new RegExp(`\\[0\\]\\(${link.replaceAll('/', '\\/')}(#row-0)\\)`).exec(body)?.[1];
      await page.goto(`${url}${fragment}`);
      await page.waitForSelector('#detail h2');
      expect(await page.textContent('#detail h2')).toBe('Row 0: errored');
      expect(await page.textContent('#detail')).toContain('osmosis wrote no trajectory for this row.');
      const logs = (await page.textContent('#detail pre.logs')) ?? '';
      const rollout = viewerData(await readFile(viewerFile, 'utf8')).rows[0]?.rolloutId as string;
      expect(logs.split('\n').length).toBeGreaterThan(0);
      expect(logs).toContain(rollout);
      // The evidence: osmosis's proxy answered the rollout's model call with a server error.
      expect(logs).toMatch(/Server error '50\d/);
      // The bidi label, as written: escaped, never drawn live.
      await page.goto(`${url}#row-2`);
      await page.waitForSelector('#detail .step');
      expect((await detailFacts(page)).expected).toBe('\\u202Egnorw');
      expect(await page.evaluate('document.body.innerText.includes("\\u202E")')).toBe(false);
      expect(await page.textContent('.row[data-row="row-2"]')).toContain('\\u202Egnorw');
      expect(problems).toEqual([]);
      expect(requests.filter((request) => !request.startsWith(url))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('names the same counts (passed, below threshold, errored) in the terminal, summary, comment, viewer and outputs', {
    timeout: 300_000,
  }, async () => {
    expect(step.code, step.stdout + step.stderr).toBe(0);
    // The terminal: the CLI on the same finished run (osmosis starts no rollout).
    const cli = await runCli(
      [
        'eval-run',
        'configs/eval/quickstart.toml',
        '--dataset-file',
        'data/quickstart.jsonl',
        '--run-name',
        'hostile',
        '--osmosis-path',
        osmosisBin,
        '--min-pass-rate',
        '0.5',
      ],
      { cwd: ws, env: { ...env, QUICKSTART_TOKEN: DEMO_TOKEN } },
    );
    expect(cli.code, cli.stdout + cli.stderr).toBe(0);
    const terminal = /^ {2}samples .*$/m.exec(cli.stdout)?.[0] ?? '';
    expect(cli.stdout).not.toMatch(/\d+ failed/);
    const summary = /^\| Samples \|.*$/m.exec(step.summary)?.[0] ?? '';
    const comment = /^\| Samples \|.*$/m.exec(commentBody())?.[0] ?? '';
    const viewerFile = step.outputs['viewer-path'] as string;
    const header = viewerData(await readFile(viewerFile, 'utf8')).facts.find(([name]) => name === 'samples');
    const outputs = {
      passed: Number(step.outputs.passed),
      below: Number(step.outputs['below-threshold']),
      errored: Number(step.outputs.errored),
    };
    const surfaces: Record<string, { passed: number; below: number; errored: number }> = {
      terminal: countsIn(terminal),
      summary: countsIn(summary),
      comment: countsIn(comment),
      'viewer header': countsIn(header?.[1] ?? ''),
      outputs,
    };
    if (BROWSER_REQUIRED) {
      // What the viewer's filters count, row by row, in the browser.
      const { browser, page } = await openViewerBrowser();
      try {
        await page.goto(pathToFileURL(viewerFile).href);
        await page.waitForSelector('.row');
        // A string, evaluated in the page: the tests' own TypeScript has no DOM types.
        const buttons = (await page.evaluate(
          "[...document.querySelectorAll('.bar button')].map((b) => b.textContent)",
        )) as string[];
        // "passed 6" → "6 passed", as the other surfaces write it.
        const flipped = buttons.map((text) => text.replace(/^(.*) (\d+)$/, '$2 $1'));
        surfaces['viewer filters'] = countsIn(flipped.join(' · '));
      } finally {
        await browser.close();
      }
    }
    for (const [surface, counts] of Object.entries(surfaces))
      expect({ surface, ...counts }).toEqual({ surface, ...TRUTH });
    expect(step.outputs.skipped).toBe('0');
    expect(step.outputs.total).toBe('10');
  });
});
