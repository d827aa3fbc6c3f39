/**
 * The report's port (commands/report/): the files and services a report reads and writes, and the sinks
 * its rendered text goes to. The action and the CLI run the same report command; what differs between
 * them (the job summary and annotations, or the terminal; uploaded artifacts or local files) is a dep.
 */

import type { ReportDocuments } from './artifacts/bundle.js';
import type { BundleNote } from './artifacts/bundle-words.js';
import type { JunitSuite } from './artifacts/junit.js';
import type { BaselineRun, DatasetIdentity, RowOutcomes } from './baseline/baseline.js';
import type { RunPrice } from './cost/model-price.js';
import type { LoadedHistory, RowHistory } from './history/row-history.js';
import type { SavedManagedRun } from './managed/managed-baseline.js';
import type { ManagedResult } from './managed-result.js';
import type { IndexRow } from './metrics.js';
import type { Logger } from './ports.js';
import type { EvalRunResult } from './result.js';
import type { FailingRows } from './rows/failing-rows.js';

export type { LoadedHistory };

import type { TokenWording } from './token-wording.js';

export interface WrittenResult {
  resultJson: string;
  reportMarkdown: string;
}

export interface RowsFile extends RowOutcomes {
  /** The branch and commit the run was for, when known (GITHUB_REF_NAME, GITHUB_SHA). */
  source?: { ref?: string; sha?: string };
}

export type LoadedBaseline<Run = BaselineRun> =
  | { kind: 'found'; run: Run }
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string };

export interface FailingRowsRequest {
  runDir: string;
  passThreshold: number;
  /** Where the local dataset file may be (absolute, first found wins), for the rows' line numbers. */
  datasetFiles?: readonly string[];
  /** Every secret value given to the step. */
  secrets: readonly string[];
  limit?: number;
}

/** One sticky comment to post (adapters/github-comment.ts publishComment). */
export interface CommentRequest {
  token: string;
  apiUrl: string;
  target: { owner: string; repo: string; prNumber: number };
  key: string;
  /** The rendered body; it carries the key's marker. */
  body: string;
  mode: 'upsert' | 'recreate';
  minimizeOutdated?: boolean;
  log: Logger;
  tokenWording?: TokenWording;
}

/** What posting answered; a failure is already a warning in the log. */
export type CommentPublished =
  | { ok: true; outcome: { url: string; action: string } }
  | { ok: false; error: { message: string } };

export type PublishComment = (request: CommentRequest) => Promise<CommentPublished>;

/** The files and services of a report (adapters/report-deps.ts). */
export interface ReportFiles {
  log: Logger;
  readRunDataset: (runDir: string) => Promise<DatasetIdentity | undefined>;
  /** The dataset a run ran on and its rows' identities (core/rows/row-identity.ts), when its file can be read. */
  readRowIdentities: (
    runDir: string,
    datasetFiles: readonly string[],
  ) => Promise<{ dataset?: DatasetIdentity; identities?: string[] }>;
  loadBaseline: (dir: string) => Promise<LoadedBaseline>;
  /** Copies result.json and rows.json into the baseline directory the cache saves. */
  saveBaseline: (resultDir: string, baselineDir: string) => Promise<void>;
  /** The row history beside the baseline (history.json), checked. */
  loadHistory: (baselineDir: string) => Promise<LoadedHistory>;
  saveHistory: (baselineDir: string, history: RowHistory) => Promise<void>;
  writeRowsFile: (dir: string, rows: RowsFile) => Promise<string>;
  readFailingRows: (request: FailingRowsRequest) => Promise<FailingRows>;
  /** junit.xml from the runs' index.jsonl, streamed; `onRow` sees every row of that pass. */
  writeJunitFile: (
    file: string,
    runDirs: readonly string[],
    suite: JunitSuite,
    onRow?: (row: IndexRow) => void,
  ) => Promise<void>;
  /** Removes a file an earlier run left, if any; never throws. */
  removeJunitFile: (file: string) => void;
  /** result.json and report.md (the given markdown). */
  /** resultJson: the result already serialized (serializeResult), when the caller has it. */
  writeResultFiles: (
    result: EvalRunResult,
    dir: string,
    markdown: string,
    resultJson?: string,
  ) => Promise<WrittenResult>;
  writeManagedFiles: (result: ManagedResult, dir: string) => Promise<WrittenResult>;
  /** The 1-based line each wanted row starts on in a local dataset file; throws when it cannot be read. */
  datasetRowLines: (path: string, wanted: ReadonlySet<number>) => Promise<Map<number, number>>;
  publishComment: PublishComment;
  /**
   * The model a run dir's metrics.json names (unless `known.model` already names it) and its price in the
   * osmosis environment's LiteLLM map (unless `known.priced`: the price inputs were given).
   */
  runPrice?: (
    runDir: string,
    osmosisPath: string | undefined,
    known?: { model?: string | undefined; priced?: boolean },
  ) => Promise<RunPrice>;
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

export type TerminalFormat = 'terminal' | 'json' | 'comment-markdown';

/** Where the rendered report goes: the action's job summary and annotations, or the terminal. */
export interface ReportSinks {
  /** The job summary (the action). */
  summary?: (markdown: string) => Promise<void>;
  /** Annotations (the action), their files relative to `root`, the repository's checkout. */
  annotations?: {
    root: string;
    annotate: (level: AnnotationLevel, message: string, place: AnnotationPlace) => void;
  };
  /** stdout (the CLI), in the format asked for. */
  terminal?: { format: TerminalFormat; write: (text: string) => void };
}

/** Where a run's bundle and viewer are written, and the values they must not hold. */
export interface ArtifactPlace {
  resultDir: string;
  workspace: string;
  secrets: readonly string[];
}

/** Where the bundle is written, with result.json and report.md: the report writes them beside it once, afterwards. */
export interface BundlePlace extends ArtifactPlace {
  documents: ReportDocuments;
}

/** The run viewer written (and its workflow artifact, once uploaded). */
export interface ViewerFile {
  file: string;
  artifactUrl?: string | undefined;
}

/** What the eval-run (and eval-merge) report needs. */
export interface ReportDeps extends ReportFiles, ReportSinks {
  /** The result directory when none was given (undefined: no files are written). */
  defaultResultDir: (workspace: string | null, runName: string | null) => string | undefined;
  /** The run bundle (eval-run; the action also uploads it). */
  bundle?: (result: EvalRunResult, where: BundlePlace) => Promise<BundleNote | undefined>;
  /** The run viewer (the action also uploads it). */
  viewer?: (result: EvalRunResult, where: ArtifactPlace) => Promise<ViewerFile | undefined>;
  /**
   * How many of the base commit's commits the baseline's commit lacks (GitHub's compare API), null when
   * not known; never throws. Absent where there is no repository to ask (the CLI).
   */
  commitsBehind?: (baselineSha: string, baseSha: string) => Promise<number | null>;
  /**
   * Whether the pull request carries the label `name` and who added it (its issue events), or null when
   * it does not; never throws. Absent where there is no pull request to ask.
   */
  pullRequestLabel?: (name: string) => Promise<{ addedBy: string | null } | null>;
}

/** What a managed run's (eval-submit's, benchmark-submit's, train-submit's) report needs. */
export interface ManagedReportDeps extends ReportFiles, ReportSinks {
  loadManagedBaseline: (dir: string) => Promise<LoadedBaseline<SavedManagedRun>>;
  /** As the eval-run report's: how far the baseline's commit is behind the pull request's base. */
  commitsBehind?: ReportDeps['commitsBehind'];
  /** The result directory when none was given. */
  defaultResultDir: (workspace: string, result: ManagedResult) => string;
  /** Writes (or removes an earlier) viewer.html beside result.json (the action also uploads it). */
  viewer: (result: ManagedResult, where: ArtifactPlace) => Promise<ViewerFile | undefined>;
}
