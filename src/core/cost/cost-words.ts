/** The words of a run's cost, for the terminal, the job summary and the comment. Pure. */
import { grouped as groupedInteger } from '../format.js';
import type { RunCost } from './run-cost.js';

/** Dollars with two significant digits below a cent (a test run costs fractions of one), else cents. */
export function dollars(usd: number): string {
  if (usd === 0) return '$0';
  if (usd < 0.01) return `$${Number(usd.toPrecision(2))}`;
  return `$${usd.toFixed(2)}`;
}

/** Not toLocaleString: each call builds a number formatter, milliseconds of the report step per call. */
function grouped(value: number): string {
  return groupedInteger(Math.round(value));
}

function money(cost: RunCost): string {
  const { usd, price } = cost;
  if (!usd || !price) return `price unknown (${cost.note})`;
  const amount = usd.low === usd.high ? dollars(usd.low) : `${dollars(usd.low)}–${dollars(usd.high)}`;
  const where =
    price.source === 'litellm'
      ? `LiteLLM's price for ${price.key ?? cost.model ?? 'the model'}`
      : 'the price inputs';
  return `${amount} at ${where} ($${price.inputPerMillion}/M in, $${price.outputPerMillion}/M out)`;
}

function tokenWords(cost: RunCost): string {
  const { tokens } = cost;
  const parts = [`${grouped(tokens.total)} tokens`];
  if (tokens.prompt !== null && tokens.completion !== null) {
    const cached = tokens.cached !== null ? `, ${grouped(tokens.cached)} cached` : '';
    parts.push(`(${grouped(tokens.prompt)} prompt${cached}, ${grouped(tokens.completion)} completion)`);
  }
  if (tokens.perRow !== null) parts.push(`, ${grouped(tokens.perRow)} per row`);
  return parts.join(' ').replace(' ,', ',');
}

function seconds(ms: number): string {
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** One line: tokens, money (or "price unknown" and why), wall duration. */
export function costLine(cost: RunCost): string {
  const duration = cost.durationMs === null ? '' : `; ${seconds(cost.durationMs)} wall`;
  return `${tokenWords(cost)}; ${money(cost)}${duration}`;
}
