import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DIRS, checkConfigLocation, runStart } from '../../src/core/config/location.js';
import { UsageError } from '../../src/core/errors.js';

const root = path.resolve('/work/ws');

function refusal(configPath: string, kind: 'eval' | 'training' | 'benchmark'): UsageError {
  try {
    checkConfigLocation(configPath, root, kind);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a UsageError');
}

describe('checkConfigLocation', () => {
  it('knows the directory of each kind of config', () => {
    expect(CONFIG_DIRS).toEqual({
      eval: 'configs/eval',
      training: 'configs/training',
      benchmark: 'configs/benchmark',
    });
  });

  it('says where the file is, where it must be and how to move it', () => {
    const error = refusal('elsewhere/x.toml', 'training');
    expect(error.message).toBe(
      `Training config must live under configs/training/ in the workspace, because osmosis only accepts training configs there. ` +
        `Got: ${path.join(root, 'elsewhere', 'x.toml')}. Expected under: ${path.join(root, 'configs', 'training')}${path.sep}. ` +
        'Move the file to configs/training/<name>.toml and pass that path.',
    );
    expect(error.location).toEqual({ file: 'elsewhere/x.toml' });
  });

  it.each(['configs', 'configs/', 'configs/benchmark/..', '.'])(
    'refuses the parent directory %j',
    (configPath) => {
      expect(refusal(configPath, 'benchmark').message).toMatch(
        /^Benchmark config must live under configs\/benchmark\//,
      );
    },
  );

  it('refuses a sibling whose name starts with ".."', () => {
    expect(() => checkConfigLocation('configs/eval/..x.toml', root, 'eval')).not.toThrow();
    expect(refusal('configs/..eval/x.toml', 'eval').message).toMatch(/must live under configs\/eval\//);
  });

  it('names the extension rule with the kind', () => {
    expect(refusal('configs/eval/x.yaml', 'eval').message).toBe(
      `Eval config must be a .toml file under configs/eval/, got: ${path.join(root, 'configs', 'eval', 'x.yaml')}. Rename it to end in .toml.`,
    );
    expect(refusal('configs/eval/x.yaml', 'eval').location).toEqual({ file: 'configs/eval/x.yaml' });
  });

  it('resolves a relative workspace root', () => {
    const relativeRoot = path.relative(process.cwd(), root) || '.';
    expect(() =>
      checkConfigLocation(path.join(root, 'configs', 'eval', 'a.toml'), relativeRoot, 'eval'),
    ).not.toThrow();
  });
});

describe('runStart', () => {
  it('is the working directory, unless an absolute config lies outside it and no working-directory was given', () => {
    expect(runStart('/a', undefined, 'configs/eval/x.toml')).toBe('/a');
    expect(runStart('/a', undefined, '/a/configs/eval/x.toml')).toBe('/a');
    expect(runStart('/a', undefined, '/b/configs/eval/x.toml')).toBe('/b/configs/eval');
    expect(runStart('/a', 'sub', '/b/configs/eval/x.toml')).toBe('/a/sub');
  });
});
