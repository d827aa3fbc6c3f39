/**
 * setup's python input, character by character: the three patterns (a version, a program name, any
 * other uv request) are module-level values, so this file loads python-request.ts afresh in each test
 * and pins every part of each pattern with a request that only that part decides.
 */
import { describe, expect, it } from 'vitest';
import * as pythonRequest from '../../src/core/osmosis/python-request.js';
import { afresh } from '../helpers/fresh-module.js';

const load = () => afresh(pythonRequest, 'core/osmosis/python-request.ts');
const REFUSAL = (found: string, version: string) =>
  `${found} is Python ${version}, which osmosis-ai 0.3.8 does not support: it needs Python 3.12, 3.13 or 3.14 (3.13 is the one osmosis-ci is tested with). Name one of those, or leave python empty to let setup find or get one.`;

const version = (minor: number, text: string) => ({ kind: 'version', minor, version: text });
const program = (name: string) => ({ kind: 'program', name });
const uv = (request: string) => ({ kind: 'uv', request });

describe('a version', () => {
  it.each([
    ['3.12', version(12, '3.12')],
    ['3.14.0', version(14, '3.14.0')],
    ['3.13.45', version(13, '3.13.45')],
    ['cpython@3.12', version(12, '3.12')],
    ['cpython-3.13.2', version(13, '3.13.2')],
    ['cpython3.14', version(14, '3.14')],
    ['CPYTHON@3.12', version(12, '3.12')],
    [' 3.13 ', version(13, '3.13')],
    // Not a version: four parts, a trailing dot, a doubled separator or no minor go to uv or PATH.
    ['3.12.1.2', uv('3.12.1.2')],
    ['3.12.', uv('3.12.')],
    ['3.12x', uv('3.12x')],
    ['cpython@@3.12', program('cpython@@3.12')],
    ['cpython_3.12', program('cpython_3.12')],
    ['xcpython3.12', program('xcpython3.12')],
    ['3.12 beta', program('3.12 beta')],
  ])('%j is %o', async (text, expected) => {
    const { parsePythonRequest } = await load();
    expect(parsePythonRequest(text, 'python')).toEqual(expected);
  });

  it.each([
    ['3.11', '3.11'],
    ['13.12', '13.12'],
    ['3.123', '3.123'],
    ['3.1', '3.1'],
    ['cpython@3.10.2', '3.10'],
    ['4.12', '4.12'],
  ])('refuses %j, as Python %s', async (text, found) => {
    const { parsePythonRequest } = await load();
    expect(() => parsePythonRequest(text, 'UV_PYTHON')).toThrow(
      REFUSAL(`UV_PYTHON ${JSON.stringify(text)}`, found),
    );
  });
});

describe('a program name', () => {
  it.each([
    ['python', program('python')],
    ['Python', program('Python')],
    ['python3', program('python3')],
    ['python312', program('python312')],
    ['python3.13', program('python3.13')],
    ['python3.14.exe', program('python3.14.exe')],
    ['PYTHON.EXE', program('PYTHON.EXE')],
    ['python.exe', program('python.exe')],
    // A name that only starts or ends like one is no program name: its version is not checked.
    ['apython3.10', program('apython3.10')],
    ['python3.10x', uv('python3.10x')],
    ['python3.10.exe2', uv('python3.10.exe2')],
    ['pythonexe', program('pythonexe')],
    ['python3.exe.exe', uv('python3.exe.exe')],
  ])('%j is %o', async (text, expected) => {
    const { parsePythonRequest } = await load();
    expect(parsePythonRequest(text, 'python')).toEqual(expected);
  });

  it.each([
    ['python3.10', '3.10'],
    ['python3.11.exe', '3.11'],
    ['python13.12', '13.12'],
    ['python3.123', '3.123'],
    ['Python3.9', '3.9'],
  ])('refuses %j, as Python %s', async (text, found) => {
    const { parsePythonRequest } = await load();
    expect(() => parsePythonRequest(text, 'python')).toThrow(
      REFUSAL(`python ${JSON.stringify(text)}`, found),
    );
  });
});

describe('any other uv request', () => {
  it.each([
    '>=3.12',
    '<=3.14',
    '>3.12',
    'pypy~=3.10',
    '!=3.11',
    '==3.12.1',
    '=3.12',
    '>=3.12,<3.15',
    '3.12+freethreaded',
    '3.12a1',
    '3.12.1.0',
    '3.12.1.9',
    '3.12.1-z',
    '3.12.1.!',
    '3.12.1~',
    '3.12.1=',
    '3.12.1>',
    '3.12.1<',
    'pypy3.10',
    'PyPy@3.11',
    'graalpy-24',
    'python@3.12',
    'python-3.12',
    'cpython>=3.12',
    '12',
    '3',
  ])('%j goes to uv as written', async (request) => {
    const { parsePythonRequest } = await load();
    expect(parsePythonRequest(request, 'python')).toEqual(uv(request));
  });

  it.each([
    'jython3',
    'pypy@@3',
    '>>3',
    '>==3',
    '3.12_x',
    '3.12.1 a',
    '3.12$',
    'pypy',
    '>=',
    'v3.12',
    'pypy3.10;',
    '3.12.1.2"',
    'A3',
  ])('%j is a program to look up', async (name) => {
    const { parsePythonRequest } = await load();
    expect(parsePythonRequest(name, 'python')).toEqual(program(name));
  });
});

describe('a path', () => {
  it.each(['a/b', 'a\\b', './python', '~/py', '.venv/bin/python'])('%j is a path', async (path) => {
    const { parsePythonRequest } = await load();
    expect(parsePythonRequest(path, 'python')).toEqual({ kind: 'path', path });
  });
});
