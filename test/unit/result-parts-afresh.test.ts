/**
 * Module-level values of core/grader, core/evidence, core/artifacts/viewer-page.ts and
 * core/baseline/waiver-inputs.ts, each module loaded afresh (so mutation testing sees them): the result
 * schema's parts against the committed schemas/result-v1.schema.json, the viewer's style and script, the
 * waiver inputs' shape.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as viewerPage from '../../src/core/artifacts/viewer-page.js';
import * as waiverInputs from '../../src/core/baseline/waiver-inputs.js';
import * as errorClassChange from '../../src/core/evidence/error-class-change.js';
import * as runEvidence from '../../src/core/evidence/run-evidence.js';
import * as graderChange from '../../src/core/grader/grader-change.js';
import * as graderCheck from '../../src/core/grader/grader-check.js';
import { afresh } from '../helpers/fresh-module.js';

const SCHEMA_FILE = new URL('../../schemas/result-v1.schema.json', import.meta.url);
const committed = async (path: string[]) => {
  let node: unknown = JSON.parse(await readFile(SCHEMA_FILE, 'utf8'));
  for (const key of path) node = (node as { properties: Record<string, unknown> }).properties[key];
  return node as Record<string, unknown>;
};
const generated = (schema: z.ZodType) =>
  Object.fromEntries(
    Object.entries(z.toJSONSchema(schema, { target: 'draft-2020-12' })).filter(([key]) => key !== '$schema'),
  );

describe("the result schema's parts, loaded afresh, are the committed schema's", () => {
  it('baseline.graderChange (core/grader/grader-change.ts)', async () => {
    const { graderChangeSchema } = await afresh(graderChange, 'core/grader/grader-change.ts');
    expect(generated(graderChangeSchema)).toEqual(await committed(['baseline', 'graderChange']));
  });

  it('graderCheck (core/grader/grader-check.ts)', async () => {
    const { graderCheckSchema } = await afresh(graderCheck, 'core/grader/grader-check.ts');
    expect(generated(graderCheckSchema)).toEqual(await committed(['graderCheck']));
  });

  it('evidence (core/evidence/run-evidence.ts)', async () => {
    const { runEvidenceSchema } = await afresh(runEvidence, 'core/evidence/run-evidence.ts');
    expect(generated(runEvidenceSchema)).toEqual(await committed(['evidence']));
  });

  it('errorClassChange (core/evidence/error-class-change.ts), its own description aside', async () => {
    const { errorClassChangeSchema } = await afresh(errorClassChange, 'core/evidence/error-class-change.ts');
    const { description, ...schema } = generated(errorClassChangeSchema);
    const { description: _, ...part } = await committed(['errorClassChange']);
    expect(schema).toEqual(part);
    expect(description).toBe("This run's errored rows by kind against the baseline's; new kinds first.");
  });
});

describe("the viewer's style and script, loaded afresh", () => {
  it('the style: light and dark, its colours, and the empty note', async () => {
    const { VIEWER_STYLE } = await afresh(viewerPage, 'core/artifacts/viewer-page.ts');
    const lines = VIEWER_STYLE.split('\n');
    expect(lines[0]).toBe('');
    expect(lines[1]).toBe(
      ':root { color-scheme: light dark; --line: #8884; --fail: #c0392b; --pass: #1e8449; --err: #b9770e; --muted: #888; }',
    );
    expect(lines[2]).toBe('* { box-sizing: border-box; }');
    expect(lines.at(-2)).toBe('.empty { padding: 16px; color: var(--muted); }');
    expect(lines.at(-1)).toBe('');
  });

  it('the script: strict, reading the embedded data, with the outcome words', async () => {
    const { VIEWER_SCRIPT } = await afresh(viewerPage, 'core/artifacts/viewer-page.ts');
    const lines = VIEWER_SCRIPT.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '',
      "'use strict';",
      '(function () {',
      "  var data = JSON.parse(document.getElementById('viewer-data').textContent);",
      '  var ROW = 28;',
    ]);
    expect(lines[5]).toBe(
      '  var WORDS = {"passed":"passed","below-threshold":"below threshold","errored":"errored","skipped":"skipped"};',
    );
    // String.raw: a backslash in the script stays a backslash.
    expect(VIEWER_SCRIPT.includes('\\')).toBe(true);
  });
});

describe('the waiver inputs, loaded afresh', () => {
  const parse = async (raw: Record<string, string | undefined>) => {
    const { waiverInputsShape } = await afresh(waiverInputs, 'core/baseline/waiver-inputs.ts');
    return z.object(waiverInputsShape).safeParse(raw);
  };

  it('defaults: no file, warn on an expired waiver, no label, 14 days, compare', async () => {
    const { DEFAULT_BASELINE_MAX_AGE_DAYS } = await afresh(waiverInputs, 'core/baseline/waiver-inputs.ts');
    expect(DEFAULT_BASELINE_MAX_AGE_DAYS).toBe(14);
    expect((await parse({})).data).toEqual({
      'waivers-file': undefined,
      'expired-waivers': 'warn',
      'waiver-label': undefined,
      'baseline-max-age': 14,
      'grader-change': 'compare',
    });
  });

  it('reads each input', async () => {
    expect(
      (
        await parse({
          'waivers-file': ' a\\b.toml ',
          'expired-waivers': 'fail',
          'waiver-label': ' ok ',
          'baseline-max-age': '3650',
          'grader-change': 'warn',
        })
      ).data,
    ).toEqual({
      'waivers-file': 'a/b.toml',
      'expired-waivers': 'fail',
      'waiver-label': 'ok',
      'baseline-max-age': 3650,
      'grader-change': 'warn',
    });
  });

  it('refuses an unknown mode and an age past ten years, saying what it takes', async () => {
    const expired = await parse({ 'expired-waivers': 'ignore' });
    expect(expired.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['expired-waivers'], 'must be one of warn, fail'],
    ]);
    const age = await parse({ 'baseline-max-age': '3651' });
    expect(age.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['baseline-max-age'], 'must be a whole number from 1 to 3,650, got "3651"'],
    ]);
    const grader = await parse({ 'grader-change': 'ignore' });
    expect(grader.error?.issues.map((issue) => issue.message)).toEqual([
      'must be one of compare, warn, fail',
    ]);
  });
});
