/**
 * A cancel that lands while `<group> submit` is talking to the platform: the platform may already have
 * created the run though osmosis never printed its name. Look for it in the newest runs (`<group> list`),
 * created since the submit began, and stop it (stop-on-cancel) when it is the only one still going;
 * otherwise name what was found, so nobody has to guess whether a billed run is left behind.
 */

import { z } from 'zod';
import { withArticle } from '../../core/format.js';
import { isTerminal } from '../../core/managed.js';
import { listArgs } from '../../core/osmosis/osmosis-args.js';
import type { Run, Step } from './session.js';
import { stopRun } from './wait.js';

/** Runs asked for: enough to cover other jobs submitting into the workspace at the same moment. */
const LISTED = 20;
/** Clock difference tolerated between this runner and the platform. */
const SKEW_MS = 10_000;

const listEnvelope = z.looseObject({
  items: z.array(
    z.looseObject({ name: z.string(), status: z.string().optional(), created_at: z.string().optional() }),
  ),
});

export type Orphan =
  | { kind: 'none' }
  | { kind: 'found'; runs: { name: string; status: string }[] }
  | { kind: 'unknown'; why: string };

/** The runs created since `since` (newest first), whatever their status. */
export async function findSubmittedRuns(step: Step, since: Date): Promise<Orphan> {
  const run = await step.call(listArgs(step.kind, LISTED, step.inputs.workspace));
  const parsed = listEnvelope.safeParse(run.envelope);
  if (run.exitCode !== 0 || !parsed.success)
    return { kind: 'unknown', why: run.error?.error.message ?? `osmosis exited ${run.exitCode}` };
  const runs = parsed.data.items
    .filter((item) => {
      const created = Date.parse(item.created_at ?? '');
      return Number.isFinite(created) && created >= since.getTime() - SKEW_MS;
    })
    .map((item) => ({ name: item.name, status: item.status ?? 'unknown' }));
  return runs.length > 0 ? { kind: 'found', runs } : { kind: 'none' };
}

/** What a cancel during the submit left behind: said in `what`; `run` when this step's run was found. */
export interface Settled {
  what: string;
  run: Run | null;
  stopRequested: boolean;
}

/** What a cancel during the submit left on the platform, stopping it when that is unambiguous and asked for. */
export async function settleCancelledSubmit(step: Step, since: Date): Promise<Settled> {
  const { noun } = step.spec;
  const found = await findSubmittedRuns(step, since).catch(
    (error: unknown): Orphan => ({ kind: 'unknown', why: String(error) }),
  );
  const none = (what: string): Settled => ({ what, run: null, stopRequested: false });
  if (found.kind === 'none')
    return none(`nothing was submitted (no ${noun} was created since the submit began).`);
  if (found.kind === 'unknown')
    return none(
      `the submit may have reached the platform, and its runs could not be listed (${found.why}): check the platform for ${withArticle(noun)} created at ${since.toISOString()} and stop it.`,
    );
  // A run made a moment ago has not ended yet: when exactly one is still going, it is this step's.
  const live = found.runs.filter((r) => !isTerminal(step.kind, r.status));
  const [only, ...others] = live.length > 0 ? live : found.runs;
  if (only === undefined || others.length > 0) {
    const names = found.runs.map((r) => `${r.name} (${r.status})`).join(', ');
    return none(
      `the submit may have reached the platform: ${found.runs.length} ${noun}s were created since it began (${names}); none was stopped, since which one is this step's cannot be told. Check them on the platform.`,
    );
  }
  const { name, status } = only;
  const run: Run = { name, id: null, url: null, status, submitted: true, resumed: false, retried: false };
  if (isTerminal(step.kind, status))
    return {
      what: `the submit had reached the platform: ${noun} ${name} was created and has ended ${status}.`,
      run,
      stopRequested: false,
    };
  const stopped = step.inputs['stop-on-cancel'] ? await stopRun(step, name).catch(() => false) : false;
  return {
    what: `the submit had reached the platform: ${noun} ${name} ${
      stopped ? 'was stopped (stop-on-cancel)' : 'was left running (set stop-on-cancel to stop it)'
    }.`,
    run: stopped ? { ...run, status: 'stopped' } : run,
    stopRequested: stopped,
  };
}
