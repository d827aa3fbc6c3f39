/**
 * The platform's logs of a run that ended badly (failed, stopped, crashed, timed out): the last few
 * hundred lines of `eval logs` / `train logs` / `benchmark runs logs`, redacted the way osmosis redacts
 * its own run logs (every secret value given to the step, the token, and provider keys in the
 * environment), into a collapsed log group and the result. Best effort: a failure is a warning.
 */
import { z } from 'zod';
import { errorMessage } from '../../core/errors.js';
import type { ManagedResult } from '../../core/managed-result.js';
import { logsArgs } from '../../core/osmosis/osmosis-args.js';
import { redactValues } from '../../core/secrets.js';
import type { Step } from './session.js';

/** Lines brought home: osmosis pages logs by at most 200. */
export const PLATFORM_LOG_LINES = 300;
const PAGE_LIMIT = 200;

const logsEnvelope = z.looseObject({
  items: z.array(
    z.looseObject({
      timestamp: z.string().nullable().optional(),
      level: z.string().nullable().optional(),
      step: z.string().nullable().optional(),
      message: z.string().nullable().optional(),
      details: z.record(z.string(), z.unknown()).nullable().optional(),
    }),
  ),
  next_cursor: z.string().nullable().optional(),
});

/** One entry as a line of osmosis's logs.txt: `<time> <LEVEL> [<step>] <message> <details>`. */
function formatEntry(entry: z.infer<typeof logsEnvelope>['items'][number]): string {
  const details =
    entry.details && Object.keys(entry.details).length > 0 ? ` ${JSON.stringify(entry.details)}` : '';
  const step = entry.step ? ` [${entry.step}]` : '';
  const line =
    `${entry.timestamp ?? ''} ${(entry.level ?? '').toUpperCase()}${step} ${entry.message ?? ''}${details}`.trim();
  return line.length > 2000 ? `${line.slice(0, 2000)}…` : line;
}

async function page(step: Step, name: string, limit: number, cursor?: string) {
  const run = await step.call(logsArgs(step.kind, name, { workspace: step.inputs.workspace, limit, cursor }));
  const parsed = logsEnvelope.safeParse(run.envelope);
  if (run.exitCode !== 0 || !parsed.success) {
    throw new Error(run.error?.error.message ?? `osmosis exited ${run.exitCode} without a logs page`);
  }
  return parsed.data;
}

export async function fetchPlatformLogs(
  step: Step,
  name: string,
): Promise<NonNullable<ManagedResult['platformLogs']> | null> {
  try {
    const latest = await page(step, name, PAGE_LIMIT);
    let entries = latest.items;
    let cursor = latest.next_cursor ?? undefined;
    if (cursor && entries.length < PLATFORM_LOG_LINES) {
      const older = await page(step, name, PLATFORM_LOG_LINES - entries.length, cursor);
      entries = [...older.items, ...entries];
      cursor = older.next_cursor ?? undefined;
    }
    const lines = entries.map((entry) => redactValues(formatEntry(entry), step.ready.sensitive));
    step.deps.wording.logGroup(
      `Platform logs of ${name} (last ${lines.length} line${lines.length === 1 ? '' : 's'})`,
      lines.length > 0 ? lines : ['(the platform has no log lines for this run)'],
    );
    return { lines, truncated: cursor !== undefined };
  } catch (error) {
    step.warn(`Could not fetch the platform logs of ${name}: ${errorMessage(error)}`);
    return null;
  }
}
