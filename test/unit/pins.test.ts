import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OSMOSIS_VERSION, TOOL_VERSION } from '../../src/core/osmosis/pins.js';

const root = new URL('../../', import.meta.url).pathname;

async function pyprojects(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === '.venv' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await pyprojects(path)));
    else if (entry.name === 'pyproject.toml') found.push(path);
  }
  return found;
}

describe('pins', () => {
  it('every example rollout pins osmosis-ai to exactly OSMOSIS_VERSION', async () => {
    const files = await pyprojects(join(root, 'examples'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      const pins = [...text.matchAll(/osmosis-ai(?:\[[^\]]*\])?\s*([=<>!~]=?[^"',\]]*)/g)].map((m) =>
        m[1]?.trim(),
      );
      expect(pins, file).toEqual([`==${OSMOSIS_VERSION}`]);
    }
  });

  it('TOOL_VERSION matches package.json', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(TOOL_VERSION).toBe(pkg.version);
  });
});
