/**
 * Step outputs, derived from the result document only. The action.yml files declare exactly these
 * names (a unit test compares them).
 */
import { cleanDecimal, isEarlyStop } from '../adaptive/wording.js';
import type { UploadResult } from '../artifacts/upload.js';
import type { EvalRunResult } from '../result.js';
import { sampleCounts } from '../sample-counts.js';

export interface ResultFiles {
  resultJson: string;
  reportMarkdown: string;
  /** junit.xml, when the run has results (core/artifacts/junit.ts). */
  junit?: string | undefined;
  /** The run bundle (core/artifacts/bundle.ts), and its workflow artifact once uploaded. */
  bundle?: { file: string; artifactUrl?: string | undefined } | undefined;
  /** The run viewer (core/artifacts/viewer.ts), and its workflow artifact once uploaded. */
  viewer?: { file: string; artifactUrl?: string | undefined } | undefined;
}

/**
 * The platform run (`run-id`, `run-url`) and `upload-status`: published, failed, skipped (upload:
 * default-branch off the default branch), or off (not asked for).
 */
export function uploadOutputs(upload: UploadResult | undefined): Record<string, string> {
  return {
    'upload-status': upload?.status ?? 'off',
    'run-id': upload?.runId ?? '',
    'run-url': upload?.url ?? '',
  };
}

export function evalRunOutputs(result: EvalRunResult, files: ResultFiles): Record<string, string> {
  const m = result.metrics;
  const adaptive = result.adaptive;
  // After an early stop the rows that ran are a sample: their rate is not the eval's, so pass-rate is
  // empty (pass-rate-bounds holds the full run's); a workflow comparing it cannot mistake one for the other.
  const early = isEarlyStop(adaptive);
  const counts = sampleCounts(result);
  // An adaptive run that ended in an error (interrupted) has counts over the rows that finished, part of
  // a batch among them: a partial sample, so no pass rate either; passed/failed/total name those rows.
  const partial = adaptive !== undefined && result.verdict === 'error';
  return {
    verdict: result.verdict,
    'pass-rate': m && !early && !partial ? String(m.passRate) : '',
    passed: m ? String(m.passed) : '',
    'below-threshold': counts?.belowThreshold === undefined ? '' : String(counts.belowThreshold),
    errored: counts?.errored === undefined ? '' : String(counts.errored),
    skipped: counts ? String(counts.skipped) : '',
    // The old name of errored, kept for the workflows that read it.
    failed: counts?.errored === undefined ? (m ? String(m.failed) : '') : String(counts.errored),
    total: m ? String(m.total) : '',
    'run-name': result.runName ?? '',
    'run-dir': result.runDir ?? '',
    'result-json': files.resultJson,
    'report-markdown': files.reportMarkdown,
    'junit-path': files.junit ?? '',
    'bundle-path': files.bundle?.file ?? '',
    'bundle-artifact-url': files.bundle?.artifactUrl ?? '',
    'viewer-path': files.viewer?.file ?? '',
    'viewer-artifact-url': files.viewer?.artifactUrl ?? '',
    'exit-code': String(result.exitCode),
    'resumed-rows': m ? String(m.resumedRows) : '',
    ...uploadOutputs(result.upload),
    'rows-run': adaptive ? String(adaptive.rowsRun) : m ? String(m.total) : '',
    'rows-total': adaptive ? String(adaptive.rowsTotal) : m ? String(m.total) : '',
    'decided-early': String(early),
    'decision-rule': adaptive?.rule ?? '',
    'pass-rate-bounds': adaptive
      ? `${cleanDecimal(adaptive.bounds.lower)}-${cleanDecimal(adaptive.bounds.upper)}`
      : '',
    'error-bound': adaptive ? String(cleanDecimal(adaptive.errorBound)) : '',
  };
}

/** Outputs of eval-run that eval-merge has no part in: it neither bundles nor publishes (it writes the viewer). */
const NOT_MERGED = ['bundle-path', 'bundle-artifact-url', 'upload-status', 'run-id', 'run-url'];

/** eval-merge's outputs: eval-run's, less the bundle and the publish. */
export function evalMergeOutputs(...args: Parameters<typeof evalRunOutputs>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(evalRunOutputs(...args)).filter(([name]) => !NOT_MERGED.includes(name)),
  );
}

export interface SetupOutputsSource {
  osmosisPath: string;
  osmosisVersion: string;
  source: 'cache' | 'path' | 'installed';
  /** Where cloudflared is, when setup was asked to put it on PATH. */
  cloudflaredPath?: string | undefined;
}

export function setupOutputs(result: SetupOutputsSource, cacheKey = ''): Record<string, string> {
  return {
    'osmosis-path': result.osmosisPath,
    'osmosis-version': result.osmosisVersion,
    'cache-hit': String(result.source !== 'installed'),
    'cache-key': cacheKey,
    'cloudflared-path': result.cloudflaredPath ?? '',
  };
}

/** What the pre-flight checks found: empty when `check` did not ask (or found no linked workspace). */
export function preflightOutputs(found: { user?: string; workspace?: string }): Record<string, string> {
  return { 'platform-user': found.user ?? '', workspace: found.workspace ?? '' };
}

export const EVAL_RUN_CACHES = ['journal', 'venv', 'uv', 'baseline'] as const;
export type EvalRunCache = (typeof EVAL_RUN_CACHES)[number];

/** `<cache>-cache-hit` (true on an exact key match, as actions/cache reports it) and `<cache>-cache-key`. */
export function cacheOutputs(
  caches: Partial<Record<EvalRunCache, { key: string; status: string }>>,
): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const name of EVAL_RUN_CACHES) {
    const cache = caches[name];
    outputs[`${name}-cache-hit`] = String(cache?.status === 'exact');
    outputs[`${name}-cache-key`] = cache?.key ?? '';
  }
  return outputs;
}
