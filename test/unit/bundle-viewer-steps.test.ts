/** The bundle and viewer steps over fake deps: what they ask to be written, removed, and what a failure says. */
import { describe, expect, it } from 'vitest';
import { bundleRun } from '../../src/commands/bundle.js';
import { viewerRun } from '../../src/commands/viewer.js';
import type { BundleRequest } from '../../src/core/artifacts/bundle.js';
import type { ViewerRequest } from '../../src/core/artifacts/viewer.js';
import type { BundleDeps, ViewerDeps } from '../../src/core/ports.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

function recorder() {
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(`info: ${m}`),
    warning: (m: string) => lines.push(`warning: ${m}`),
    debug: () => {},
  };
  return { lines, log };
}

const step = (log: ReturnType<typeof recorder>['log'], mode: 'failing' | 'off' = 'failing') => ({
  mode,
  maxMb: 2,
  resultDir: '/ws/.osmosis/ci/q',
  workspace: '/ws',
  secrets: ['s3cret'],
  log,
});

const finished = makeResult(makeMetrics({ passed: 1, completed: 2, passThreshold: 0.5 }), {
  minPassRate: 0.5,
});

describe('the bundle step over its deps', () => {
  it('asks for the zip of the run directory within the limit, and logs what it holds', async () => {
    const requests: BundleRequest[] = [];
    const deps: BundleDeps = {
      writeBundle: async (request) => {
        requests.push(request);
        const plan = { included: [], omitted: [], refused: [], limitBytes: request.limitBytes, bytes: 0 };
        return { file: request.file, plan, zipBytes: 321, forms: [] };
      },
      removeFile: async () => expect.fail('a written bundle removes nothing'),
    };
    const { lines, log } = recorder();
    const note = await bundleRun(finished, step(log), deps);
    expect(requests).toEqual([
      expect.objectContaining({
        file: '/ws/.osmosis/ci/q/osmosis-bundle-quickstart-pr42.zip',
        runDir: '/ws/.osmosis/evals/quickstart-pr42',
        limitBytes: 2 * 1024 * 1024,
        passThreshold: 0.5,
        secrets: ['s3cret'],
      }),
    ]);
    expect(note).toMatchObject({ file: requests[0]?.file, bytes: 321 });
    expect(lines).toEqual([`info: Run bundle: ${requests[0]?.file} (0 files, 321 bytes)`]);
  });

  it('removes an earlier bundle when off or without results, and a failed write is a warning', async () => {
    const removed: string[] = [];
    const deps: BundleDeps = {
      writeBundle: async () => {
        throw new Error('disk full');
      },
      removeFile: async (path) => {
        removed.push(path);
      },
    };
    const { lines, log } = recorder();
    expect(await bundleRun(finished, step(log, 'off'), deps)).toBeUndefined();
    expect(await bundleRun(makeResult(null, null), step(log), deps)).toBeUndefined();
    expect(removed).toHaveLength(2);
    expect(await bundleRun(finished, step(log), deps)).toBeUndefined();
    expect(lines).toEqual([
      'info: No run bundle: the run has no results to bundle.',
      `warning: Could not write the run bundle ${removed[0]}: disk full`,
    ]);
  });
});

describe('the viewer step over its deps', () => {
  it('asks for viewer.html of the run, warns of withheld rows, removes it when there is nothing to show', async () => {
    const requests: ViewerRequest[] = [];
    const removed: string[] = [];
    const deps: ViewerDeps = {
      writeViewer: async (request) => {
        requests.push(request);
        return { file: request.file, bytes: 99, rows: 2, trajectories: 1, withheld: 1 };
      },
      removeFile: async (path) => {
        removed.push(path);
      },
    };
    const { lines, log } = recorder();
    expect(await viewerRun(finished, step(log), deps)).toEqual({
      file: '/ws/.osmosis/ci/q/viewer.html',
      bytes: 99,
    });
    expect(requests[0]).toMatchObject({
      runDirs: ['/ws/.osmosis/evals/quickstart-pr42'],
      mode: 'failing',
      secrets: ['s3cret'],
    });
    expect(lines[0]).toMatch(/^warning: Run viewer: 1 row\(s\) withheld/);
    expect(await viewerRun(makeResult(null, null), step(log), deps)).toBeUndefined();
    expect(removed).toEqual(['/ws/.osmosis/ci/q/viewer.html']);
  });
});
