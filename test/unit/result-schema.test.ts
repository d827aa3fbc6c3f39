import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { resultJsonSchema, resultSchema, serializeResult } from '../../src/core/result.js';
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
