/**
 * The run bundle through the committed bundles with the real osmosis CLI and the fake model, on the
 * quickstart example (rows 7 and 9 fail): the zip holds the failing rows' trajectories and artifacts, the
 * redacted logs and the report; a canary secret given to the step, which the rollout writes into an
 * artifact of row 7, is in no file of the zip (read back with unzip), and the step names the refused
 * file (never the value) in its log, summary and report. The CLI then bundles every row of the same
 * finished run, and the action uploads the bundle with @actions/artifact to the loopback artifact-service
 * fake (the link in its output and summary), or, with no service, warns and keeps its verdict. The
 * viewer.html of that same real run is opened in headless Chromium: `#row-7` shows the question, the
 * model's answer and the label (no osmosis run of its own: CI time).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import { runtimeToken, startArtifactServer } from '../fakes/artifact-server.mjs';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { runActionStep } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';
import { BROWSER_REQUIRED, detailFacts, openViewerBrowser } from '../helpers/viewer-browser.js';

const run = promisify(execFile);
const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const CANARY = 'osmosis-ci-canary-b7d1e94f';
const DEMO_TOKEN = 'osmosis-ci-demo-token';
let server: ModelServer;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script });
});
afterAll(() => server?.close());

/**
 * Every row writes its answer as an artifact; the gold row (7) also writes the canary it was given into an
 * artifact, and the Red Planet row (9) echoes it into its answer, so into osmosis's trajectory of that row.
 */
const ARTIFACT_WRITER = `
        if ctx.artifacts_dir is not None:
            (ctx.artifacts_dir / "answer.txt").write_text(reply)
            if "gold" in str(ctx.prompt[-1].get("content")):
                (ctx.artifacts_dir / "env-dump.txt").write_text("CANARY_TOKEN=" + os.environ.get("CANARY_TOKEN", "") + "\\n")
        if "Red Planet" in str(ctx.prompt[-1].get("content")):
            reply = reply + " " + os.environ.get("CANARY_TOKEN", "")
        return AgentWorkflowOutput(`;

async function workspaceWithLeakyRollout(): Promise<string> {
  const ws = await prepareExampleWorkspace(join(await mkdtemp(join(tmpdir(), 'bundle-')), 'ws'), EXAMPLE_DIR);
  const main = join(ws, 'rollouts/quickstart/main.py');
  const source = await readFile(main, 'utf8');
  const patched = source.replace('\n        return AgentWorkflowOutput(', ARTIFACT_WRITER);
  if (patched === source) throw new Error('the quickstart rollout changed: patch point not found');
  await writeFile(main, patched);
  const config = join(ws, 'configs/eval/quickstart.toml');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace(
      'required = ["QUICKSTART_TOKEN"]',
      'required = ["QUICKSTART_TOKEN", "CANARY_TOKEN"]',
    ),
  );
  return ws;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Unzips the bundle and returns its entry names and the entries whose content holds the canary. */
async function openBundle(zip: string): Promise<{ entries: string[]; leaking: string[]; dir: string }> {
  const entries = (await run('unzip', ['-Z1', zip])).stdout.split('\n').filter((line) => line !== '');
  const dir = await mkdtemp(join(tmpdir(), 'bundle-x-'));
  await run('unzip', ['-q', zip, '-d', dir]);
  const leaking: string[] = [];
  for (const file of await filesUnder(dir)) {
    if ((await readFile(file)).includes(CANARY) || file.includes(CANARY)) leaking.push(file);
  }
  return { entries, leaking, dir };
}

/**
 * The real run's viewer.html in headless Chromium: `#row-7` opens failing row 7 with the question, the
 * model's answer and the label from osmosis's own trajectory, with no error and no request.
 */
async function expectRowSevenInBrowser(viewerFile: string): Promise<void> {
  const { browser, page, problems, requests } = await openViewerBrowser();
  try {
    const url = pathToFileURL(viewerFile).href;
    await page.goto(`${url}#row-7`);
    await page.waitForSelector('#detail .step');
    expect(await page.locator('.row.sel').getAttribute('data-row')).toBe('row-7');
    expect(await page.textContent('#detail h2')).toBe('Row 7: below threshold');
    expect(await detailFacts(page)).toMatchObject({ expected: 'Au', answer: 'Ag' });
    expect(await page.locator('#detail .step-user').first().textContent()).toContain(
      'What is the chemical symbol for gold?',
    );
    expect(await page.locator('#detail .step-agent').last().textContent()).toContain('Ag');
    // Row 9's trajectory held the canary: the viewer shows no step of it and says why.
    await page.goto(`${url}#row-9`);
    await page.waitForSelector('#detail .note');
    expect(await page.textContent('#detail h2')).toBe('Row 9: below threshold');
    expect(await page.locator('#detail .step').count()).toBe(0);
    expect(await page.textContent('#detail')).toContain('its content was withheld');
    expect(problems).toEqual([]);
    expect(requests.filter((request) => !request.startsWith(url))).toEqual([]);
  } finally {
    await browser.close();
  }
}

describe('eval-run run bundle (real osmosis)', () => {
  it('bundles the failing rows, refuses the artifact and the trajectory holding the canary and names them; the CLI bundles all rows; upload-artifact links it, or warns and keeps the verdict', {
    timeout: 400_000,
  }, async () => {
    const ws = await workspaceWithLeakyRollout();
    const { osmosisBin, env } = osmosisTestEnv({ modelUrl: server.url });
    const step = await runActionStep('dist/action/eval-run.js', {
      cwd: ws,
      env: { ...env, GITHUB_WORKSPACE: ws },
      inputs: {
        config: 'configs/eval/quickstart.toml',
        'dataset-file': 'data/quickstart.jsonl',
        'run-name': 'bundle',
        'osmosis-path': osmosisBin,
        secrets: `QUICKSTART_TOKEN=${DEMO_TOKEN}\nCANARY_TOKEN=${CANARY}`,
        cache: 'false',
        'comment-mode': 'off',
      },
    });
    expect(step.code, step.stdout + step.stderr).toBe(0);
    const runDir = join(ws, '.osmosis/evals/bundle');
    // The rollout really wrote the canary where osmosis does not redact: its artifact copy.
    expect(await readFile(join(runDir, 'artifacts/row_7_run_0/env-dump.txt'), 'utf8')).toContain(CANARY);
    // And into osmosis's trajectory of row 9, which osmosis does not redact either.
    expect(await readFile(join(runDir, 'trajectories/row_9_run_0.json'), 'utf8')).toContain(CANARY);

    const zip = step.outputs['bundle-path'] ?? '';
    expect(zip).toBe(join(ws, '.osmosis/ci/bundle/osmosis-bundle-bundle.zip'));
    const bundle = await openBundle(zip);
    expect(bundle.entries).toEqual(
      expect.arrayContaining([
        'README.md',
        'manifest.json',
        'report.md',
        'result.json',
        'rows.json',
        'junit.xml',
        'run/index.jsonl',
        'run/metrics.json',
        'run/logs.txt',
        'rows/row-7-run-0/trajectory.json',
        'rows/row-7-run-0/artifacts/answer.txt',
        'rows/row-9-run-0/artifacts/answer.txt',
      ]),
    );
    // Only the failing rows (7 and 9) have files in it.
    const rowFolders = new Set(
      bundle.entries.filter((e) => e.startsWith('rows/')).map((e) => e.split('/')[1]),
    );
    expect([...rowFolders].sort()).toEqual(['row-7-run-0', 'row-9-run-0']);
    // The trajectories are osmosis's own, of those rows.
    const trajectory = await readFile(join(bundle.dir, 'rows/row-7-run-0/trajectory.json'), 'utf8');
    expect(trajectory).toContain('chemical symbol for gold');
    expect(await readFile(join(bundle.dir, 'rows/row-9-run-0/artifacts/answer.txt'), 'utf8')).toBe('Jupiter');
    // The canary is in no file of the bundle; the artifact and the trajectory that held it were refused, and named.
    expect(bundle.entries).not.toContain('rows/row-7-run-0/artifacts/env-dump.txt');
    expect(bundle.entries).not.toContain('rows/row-9-run-0/trajectory.json');
    expect(bundle.leaking).toEqual([]);
    expect(step.stdout).toMatch(
      /::warning::Run bundle: rows\/row-9-run-0\/trajectory\.json is left out: it holds the value of a secret/,
    );
    const named = 'rows/row-7-run-0/artifacts/env-dump.txt';
    expect(step.stdout).toMatch(
      new RegExp(
        `::warning::Run bundle: ${named.replaceAll('/', '\\/')} is left out: it holds the value of a secret`,
      ),
    );
    expect(await readFile(join(bundle.dir, 'README.md'), 'utf8')).toContain(
      `- ${named} (artifact of a failing row)`,
    );
    expect(step.summary).toContain('**Run bundle:** `osmosis-bundle-bundle.zip`');
    expect(step.summary).toContain(
      `Refused (holds a secret value given to the step): \`rows/row-9-run-0/trajectory.json\`, \`${named}\`.`,
    );
    expect(await readFile(join(ws, '.osmosis/ci/bundle/report.md'), 'utf8')).toContain(named);
    // Masked (::add-mask::, the runner's own command), and printed nowhere else.
    const unmasked = (text: string) => text.replace(/^::add-mask::.*$/gm, '');
    for (const text of [step.stdout, step.stderr, step.summary]) expect(unmasked(text)).not.toContain(CANARY);

    // The CLI, on the same finished run (osmosis starts no rollout), with every row.
    const cli = await runCli(
      [
        'eval-run',
        'configs/eval/quickstart.toml',
        '--dataset-file',
        'data/quickstart.jsonl',
        '--run-name',
        'bundle',
        '--osmosis-path',
        osmosisBin,
        '--bundle',
        'all',
      ],
      {
        cwd: ws,
        env: { ...env, QUICKSTART_TOKEN: DEMO_TOKEN, CANARY_TOKEN: CANARY },
      },
    );
    expect(cli.code, cli.stdout + cli.stderr).toBe(0);
    expect(cli.stderr).toContain(`Bundle: ${zip}`);
    expect(cli.stderr).toContain(`Run bundle: ${named} is left out`);
    const all = await openBundle(zip);
    const allRows = new Set(all.entries.filter((e) => e.startsWith('rows/')).map((e) => e.split('/')[1]));
    expect(allRows.size).toBe(10);
    expect(all.entries).toContain('rows/row-0-run-0/trajectory.json');
    expect(all.leaking).toEqual([]);
    expect(cli.stdout + cli.stderr).not.toContain(CANARY);

    // upload-artifact on the same finished run: to the artifact service fake, then with no service at all.
    const artifacts = await startArtifactServer();
    try {
      const uploadInputs = {
        config: 'configs/eval/quickstart.toml',
        'dataset-file': 'data/quickstart.jsonl',
        'run-name': 'bundle',
        'osmosis-path': osmosisBin,
        secrets: `QUICKSTART_TOKEN=${DEMO_TOKEN}\nCANARY_TOKEN=${CANARY}`,
        cache: 'false',
        'comment-mode': 'off',
        'upload-artifact': 'true',
      };
      const github = {
        GITHUB_WORKSPACE: ws,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/widgets',
        GITHUB_RUN_ID: '4242',
      };
      const uploaded = await runActionStep('dist/action/eval-run.js', {
        cwd: ws,
        env: { ...env, ...github, ACTIONS_RESULTS_URL: artifacts.url, ACTIONS_RUNTIME_TOKEN: runtimeToken() },
        inputs: uploadInputs,
      });
      expect(uploaded.code, uploaded.stdout + uploaded.stderr).toBe(0);
      // The viewer is uploaded first (the report, and the bundle's copy of it, link it), then the bundle.
      expect(artifacts.artifacts.filter((a) => a.finalized).map((a) => a.name)).toEqual([
        'osmosis-viewer-bundle.html',
        'osmosis-bundle-bundle.zip',
      ]);
      const artifact = artifacts.artifacts.find((a) => a.finalized && a.name === 'osmosis-bundle-bundle.zip');
      const link = `https://github.com/acme/widgets/actions/runs/4242/artifacts/${artifact?.id}`;
      expect(uploaded.outputs['bundle-artifact-url']).toBe(link);
      expect(uploaded.summary).toContain(
        `**Run bundle:** [osmosis-bundle-bundle.zip](${link}) (workflow artifact)`,
      );
      // The artifact is the bundle itself, byte for byte.
      expect(artifact?.data.equals(await readFile(zip))).toBe(true);
      // The run viewer is its own, unzipped artifact, and the failing rows link to it and say what went wrong.
      const viewerFile = uploaded.outputs['viewer-path'] as string;
      const viewerArtifact = artifacts.artifacts.find(
        (a) => a.finalized && a.name === 'osmosis-viewer-bundle.html',
      );
      expect(viewerArtifact?.data.equals(await readFile(viewerFile))).toBe(true);
      const viewerLink = `https://github.com/acme/widgets/actions/runs/4242/artifacts/${viewerArtifact?.id}`;
      expect(uploaded.outputs['viewer-artifact-url']).toBe(viewerLink);
      expect(uploaded.summary).toContain(`[the run viewer](${viewerLink})`);
      expect(uploaded.summary).toMatch(
        /\| \[7\]\([^)]*#row-7\) \| 8 \| `What is the chemical symbol for gold\?[^`]*` \| `Au` \| `Ag` \| `reward 0 < 1` \|/,
      );
      const viewerHtml = await readFile(viewerFile, 'utf8');
      expect(viewerHtml).not.toContain(CANARY);
      expect(viewerHtml).toContain('What is the chemical symbol for gold?');
      // Row 9's trajectory holds the canary: the comment's row and the viewer's say it was withheld.
      expect(uploaded.summary).toMatch(
        /\| \[9\]\([^)]*#row-9\) \| 10 \| _withheld: holds a secret value_ \|/,
      );
      if (BROWSER_REQUIRED) await expectRowSevenInBrowser(viewerFile);

      // A failed upload is a warning and a line in the report; verdict and exit code stay.
      const failed = await runActionStep('dist/action/eval-run.js', {
        cwd: ws,
        env: { ...env, ...github },
        inputs: uploadInputs,
      });
      expect(failed.code, failed.stdout + failed.stderr).toBe(0);
      expect(failed.outputs.verdict).toBe(uploaded.outputs.verdict);
      expect(failed.outputs['bundle-path']).toBe(zip);
      expect(failed.outputs['bundle-artifact-url']).toBe('');
      expect(failed.stdout).toMatch(
        /::warning::Could not upload the run bundle as a workflow artifact: .*ACTIONS_RUNTIME_TOKEN/,
      );
      expect(failed.summary).toMatch(
        /\*\*Run bundle:\*\* `osmosis-bundle-bundle\.zip` \(not uploaded: .*ACTIONS_RUNTIME_TOKEN/,
      );
    } finally {
      await artifacts.close();
    }
  });
});
