// Types for artifact-server.mjs (the fake Actions artifact service v4; see its header).

export interface FakeArtifact {
  id: number;
  name: string;
  /** The workflow run and job backend ids it was created under (from the runtime token). */
  run: string;
  job: string;
  mimeType: string | null;
  /** The uploaded bytes, assembled from the block list. */
  data: Buffer;
  finalized: boolean;
}

export interface RecordedArtifactRequest {
  method: string;
  path: string;
  /** The twirp method (`CreateArtifact`, `FinalizeArtifact`, …) or null for blob requests. */
  rpc: string | null;
  body: Record<string, unknown> | null;
  status: number;
}

export interface ArtifactServer {
  /** `http://127.0.0.1:<port>/`: use it as ACTIONS_RESULTS_URL. */
  readonly url: string;
  readonly port: number;
  readonly artifacts: FakeArtifact[];
  readonly requests: RecordedArtifactRequest[];
  close(): Promise<void>;
}

export const ARTIFACT_TWIRP_PREFIX: string;
/** An unsigned JWT whose `scp` claim carries `Actions.Results:<run>:<job>`, for ACTIONS_RUNTIME_TOKEN. */
export function runtimeToken(run?: string, job?: string): string;
export function startArtifactServer(options?: { port?: number }): Promise<ArtifactServer>;
