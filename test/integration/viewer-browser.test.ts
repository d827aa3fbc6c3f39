/**
 * The run viewer in a real browser: Debian's chromium, headless, driven by playwright-core through
 * executablePath (no browser download). One launch for every check (CI time): no console error, no
 * request but the page itself, no script of the data run, filters, the search, a deep link to a failing
 * row's trajectory, and a 10,000-row run's first rows within 1 s. The screenshot of the small run is
 * compared with the reviewed snapshot test/__snapshots__/viewer.png (UPDATE_SCREENSHOTS=1 writes it
 * anew); the render is fixed (viewport, light scheme, no caret or focus ring, no clock text, DejaVu
 * Sans through fontconfig: the header has no emoji, which needs a font the machine may lack). The
 * viewer of a real osmosis run is opened in Chromium by run-bundle.test.ts, on the run it already makes.
 */
import { mkdir, mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeViewer } from '../../src/adapters/viewer-file.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { BROWSER_REQUIRED, expectScreenshot, openViewerBrowser } from '../helpers/viewer-browser.js';

const HOSTILE =
  '@org/team ![x](http://127.0.0.1:9/x.png) <img src=http://127.0.0.1:9/i.png onerror=alert(1)> </details> <script>alert(2)</script>';
const head = {
  title: 'configs/eval/quickstart.toml',
  verdict: 'osmosis eval failed',
  facts: [['run', 'quickstart-local']] as [string, string][],
  passThreshold: 1,
};
const rolloutId = (i: number) => i.toString(16).padStart(32, '0');

async function makeRun(
  rows: number,
  failing: (i: number) => boolean,
  answer: (i: number) => string,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'viewer-browser-'));
  await mkdir(join(dir, 'trajectories'));
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) {
    lines.push(
      JSON.stringify({
        row_index: i,
        run_index: 0,
        rollout_id: rolloutId(i),
        status: 'success',
        reward: failing(i) ? 0 : 1,
        tokens: 12,
        duration_ms: 900 + i,
      }),
    );
    if (!failing(i)) continue;
    const trajectory = {
      schema_version: 'ATIF-v1.7',
      agent: { name: 'osmosis-rollout-sdk', version: '0.3.8' },
      steps: [
        { step_id: 1, source: 'user', message: `What is the chemical symbol for gold? (row ${i})` },
        { step_id: 2, source: 'agent', message: answer(i) },
      ],
      extra: { osmosis: { rollout_id: rolloutId(i), label: 'Au', reward: 0 } },
    };
    await writeFile(join(dir, 'trajectories', `row_${i}_run_0.json`), JSON.stringify(trajectory));
  }
  await writeFile(join(dir, 'index.jsonl'), `${lines.join('\n')}\n`);
  await writeFile(
    join(dir, 'logs.txt'),
    `INFO [result] work item finished {"rollout_id":"${rolloutId(7)}"}\n`,
  );
  const file = join(dir, 'viewer.html');
  await writeViewer({
    file,
    runDirs: [dir],
    mode: 'failing',
    limitBytes: 50 * 1024 * 1024,
    secrets: [],
    head,
  });
  return file;
}

describe.skipIf(!BROWSER_REQUIRED)('the run viewer in headless Chromium', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let requests: string[];

  beforeAll(async () => {
    ({ browser, page, problems, requests } = await openViewerBrowser());
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('shows rows and a failing row trajectory, filters, searches and opens #row-N, with nothing loaded or run', async () => {
    const file = await makeRun(
      10,
      (i) => i === 7 || i === 9,
      (i) => (i === 9 ? HOSTILE : 'Ag'),
    );
    const url = pathToFileURL(file).href;
    // The page is shared with the other test (shuffled in CI): only this test's requests count.
    const firstRequest = requests.length;
    await page.goto(`${url}#row-7`);
    await page.waitForSelector('#detail .step');
    const detail = await page.textContent('#detail');
    expect(detail).toContain('What is the chemical symbol for gold? (row 7)');
    expect(detail).toContain('Ag');
    expect(detail).toContain('Au');
    expect(detail).toContain('work item finished');
    expect(await page.locator('.row.sel').getAttribute('data-row')).toBe('row-7');

    await page.click('button[data-filter="below-threshold"]');
    expect(await page.locator('.row').count()).toBe(2);
    await page.click('button[data-filter="all"]');
    expect(await page.locator('.row').count()).toBe(10);
    await page.fill('#search', 'org/team');
    expect(await page.locator('.row').count()).toBe(1);
    await page.fill('#search', '');

    await page.goto(`${url}#row-9`);
    await page.waitForSelector('#detail .step');
    // The hostile answer is text: shown as written, no element made of it, nothing it names loaded.
    expect(await page.textContent('#detail')).toContain('<script>alert(2)</script>');
    expect(await page.locator('#detail img, #detail script, #detail details').count()).toBe(0);
    await page.waitForTimeout(200);
    expect(problems).toEqual([]);
    expect(requests.slice(firstRequest).filter((request) => !request.startsWith(url))).toEqual([]);

    // The reviewed snapshot: row 9 open, nothing focused (no focus ring, no caret).
    await page.locator('#search').blur();
    const screenshot = await page.screenshot({ caret: 'hide', animations: 'disabled' });
    await expectScreenshot(browser, screenshot, join(REPO_ROOT, 'test/__snapshots__/viewer.png'));
  }, 60_000);

  it('shows the first rows of a 10,000-row run with 400 failing within 1 s', async () => {
    const file = await makeRun(
      10_000,
      (i) => i % 25 === 0,
      () => 'Ag',
    );
    const started = Date.now();
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('.row');
    const elapsed = Date.now() - started;
    if (process.env.VIEWER_BENCH) {
      const dir = join(file, '..');
      const raw =
        (await stat(join(dir, 'index.jsonl'))).size +
        400 * (await stat(join(dir, 'trajectories', 'row_0_run_0.json'))).size;
      // A string, evaluated in the page: the test's own TypeScript has no DOM types.
      const parsed = (await page.evaluate(
        "(() => { const at = performance.now(); JSON.parse(document.getElementById('viewer-data').textContent); return performance.now() - at; })()",
      )) as number;
      console.log(
        `viewer ${(await stat(file)).size} bytes, raw JSON ${raw} bytes, first rows ${elapsed} ms, JSON.parse ${parsed.toFixed(1)} ms`,
      );
    }
    expect(elapsed).toBeLessThan(1000);
    // Only the rows in view are in the page.
    expect(await page.locator('.row').count()).toBeLessThan(80);
    await page.click('button[data-filter="below-threshold"]');
    expect(await page.textContent('.bar')).toContain('400 shown');
    expect(problems).toEqual([]);
  }, 60_000);
});
