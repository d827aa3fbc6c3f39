/**
 * The value parsers every input schema is built from (text, paths, booleans, fractions, bounded numbers,
 * URLs): each trims, treats an empty string as absent, and names the accepted form in its message.
 */
import { z } from 'zod';
import { DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE } from './evidence/error-classes.js';
import { grouped } from './format.js';

export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * A path input. Backslashes become forward slashes, which every platform accepts: on Linux and macOS a
 * Windows-style `configs\eval\a.toml` would otherwise name a file that does not exist.
 */
export const pathText = optionalText.transform((value) => value?.replaceAll('\\', '/'));

export const boolean = (fallback: boolean) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const normalized = value.toLowerCase();
    if (normalized === 'true') return true;
    if (normalized === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false, got ${JSON.stringify(value)}` });
    return z.NEVER;
  });

/** A boolean input whose absence means something of its own (undefined): true or false, in any case. */
export const optionalBoolean = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const normalized = value.toLowerCase();
  if (normalized === 'true') return true;
  if (normalized === 'false') return false;
  ctx.addIssue({ code: 'custom', message: `must be true or false, got ${JSON.stringify(value)}` });
  return z.NEVER;
});

export const fraction = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number from 0 to 1 (0.9 means 90%), got ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  return parsed;
});

/** A fraction that defaults to the share of provider and infrastructure errors a verdict tolerates. */
export const infrastructureErrorRate = fraction.transform(
  (value) => value ?? DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE,
);

/** A whole number written in digits (no sign, exponent or decimal point) from 1 to `max`. */
export const boundedInt = (max: number) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a whole number from 1 to ${grouped(max)}, got ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    }
    return Number(value);
  });

/** A number (decimals allowed, no exponent) above 0 or at least `min`, and at most `max`. */
export const boundedNumber = (what: string, bounds: { min?: number; max: number }) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = /^\d+(?:\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : Number.NaN;
    const low = bounds.min ?? 0;
    if (
      !Number.isFinite(parsed) ||
      (bounds.min === undefined ? parsed <= 0 : parsed < low) ||
      parsed > bounds.max
    ) {
      ctx.addIssue({
        code: 'custom',
        message:
          bounds.min === undefined
            ? `must be a positive number of ${what}, at most ${bounds.max}, got ${JSON.stringify(value)}`
            : `must be a number of ${what} from ${low} to ${bounds.max}, got ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * An http(s) URL with a host, and nothing else: a bare host name, a typo'd scheme or a URL with
 * credentials in it would otherwise crash osmosis or be retried as a server error.
 */
export const httpUrl = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const problem = !url
    ? 'must be an absolute URL such as https://example.com'
    : url.protocol !== 'https:' && url.protocol !== 'http:'
      ? 'must be an http:// or https:// URL'
      : url.hostname === ''
        ? 'must name a host'
        : url.username !== '' || url.password !== ''
          ? 'must not carry a user name or password'
          : /\s/.test(value)
            ? 'must not contain spaces'
            : undefined;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: `${problem}, got ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return value;
});
