/**
 * What a verdict rests on: the rows that ran, those graded, and the model calls made. osmosis 0.3.8
 * records no call count; the rollout server (osmosis_ai.rollout.server sets logging to INFO) logs each
 * request its httpx client sends to osmosis's model bridge, `HTTP Request: POST
 * http://…/v1/rollouts/<id>/chat/completions "HTTP/1.1 200 OK"`, into the run's logs.txt, so the calls
 * are counted there (a refused call counts: it was made). A rollout whose client logs nothing (not httpx)
 * leaves the count unknown, never 0 beside rows that used tokens. Pure.
 */
import { z } from 'zod';

// The request line httpx logs for one call to the bridge (chat completions or the responses API).
const BRIDGE_CALL = /HTTP Request: POST \S+\/v1\/rollouts\/[A-Za-z0-9_-]+\/(?:chat\/completions|responses)\b/;

/** What a run's logs.txt says about its model calls: the provider's failures by rollout, and the calls made. */
export interface RunLog {
  providerFailures: ReadonlyMap<string, number>;
  /** Undefined when there is no logs.txt to count in. */
  modelCalls: number | undefined;
}

/** Whether one logs.txt line is a model call the rollout made through osmosis's bridge. */
export function isBridgeCall(line: string): boolean {
  return BRIDGE_CALL.test(line);
}

const count = z.number().int().nonnegative();
export const runEvidenceSchema = z
  .object({
    rowsRun: count.describe('Samples that ran (not skipped), resumed ones included.'),
    rowsGraded: count.describe('Samples the grader scored (a reward recorded).'),
    resumedRows: count.describe('Samples carried over from an earlier start of the same run: no call now.'),
    modelCalls: count
      .nullable()
      .describe(
        "Model calls the rollouts made through osmosis's bridge, counted in the run's logs.txt; null when not counted (the rollout's client logs none, or an adaptive eval's or a merge's several journals).",
      ),
  })
  .describe('What the verdict rests on: rows run and graded, model calls made.');
export type RunEvidence = z.infer<typeof runEvidenceSchema>;

/** The evidence of a run from its metrics and the calls counted in its log. */
export function runEvidence(
  metrics: { completed: number; graded: number; resumedRows: number; tokens: number },
  loggedCalls: number | undefined,
): RunEvidence {
  // No call in the log beside rows that used tokens (and ran now): the client does not log through httpx.
  const ranNow = metrics.resumedRows < metrics.completed;
  const unknown = loggedCalls === undefined || (loggedCalls === 0 && metrics.tokens > 0 && ranNow);
  return {
    rowsRun: metrics.completed,
    rowsGraded: metrics.graded,
    resumedRows: metrics.resumedRows,
    modelCalls: unknown ? null : loggedCalls,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "10 rows run (7 graded), 10 model calls": on every verdict line. */
export function evidenceWords(evidence: RunEvidence): string {
  if (evidence.rowsRun === 0 && evidence.modelCalls === 0) return 'no row run, no model call';
  const graded = evidence.rowsGraded === evidence.rowsRun ? 'all graded' : `${evidence.rowsGraded} graded`;
  const resumed = evidence.resumedRows > 0 ? `, ${evidence.resumedRows} resumed` : '';
  const calls =
    evidence.modelCalls === null ? 'model calls not counted' : plural(evidence.modelCalls, 'model call');
  return `${plural(evidence.rowsRun, 'row')} run (${graded}${resumed}), ${calls}`;
}
