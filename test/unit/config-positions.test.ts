import { describe, expect, it } from 'vitest';
import { indexTomlKeys, locateTomlKey } from '../../src/core/config/positions.js';

/** The whole index as `key path → line:column`, so a key found where it is not, or twice, shows. */
function indexOf(text: string): Record<string, string> {
  return Object.fromEntries(
    [...indexTomlKeys(text)].map(([id, { line, column }]) => [
      (JSON.parse(id) as (string | number)[]).join('.'),
      `${line}:${column}`,
    ]),
  );
}

describe('indexTomlKeys: keys and tables', () => {
  it('gives each key its own line and column, and each part of a dotted key the key start', () => {
    expect(indexOf('top = 1\n  a.b . c = 2\n\t"q".r = 3\n')).toEqual({
      top: '1:1',
      a: '2:3',
      'a.b': '2:3',
      'a.b.c': '2:3',
      q: '3:2',
      'q.r': '3:2',
    });
  });

  it('puts keys under the last table header and keeps the first position of a repeated key', () => {
    expect(indexOf('[s]\nk = 1\nk = 2\n[t.u]\nk = 3\n[s]\nz = 4\n')).toEqual({
      s: '1:1',
      's.k': '2:1',
      t: '4:1',
      't.u': '4:1',
      't.u.k': '5:1',
      's.z': '7:1',
    });
  });

  it('numbers the entries of an array of tables, and tables nested in each entry', () => {
    expect(indexOf('[[a]]\n[[a.b]]\n[[a]]\n[[a.b]]\n[[a.b]]\nk = 1\n[a.c]\n')).toEqual({
      a: '1:1',
      'a.0': '1:1',
      'a.0.b': '2:1',
      'a.0.b.0': '2:1',
      'a.1': '3:1',
      'a.1.b': '4:1',
      'a.1.b.0': '4:1',
      'a.1.b.1': '5:1',
      'a.1.b.1.k': '6:1',
      'a.1.c': '7:1',
    });
  });

  it('keeps the current table when a header names no key', () => {
    expect(indexOf('[x]\n[]\nk = 1\n')).toEqual({ x: '1:1', 'x.k': '3:1' });
  });

  it('skips comments, blank lines and lines that are not key = value', () => {
    expect(indexOf('# c = 1\n\n   # [t]\n\n\r\nnot a pair\n= 5\nk = 1 # j = 2\nm = 2\n')).toEqual({
      not: '6:1',
      k: '8:1',
      m: '9:1',
    });
  });

  it('allows tabs around = and dots', () => {
    expect(indexOf('a\t.\tb\t=\t[1]\n')).toEqual({ a: '1:1', 'a.b': '1:1', 'a.b.0': '1:10' });
  });

  it('takes a bare key of letters, digits, _ and -', () => {
    expect(indexOf('A-b_9 = 1\nx.y-z = 2\n')).toEqual({ 'A-b_9': '1:1', x: '2:1', 'x.y-z': '2:1' });
  });
});

describe('indexTomlKeys: quoted keys', () => {
  it('decodes every escape of a basic-string key, and takes a literal-string key as written', () => {
    expect(Object.keys(indexOf('"\\b\\t\\n\\f\\r\\"\\\\\\u0041\\U0001F511\\q" = 1\n'))).toEqual([
      '\b\t\n\f\r"\\A🔑q',
    ]);
    expect(Object.keys(indexOf("'C:\\dir\\n' = 1\n"))).toEqual(['C:\\dir\\n']);
  });

  it('drops a \\u escape that is not hexadecimal', () => {
    expect(Object.keys(indexOf('"a\\uZZZZb" = 1\n'))).toEqual(['ab']);
  });

  it('ends a quoted key at its quote, the other kind of quote included', () => {
    expect(indexOf('"it\'s" = 1\n\'say "hi"\' = 2\n')).toEqual({ "it's": '1:1', 'say "hi"': '2:1' });
  });
});

describe('indexTomlKeys: values', () => {
  it('does not read keys inside single-line strings, escaped quotes included', () => {
    expect(indexOf('a = "x\\"y = 1" # z = 2\nb = \'c:\\\' = 3\nd = 4\n')).toEqual({
      a: '1:1',
      b: '2:1',
      d: '3:1',
    });
  });

  it('does not read keys inside multi-line strings of either kind', () => {
    expect(indexOf('a = """\nx = 1\n"""\nb = \'\'\'\ny = 2\n\'\'\'\nc = 3\n')).toEqual({
      a: '1:1',
      b: '4:1',
      c: '7:1',
    });
  });

  it('gives each array element its index and position, across lines, comments and trailing commas', () => {
    expect(indexOf('xs = [\n  1, # one\n  [2, 3],\n\n  "4",\n]\nnext = 1\n')).toEqual({
      xs: '1:1',
      'xs.0': '2:3',
      'xs.1': '3:3',
      'xs.1.0': '3:4',
      'xs.1.1': '3:7',
      'xs.2': '5:3',
      next: '7:1',
    });
  });

  it('indexes the keys of inline tables, nested ones included', () => {
    expect(indexOf('t = { a = 1, b = { c = [true] }, d.e = "x" }\nu = {}\nv = []\n')).toEqual({
      t: '1:1',
      't.a': '1:7',
      't.b': '1:14',
      't.b.c': '1:20',
      't.b.c.0': '1:25',
      't.d': '1:34',
      't.d.e': '1:34',
      u: '2:1',
      v: '3:1',
    });
  });

  it('reads values nested 100 deep and stops, without throwing, at 101', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    expect(indexOf(`a = ${nested(100)}\nb = 1\n`)).toHaveProperty('b', '2:1');
    expect(indexOf(`a = ${nested(101)}\nb = 1\n`)).not.toHaveProperty('b');
    expect(indexOf(`a = ${'{ x = '.repeat(101)}1${' }'.repeat(101)}\nb = 1\n`)).not.toHaveProperty('b');
  });

  it('stops at the end of text that is cut off', () => {
    expect(indexOf('a = [1, 2')).toEqual({ a: '1:1', 'a.0': '1:6', 'a.1': '1:9' });
    expect(indexOf('a = "open\nb = 1')).toEqual({ a: '1:1', b: '2:1' });
    expect(indexOf('a = """never closed\nb = 1')).toEqual({ a: '1:1' });
    expect(indexOf('[t\nk = 1')).toEqual({ t: '1:1', 't.k': '2:1' });
  });
});

describe('locateTomlKey', () => {
  const text = '[experiment]\nrollout = "a"\n\n[[agents]]\n[agents.model]\ntype = "x"\n';

  it('finds a key, or falls back to its nearest existing parent', () => {
    expect(locateTomlKey(text, ['experiment', 'rollout'])).toEqual({ line: 2, column: 1 });
    expect(locateTomlKey(text, ['experiment', 'dataset'])).toEqual({ line: 1, column: 1 });
    expect(locateTomlKey(text, ['agents', 0, 'model', 'type'])).toEqual({ line: 6, column: 1 });
    expect(locateTomlKey(text, ['agents', 0, 'model', 'base_url', 'x'])).toEqual({ line: 5, column: 1 });
    expect(locateTomlKey(text, ['agents', 3, 'model'])).toEqual({ line: 4, column: 1 });
  });

  it('points at line 1, column 1 when nothing of the path exists, or for the top level', () => {
    expect(locateTomlKey(`\n\n${text}`, ['secrets'])).toEqual({ line: 1, column: 1 });
    expect(locateTomlKey(`\n\n${text}`, [])).toEqual({ line: 1, column: 1 });
  });

  it('uses a given index instead of scanning again', () => {
    const index = indexTomlKeys('\n\nk = 1\n');
    expect(locateTomlKey('', ['k'], index)).toEqual({ line: 3, column: 1 });
  });

  it('counts columns from the start of each line over many lines', () => {
    const many = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i % 5)}k${i} = ${i}`).join('\n');
    for (const i of [0, 1, 2, 17, 38, 39]) {
      expect(locateTomlKey(many, [`k${i}`])).toEqual({ line: i + 1, column: (i % 5) + 1 });
    }
  });
});
