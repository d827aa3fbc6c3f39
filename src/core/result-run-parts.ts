/** result.json's record of a run made of parts: an adaptive run's batches, a matrix's shards. */
import { z } from 'zod';
import { budgetSchema } from './adaptive/budget.js';

const bounds = z.object({ lower: z.number(), upper: z.number() });

export const adaptiveSchema = z.object({
  mode: z.enum(['certain', 'confident']),
  confidence: z.number(),
  batchSize: z.number().int().describe('Rows in the first batch.'),
  looks: z
    .array(z.number().int())
    .optional()
    .describe('Rows run after each batch, the last the population (absent in results of earlier versions).'),
  calibrated: z
    .boolean()
    .optional()
    .describe('Whether a boundary calibrated exactly to the stated error decided after each batch.'),
  rowsRun: z.number().int(),
  rowsTotal: z.number().int(),
  decidedEarly: z.boolean(),
  rule: z.enum(['certain', 'calibrated', 'confidence-sequence', 'full-run']).nullable(),
  bounds: bounds.describe(
    "Where the full run's pass rate lies: the confidence sequence's bound when the boundary or the sequence decided, else the certain bounds.",
  ),
  possible: bounds.describe(
    "Where the full run's pass rate can still lie, whatever the rows not run give (the certain bounds).",
  ),
  samplePassRate: z
    .number()
    .nullable()
    .describe(
      'The pass rate of the rows that ran (metrics.passRate): a sample of the eval, not its pass rate, when decidedEarly.',
    ),
  errorBound: z
    .number()
    .describe(
      "The stated probability the verdict differs from a full run's, over the seeded order: 0 unless the calibrated boundary or the confidence sequence decided.",
    ),
  runs: z.array(z.string()),
  summary: z.string(),
  budget: budgetSchema.optional(),
});

export const shardsSchema = z.object({
  count: z.number().int(),
  parts: z.array(z.object({ shard: z.string(), runName: z.string(), rows: z.number().int() })),
  missingRows: z.number().int(),
});
