/**
 * eval-rubric: `osmosis --json eval rubric -d <data> -r <rubric> --model <judge> -o <report>` in the
 * workspace -> the report file osmosis wrote -> the gate on the mean score and the share of records at or
 * above a score -> result.json. The judge's provider key reaches osmosis through its environment only.
 * Whatever happens after the inputs were accepted becomes a result with its exit code: 2 when osmosis
 * refused the data or rubric, 3 when it could not run or the judge failed on a record.
 */
import { join, resolve } from 'node:path';
import { ExitCode, UsageError } from '../core/errors.js';
import { explainOsmosisError } from '../core/osmosis/envelope.js';
import { abnormalExit } from '../core/osmosis/osmosis-exit.js';
import { ciResultDir } from '../core/osmosis/paths.js';
import type { OsmosisRun } from '../core/ports.js';
import type { RubricResult } from '../core/report/rubric-report.js';
import { parseRubricReport, type RubricRecordScore, rubricArgs } from '../core/rubric/rubric.js';
import type { EvalRubricInputs } from '../core/rubric/rubric-inputs.js';
import type { EvalRubricDeps } from '../core/rubric/rubric-ports.js';
import { redactValues, type SecretValues } from '../core/secrets.js';
import { decideRubric } from '../core/verdict/rubric.js';

export type { EvalRubricDeps } from '../core/rubric/rubric-ports.js';

/** The file osmosis writes its report to, inside the result directory. */
export const OSMOSIS_REPORT = 'osmosis-rubric.json';

async function checkedPaths(inputs: EvalRubricInputs, deps: EvalRubricDeps) {
  const workspace = resolve(deps.cwd, inputs['working-directory'] ?? '.');
  if ((await deps.pathKind(workspace)) !== 'directory')
    throw new UsageError(`working-directory ${workspace} is not a directory. Fix the path.`);
  const data = inputs.data ?? '';
  if ((await deps.pathKind(resolve(workspace, data))) !== 'file')
    throw new UsageError(
      `data: ${data} is not a file in ${workspace}. Give the JSONL file of conversations.`,
    );
  const rubric = inputs.rubric ?? '';
  if (rubric.startsWith('@') && (await deps.pathKind(resolve(workspace, rubric.slice(1)))) !== 'file')
    throw new UsageError(
      `rubric: ${rubric.slice(1)} is not a file in ${workspace}. Give @path/to/rubric.txt, or the rubric text itself.`,
    );
  const resultDir = resolve(workspace, inputs['result-dir'] ?? ciResultDir(workspace, 'eval-rubric'));
  return { workspace, data, resultDir };
}

export async function evalRubric(
  inputs: EvalRubricInputs,
  secrets: SecretValues,
  deps: EvalRubricDeps,
): Promise<RubricResult> {
  const { workspace, data, resultDir } = await checkedPaths(inputs, deps);
  const reportFile = join(resultDir, OSMOSIS_REPORT);
  await deps.prepareDir(resultDir, reportFile);
  const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
  const env = await deps.osmosisEnv(secrets);
  deps.log.info(`Scoring ${data} with the judge ${inputs.model} (osmosis eval rubric).`);
  const run = await deps.runOsmosis({ bin, args: rubricArgs(inputs, data, reportFile), cwd: workspace, env });
  const hidden = [...secrets.values(), ...deps.ambientSecrets];
  const clean = (text: string) => redactValues(text, hidden);
  const base = baseResult(inputs, data);
  const report = await deps.readText(reportFile);
  const parsed = report === undefined ? undefined : parseRubricReport(report);
  let result: RubricResult;
  if (parsed && 'records' in parsed && (run.exitCode === 0 || run.error?.error.code === 'PLATFORM_ERROR')) {
    const records = parsed.records.map((record) => cleanRecord(record, clean));
    result = { ...base, ...decideRubric(records, base.gate), records };
  } else {
    const refused = run.error?.error.code === 'VALIDATION';
    const problem = parsed && 'problem' in parsed ? parsed.problem : undefined;
    result = {
      ...base,
      ...decideRubric([], {}),
      records: [],
      verdict: 'error',
      reasons: [],
      exitCode: refused ? ExitCode.usage : ExitCode.infrastructure,
      error: clean(`osmosis eval rubric failed: ${problem ?? failureText(run, bin)}`),
    };
  }
  const resultJson = join(resultDir, 'result.json');
  await deps.writeText(resultJson, `${JSON.stringify({ ...result, resultJson }, null, 2)}\n`);
  deps.log.info(`Result: ${resultJson}`);
  return { ...result, resultJson };
}

function baseResult(inputs: EvalRubricInputs, data: string) {
  return {
    kind: 'eval-rubric' as const,
    model: inputs.model ?? '',
    data,
    number: inputs.number ?? 1,
    scoreRange: { min: inputs['score-min'] ?? 0, max: inputs['score-max'] ?? 1 },
    gate: {
      minMeanScore: inputs['min-mean-score'],
      minShare: inputs['min-share'],
      scoreThreshold: inputs['score-threshold'],
    },
  };
}

function cleanRecord(record: RubricRecordScore, clean: (text: string) => string): RubricRecordScore {
  return {
    ...record,
    label: clean(record.label),
    errors: record.errors.map(clean),
    ...(record.explanation === undefined ? {} : { explanation: clean(record.explanation) }),
  };
}

function failureText(run: OsmosisRun, bin: string): string {
  if (run.spawnError) return `${bin} could not start: ${run.spawnError.message}`;
  if (run.error) {
    const { code, message, details } = run.error.error;
    return explainOsmosisError(code, message, (details ?? {}) as Record<string, unknown>);
  }
  return abnormalExit(run);
}
