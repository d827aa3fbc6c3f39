/**
 * grader-source.ts on text alone: the statement splitter's strings, comments, brackets and decorators;
 * the names a statement defines; the grader the entrypoint names (by `grader=`, an import path, an
 * import or its one Grader class); the files a module may be; the grader's part of a file and the rest.
 */
import { describe, expect, it } from 'vitest';
import {
  graderReference,
  moduleCandidates,
  pythonBlocks,
  splitGrader,
  textSha256,
} from '../../src/core/grader/grader-source.js';

const blocks = (text: string) =>
  pythonBlocks(text).map(({ name, definition, text }) => [name, definition, text]);

describe('pythonBlocks', () => {
  it('splits at each statement at column 0, keeping its text whole', () => {
    expect(blocks('import os\nx = 1\n\ndef f():\n    return x\n\nclass C:\n    pass\n')).toEqual([
      [null, false, 'import os\n'],
      ['x', false, 'x = 1\n\n'],
      ['f', true, 'def f():\n    return x\n\n'],
      ['C', true, 'class C:\n    pass\n'],
    ]);
    expect(blocks('')).toEqual([]);
    expect(blocks('\n   \n# only a comment\n')).toEqual([]);
  });

  it('names what a statement defines', () => {
    expect(
      pythonBlocks(
        [
          'async def run():\n    pass\n',
          'async  def  later():\n    pass\n',
          'class  Spaced(Base):\n    pass\n',
          'def _private(): pass\n',
          'LIMIT: int = 3\n',
          'table : dict[str, int] = {}\n',
          'count=0\n',
          'count == 0\n',
          'classy = 1\n',
          'define = 2\n',
          'x.y = 3\n',
          'print(1)\n',
          'a = b = 4\n',
          'typed: int\n',
        ].join(''),
      ).map((block) => [block.name, block.definition]),
    ).toEqual([
      ['run', true],
      ['later', true],
      ['Spaced', true],
      ['_private', true],
      ['LIMIT', false],
      ['table', false],
      ['count', false],
      [null, false],
      ['classy', false],
      ['define', false],
      [null, false],
      [null, false],
      ['a', false],
      [null, false],
    ]);
  });

  it('keeps decorators with what they decorate, and a trailing decorator on its own', () => {
    expect(blocks('@a\n@b(1)\ndef f():\n    pass\n@dangling\n')).toEqual([
      ['f', true, '@a\n@b(1)\ndef f():\n    pass\n'],
      [null, false, '@dangling\n'],
    ]);
  });

  it('never starts a statement inside brackets, strings or after a comment sign', () => {
    const text = [
      'x = (\n1,\n[2,\n{3}]\n)\n',
      "s = 'a\\'b\nt = 1'\n",
      's2 = "a\\"b\nu = 2"\n',
      'doc = """\nclass Fake:\n"""\n',
      "doc2 = '''\ndef fake():\n'''\n",
      'mixed = """ it\'s "quoted" \n"""\n',
      "h = 1  # a comment ( with a bracket and a ' quote\n",
      '# col0 comment with " quote\n',
      'y = 2\n',
    ].join('');
    expect(pythonBlocks(text).map((block) => block.name)).toEqual([
      'x',
      's',
      's2',
      'doc',
      'doc2',
      'mixed',
      'h',
      'y',
    ]);
  });

  it('a closing bracket too many does not hide the next statements', () => {
    expect(pythonBlocks('x = 1)\ny = 2\nz = (3\n)\nw = 4\n').map((block) => block.name)).toEqual([
      'x',
      'y',
      'z',
      'w',
    ]);
  });

  it('a comment on the last line, without a newline, ends the text', () => {
    expect(blocks('x = 1 # end')).toEqual([['x', false, 'x = 1 # end']]);
    expect(blocks('x = 1\n# end')).toEqual([['x', false, 'x = 1\n# end']]);
  });

  it('an indented line or a blank one continues the statement', () => {
    expect(blocks('def f():\n\n    return 1\n  \ng = 2\n')).toEqual([
      ['f', true, 'def f():\n\n    return 1\n  \n'],
      ['g', false, 'g = 2\n'],
    ]);
  });
});

describe('graderReference', () => {
  const backend = (grader: string) => `app = serve(LocalBackend(workflow=W, grader=${grader}))\n`;

  it('reads grader= in the LocalBackend call: a name, a dotted name, None', () => {
    expect(graderReference(`class G(Grader):\n    pass\n${backend('G')}`)).toEqual({
      className: 'G',
      module: null,
    });
    expect(graderReference(`${backend('G')}`)).toEqual({ className: 'G', module: null });
    expect(graderReference('app = serve(LocalBackend(workflow=W, grader = pkg.mod.G))\n')).toEqual({
      className: 'G',
      module: null,
    });
    expect(graderReference(backend('None'))).toBeNull();
  });

  it('an import path in either quote: module and class, or nothing when a part is missing', () => {
    expect(graderReference(backend('"pkg.graders:Strict"'))).toEqual({
      className: 'Strict',
      module: 'pkg.graders',
    });
    expect(graderReference(backend("'pkg.graders:Strict'"))).toEqual({
      className: 'Strict',
      module: 'pkg.graders',
    });
    expect(graderReference(backend('"pkg.graders"'))).toBeNull();
    expect(graderReference(backend('":Strict"'))).toBeNull();
    expect(graderReference(backend('"pkg:"'))).toBeNull();
  });

  it('a name imported from a module, as itself or under another name, leading dots dropped', () => {
    expect(graderReference(`from .graders import Strict\n${backend('Strict')}`)).toEqual({
      className: 'Strict',
      module: 'graders',
    });
    expect(graderReference(`from ..a.b import X, Strict as S\n${backend('S')}`)).toEqual({
      className: 'Strict',
      module: 'a.b',
    });
    expect(graderReference(`from a import (\n    X,\n    Y as S,\n)\n${backend('S')}`)).toEqual({
      className: 'Y',
      module: 'a',
    });
    // Imported under another name: the class's own name is not the one given.
    expect(graderReference(`from a import Strict as S\n${backend('Strict')}`)).toEqual({
      className: 'Strict',
      module: null,
    });
    // A module imported whole names no class of its own.
    expect(graderReference(`import graders\n${backend('Strict')}`)).toEqual({
      className: 'Strict',
      module: null,
    });
    // Only a `from` at the start of a line imports.
    expect(graderReference(`x = 1  # from a import Strict\n${backend('Strict')}`)).toEqual({
      className: 'Strict',
      module: null,
    });
  });

  it('a name defined in the entrypoint is its own, even when also imported', () => {
    expect(graderReference(`from a import G\nclass G(Grader):\n    pass\n${backend('G')}`)).toEqual({
      className: 'G',
      module: null,
    });
  });

  it('grader= only inside the LocalBackend call, and only as its own word', () => {
    expect(graderReference('grader = Other\nLocalBackend(workflow=W)\nclass G(Grader):\n    pass\n')).toEqual(
      {
        className: 'G',
        module: null,
      },
    );
    expect(graderReference('LocalBackend(workflow=W, mygrader=X)\n')).toBeNull();
  });

  it('without grader=, the one class at column 0 deriving from Grader', () => {
    expect(graderReference('class G(Grader):\n    pass\n')).toEqual({ className: 'G', module: null });
    expect(graderReference('class G(Base, Grader, Mixin):\n    pass\n')).toEqual({
      className: 'G',
      module: null,
    });
    expect(graderReference('class G (Grader) :\n    pass\n')).toEqual({ className: 'G', module: null });
    expect(graderReference('class G(GraderBase):\n    pass\n')).toBeNull();
    expect(graderReference('class G(MyGrader):\n    pass\n')).toBeNull();
    expect(graderReference('class G(Grader):\n    pass\nclass H(Grader):\n    pass\n')).toBeNull();
    expect(graderReference('if x:\n    class G(Grader):\n        pass\n')).toBeNull();
    expect(graderReference('class G:\n    pass\n')).toBeNull();
    expect(graderReference('')).toBeNull();
  });
});

describe('moduleCandidates', () => {
  it('the module as a file or a package, beside the entrypoint, at the root and under src/', () => {
    expect(moduleCandidates('pkg.graders', '.')).toEqual([
      'pkg/graders.py',
      'pkg/graders/__init__.py',
      'src/pkg/graders.py',
      'src/pkg/graders/__init__.py',
    ]);
    expect(moduleCandidates('graders', 'rollout')).toEqual([
      'rollout/graders.py',
      'rollout/graders/__init__.py',
      'graders.py',
      'graders/__init__.py',
      'src/graders.py',
      'src/graders/__init__.py',
    ]);
    // An entrypoint under src/ names those files once.
    expect(moduleCandidates('g', 'src')).toEqual(['src/g.py', 'src/g/__init__.py', 'g.py', 'g/__init__.py']);
  });
});

describe('splitGrader', () => {
  const file = [
    'import os\n',
    'LIMIT = 3\n',
    'SHARED = 1\n',
    'UNUSED = 2\n',
    'def helper():\n    return LIMIT + SHARED\n',
    'def both():\n    return SHARED\n',
    'def orphan():\n    return 0\n',
    'def work():\n    return both()\n',
    'class G(Grader):\n    def grade(self):\n        return helper() + both()\n',
    'class W:\n    def run(self):\n        return work()\n',
    'app = LocalBackend(workflow=W, grader=G)\n',
  ];

  it("the grader's class and what it reaches; the rest without what only the grader reaches", () => {
    const split = splitGrader(file.join(''), 'G');
    expect(split?.source).toBe(['LIMIT = 3\n', 'SHARED = 1\n', file[4], file[5], file[8]].join(''));
    // The backend line names G, but the workflow never reaches through it: G and helper are the grader's
    // alone, and orphan is no one's. Statements that run on import are always the rest's.
    expect(split?.rest).toBe(
      [
        'import os\n',
        'LIMIT = 3\n',
        'SHARED = 1\n',
        'UNUSED = 2\n',
        file[5],
        file[7],
        file[9],
        file[10],
      ].join(''),
    );
  });

  it('none when the class is not defined at the top level', () => {
    expect(splitGrader(file.join(''), 'Missing')).toBeNull();
    expect(splitGrader('def f():\n    class G(Grader):\n        pass\n', 'G')).toBeNull();
  });

  it('a name defined twice is reached in both places', () => {
    const text = 'def h():\n    return 1\ndef h():\n    return 2\nclass G(Grader):\n    x = h()\n';
    expect(splitGrader(text, 'G')?.source).toBe(text);
    expect(splitGrader(text, 'G')?.rest).toBe('');
  });

  it('a helper the grader and a module-level statement both use is in both parts', () => {
    const text = 'def h():\n    return 1\nclass G(Grader):\n    x = h()\nvalue = h()\n';
    expect(splitGrader(text, 'G')).toEqual({
      source: 'def h():\n    return 1\nclass G(Grader):\n    x = h()\n',
      rest: 'def h():\n    return 1\nvalue = h()\n',
    });
  });

  it('reaches through a chain of names, each once', () => {
    const text =
      'def a():\n    return b()\ndef b():\n    return a() + c()\ndef c():\n    return 1\nclass G(Grader):\n    x = a()\n';
    expect(splitGrader(text, 'G')?.source).toBe(text);
  });

  it('the workflow never reaches through the grader class, even when the grader names a helper of its own', () => {
    const text = 'def g_only():\n    return 1\nclass G(Grader):\n    x = g_only()\nrun(G)\n';
    expect(splitGrader(text, 'G')?.rest).toBe('run(G)\n');
  });
});

describe('textSha256', () => {
  it('is the hex sha256 of the text', () => {
    expect(textSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(textSha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('grader-source.ts at the edges of its patterns', () => {
  it('a def or class word inside a statement makes it no definition, and names nothing', () => {
    expect(blocks('NOTE = "a class apart"\nprint("def hidden(): pass")\n')).toEqual([
      ['NOTE', false, 'NOTE = "a class apart"\n'],
      [null, false, 'print("def hidden(): pass")\n'],
    ]);
    // Kept in the workflow's part: it runs on import.
    expect(splitGrader('NOTE = "a class apart"\nclass G(Grader):\n    pass\n', 'G')?.rest).toBe(
      'NOTE = "a class apart"\n',
    );
  });

  it('a triple quote opens only a triple-quoted string, which a single quote inside does not end', () => {
    expect(pythonBlocks('x = """"a"""\ny = 1\n').map((block) => block.name)).toEqual(['x', 'y']);
    expect(pythonBlocks('odd = """a " b\nclass Fake:\n"""\nz = 2\n').map((block) => block.name)).toEqual([
      'odd',
      'z',
    ]);
  });

  it('takes any run of spaces in a class line, an import and an alias', () => {
    expect(graderReference('class  G(Grader):\n    pass\n')).toEqual({ className: 'G', module: null });
    const backend = (grader: string) => `app = serve(LocalBackend(workflow=W, grader=${grader}))\n`;
    expect(graderReference(`from  a.b  import  Strict\n${backend('Strict')}`)).toEqual({
      className: 'Strict',
      module: 'a.b',
    });
    expect(graderReference(`from a import X  as  S\n${backend('S')}`)).toEqual({
      className: 'X',
      module: 'a',
    });
    expect(graderReference(`from a import (Strict)\n${backend('Strict')}`)).toEqual({
      className: 'Strict',
      module: 'a',
    });
  });

  it('a name the grader never mentions is not its part', () => {
    expect(splitGrader('here = 1\nclass G(Grader):\n    pass\n', 'G')?.source).toBe(
      'class G(Grader):\n    pass\n',
    );
  });
});
