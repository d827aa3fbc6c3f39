/**
 * When a journal can stand in for running osmosis. Re-running a finished run makes osmosis print "all N
 * work items already have results" and rebuild its projections (contract §3.3): the same results, after
 * a Python start that imports the whole eval stack (about 1.4 s, most of a cached re-run). osmosis-ci
 * skips that start only when it can tell, without osmosis, that nothing would change.
 */
import type { RestoreStatus } from '../cache-keys.js';

/** What a run directory says about itself: manifest.json, metrics.json and progress.json. */
export interface JournalFacts {
  /** manifest.json `run_name`. */
  runName?: string | undefined;
  /** manifest.json `provenance.sdk_version`: the osmosis-ai that created the run. */
  sdkVersion?: string | undefined;
  /** metrics.json `eval_run.status`: `finished` once every work item has a terminal result. */
  status?: string | undefined;
  /** metrics.json `summary.total_samples`: the rows of index.jsonl. */
  totalSamples?: number | undefined;
  /** metrics.json `summary.pass_threshold`: what those rows were scored against. */
  passThreshold?: number | undefined;
  /** progress.json `total_runs`: rows × n, the work items the run was asked for. */
  totalRuns?: number | undefined;
}

export interface CompletedJournalCheck {
  /** How the journal came back from the Actions cache; its key carries the digest of every locked input. */
  restored: RestoreStatus;
  /** With a local dataset file its bytes are in that digest; a platform dataset can change under its name. */
  datasetFile: boolean;
  fresh: boolean;
  retryFailed: boolean;
  runName: string;
  /** The config's pass_threshold, which osmosis does not lock but re-applies when it rebuilds metrics. */
  passThreshold: number;
  /** The osmosis-ai that would run (its `--version`), or undefined when it could not be asked. */
  osmosisVersion: string | undefined;
  facts: JournalFacts;
}

/**
 * Why osmosis has to start after all, or null when the restored journal already holds what it would
 * report. Every condition is one osmosis itself would check, or one our cache key cannot vouch for.
 */
export function whyOsmosisMustRun(check: CompletedJournalCheck): string | null {
  const { facts } = check;
  if (check.restored !== 'exact' && check.restored !== 'partial') {
    return 'no journal was restored for these inputs';
  }
  if (check.fresh) return 'fresh was requested';
  if (check.retryFailed) return 'retry-failed was requested';
  if (!check.datasetFile) return 'the dataset is a platform dataset, which may have changed under its name';
  if (facts.runName !== check.runName) return `the journal's manifest names another run (${facts.runName})`;
  if (facts.status !== 'finished') return `the journal's run is ${facts.status ?? 'of unknown status'}`;
  if (facts.totalRuns === undefined || facts.totalSamples !== facts.totalRuns) {
    return `the journal has ${facts.totalSamples ?? '?'} of ${facts.totalRuns ?? '?'} results`;
  }
  if (facts.passThreshold !== check.passThreshold) {
    return `pass_threshold changed from ${facts.passThreshold ?? '?'} to ${check.passThreshold}`;
  }
  if (check.osmosisVersion === undefined || facts.sdkVersion !== check.osmosisVersion) {
    return `the journal was written by osmosis-ai ${facts.sdkVersion ?? '?'}, not ${check.osmosisVersion ?? 'the one on hand'}`;
  }
  return null;
}
