// Types for results-service.mjs (one ACTIONS_RESULTS_URL in front of the artifact and cache fakes).

export interface ResultsService {
  /** `http://127.0.0.1:<port>/`: use it as ACTIONS_RESULTS_URL. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export function startResultsService(backends: {
  artifactUrl: string;
  cacheUrl: string;
}): Promise<ResultsService>;
