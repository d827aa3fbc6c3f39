/**
 * Secrets for `[secrets].required`: collected from the user, narrowed to the names the config asks for,
 * and encoded once as the dotenv text `osmosis … --secrets-file -` reads from stdin.
 *
 * The encoding mirrors the CLI's reader (osmosis_ai/platform/cli/secret_resolution.py `_read_dotenv`):
 * the text is cut with Python's str.splitlines(), each line is stripped, split at the first `=`, the value
 * is stripped and one matching pair of surrounding quotes is removed. No escapes exist, so a value holding
 * any line break Python recognises cannot travel and is refused here, by name, before anything starts.
 */
import { UsageError } from './errors.js';

/** Every character Python's str.splitlines() breaks on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what must be refused.
const LINE_BREAKS = /[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What the CLI accepts as a name (Python str.isidentifier, ASCII subset). */
const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type SecretValues = ReadonlyMap<string, string>;

/**
 * Reads the `secrets` input: `NAME=value` lines (the same rules as a --secrets-file, so what a user
 * writes means the same thing in both places), or a JSON object of strings such as `${{ toJSON(secrets) }}`.
 * Errors name the line and never echo it: every line holds a secret.
 */
export function parseSecretsInput(text: string, source = 'the secrets input'): Map<string, string> {
  const trimmed = text.trim();
  if (trimmed === '') return new Map();
  if (trimmed.startsWith('{')) return parseJsonSecrets(trimmed, source);

  const values = new Map<string, string>();
  text.split(/\r\n|\n|\r/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) return;
    const separator = line.indexOf('=');
    const name =
      separator === -1
        ? ''
        : line
            .slice(0, separator)
            .trim()
            .replace(/^export /, '')
            .trim();
    if (separator === -1 || !SECRET_NAME.test(name)) {
      throw new UsageError(
        `Invalid line ${index + 1} in ${source}: expected NAME=value, where NAME is letters, digits and _ and does not start with a digit. ` +
          'Write one secret per line, e.g. OPENAI_API_KEY=${{ secrets.OPENAI_API_KEY }}, or pass a JSON object.',
      );
    }
    values.set(name, unquote(line.slice(separator + 1).trim()));
  });
  return values;
}

function parseJsonSecrets(text: string, source: string): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // The parser's message quotes the text around the error, which is a secret: say only where.
    throw new UsageError(
      `${source} starts with "{" but is not valid JSON. Pass a JSON object of strings, or NAME=value lines.`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UsageError(`${source} must be a JSON object of NAME: "value" pairs.`);
  }
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(parsed)) {
    if (!SECRET_NAME.test(name)) {
      throw new UsageError(
        `Invalid secret name ${JSON.stringify(name)} in ${source}: use letters, digits and _, not starting with a digit.`,
      );
    }
    if (typeof value !== 'string') {
      throw new UsageError(
        `Secret ${name} in ${source} must be a string, not ${value === null ? 'null' : typeof value}.`,
      );
    }
    values.set(name, value);
  }
  return values;
}

function unquote(value: string): string {
  const first = value[0];
  if (value.length >= 2 && first === value[value.length - 1] && (first === '"' || first === "'")) {
    return value.slice(1, -1);
  }
  return value;
}

/** The required names with no value given nor in the environment (empty counts as missing). */
export function missingSecrets(
  required: readonly string[],
  given: SecretValues,
  environment: Readonly<Record<string, string | undefined>>,
): string[] {
  return required.filter((name) => !(given.get(name) || environment[name]));
}

/**
 * The values for exactly the required names: the given ones first, then non-empty environment
 * variables (as the CLI itself would). Every missing name is reported in one error.
 */
export function selectSecrets(
  required: readonly string[],
  given: SecretValues,
  environment: Readonly<Record<string, string | undefined>>,
  configFile: string,
): Map<string, string> {
  const selected = new Map<string, string>();
  const missing: string[] = [];
  for (const name of required) {
    const value = given.get(name) || environment[name];
    if (value) selected.set(name, value);
    else missing.push(name);
  }
  if (missing.length > 0) {
    throw new UsageError(
      `${configFile} requires secrets that were not given: ${missing.join(', ')}. ` +
        'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
        'Empty values count as missing.',
    );
  }
  return selected;
}

/** The dotenv text for --secrets-file -, read back by the CLI to exactly these values. */
export function encodeSecretsFile(values: SecretValues): string {
  const lines: string[] = [];
  for (const [name, value] of values) {
    if (!SECRET_NAME.test(name)) {
      throw new UsageError(`Invalid secret name ${JSON.stringify(name)}: use letters, digits and _.`);
    }
    if (LINE_BREAKS.test(value)) {
      throw new UsageError(
        `Secret ${name} contains a line break, which osmosis --secrets-file cannot carry (values are one line each). ` +
          'Store it without line breaks, for example base64-encoded, and decode it in the rollout.',
      );
    }
    if (LONE_SURROGATE.test(value)) {
      throw new UsageError(`Secret ${name} is not valid Unicode text and cannot be passed to osmosis.`);
    }
    // Always quoting makes the CLI's single unquote step exact: surrounding spaces and quotes survive.
    lines.push(`${name}="${value}"`);
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

/** Values for the required names that were given or are in the environment; the platform may hold the rest. */
export function pickSecrets(
  required: readonly string[],
  given: ReadonlyMap<string, string>,
  environment: Readonly<Record<string, string | undefined>>,
): Map<string, string> {
  const picked = new Map<string, string>();
  for (const name of required) {
    const value = given.get(name) || environment[name];
    if (value) picked.set(name, value);
  }
  return picked;
}

/**
 * Provider and platform keys that often sit in the environment without being named in [secrets]: the
 * names osmosis's own log redaction uses (osmosis_ai/eval/local/runner.py, AMBIENT_SECRET_ENV_NAMES),
 * redacted when at least 8 characters long so that short values cause no collateral damage.
 */
export const AMBIENT_SECRET_ENV_NAMES: readonly string[] = [
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
  'XAI_API_KEY',
  'GEMINI_API_KEY',
  'GOOGLE_API_KEY',
  'OPENROUTER_API_KEY',
  'CEREBRAS_API_KEY',
  'AZURE_API_KEY',
  'TOGETHER_API_KEY',
  'FIREWORKS_API_KEY',
  'GROQ_API_KEY',
  'MISTRAL_API_KEY',
  'COHERE_API_KEY',
  'DEEPSEEK_API_KEY',
  'HUGGINGFACE_API_KEY',
  'HF_TOKEN',
  'WANDB_API_KEY',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'OSMOSIS_TOKEN',
  'OSMOSIS_API_KEY',
  'DAYTONA_API_KEY',
  'CURSOR_API_KEY',
  'MSWEA_API_KEY',
];
const MIN_AMBIENT_SECRET_LEN = 8;

export function ambientSecretValues(environment: Readonly<Record<string, string | undefined>>): string[] {
  return AMBIENT_SECRET_ENV_NAMES.map((name) => environment[name] ?? '').filter(
    (value) => value.length >= MIN_AMBIENT_SECRET_LEN,
  );
}

export const REDACTED = '[REDACTED]';

/** Every known value replaced by [REDACTED], longest first so a value holding another goes whole (as osmosis's SecretRedactor). */
export function redactValues(text: string, values: readonly string[]): string {
  const sorted = [...new Set(values.filter((value) => value !== ''))].sort((a, b) => b.length - a.length);
  let out = text;
  for (const value of sorted) out = out.replaceAll(value, REDACTED);
  return out;
}
