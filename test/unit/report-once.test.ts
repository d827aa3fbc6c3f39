/**
 * One eval-run report renders its comment once and writes result.json and report.md once (issue 39): the
 * viewer first, then the one render, the bundle holding that text and the result document in memory, then
 * the files, the job summary and the PR comment. Isolated (vitest.config.ts): it wraps core/report/comment.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { type RunReportRequest, reportEvalRun } from '../../src/commands/report/index.js';
import type { ReportDocuments } from '../../src/core/artifacts/bundle.js';
import type { BundleNote } from '../../src/core/artifacts/bundle-words.js';
import * as comment from '../../src/core/report/comment.js';
import type { BundlePlace, ReportDeps } from '../../src/core/report-ports.js';
import { serializeResult } from '../../src/core/result.js';
import { someFailing } from '../helpers/comment-fixtures.js';

vi.mock('../../src/core/report/comment.js', async (original) => {
  const actual = await original<typeof import('../../src/core/report/comment.js')>();
  return { ...actual, renderComment: vi.fn(actual.renderComment) };
});

const NOTE: BundleNote = {
  file: '/repo/out/osmosis-bundle-run.zip',
  files: 7,
  bytes: 20_480,
  omitted: { count: 0, bytes: 0, names: [] },
  refused: { count: 0, names: [] },
  artifactUrl: 'https://github.com/acme/widgets/actions/runs/5/artifacts/2',
};
const VIEWER_URL = 'https://github.com/acme/widgets/actions/runs/5/artifacts/1';

function deps() {
  const writes: { dir: string; markdown: string; result: unknown }[] = [];
  const summaries: string[] = [];
  const bodies: string[] = [];
  const bundled: (ReportDocuments | undefined)[] = [];
  const report: ReportDeps = {
    log: { info: () => {}, warning: () => {}, debug: () => {} },
    readRunDataset: async () => undefined,
    readRowIdentities: async () => ({}),
    loadBaseline: async () => ({ kind: 'missing' }),
    saveBaseline: async () => {},
    loadHistory: async () => ({ kind: 'missing' }),
    saveHistory: async () => {},
    writeRowsFile: async (dir) => `${dir}/rows.json`,
    readFailingRows: async () => {
      throw new Error('no trajectories');
    },
    writeJunitFile: async () => {},
    removeJunitFile: () => {},
    writeResultFiles: async (result, dir, markdown) => {
      writes.push({ dir, markdown, result });
      return { resultJson: `${dir}/result.json`, reportMarkdown: `${dir}/report.md` };
    },
    writeManagedFiles: async () => ({ resultJson: '', reportMarkdown: '' }),
    datasetRowLines: async () => new Map(),
    publishComment: async (request) => {
      bodies.push(request.body);
      return { ok: true, outcome: { url: 'https://github.test/c/1', action: 'created' } };
    },
    defaultResultDir: () => undefined,
    summary: async (markdown) => {
      summaries.push(markdown);
    },
    viewer: async () => ({ file: '/repo/out/viewer.html', artifactUrl: VIEWER_URL }),
    bundle: async (_result, where: BundlePlace) => {
      bundled.push(where.documents);
      return NOTE;
    },
  };
  return { report, writes, summaries, bodies, bundled };
}

const request: RunReportRequest = {
  start: '/repo',
  resultDir: '/repo/out',
  datasetFile: undefined,
  baselineDir: undefined,
  maxRegression: undefined,
  commentKey: () => 'the-key',
  secrets: [],
  source: {},
  saveBaseline: false,
  comment: {
    mode: 'upsert',
    token: 'ghs_test',
    apiUrl: 'https://api.github.test',
    repository: { owner: 'acme', repo: 'widgets' },
    prNumber: 7,
    minimizeOutdated: false,
    withArtifacts: true,
  },
};

describe('an eval-run report with a viewer and a bundle', () => {
  it('renders once, writes the result files once, and publishes one text with both links', async () => {
    const render = vi.mocked(comment.renderComment);
    const run = deps();
    render.mockClear();
    const report = await reportEvalRun(
      { result: { ...someFailing(), runDir: null }, rows: null, workspace: '/repo' },
      request,
      run.report,
    );
    expect(render).toHaveBeenCalledTimes(1);
    expect(run.writes).toHaveLength(1);

    // The one text is what renderComment makes with the bundle and the viewer given (rendered here to compare).
    const expected = render.getMockImplementation()?.(report.result, {
      key: 'the-key',
      viewer: { url: VIEWER_URL },
      bundle: NOTE,
    });
    expect(expected).toContain(
      '**Run bundle:** [osmosis-bundle-run.zip](https://github.com/acme/widgets/actions/runs/5/artifacts/2)',
    );
    expect(expected).toContain(VIEWER_URL);
    expect(run.writes[0]?.markdown).toBe(expected);
    expect(run.summaries).toEqual([expected]);
    expect(run.bodies).toEqual([expected]);
    // The bundle holds the result document as written and the text before its own paragraph.
    expect(report.result.viewer).toEqual({ url: VIEWER_URL });
    expect(run.bundled).toEqual([
      {
        resultJson: serializeResult(report.result),
        reportMarkdown: render.mock.results[0]?.value,
      },
    ]);
    expect(run.bundled[0]?.reportMarkdown).not.toContain('**Run bundle:**');
    expect(run.bundled[0]?.reportMarkdown).toContain(VIEWER_URL);
  });

  it('sets the bundle paragraph in as renderComment places it, and renders again only past the limit', () => {
    const actual = vi.mocked(comment.renderComment).getMockImplementation();
    const result = someFailing();
    const without = actual?.(result, { key: 'k' }) ?? '';
    expect(comment.withBundleSection(without, result, { key: 'k', bundle: NOTE })).toBe(
      actual?.(result, { key: 'k', bundle: NOTE }),
    );
    const tight = { key: 'k', limit: without.length + 10 };
    const cut = actual?.(result, { ...tight, bundle: NOTE });
    expect(comment.withBundleSection(without, result, { ...tight, bundle: NOTE })).toBe(cut);
    expect(cut?.length).toBeLessThanOrEqual(tight.limit);
  });
});

describe('the baseline of a default-branch push', () => {
  it('is saved after result.json is written, as the copy of the result directory it is', async () => {
    const run = deps();
    const events: string[] = [];
    const write = run.report.writeResultFiles;
    run.report.writeResultFiles = async (...args) => {
      events.push('result files');
      return write(...args);
    };
    run.report.saveBaseline = async (from, to) => {
      events.push(`baseline ${from} -> ${to}`);
    };
    const report = await reportEvalRun(
      { result: { ...someFailing(), runDir: null }, rows: null, workspace: '/repo' },
      { ...request, saveBaseline: true, baselineDir: 'baseline' },
      run.report,
    );
    expect(events).toEqual(['result files', 'baseline /repo/out -> /repo/baseline']);
    expect(report.baselineSaved).toBe(true);
  });
});
