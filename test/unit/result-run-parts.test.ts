import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as budget from '../../src/core/adaptive/budget.js';
import * as runParts from '../../src/core/result-run-parts.js';
import { afresh } from '../helpers/fresh-module.js';

const SCHEMA_FILE = new URL('../../schemas/result-v1.schema.json', import.meta.url);

// The schemas of a run made of parts are module-level values: loaded afresh, each one's JSON Schema
// (descriptions, fields, enums, integer bounds) is compared with the committed result schema's, so
// mutation testing sees every word and field of them.
const committed = async (path: string[]) => {
  let node: unknown = JSON.parse(await readFile(SCHEMA_FILE, 'utf8'));
  for (const key of path) node = (node as { properties: Record<string, unknown> }).properties[key];
  return node as Record<string, unknown>;
};
// A part on its own is a root: the dialect is named ($schema) only there. The description the result
// schema gives the property is the property's, not the part's.
const generated = (schema: z.ZodType) =>
  Object.fromEntries(
    Object.entries(z.toJSONSchema(schema, { target: 'draft-2020-12' })).filter(([key]) => key !== '$schema'),
  );
const withoutDescription = ({ description: _, ...rest }: Record<string, unknown>) => rest;

describe("the parts of a run, loaded afresh, are the committed result schema's", () => {
  it('adaptive (an adaptive run: its batches, bounds and budget)', async () => {
    const { adaptiveSchema } = await afresh(runParts, 'core/result-run-parts.ts');
    const adaptive = await committed(['adaptive']);
    expect(generated(adaptiveSchema)).toEqual(withoutDescription(adaptive));
    expect(Object.keys(adaptive.properties as object)).toContain('budget');
  });

  it('shards (the shards eval-merge merged)', async () => {
    const { shardsSchema } = await afresh(runParts, 'core/result-run-parts.ts');
    expect(generated(shardsSchema)).toEqual(withoutDescription(await committed(['shards'])));
  });

  it("adaptive's budget (core/adaptive/budget.ts)", async () => {
    const { budgetSchema } = await afresh(budget, 'core/adaptive/budget.ts');
    expect(generated(budgetSchema)).toEqual(await committed(['adaptive', 'budget']));
  });

  it('parses a record of each and refuses a wrong one', async () => {
    const { adaptiveSchema, shardsSchema } = await afresh(runParts, 'core/result-run-parts.ts');
    const adaptive = {
      mode: 'confident',
      confidence: 0.95,
      batchSize: 40,
      rowsRun: 80,
      rowsTotal: 200,
      decidedEarly: true,
      rule: 'confidence-sequence',
      bounds: { lower: 0.8, upper: 0.9 },
      possible: { lower: 0.3, upper: 0.95 },
      samplePassRate: 0.85,
      errorBound: 0.05,
      runs: ['r1', 'r2'],
      summary: 'passed early',
    };
    expect(adaptiveSchema.parse(adaptive)).toEqual(adaptive);
    expect(adaptiveSchema.safeParse({ ...adaptive, mode: 'off' }).success).toBe(false);
    expect(adaptiveSchema.safeParse({ ...adaptive, batchSize: 1.5 }).success).toBe(false);
    const shards = { count: 2, parts: [{ shard: '1/2', runName: 'a', rows: 5 }], missingRows: 0 };
    expect(shardsSchema.parse(shards)).toEqual(shards);
    expect(shardsSchema.safeParse({ ...shards, parts: [{ shard: '1/2', runName: 'a' }] }).success).toBe(
      false,
    );
  });
});
