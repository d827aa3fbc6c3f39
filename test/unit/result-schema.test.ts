import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as baselineCommit from '../../src/core/baseline/baseline-commit.js';
import * as configIdentity from '../../src/core/baseline/config-identity.js';
import * as runCost from '../../src/core/cost/run-cost.js';
import { resultJsonSchema, resultSchema, serializeResult } from '../../src/core/result.js';
import { afresh } from '../helpers/fresh-module.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const SCHEMA_FILE = new URL('../../schemas/result-v1.schema.json', import.meta.url);

describe('result document', () => {
  it('has a committed JSON Schema equal to the one generated from the zod schema (UPDATE_SCHEMAS=1 rewrites it)', async () => {
    const generated = `${JSON.stringify(resultJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_SCHEMAS) await writeFile(SCHEMA_FILE, generated);
    // Compared as data: the formatter may lay the committed file out differently.
    expect(JSON.parse(await readFile(SCHEMA_FILE, 'utf8'))).toEqual(JSON.parse(generated));
  });

  it('round-trips through serializeResult', () => {
    const result = makeResult(makeMetrics({ passed: 8, completed: 10 }), { minPassRate: 0.5 });
    expect(resultSchema.parse(JSON.parse(serializeResult(result)))).toEqual(result);
  });

  it('refuses a document that does not follow the schema', () => {
    const result = makeResult(makeMetrics({ passed: 8, completed: 10 }), { minPassRate: 0.5 });
    expect(() => serializeResult({ ...result, verdict: 'maybe' as never })).toThrow();
  });
});

// A part's zod schema is a module-level value: loaded afresh, its JSON Schema (descriptions, fields, enums)
// is compared with the committed document's, so mutation testing sees each word and field of it.
describe("the result document's parts, each loaded afresh, are the committed schema's", () => {
  const committed = async (path: string[]) => {
    let node: unknown = JSON.parse(await readFile(SCHEMA_FILE, 'utf8'));
    for (const key of path) node = (node as { properties: Record<string, unknown> }).properties[key];
    return node;
  };
  // A part on its own is a root: the same JSON Schema, with the dialect named ($schema) as only a root is.
  const generated = (schema: z.ZodType) =>
    Object.fromEntries(
      Object.entries(z.toJSONSchema(schema, { target: 'draft-2020-12' })).filter(
        ([key]) => key !== '$schema',
      ),
    );

  it('cost (core/cost/run-cost.ts)', async () => {
    const { runCostSchema } = await afresh(runCost, 'core/cost/run-cost.ts');
    expect(generated(runCostSchema)).toEqual(await committed(['cost']));
  });

  it('configIdentity (core/baseline/config-identity.ts)', async () => {
    const { configIdentitySchema } = await afresh(configIdentity, 'core/baseline/config-identity.ts');
    expect(generated(configIdentitySchema)).toEqual(await committed(['configIdentity']));
  });

  it("the baseline's commit (core/baseline/baseline-commit.ts)", async () => {
    const { baselineCommitSchema } = await afresh(baselineCommit, 'core/baseline/baseline-commit.ts');
    expect(generated(baselineCommitSchema)).toEqual(await committed(['baseline', 'reference', 'commit']));
  });
});
