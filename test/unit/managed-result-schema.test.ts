import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  managedResultJsonSchema,
  managedResultSchema,
  serializeManagedResult,
} from '../../src/core/managed-result.js';
import { makeManagedResult } from '../helpers/managed.js';

const SCHEMA_FILE = new URL('../../schemas/managed-result-v1.schema.json', import.meta.url);

describe('managed-run result document', () => {
  it('has a committed JSON Schema equal to the one generated from the zod schema (UPDATE_SCHEMAS=1 rewrites it)', async () => {
    const generated = `${JSON.stringify(managedResultJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_SCHEMAS) await writeFile(SCHEMA_FILE, generated);
    expect(JSON.parse(await readFile(SCHEMA_FILE, 'utf8'))).toEqual(JSON.parse(generated));
  });

  it('round-trips and refuses what does not follow the schema', () => {
    const result = makeManagedResult();
    expect(managedResultSchema.parse(JSON.parse(serializeManagedResult(result)))).toEqual(result);
    expect(() => serializeManagedResult({ ...result, verdict: 'maybe' as never })).toThrow();
  });
});
