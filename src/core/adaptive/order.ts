/**
 * The order an adaptive eval runs its rows in: a uniform permutation of the whole population, drawn
 * from a seed derived from the run's inputs. Uniform matters (a dataset sorted by difficulty would
 * fool any early rule run in file order); derived matters (a re-run resumes the same order and
 * reaches the same verdict, and nobody can re-roll the seed after seeing results, by a new run name
 * or otherwise).
 */
import { createHash } from 'node:crypto';

/** Bump when the seed or permutation algorithm changes: a new version gives new orders. */
export const ORDER_VERSION = 'osmosis-ci-adaptive-v2';

/**
 * The seed of a run's order: its config and the digest of every input that locks its journal. Not the
 * run name: a new name must not re-roll the order after the results of one were seen.
 */
export function adaptiveSeed(parts: { configDigest: string; inputsDigest: string }): string {
  return createHash('sha256')
    .update([ORDER_VERSION, parts.configDigest, parts.inputsDigest].join('\0'))
    .digest('hex');
}

/**
 * A deterministic stream of uniform integers: sha256(seed, counter) in counter mode, 32 bits at a
 * time, with rejection so every value in [0, bound) is exactly equally likely on every machine.
 */
class SeededIntegers {
  private block = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(private readonly seed: string) {}

  private next32(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = createHash('sha256')
        .update(`${this.seed}:${this.counter++}`)
        .digest();
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  below(bound: number): number {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = this.next32();
      if (value < limit) return value % bound;
    }
  }
}

/** `rows` shuffled by Fisher–Yates with the seeded stream. */
export function seededOrder(rows: readonly number[], seed: string): number[] {
  const order = [...rows];
  const random = new SeededIntegers(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The rows of batch `index` (0-based) of an order cut at `looks` (rows run after each batch). */
export function batchRows(order: readonly number[], looks: readonly number[], index: number): number[] {
  return order.slice(index === 0 ? 0 : looks[index - 1], looks[index]);
}

/** The default batch size: at least 20 rows and at most ten batches. */
export function defaultBatchSize(population: number): number {
  return Math.max(20, Math.ceil(population / 10));
}
