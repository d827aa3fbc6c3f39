/** The adaptive gate's pure core: the seeded order, the calibrated boundary and its batch plan, the confidence sequence and the decision. */
export * from './calibrated.js';
export * from './confidence-sequence.js';
export * from './cost-plan.js';
export * from './decision.js';
export * from './hypergeometric.js';
export * from './one-start.js';
export * from './order.js';
export * from './pass-count.js';
export * from './plan.js';
export * from './three-outcome.js';
export * from './wording.js';
