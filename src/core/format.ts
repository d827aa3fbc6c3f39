/** Number and time formats shared by every rendering (report, comment, managed report). */

/** Integers as they are, other numbers to three decimals. */
export function num(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

/**
 * 1,234,567: an integer with its thousands grouped, as toLocaleString('en-US') writes it. Not through
 * toLocaleString: its first call loads ICU's number data, about 60 ms of every run that renders a report.
 */
export function grouped(value: number): string {
  return Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+$)/g, ',') : String(value);
}

/** 850 ms, 12.3 s, 2 min 21 s. */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/**
 * A dataset row in a list of rows: its index, an integer, and with n > 1 the run as a word. Never
 * `4.0`: "row.run" reads as a decimal number.
 */
export function rowLabel(runsPerRow: number, row: { rowIndex: number; runIndex: number }): string {
  return runsPerRow > 1 ? `${row.rowIndex} (run ${row.runIndex})` : String(row.rowIndex);
}

/** "a" or "an" before a word a message fills in ("an eval config", "a training run"), by its first letter. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** p-values for people: 3 significant digits, and "< 0.0001" below that. */
export function formatP(p: number): string {
  if (p < 0.0001) return '< 0.0001';
  if (p >= 0.9995) return '1';
  // From 0.01 up, toFixed(3) has a non-zero digit after the point, so stripping zeros never leaves "0.".
  return p < 0.01 ? p.toPrecision(2) : p.toFixed(3).replace(/0+$/, '');
}
