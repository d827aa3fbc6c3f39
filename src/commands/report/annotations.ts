/**
 * The report's annotations (the action's): a config problem on the config file, a notice per failing row
 * group, and a warning on the dataset line of each of the worst failing rows. Paths are relative to the
 * repository's checkout (the sink's root), as GitHub shows them.
 */
import { relative, resolve } from 'node:path';
import { type FailingRow, rowAnnotation } from '../../core/artifacts/row-annotations.js';
import { rowLabel } from '../../core/format.js';
import type { ReportFiles, ReportSinks } from '../../core/report-ports.js';
import type { EvalRunResult } from '../../core/result.js';

type Annotations = NonNullable<ReportSinks['annotations']>;

function repoPath(sink: Annotations, workspace: string, file: string): string {
  return relative(sink.root, resolve(workspace, file)).split('\\').join('/');
}

/**
 * A warning on the dataset line of each of the worst failing rows (a local dataset-file only); returns
 * the summary's line that says how many failing rows there were beyond those.
 */
export async function annotateRows({
  failing,
  datasetFile,
  result,
  where,
  deps,
}: {
  failing: { worst: FailingRow[]; count: number };
  datasetFile: string;
  result: EvalRunResult;
  where: { start: string; root: string | null };
  deps: Pick<ReportFiles, 'datasetRowLines'> & { annotations: Annotations };
}): Promise<string> {
  if (failing.count === 0 || !result.metrics) return '';
  const candidates = [
    resolve(where.start, datasetFile),
    ...(where.root ? [resolve(where.root, datasetFile)] : []),
  ];
  let lines = new Map<number, number>();
  let file: string | undefined;
  for (const candidate of candidates) {
    try {
      lines = await deps.datasetRowLines(candidate, new Set(failing.worst.map((row) => row.rowIndex)));
      file = candidate;
      break;
    } catch {
      // not there: the next place osmosis would have looked
    }
  }
  if (!file) return '';
  const shown = repoPath(deps.annotations, where.start, file);
  let annotated = 0;
  for (const row of failing.worst) {
    const line = lines.get(row.rowIndex);
    if (line === undefined) continue;
    const { title, message } = rowAnnotation(row, result.metrics.runsPerRow);
    deps.annotations.annotate('warning', message, { title, file: shown, startLine: line });
    annotated += 1;
  }
  const rest = failing.count - annotated;
  return `\n${failing.count} failing work item${failing.count === 1 ? '' : 's'}: ${annotated} annotated on their line of \`${shown}\`${rest > 0 ? `, ${rest} more not annotated (see junit.xml)` : ''}.\n`;
}

/** A config problem points at the config file (line and column when known); each failing row group gets a notice. */
export function annotateResult(result: EvalRunResult, workspace: string, sink: Annotations): void {
  const error = result.error;
  if (error?.kind === 'usage') {
    const location = error.location;
    sink.annotate('error', error.message, {
      title: 'osmosis-ci: invalid input',
      ...(location
        ? {
            file: repoPath(sink, workspace, location.file),
            ...(location.line !== undefined ? { startLine: location.line } : {}),
            ...(location.column !== undefined ? { startColumn: location.column } : {}),
          }
        : {}),
    });
  }
  const m = result.metrics;
  if (!m) return;
  const config = repoPath(sink, workspace, result.config);
  const groups = [
    ...m.failureGroups.map((g) => ({ title: g.errorType, count: g.count, rows: g.rows })),
    ...(result.belowThreshold && result.belowThreshold.count > 0
      ? [{ title: `reward below ${m.passThreshold}`, ...result.belowThreshold }]
      : []),
  ];
  for (const group of groups) {
    const shown = group.rows.slice(0, 20).map((row) => rowLabel(m.runsPerRow, row));
    const more = group.count > shown.length ? ` … +${group.count - shown.length}` : '';
    sink.annotate('notice', `${group.count} row${group.count === 1 ? '' : 's'}: ${shown.join(', ')}${more}`, {
      title: `osmosis eval: ${group.title}`,
      file: config,
    });
  }
}
