/**
 * A run's errors by class against the baseline's (both result.json `errorClasses`): per kind of error,
 * this run's rows beside the baseline's, a kind the baseline did not have marked new ("new: provider 429
 * — 4 rows"). A kind is the class, and for a provider error its HTTP status, which is what a reviewer acts
 * on (429: rate limited, 5xx: the provider is down). Pure.
 */
import { z } from 'zod';
import { ERROR_CLASSES, type ErrorClass, type ErrorClassesResult } from './error-classes.js';

export const errorClassChangeSchema = z
  .array(
    z.object({
      kind: z.string().describe('The class, and for a provider error its HTTP status ("provider 429").'),
      rows: z.number().int().nonnegative(),
      baselineRows: z.number().int().nonnegative(),
      isNew: z.boolean().describe('The baseline had no row of this kind.'),
    }),
  )
  .describe("This run's errored rows by kind against the baseline's; new kinds first.");
export type ErrorClassChange = z.infer<typeof errorClassChangeSchema>;

type Classes = Pick<ErrorClassesResult, 'counts' | 'rows'>;

const KIND_NAME: Record<ErrorClass, string> = {
  provider: 'provider',
  timeout: 'timeout',
  infrastructure: 'infrastructure',
  rollout: 'rollout or grader',
};

/**
 * Rows per kind: the listed rows by class and status, and a class's rows past the listed ones under the
 * class alone (their status is not in the result).
 */
export function errorKinds(classes: Classes): Map<string, number> {
  const kinds = new Map<string, number>();
  const add = (kind: string, rows: number) => {
    if (rows > 0) kinds.set(kind, (kinds.get(kind) ?? 0) + rows);
  };
  const listed = new Map<string, number>();
  for (const row of classes.rows) {
    add(
      row.status === undefined ? KIND_NAME[row.errorClass] : `${KIND_NAME[row.errorClass]} ${row.status}`,
      1,
    );
    listed.set(row.errorClass, (listed.get(row.errorClass) ?? 0) + 1);
  }
  for (const name of ERROR_CLASSES) add(KIND_NAME[name], classes.counts[name] - (listed.get(name) ?? 0));
  return kinds;
}

/** Every kind either run has, new ones first, then by this run's rows. Undefined without the baseline's classes. */
export function compareErrorClasses(
  current: Classes,
  baseline: Classes | undefined,
): ErrorClassChange | undefined {
  if (!baseline) return undefined;
  const now = errorKinds(current);
  const before = errorKinds(baseline);
  const kinds = new Set([...now.keys(), ...before.keys()]);
  return [...kinds]
    .map((kind) => {
      const rows = now.get(kind) ?? 0;
      const baselineRows = before.get(kind) ?? 0;
      return { kind, rows, baselineRows, isNew: rows > 0 && baselineRows === 0 };
    })
    .sort(
      (a, b) =>
        Number(b.isNew) - Number(a.isNew) ||
        b.rows - a.rows ||
        b.baselineRows - a.baselineRows ||
        (a.kind < b.kind ? -1 : 1),
    );
}

const rowsWord = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/** "new: provider 429 — 4 rows · provider 502: 3 rows (baseline 1) · timeout: none (baseline 2)". */
export function errorClassChangeWords(change: ErrorClassChange): string {
  if (change.length === 0) return 'no errors here nor in the baseline';
  return change
    .map((c) => {
      if (c.isNew) return `new: ${c.kind} — ${rowsWord(c.rows)}`;
      return `${c.kind}: ${c.rows === 0 ? 'none' : rowsWord(c.rows)} (baseline ${c.baselineRows})`;
    })
    .join(' · ');
}

/** The result with its errors compared with the baseline's, when both have them classed. */
export function withErrorClassChange<T extends { errorClasses?: Classes | undefined }>(
  result: T,
  baseline: { errorClasses?: Classes | undefined } | null | undefined,
): T & { errorClassChange?: ErrorClassChange } {
  const change = result.errorClasses
    ? compareErrorClasses(result.errorClasses, baseline?.errorClasses)
    : undefined;
  return change ? { ...result, errorClassChange: change } : result;
}
