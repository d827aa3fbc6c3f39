/**
 * The run viewer in a real browser: Debian's chromium, headless, driven by playwright-core through
 * executablePath (no browser download), and the reviewed screenshot compared pixel by pixel in the
 * browser itself (both PNGs decoded into a canvas: no image library needed).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { ViewerData } from '../../src/core/artifacts/viewer.js';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/** CI installs chromium (.ci/run): there a missing browser fails the test instead of skipping it. */
export const BROWSER_REQUIRED = CHROMIUM !== undefined || process.env.CI === 'true';

export interface ViewerBrowser {
  browser: Browser;
  /** A page that records what would make the viewer wrong: console errors, page errors, dialogs. */
  page: Page;
  problems: string[];
  /** Every URL the page asked for. */
  requests: string[];
}

/** A fixed, light, 1× viewport with no GPU and no font hinting, so a screenshot is the same on every run. */
export async function openViewerBrowser(): Promise<ViewerBrowser> {
  if (!CHROMIUM)
    throw new Error('No chromium: install it from Debian (apt-get install chromium), as .ci/run does.');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--force-color-profile=srgb'],
  });
  const page = await browser.newPage({
    viewport: { width: 1200, height: 700 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => requests.push(request.url()));
  return { browser, page, problems, requests };
}

/** The data a viewer.html embeds (its rows as the page shows them), read without a browser. */
export function viewerData(html: string): ViewerData {
  const match = /<script type="application\/json" id="viewer-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('viewer.html has no viewer-data element');
  return JSON.parse(match[1] as string) as ViewerData;
}

/** The `#detail` panel's facts (reward, expected, answer, …) as name → text. */
export async function detailFacts(page: Page): Promise<Record<string, string>> {
  // A string, evaluated in the page: the tests' own TypeScript has no DOM types.
  return (await page.evaluate(
    "Object.fromEntries([...document.querySelectorAll('#detail dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent]))",
  )) as Record<string, string>;
}

/** Decodes two PNGs (base64) in the page and counts the pixels whose colour differs by more than 32 of 255. */
const COMPARE = `async ([a, b]) => {
  const load = (data) => new Promise((done, fail) => {
    const image = new Image();
    image.onload = () => done(image);
    image.onerror = () => fail(new Error('not a PNG'));
    image.src = 'data:image/png;base64,' + data;
  });
  const pixels = (image) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const [x, y] = await Promise.all([load(a), load(b)]);
  if (x.width !== y.width || x.height !== y.height)
    return { size: x.width + 'x' + x.height + ' against ' + y.width + 'x' + y.height, differing: -1, total: 0 };
  const p = pixels(x), q = pixels(y);
  let differing = 0;
  for (let i = 0; i < p.length; i += 4)
    if (Math.abs(p[i] - q[i]) > 32 || Math.abs(p[i + 1] - q[i + 1]) > 32 || Math.abs(p[i + 2] - q[i + 2]) > 32) differing++;
  return { size: x.width + 'x' + x.height, differing, total: x.width * x.height };
}`;

/** At most this share of the pixels may differ (anti-aliasing), never a line of text. */
const TOLERANCE = 0.001;

/**
 * Compares `screenshot` with the reviewed snapshot file, in a page of its own; a mismatch throws saying
 * how many pixels differ and where the new image was written. UPDATE_SCREENSHOTS=1 (or no snapshot yet)
 * writes the snapshot instead: review it before committing.
 */
export async function expectScreenshot(
  browser: Browser,
  screenshot: Buffer,
  snapshot: string,
): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS || !existsSync(snapshot)) {
    await writeFile(snapshot, screenshot);
    return;
  }
  const reviewed = await readFile(snapshot);
  const page = await browser.newPage();
  try {
    const args = JSON.stringify([screenshot.toString('base64'), reviewed.toString('base64')]);
    const found = (await page.evaluate(`(${COMPARE})(${args})`)) as {
      size: string;
      differing: number;
      total: number;
    };
    if (found.differing === -1 || found.differing > found.total * TOLERANCE) {
      const actual = snapshot.replace(/\.png$/, '.actual.png');
      await writeFile(actual, screenshot);
      throw new Error(
        `The viewer's screenshot differs from the reviewed ${snapshot}: ${
          found.differing === -1 ? `size ${found.size}` : `${found.differing} of ${found.total} pixels`
        }. The new one is ${actual}; if the change is meant, look at it and run with UPDATE_SCREENSHOTS=1.`,
      );
    }
  } finally {
    await page.close();
  }
}
