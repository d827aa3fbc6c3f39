/** Writes the result document and its markdown report where outputs and later steps can find them. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ciResultDir } from '../core/osmosis/paths.js';
import type { WrittenResult } from '../core/report-ports.js';
import { type EvalRunResult, serializeResult } from '../core/result.js';

export type { WrittenResult };

export function defaultResultDir(workspace: string, runName: string | null): string {
  return ciResultDir(workspace, runName ?? 'eval-run');
}

/** result.json, and report.md: the markdown of the job summary and the PR comment. */
export async function writeResultFiles(
  result: EvalRunResult,
  dir: string,
  markdown: string,
  resultJson = serializeResult(result),
): Promise<WrittenResult> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  const resultFile = join(target, 'result.json');
  const reportMarkdown = join(target, 'report.md');
  await writeFile(resultFile, resultJson);
  await writeFile(reportMarkdown, markdown);
  return { resultJson: resultFile, reportMarkdown };
}
