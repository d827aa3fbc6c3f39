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
import {
  BROWSER_REQUIRED,
  detailFacts,
  expectScreenshot,
  openViewerBrowser,
} from '../helpers/viewer-browser.js';

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
  more: {
    errored?: (i: number) => boolean;
    everyTrajectory?: boolean;
    request?: Partial<Parameters<typeof writeViewer>[0]>;
  } = {},
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
        ...(more.errored?.(i)
          ? { status: 'failed', error_type: 'agent_error' }
          : { status: 'success', reward: failing(i) ? 0 : 1 }),
        tokens: 12,
        duration_ms: 900 + i,
      }),
    );
    if (more.errored?.(i) || (!failing(i) && !more.everyTrajectory)) continue;
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
    `INFO [result] work item finished {"rollout_id":"${rolloutId(7)}"}\n` +
      `INFO [rollout-server] httpx.HTTPStatusError: Server error '502 Bad Gateway' for url '/v1/rollouts/${rolloutId(3)}/chat/completions'\n`,
  );
  const file = join(dir, 'viewer.html');
  await writeViewer({
    file,
    runDirs: [dir],
    mode: 'failing',
    limitBytes: 50 * 1024 * 1024,
    secrets: [],
    head,
    ...more.request,
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
    // gpt-4o-mini-like prices: each row's 12 tokens cost from 12 × $0.15/M to 12 × $0.60/M.
    const costPerToken = { low: 0.15e-6, high: 0.6e-6 };
    const file = await makeRun(
      10,
      (i) => i === 7 || i === 9,
      (i) => (i === 9 ? HOSTILE : 'Ag'),
      { request: { head: { ...head, costPerToken } } },
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
    expect(detail).toContain('duration907 ms');
    expect(detail).toContain('tokens12');
    expect(detail).toContain('cost$0.0000018–$0.0000072');
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

  it('labels its columns, searches every row, marks flaky rows, escapes bidi controls, shows an errored row its log lines, is driven by keyboard and fits 700 and 1280 px without a second scrollbar', async () => {
    const file = await makeRun(
      10,
      (i) => i === 7 || i === 9,
      (i) => (i === 9 ? 'evil \u202Egnorw' : i === 5 ? 'Cobalt' : 'Ag'),
      {
        errored: (i) => i === 3,
        everyTrajectory: true,
        request: {
          head: {
            ...head,
            verdict: `osmosis eval failed: pass rate 70.0% < 80.0% threshold ${'and a long verdict '.repeat(6)}`,
            facts: [
              ['pass rate', '70.0% (7/10)'],
              ['samples', '10 total · 7 passed · 2 below threshold · 1 errored · 0 skipped'],
              ['run', `quickstart-${'x'.repeat(60)}`],
            ],
          },
          flaky: new Map([[4, { passRate: 0.4, trials: 5 }]]),
        },
      },
    );
    const url = pathToFileURL(file).href;
    const own = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    const errors: string[] = [];
    own.on('pageerror', (error) => errors.push(error.message));
    try {
      await own.goto(url);
      await own.waitForSelector('.row');
      expect((await own.textContent('.cols'))?.replace(/\s+/g, '')).toBe(
        'RowOutcomeRewardExpectedAnswerorerror',
      );
      // Every row is searchable by its text, passed rows (no trajectory detailed) included.
      await own.fill('#search', 'cobalt');
      expect(await own.locator('.row').count()).toBe(1);
      expect(await own.locator('.row').getAttribute('data-row')).toBe('row-5');
      await own.fill('#search', '');
      // The row history's flaky row: marked in the list, a filter of its own, and said in the details.
      expect(await own.textContent('.row[data-row="row-4"]')).toContain('passed · flaky');
      await own.click('button[data-filter="flaky"]');
      expect(await own.locator('.row').count()).toBe(1);
      await own.click('button[data-filter="all"]');
      // A bidi override is shown escaped, in the list and the details; no live control is on the page.
      expect(await own.textContent('.row[data-row="row-9"]')).toContain('evil \\u202Egnorw');
      expect(await own.evaluate('document.body.innerText.includes("\\u202E")')).toBe(false);
      // Keyboard: Tab from the search reaches the list; arrows move, Enter opens.
      await own.focus('#search');
      await own.keyboard.press('Tab');
      expect(await own.evaluate('document.activeElement.id')).toBe('list');
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) await own.keyboard.press(key);
      expect(await own.evaluate('location.hash')).toBe('#row-3');
      // The errored row (no trajectory) shows its log lines.
      expect(await own.textContent('#detail h2')).toBe('Row 3: errored');
      expect(await own.textContent('#detail pre.logs')).toContain("Server error '502 Bad Gateway'");
      await own.keyboard.press('End');
      await own.keyboard.press('Enter');
      expect(await own.evaluate('location.hash')).toBe('#row-9');
      await own.goto(`${url}#row-4`);
      await own.waitForSelector('#detail h2');
      expect(await detailFacts(own)).toMatchObject({
        flaky: 'passed 40% of 5 default-branch runs (the row history)',
      });
      // The header fits: the page itself never scrolls, the row list and details have the room left.
      for (const width of [700, 1280]) {
        await own.setViewportSize({ width, height: 700 });
        const fit = (await own.evaluate(
          "({ h: document.documentElement.scrollHeight - innerHeight, w: document.documentElement.scrollWidth - innerWidth, list: document.getElementById('list').clientHeight })",
        )) as { h: number; w: number; list: number };
        expect({ width, ...fit, list: fit.list > 200 }).toEqual({ width, h: 0, w: 0, list: true });
      }
      expect(errors).toEqual([]);
    } finally {
      await own.close();
    }
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
