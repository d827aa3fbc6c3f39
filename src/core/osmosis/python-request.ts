/**
 * What setup's `python` (or UV_PYTHON) asks for, and whether osmosis-ai supports it, decided before anything
 * is installed: a path is a path, a program name is looked up on PATH, a version such as `3.12` means "a
 * 3.12" (found on the machine or installed by uv), and any other uv request (`>=3.12`, `pypy@3.13`) goes to
 * uv as written. A version or name osmosis-ai does not support (`3.11`, `python3.10`) is a usage error.
 */
import { UsageError } from '../errors.js';
import { OSMOSIS_PYTHON_KNOWN_GOOD, OSMOSIS_PYTHON_MINORS, OSMOSIS_VERSION } from './pins.js';

export type PythonRequest =
  | { kind: 'path'; path: string }
  | { kind: 'program'; name: string }
  /** `3.12` or `3.12.4` (also `cpython@3.12`, `cpython3.12`): `version` is what uv is asked for. */
  | { kind: 'version'; minor: number; version: string }
  | { kind: 'uv'; request: string };

/** "3.12, 3.13 or 3.14". */
export function supportedPythons(): string {
  const names = OSMOSIS_PYTHON_MINORS.map((minor) => `3.${minor}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

export const supportedMinor = (major: number, minor: number) =>
  major === 3 && OSMOSIS_PYTHON_MINORS.includes(minor);

/** The minors to look for when nobody named one: the known-good first, then the newest first. */
export function preferredMinors(): number[] {
  const knownGood = Number(OSMOSIS_PYTHON_KNOWN_GOOD.split('.')[1]);
  return [knownGood, ...[...OSMOSIS_PYTHON_MINORS].reverse().filter((minor) => minor !== knownGood)];
}

/** The uv request for any supported Python: `>=3.12,<3.15`. */
export function supportedRange(): string {
  const low = Math.min(...OSMOSIS_PYTHON_MINORS);
  const high = Math.max(...OSMOSIS_PYTHON_MINORS) + 1;
  return `>=3.${low},<3.${high}`;
}

/** Why a Python at major.minor will not do, naming the versions that would; undefined when it will. */
export function unsupportedPython(found: string, major: number, minor: number): string | undefined {
  if (supportedMinor(major, minor)) return undefined;
  return `${found} is Python ${major}.${minor}, which osmosis-ai ${OSMOSIS_VERSION} does not support: it needs Python ${supportedPythons()} (${OSMOSIS_PYTHON_KNOWN_GOOD} is the one osmosis-ci is tested with). Name one of those, or leave python empty to let setup find or get one.`;
}

const VERSION = /^(?:cpython[@-]?)?(\d+)\.(\d+)(?:\.(\d+))?$/i;
const PROGRAM = /^python(?:(\d+)(?:\.(\d+))?)?(?:\.exe)?$/i;
const UV_REQUEST =
  /^(?:(?:cpython|pypy|graalpy|python)[@-]?)?(?:[<>=~!]=?)?\d+(?:\.\d+){0,2}[a-z0-9.+,<>=!~-]*$/i;

/**
 * `value` of the input `label` as a request, or a UsageError (exit 2) for a version osmosis-ai does not
 * support. A bare name that is no version (`python3`, `python3.12`) is a program to look up on PATH.
 */
export function parsePythonRequest(value: string, label: string): PythonRequest {
  const text = value.trim();
  if (/[\\/]/.test(text) || text.startsWith('.') || text.startsWith('~')) return { kind: 'path', path: text };
  if (PROGRAM.test(text)) return programRequest(text, label);
  const version = VERSION.exec(text);
  if (version) {
    const [major, minor] = [Number(version[1]), Number(version[2])];
    refuseUnsupported(`${label} ${JSON.stringify(text)}`, major, minor);
    return { kind: 'version', minor, version: `${major}.${minor}${version[3] ? `.${version[3]}` : ''}` };
  }
  return UV_REQUEST.test(text) ? { kind: 'uv', request: text } : { kind: 'program', name: text };
}

/** `python3.12` names its version: refused now when osmosis-ai does not support it. */
function programRequest(name: string, label: string): PythonRequest {
  const [, major, minor] = PROGRAM.exec(name) ?? [];
  if (minor !== undefined)
    refuseUnsupported(`${label} ${JSON.stringify(name)}`, Number(major), Number(minor));
  return { kind: 'program', name };
}

function refuseUnsupported(found: string, major: number, minor: number): void {
  const problem = unsupportedPython(found, major, minor);
  if (problem) throw new UsageError(problem);
}

/** What the tool cache key says of the request: the version asked for, or undefined when only running it can say. */
export function requestedVersion(request: PythonRequest | undefined): string | undefined {
  if (request === undefined) return 'auto';
  if (request.kind === 'version') return request.version;
  if (request.kind === 'uv') return request.request;
  return undefined;
}
