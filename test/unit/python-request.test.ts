/** setup's python input as a request: path, program, version or uv request, and the versions refused. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import {
  parsePythonRequest,
  preferredMinors,
  requestedVersion,
  supportedMinor,
  supportedPythons,
  supportedRange,
  unsupportedPython,
} from '../../src/core/osmosis/python-request.js';

const REFUSAL = (found: string, version: string) =>
  `${found} is Python ${version}, which osmosis-ai 0.3.8 does not support: it needs Python 3.12, 3.13 or 3.14 (3.13 is the one osmosis-ci is tested with). Name one of those, or leave python empty to let setup find or get one.`;

describe('the supported Pythons', () => {
  it('names them, ranges them and prefers the known-good one, then the newest', () => {
    expect(supportedPythons()).toBe('3.12, 3.13 or 3.14');
    expect(supportedRange()).toBe('>=3.12,<3.15');
    expect(preferredMinors()).toEqual([13, 14, 12]);
  });
  it('supports 3.12 to 3.14 only', () => {
    expect(supportedMinor(3, 12)).toBe(true);
    expect(supportedMinor(3, 14)).toBe(true);
    expect(supportedMinor(3, 11)).toBe(false);
    expect(supportedMinor(3, 15)).toBe(false);
    expect(supportedMinor(4, 12)).toBe(false);
  });
  it('says why another will not do', () => {
    expect(unsupportedPython('/usr/bin/python3', 3, 12)).toBeUndefined();
    expect(unsupportedPython('/usr/bin/python3', 3, 10)).toBe(REFUSAL('/usr/bin/python3', '3.10'));
  });
});

describe('parsePythonRequest', () => {
  it('takes a path as a path, trimmed', () => {
    expect(parsePythonRequest(' /opt/py/bin/python ', 'python')).toEqual({
      kind: 'path',
      path: '/opt/py/bin/python',
    });
    expect(parsePythonRequest('C:\\py\\python.exe', 'python')).toEqual({
      kind: 'path',
      path: 'C:\\py\\python.exe',
    });
    expect(parsePythonRequest('.venv', 'python')).toEqual({ kind: 'path', path: '.venv' });
    expect(parsePythonRequest('~py', 'python')).toEqual({ kind: 'path', path: '~py' });
  });
  it('takes a python name as a program, refusing one that names an unsupported version', () => {
    expect(parsePythonRequest('python3', 'python')).toEqual({ kind: 'program', name: 'python3' });
    expect(parsePythonRequest('python', 'python')).toEqual({ kind: 'program', name: 'python' });
    expect(parsePythonRequest('Python3.13.exe', 'python')).toEqual({
      kind: 'program',
      name: 'Python3.13.exe',
    });
    expect(() => parsePythonRequest('python3.10', 'UV_PYTHON')).toThrow(
      new UsageError(REFUSAL('UV_PYTHON "python3.10"', '3.10')),
    );
  });
  it('takes a version as a version, refusing an unsupported one', () => {
    expect(parsePythonRequest('3.12', 'python')).toEqual({ kind: 'version', minor: 12, version: '3.12' });
    expect(parsePythonRequest('3.13.4', 'python')).toEqual({ kind: 'version', minor: 13, version: '3.13.4' });
    expect(parsePythonRequest('cpython@3.14', 'python')).toEqual({
      kind: 'version',
      minor: 14,
      version: '3.14',
    });
    expect(parsePythonRequest('CPython-3.12', 'python')).toEqual({
      kind: 'version',
      minor: 12,
      version: '3.12',
    });
    expect(parsePythonRequest('cpython3.12', 'python')).toEqual({
      kind: 'version',
      minor: 12,
      version: '3.12',
    });
    expect(() => parsePythonRequest('3.11', 'python')).toThrow(
      new UsageError(REFUSAL('python "3.11"', '3.11')),
    );
    expect(() => parsePythonRequest('2.7.18', 'python')).toThrow(/python "2.7.18" is Python 2.7,/);
  });
  it('passes any other uv request to uv, and takes anything else as a program', () => {
    for (const request of [
      '>=3.12',
      'pypy@3.13',
      'graalpy-3.12',
      '!=3.11',
      '<3.14',
      '3',
      'python@3.12,<3.14',
    ])
      expect(parsePythonRequest(request, 'python'), request).toEqual({ kind: 'uv', request });
    expect(parsePythonRequest('my-python', 'python')).toEqual({ kind: 'program', name: 'my-python' });
    expect(parsePythonRequest('x3.12', 'python')).toEqual({ kind: 'program', name: 'x3.12' });
    expect(parsePythonRequest('3.12 ', 'python')).toEqual({ kind: 'version', minor: 12, version: '3.12' });
    expect(parsePythonRequest('a 3.12', 'python')).toEqual({ kind: 'program', name: 'a 3.12' });
  });
});

describe('requestedVersion', () => {
  it('gives the version asked for, or undefined when only running it can say', () => {
    expect(requestedVersion(undefined)).toBe('auto');
    expect(requestedVersion({ kind: 'version', minor: 12, version: '3.12.1' })).toBe('3.12.1');
    expect(requestedVersion({ kind: 'uv', request: '>=3.12' })).toBe('>=3.12');
    expect(requestedVersion({ kind: 'path', path: '/p' })).toBeUndefined();
    expect(requestedVersion({ kind: 'program', name: 'python3' })).toBeUndefined();
  });
});
