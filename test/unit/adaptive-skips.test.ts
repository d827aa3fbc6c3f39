/**
 * The confident rule against the full run when rows are skipped (osmosis's grader may remove a
 * sample: a skipped row counts in neither passed nor completed). Exhaustively: every dataset of up to
 * 7 rows over pass, fail and skip, every order of it (each equally likely under the seeded uniform
 * order), several batch sizes, thresholds and confidences. For each dataset, the share of its orders
 * in which the early verdict differs from the full run's is at most 1 − confidence. A rule that is not
 * valid at a data-dependent stop (the sample's Wilson interval) breaks that bound here: the check has
 * teeth.
 */
import { describe, expect, it } from 'vitest';
import { type AdaptiveLook, decideAdaptive } from '../../src/core/adaptive/decision.js';
import { wilsonInterval } from '../../src/core/stats.js';

type Outcome = 0 | 1 | 2; // pass, fail, skip
const PASS = 0;
const SKIP = 2;

function fullVerdict(outcomes: readonly Outcome[], threshold: number): 'passed' | 'failed' {
  const passed = outcomes.filter((o) => o === PASS).length;
  const completed = outcomes.filter((o) => o !== SKIP).length;
  return (completed > 0 ? passed / completed : 0) >= threshold ? 'passed' : 'failed';
}

function lookAfter(order: readonly Outcome[], rowsRun: number): AdaptiveLook {
  const seen = order.slice(0, rowsRun);
  return {
    population: order.length,
    rowsRun,
    runsPerRow: 1,
    passedItems: seen.filter((o) => o === PASS).length,
    completedItems: seen.filter((o) => o !== SKIP).length,
    skippedItems: seen.filter((o) => o === SKIP).length,
  };
}

type Rule = (
  look: AdaptiveLook,
  threshold: number,
  confidence: number,
  carry: unknown,
) => {
  verdict: 'passed' | 'failed' | null;
  carry: unknown;
};

const currentRule: Rule = (look, threshold, confidence, carry) =>
  decideAdaptive(look, { mode: 'confident', threshold, confidence, stop: 'both' }, carry as never);

/** A wrong rule, for the check's teeth: the sample's fixed-size Wilson interval, at every look. */
const wilsonRule: Rule = (look, threshold, confidence) => {
  const certain = decideAdaptive(look, { mode: 'certain', threshold, confidence, stop: 'both' }, null);
  if (certain.verdict || look.completedItems === 0) return { verdict: certain.verdict, carry: null };
  const interval = wilsonInterval(look.passedItems, look.completedItems, confidence);
  const verdict = interval.lower >= threshold ? 'passed' : interval.upper < threshold ? 'failed' : null;
  return { verdict, carry: null };
};

function earlyVerdict(
  rule: Rule,
  order: readonly Outcome[],
  batch: number,
  threshold: number,
  confidence: number,
) {
  let carry: unknown = null;
  for (let run = Math.min(batch, order.length); ; run = Math.min(order.length, run + batch)) {
    const decision = rule(lookAfter(order, run), threshold, confidence, carry);
    if (decision.verdict) return decision.verdict;
    carry = decision.carry;
    if (run === order.length) throw new Error('the last look must decide');
  }
}

/** The worst share, over every dataset of `size` rows, of its orders whose early verdict is not the full run's. */
function worstDisagreement(rule: Rule, size: number, batch: number, threshold: number, confidence: number) {
  // Every sequence of outcomes is one order of the dataset its counts make; grouped by those counts,
  // each group is every order of one dataset, all equally likely.
  const byDataset = new Map<string, { orders: number; disagree: number }>();
  const order: Outcome[] = new Array(size).fill(PASS);
  for (let code = 0; code < 3 ** size; code++) {
    for (let i = 0, c = code; i < size; i++, c = Math.floor(c / 3)) order[i] = (c % 3) as Outcome;
    const counts = [0, 0, 0];
    for (const o of order) counts[o] = (counts[o] as number) + 1;
    const key = counts.join(',');
    const entry = byDataset.get(key) ?? { orders: 0, disagree: 0 };
    entry.orders++;
    if (earlyVerdict(rule, order, batch, threshold, confidence) !== fullVerdict(order, threshold))
      entry.disagree++;
    byDataset.set(key, entry);
  }
  let worst = { share: 0, dataset: '' };
  for (const [dataset, { orders, disagree }] of byDataset) {
    if (disagree / orders > worst.share) worst = { share: disagree / orders, dataset };
  }
  return worst;
}

describe('the confident rule with skipped rows', () => {
  it('differs from the full run in at most 1 − confidence of the orders of every dataset of up to 7 rows', () => {
    const breaches: string[] = [];
    let decidedSomewhere = 0;
    for (let size = 2; size <= 7; size++) {
      for (const batch of [1, 2, 3]) {
        for (const threshold of [0.5, 0.75]) {
          for (const confidence of [0.5, 0.8]) {
            const worst = worstDisagreement(currentRule, size, batch, threshold, confidence);
            if (worst.share > 1 - confidence + 1e-12) {
              breaches.push(
                `N=${size} batch ${batch} t=${threshold} c=${confidence}: ${worst.share} at ${worst.dataset}`,
              );
            }
            if (worst.share > 0) decidedSomewhere++;
          }
        }
      }
    }
    expect(breaches).toEqual([]);
    // Not vacuous: at these confidences the rule does stop early, and wrongly in some orders.
    expect(decidedSomewhere).toBeGreaterThan(0);
  });

  it('is a check with teeth: a rule that is not valid at a data-dependent stop breaks the bound here', () => {
    // The sample's fixed-size Wilson interval, looked at after every batch: not anytime-valid.
    const worst = worstDisagreement(wilsonRule, 7, 1, 0.75, 0.8);
    expect(worst.share).toBeGreaterThan(0.2);
    expect(worstDisagreement(currentRule, 7, 1, 0.75, 0.8).share).toBeLessThanOrEqual(0.2);
  });

  it('decides on skipped rows too: a fail is announced only when it holds whatever the remaining rows skip', () => {
    // 20 of 40 rows: 8 passed, 12 failed, none skipped; threshold 0.5. If every one of the 20 rows
    // left were skipped the full run would be 8 / 20 = 40%, if they all passed 28 / 40 = 70%.
    const look = {
      population: 40,
      rowsRun: 20,
      runsPerRow: 1,
      passedItems: 8,
      completedItems: 20,
      skippedItems: 0,
    };
    const decision = decideAdaptive(
      look,
      { mode: 'confident', threshold: 0.5, confidence: 0.95, stop: 'both' },
      null,
    );
    // Whatever it decides, its bounds are rates of a full run with some skips: within the certain ones.
    expect(decision.confident?.lower ?? -1).toBeGreaterThanOrEqual(decision.certain.lower);
    expect(decision.confident?.upper ?? 2).toBeLessThanOrEqual(decision.certain.upper);
  });
});
