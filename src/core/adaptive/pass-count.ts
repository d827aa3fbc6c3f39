/** The full run's verdict as a pass count: how many passing rows a threshold asks for. */

/** The smallest number of passing rows out of `population` whose pass rate reaches `threshold`. */
export function passesNeeded(population: number, threshold: number): number {
  let needed = Math.min(population, Math.max(0, Math.ceil(threshold * population)));
  while (needed > 0 && (needed - 1) / population >= threshold) needed--;
  while (needed < population && needed / population < threshold) needed++;
  return needed;
}
