/** Writes a managed run's result document and report where outputs and later steps find them. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type ManagedResult, serializeManagedResult } from '../core/managed-result.js';
import { ciResultDir } from '../core/osmosis/paths.js';
import { renderManagedMarkdown } from '../core/report/managed-report.js';

export async function writeManagedFiles(
  result: ManagedResult,
  dir: string,
): Promise<{ resultJson: string; reportMarkdown: string }> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  const resultJson = join(target, 'result.json');
  const reportMarkdown = join(target, 'report.md');
  await writeFile(resultJson, serializeManagedResult(result));
  await writeFile(reportMarkdown, renderManagedMarkdown(result));
  return { resultJson, reportMarkdown };
}

/** `.osmosis/ci/<command>-<run name>` in the workspace, or `<command>` before a run exists. */
export function defaultManagedResultDir(workspace: string, result: ManagedResult): string {
  return ciResultDir(workspace, result.run ? `${result.kind}-${result.run.name}` : result.kind);
}
