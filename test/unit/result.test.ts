import { describe, expect, it } from 'vitest';
import { RESULT_SCHEMA_VERSION, serializeResult } from '../../src/core/result.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

describe('serializeResult', () => {
  const result = makeResult(makeMetrics({ passed: 1, completed: 2 }), { minPassRate: 0.5 });

  it('writes result.json as two-space indented JSON ending in one newline', () => {
    const text = serializeResult(result);
    expect(text.startsWith('{\n  "schemaVersion": 1,\n  "kind": "eval-run",\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(false);
    expect(RESULT_SCHEMA_VERSION).toBe(1);
  });

  it('writes only what the schema knows', () => {
    const text = serializeResult({ ...result, stray: 'x' } as typeof result);
    expect(text).not.toContain('stray');
  });
});
