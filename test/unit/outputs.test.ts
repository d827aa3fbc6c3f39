/** Step outputs of eval-run, eval-merge, eval-upload and setup: every value the output tables of docs/actions.md promise. */
import { describe, expect, it } from 'vitest';
import {
  cacheOutputs,
  EVAL_RUN_CACHES,
  evalMergeOutputs,
  evalRunOutputs,
  preflightOutputs,
  setupOutputs,
  uploadOutputs,
} from '../../src/core/report/outputs.js';
import { makeAdaptive, makeMetrics, makeResult } from '../helpers/results.js';

const files = { resultJson: 'out/result.json', reportMarkdown: 'out/report.md' };

const adaptive = makeAdaptive({
  mode: 'certain',
  batchSize: 10,
  rowsRun: 30,
  rowsTotal: 100,
  rule: 'certain',
  bounds: { lower: 0.25, upper: 0.95 },
  possible: { lower: 0.25, upper: 0.95 },
  errorBound: 0,
  runs: ['a', 'b', 'c'],
});

describe('eval-run outputs', () => {
  it('gives the numbers of the metrics as strings, and the paths of the files written', () => {
    const metrics = makeMetrics({ passed: 7, completed: 8, total: 10, failed: 2, resumedRows: 4 });
    const result = makeResult(metrics, { minPassRate: 0.5 });
    expect(
      evalRunOutputs(result, {
        ...files,
        junit: 'out/junit.xml',
        bundle: { file: 'out/bundle.zip', artifactUrl: 'https://github.com/a/b/artifacts/9' },
      }),
    ).toEqual({
      verdict: 'passed',
      'pass-rate': '0.875',
      passed: '7',
      'below-threshold': '',
      errored: '',
      skipped: '0',
      failed: '2',
      total: '10',
      'run-name': 'quickstart-pr42',
      'run-dir': '.osmosis/evals/quickstart-pr42',
      'result-json': 'out/result.json',
      'report-markdown': 'out/report.md',
      'junit-path': 'out/junit.xml',
      'bundle-path': 'out/bundle.zip',
      'bundle-artifact-url': 'https://github.com/a/b/artifacts/9',
      'viewer-path': '',
      'viewer-artifact-url': '',
      'exit-code': '0',
      'resumed-rows': '4',
      'upload-status': 'off',
      'run-id': '',
      'run-url': '',
      'rows-run': '10',
      'rows-total': '10',
      'decided-early': 'false',
      'decision-rule': '',
      'pass-rate-bounds': '',
      'error-bound': '',
    });
  });

  it('counts below threshold and errored apart once the rows were read, and failed is errored', () => {
    const metrics = makeMetrics({ passed: 7, completed: 10, total: 11, skipped: 1, failed: 1 });
    const result = { ...makeResult(metrics, { minPassRate: 0.5 }), belowThreshold: { count: 2, rows: [] } };
    expect(evalRunOutputs(result, files)).toMatchObject({
      passed: '7',
      'below-threshold': '2',
      errored: '1',
      skipped: '1',
      failed: '1',
      total: '11',
    });
  });

  it('leaves every number empty when osmosis produced no metrics, and the exit code says why', () => {
    const result = makeResult(null, null, { runName: null, runDir: null });
    const outputs = evalRunOutputs(result, files);
    for (const name of [
      'pass-rate',
      'passed',
      'failed',
      'errored',
      'skipped',
      'total',
      'resumed-rows',
      'rows-run',
    ])
      expect(outputs[name], name).toBe('');
    expect(outputs).toMatchObject({
      verdict: 'error',
      'exit-code': '3',
      'run-name': '',
      'run-dir': '',
      'junit-path': '',
      'bundle-path': '',
      'bundle-artifact-url': '',
      'decided-early': 'false',
    });
  });

  it('gives the viewer path and its artifact link when there is one', () => {
    const result = makeResult(makeMetrics({ passed: 1, completed: 1 }), null);
    expect(
      evalRunOutputs(result, { ...files, viewer: { file: 'out/viewer.html', artifactUrl: 'https://v' } }),
    ).toMatchObject({ 'viewer-path': 'out/viewer.html', 'viewer-artifact-url': 'https://v' });
  });

  it('leaves the artifact link empty for a bundle that was not uploaded', () => {
    const result = makeResult(makeMetrics({ passed: 1, completed: 1 }), null);
    expect(evalRunOutputs(result, { ...files, bundle: { file: 'b.zip' } })).toMatchObject({
      'bundle-path': 'b.zip',
      'bundle-artifact-url': '',
    });
  });

  it('says how many rows an adaptive run ran, what decided it and its bounds as lower-upper', () => {
    const result = makeResult(makeMetrics({ passed: 28, completed: 30 }), { minPassRate: 0.2 }, { adaptive });
    expect(evalRunOutputs(result, files)).toMatchObject({
      'rows-run': '30',
      'decided-early': 'true',
      'decision-rule': 'certain',
      'pass-rate-bounds': '0.25-0.95',
    });
    const fullRun = { ...adaptive, decidedEarly: false, rule: null, rowsRun: 100 };
    expect(evalRunOutputs(makeResult(null, null, { adaptive: fullRun }), files)).toMatchObject({
      'rows-run': '100',
      'decided-early': 'false',
      'decision-rule': '',
    });
  });

  it('carries the publish: its status and the platform run', () => {
    const upload = {
      status: 'published' as const,
      replaced: false,
      runId: 'run-7',
      runName: 'quickstart-pr42',
      url: 'https://platform.osmosis.ai/runs/7',
      expectedFiles: 3,
      uploadedFiles: 3,
      message: 'published',
    };
    const result = makeResult(makeMetrics({ passed: 1, completed: 1 }), null, { upload });
    expect(evalRunOutputs(result, files)).toMatchObject({
      'upload-status': 'published',
      'run-id': 'run-7',
      'run-url': 'https://platform.osmosis.ai/runs/7',
    });
  });
});

describe('eval-merge outputs', () => {
  it("are eval-run's without the bundle and the publish, which merging has no part in; the viewer's stay", () => {
    const result = makeResult(makeMetrics({ passed: 3, completed: 4 }), { minPassRate: 0.9 });
    const viewer = {
      file: '/w/.osmosis/ci/q/viewer.html',
      artifactUrl: 'https://github.com/a/b/actions/runs/1/artifacts/2',
    };
    const merged = evalMergeOutputs(result, { ...files, bundle: { file: 'b.zip' }, viewer });
    const run = evalRunOutputs(result, { ...files, bundle: { file: 'b.zip' }, viewer });
    for (const name of ['bundle-path', 'bundle-artifact-url', 'upload-status', 'run-id', 'run-url'])
      expect(merged, name).not.toHaveProperty(name);
    expect(merged['viewer-path']).toBe(viewer.file);
    expect(merged['viewer-artifact-url']).toBe(viewer.artifactUrl);
    const { 'bundle-path': _b, 'bundle-artifact-url': _u, 'upload-status': _s, ...rest } = run;
    const { 'run-id': _i, 'run-url': _r, ...kept } = rest;
    expect(merged).toEqual(kept);
    expect(merged.verdict).toBe('failed');
  });
});

describe('upload outputs', () => {
  it('are off with no platform run when no publish was asked for', () => {
    expect(uploadOutputs(undefined)).toEqual({ 'upload-status': 'off', 'run-id': '', 'run-url': '' });
  });

  it('keep the run empty when a publish failed before the platform named one', () => {
    const failed = {
      status: 'failed' as const,
      replaced: false,
      runId: null,
      runName: null,
      url: null,
      expectedFiles: null,
      uploadedFiles: null,
      message: 'network',
    };
    expect(uploadOutputs(failed)).toEqual({ 'upload-status': 'failed', 'run-id': '', 'run-url': '' });
  });
});

describe('setup outputs', () => {
  it('report a cache hit unless osmosis had to be installed', () => {
    const found = { osmosisPath: '/t/osmosis', osmosisVersion: '0.3.8' };
    expect(setupOutputs({ ...found, source: 'cache' }, 'osmosis-linux-x64-0.3.8')).toEqual({
      'osmosis-path': '/t/osmosis',
      'osmosis-version': '0.3.8',
      'cache-hit': 'true',
      'cache-key': 'osmosis-linux-x64-0.3.8',
      'cloudflared-path': '',
    });
    expect(setupOutputs({ ...found, source: 'path' })['cache-hit']).toBe('true');
    expect(setupOutputs({ ...found, source: 'installed' })).toMatchObject({
      'cache-hit': 'false',
      'cache-key': '',
    });
    expect(
      setupOutputs({ ...found, source: 'path', cloudflaredPath: '/t/cloudflared' })['cloudflared-path'],
    ).toBe('/t/cloudflared');
  });

  it('give the platform user and workspace the pre-flight check found, else empty', () => {
    expect(preflightOutputs({})).toEqual({ 'platform-user': '', workspace: '' });
    expect(preflightOutputs({ user: 'ada', workspace: 'acme' })).toEqual({
      'platform-user': 'ada',
      workspace: 'acme',
    });
  });
});

describe('cache outputs', () => {
  it('name a hit and a key for each of the four caches, true only on an exact key match', () => {
    expect(EVAL_RUN_CACHES).toEqual(['journal', 'venv', 'uv', 'baseline']);
    expect(
      cacheOutputs({ journal: { key: 'j-1', status: 'exact' }, venv: { key: 'v-1', status: 'partial' } }),
    ).toEqual({
      'journal-cache-hit': 'true',
      'journal-cache-key': 'j-1',
      'venv-cache-hit': 'false',
      'venv-cache-key': 'v-1',
      'uv-cache-hit': 'false',
      'uv-cache-key': '',
      'baseline-cache-hit': 'false',
      'baseline-cache-key': '',
    });
  });
});
