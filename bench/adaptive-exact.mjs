/**
 * The exact behaviour of an adaptive stopping rule against the full run, without simulation. The
 * seeded order is uniform, so after n of N rows the number k of passes is hypergeometric, and the full
 * run's verdict depends only on the dataset's pass count K. A rule that decides from (n, k) at each
 * look (true of every rule here when both verdicts may stop it: a running intersection only matters
 * after a look that would already have stopped) is then known exactly by a forward recursion over
 * the looks: for each K, the probability of each k among the orders not yet stopped.
 *
 * Decisions are monotone in k (more passes never turn a pass into a fail), so each look's rule is two
 * cut-offs found by binary search: k >= passFrom passes, k <= failTo fails.
 */

/** log(i!) for i in 0..size. */
export function logFactorials(size) {
  const table = new Float64Array(size + 1);
  for (let i = 1; i <= size; i++) table[i] = table[i - 1] + Math.log(i);
  return table;
}

/** The looks of a plan: the rows run after each batch, the last one N. */
export function looksOf(N, batch) {
  const looks = [];
  for (let n = Math.min(batch, N); ; n = Math.min(N, n + batch)) {
    looks.push(n);
    if (n === N) return looks;
  }
}

/**
 * For each look, the cut-offs of `decide(n, k)` ('passed' | 'failed' | null): passes from `passFrom`
 * (n + 1 when never), fails up to `failTo` (-1 when never).
 */
export function cutoffs(looks, decide) {
  return looks.map((n) => {
    let lo = 0;
    let hi = n + 1;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (decide(n, mid) === 'passed') hi = mid;
      else lo = mid + 1;
    }
    const passFrom = lo;
    lo = -1;
    hi = n;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (decide(n, mid) === 'failed') lo = mid;
      else hi = mid - 1;
    }
    return { n, passFrom, failTo: lo };
  });
}

/**
 * For a dataset of N rows with K passes: the probability the rule's verdict differs from the full
 * run's, the expected rows run and the expected looks (osmosis starts), over every order.
 */
export function exactOutcome({ N, K, cuts, fullPasses, lf }) {
  const logChoose = (n, k) => (k < 0 || k > n ? Number.NEGATIVE_INFINITY : lf[n] - lf[k] - lf[n - k]);
  const hyper = (pop, good, draws, i) =>
    Math.exp(logChoose(good, i) + logChoose(pop - good, draws - i) - logChoose(pop, draws));
  const full = K >= fullPasses ? 'passed' : 'failed';
  let disagree = 0;
  let rows = 0;
  let starts = 0;
  let look = 0;
  // alive[k]: probability that the first `previous` rows hold k passes and no look has stopped yet.
  let alive = new Map([[0, 1]]);
  let previous = 0;
  for (const { n, passFrom, failTo } of cuts) {
    const draws = n - previous;
    const next = new Map();
    for (const [k, p] of alive) {
      const left = N - previous;
      const good = K - k;
      const lowest = Math.max(0, draws - (left - good));
      const highest = Math.min(draws, good);
      for (let i = lowest; i <= highest; i++) {
        const q = p * hyper(left, good, draws, i);
        if (q === 0) continue;
        next.set(k + i, (next.get(k + i) ?? 0) + q);
      }
    }
    alive = new Map();
    for (const [k, p] of next) {
      const verdict = k >= passFrom ? 'passed' : k <= failTo ? 'failed' : null;
      if (verdict === null && n < N) {
        alive.set(k, p);
        continue;
      }
      rows += p * n;
      starts += p * (look + 1);
      if ((verdict ?? (k >= fullPasses ? 'passed' : 'failed')) !== full) disagree += p;
    }
    previous = n;
    look++;
  }
  return { disagree, rows, starts };
}

/** The worst disagreement over every K in 0..N, and the K where it is reached. */
export function worstCase({ N, looks, cuts, fullPasses, lf }) {
  let worst = { disagree: 0, K: 0 };
  for (let K = 0; K <= N; K++) {
    const { disagree } = exactOutcome({ N, K, looks, cuts, fullPasses, lf });
    if (disagree > worst.disagree) worst = { disagree, K };
  }
  return worst;
}
