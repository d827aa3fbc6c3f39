/**
 * Small, dependency-free statistics used by metrics and gates. Pure: no I/O, no globals.
 */

export interface Interval {
  lower: number;
  upper: number;
}

/** Two-sided standard-normal quantiles for the confidences people actually ask for, exact to double precision. */
const KNOWN_Z: ReadonlyMap<number, number> = new Map([
  [0.8, 1.2815515655446004],
  [0.9, 1.6448536269514722],
  [0.95, 1.959963984540054],
  [0.98, 2.3263478740408408],
  [0.99, 2.5758293035489004],
  [0.995, 2.807033768343811],
  [0.999, 3.2905267314918945],
]);

/**
 * Inverse of the standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9).
 * Exposed for the rare confidence level that is not in the exact table.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return (
      -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

/** z such that P(-z < Z < z) = confidence. */
export function zForConfidence(confidence: number): number {
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  }
  return KNOWN_Z.get(confidence) ?? normalQuantile(1 - (1 - confidence) / 2);
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * Wilson score interval for a binomial proportion. With no trials nothing is known: [0, 1].
 * The bounds are clamped to [0, 1] and are exactly 0 / 1 at the extremes.
 */
export function wilsonInterval(successes: number, trials: number, confidence = 0.95): Interval {
  assertCount('successes', successes);
  assertCount('trials', trials);
  if (successes > trials) throw new RangeError(`successes (${successes}) exceed trials (${trials})`);
  const z = zForConfidence(confidence);
  if (trials === 0) return { lower: 0, upper: 1 };
  const n = trials;
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return {
    lower: successes === 0 ? 0 : Math.max(0, center - half),
    upper: successes === trials ? 1 : Math.min(1, center + half),
  };
}

/**
 * Unbiased pass@k (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), computed as the stable product
 * 1 - prod_{i=n-c+1}^{n} (1 - k/i), so no binomial coefficient is ever formed.
 */
export function passAtK(n: number, c: number, k: number): number {
  assertCount('n', n);
  assertCount('c', c);
  assertCount('k', k);
  if (c > n) throw new RangeError(`passAtK: c (${c}) exceeds n (${n})`);
  if (k < 1 || k > n) throw new RangeError(`passAtK: k must be in [1, n=${n}], got ${k}`);
  if (n - c < k) return 1;
  let product = 1;
  for (let i = n - c + 1; i <= n; i++) product *= 1 - k / i;
  return 1 - product;
}

/**
 * Exact two-sided McNemar test: under H0 the b discordant pairs of b + c follow Binomial(b + c, 1/2);
 * p = min(1, 2 * P(X <= min(b, c))). No discordant pairs: p = 1.
 */
export function mcnemarExact(b: number, c: number): number {
  assertCount('b', b);
  assertCount('c', c);
  const n = b + c;
  if (n === 0) return 1;
  const m = Math.min(b, c);
  let tail: number;
  if (n <= 1000) {
    // 0.5^n is representable and every partial product stays exact enough in doubles.
    let term = 0.5 ** n;
    tail = term;
    for (let i = 1; i <= m; i++) {
      term *= (n - i + 1) / i;
      tail += term;
    }
  } else {
    // Log space; sum relative to the largest term (the last one, since m <= n/2).
    const logs: number[] = [];
    let logTerm = n * Math.log(0.5);
    logs.push(logTerm);
    for (let i = 1; i <= m; i++) {
      logTerm += Math.log(n - i + 1) - Math.log(i);
      logs.push(logTerm);
    }
    const maxLog = logs[logs.length - 1] ?? logTerm;
    let scaled = 0;
    for (const value of logs) scaled += Math.exp(value - maxLog);
    tail = Math.exp(maxLog + Math.log(scaled));
  }
  return Math.min(1, 2 * tail);
}

export interface StatsSummary {
  count: number;
  mean: number;
  median: number;
  std: number;
  min: number;
  max: number;
}

/** Distinct values kept as a histogram before spilling into a flat array of every value. */
const HISTOGRAM_LIMIT = 4096;

/**
 * Streaming count / mean / population std (Welford) / min / max, plus an exact median.
 *
 * The median needs every value. Rewards are usually a handful of distinct numbers (0, 0.5, 1), so
 * values are kept as a histogram (value -> count): constant memory however many rows there are.
 * Past {@link HISTOGRAM_LIMIT} distinct values the histogram spills into a growing Float64Array
 * (8 bytes per value, 8 MB per million), so the worst case stays bounded and the median stays exact.
 * The mean is a compensated (Neumaier) sum divided by the count, which is what `sum(xs) / len(xs)`
 * gives to the last bit on realistic data; the variance comes from Welford's update.
 */
export class RunningStats {
  #count = 0;
  #sum = 0;
  #compensation = 0;
  #welfordMean = 0;
  #m2 = 0;
  #min = Number.POSITIVE_INFINITY;
  #max = Number.NEGATIVE_INFINITY;
  #histogram: Map<number, number> | null = new Map();
  #values: Float64Array | null = null;
  #valueCount = 0;

  add(value: number): void {
    if (!Number.isFinite(value)) throw new RangeError(`RunningStats: value must be finite, got ${value}`);
    this.#count += 1;
    const t = this.#sum + value;
    this.#compensation +=
      Math.abs(this.#sum) >= Math.abs(value) ? this.#sum - t + value : value - t + this.#sum;
    this.#sum = t;
    const delta = value - this.#welfordMean;
    this.#welfordMean += delta / this.#count;
    this.#m2 += delta * (value - this.#welfordMean);
    if (value < this.#min) this.#min = value;
    if (value > this.#max) this.#max = value;
    this.#remember(value);
  }

  get count(): number {
    return this.#count;
  }

  /** NaN when empty. */
  get mean(): number {
    return this.#count === 0 ? Number.NaN : (this.#sum + this.#compensation) / this.#count;
  }

  /** Population standard deviation; NaN when empty. */
  get std(): number {
    return this.#count === 0 ? Number.NaN : Math.sqrt(Math.max(0, this.#m2 / this.#count));
  }

  get min(): number {
    return this.#count === 0 ? Number.NaN : this.#min;
  }

  get max(): number {
    return this.#count === 0 ? Number.NaN : this.#max;
  }

  /** Exact median (mean of the two middle values for an even count); NaN when empty. */
  median(): number {
    if (this.#count === 0) return Number.NaN;
    const lowRank = Math.floor((this.#count - 1) / 2);
    const highRank = Math.floor(this.#count / 2);
    if (this.#histogram) {
      const keys = [...this.#histogram.keys()].sort((x, y) => x - y);
      let seen = 0;
      let low: number | undefined;
      for (const key of keys) {
        seen += this.#histogram.get(key) ?? 0;
        if (low === undefined && seen > lowRank) low = key;
        if (seen > highRank) return low === undefined ? key : (low + key) / 2;
      }
      return Number.NaN; // unreachable: the counts add up to #count
    }
    const sorted = (this.#values as Float64Array).slice(0, this.#valueCount).sort();
    return ((sorted[lowRank] as number) + (sorted[highRank] as number)) / 2;
  }

  /** null when nothing was added. */
  summary(): StatsSummary | null {
    if (this.#count === 0) return null;
    return {
      count: this.#count,
      mean: this.mean,
      median: this.median(),
      std: this.std,
      min: this.#min,
      max: this.#max,
    };
  }

  #remember(value: number): void {
    const histogram = this.#histogram;
    if (histogram) {
      const seen = histogram.get(value);
      if (seen !== undefined) {
        histogram.set(value, seen + 1);
        return;
      }
      if (histogram.size < HISTOGRAM_LIMIT) {
        histogram.set(value, 1);
        return;
      }
      this.#spill(histogram);
    }
    this.#push(value);
  }

  #spill(histogram: Map<number, number>): void {
    this.#histogram = null;
    this.#values = new Float64Array(Math.max(1024, this.#count * 2));
    for (const [value, count] of histogram) {
      for (let i = 0; i < count; i++) this.#push(value);
    }
  }

  #push(value: number): void {
    let values = this.#values as Float64Array;
    if (this.#valueCount === values.length) {
      const grown = new Float64Array(values.length * 2);
      grown.set(values);
      values = grown;
      this.#values = grown;
    }
    values[this.#valueCount++] = value;
  }
}

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** ln C(n, k) for integers 0 <= k <= n. */
export function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return Number.NEGATIVE_INFINITY;
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/**
 * The standard normal CDF Φ(z), from the complementary error function (W. J. Cody's rational
 * Chebyshev fit as given in Numerical Recipes' erfcc: fractional error below 1.2e-7 everywhere).
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(-x * x + poly);
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/**
 * The p-quantile of the χ² law with `df` degrees of freedom (Wilson–Hilferty's cube-root normal
 * approximation: within 1% of the exact value from 4 degrees on, within 5% at 1).
 */
export function chiSquareQuantile(p: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`chiSquareQuantile needs df > 0, got ${df}`);
  const spread = 2 / (9 * df);
  return df * Math.max(0, 1 - spread + normalQuantile(p) * Math.sqrt(spread)) ** 3;
}
