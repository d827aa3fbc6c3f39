/**
 * The stored samples of a run and their re-grade, as types only: core/regrade.ts (the CLI), the
 * grader-change step (core/grader-change.ts) and the ports share them without importing each other.
 */

/** One stored sample: its messages and label, or why it cannot be re-graded. */
export interface StoredSample {
  row: number;
  run: number;
  /** The reward osmosis recorded (null: none, the item failed). */
  storedReward: number | null;
  sample: { messages: { role: string; content: string }[]; label: string | null } | { unreadable: string };
}

/** What the re-grade program is given: samples keyed "row:run". */
export interface RegradeRequest {
  osmosisBin: string;
  rolloutDir: string;
  /** The file whose grader re-grades: the rollout's entrypoint, or another (a base commit's copy). */
  entrypoint: string;
  samples: { key: string; messages: { role: string; content: string }[]; label: string | null }[];
  graderTimeoutS: number | null;
  env: NodeJS.ProcessEnv;
}

export type RegradeAnswer =
  | { grader: string; rewards: ({ key: string; reward: number } | { key: string; error: string })[] }
  | { error: string };

/** grader-change's reach: a journal's stored samples, their re-grade, and a file at a commit. */
export interface RegradePorts {
  readStoredSamples: (runDir: string) => Promise<StoredSample[]>;
  runRegrade: (request: RegradeRequest) => Promise<RegradeAnswer>;
  readAtCommit: (
    workspace: string,
    sha: string,
    path: string,
  ) => Promise<{ text: string } | { error: string }>;
}
