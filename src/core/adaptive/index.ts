/** The adaptive gate's pure core: the seeded order of rows, the confidence sequence and the decision. */
export * from './confidence-sequence.js';
export * from './decision.js';
export * from './order.js';
export * from './plan.js';
export * from './three-outcome.js';
export * from './wording.js';
