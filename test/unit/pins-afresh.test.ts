/**
 * The pins, loaded afresh (module-level constants, which mutation testing sees only in a copy evaluated
 * inside a test), each against what it must agree with: the example rollout's pyproject.toml,
 * package.json, and what docs/actions.md tells users; the rest against their values.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as pinsModule from '../../src/core/osmosis/pins.js';
import { afresh } from '../helpers/fresh-module.js';

const read = (path: string) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8');
const load = () => afresh(pinsModule, 'core/osmosis/pins.ts');

describe('the pins, loaded afresh', () => {
  it("osmosis-ai's version and Python range are the example rollout's", async () => {
    const pins = await load();
    const pyproject = await read('examples/quickstart/rollouts/quickstart/pyproject.toml');
    expect(pyproject).toContain(`"osmosis-ai[server]==${pins.OSMOSIS_VERSION}"`);
    expect(pyproject).toContain(`requires-python = "${pins.OSMOSIS_PYTHON}"`);
    expect(pins.OSMOSIS_VERSION).toBe('0.3.8');
    expect(pins.OSMOSIS_PYTHON).toBe('>=3.12');
  });

  it('the supported Pythons and the known-good one, as the docs say them', async () => {
    const pins = await load();
    const docs = await read('docs/actions.md');
    expect(pins.OSMOSIS_PYTHON_MINORS).toEqual([12, 13, 14]);
    expect(docs).toContain(
      `osmosis-ai ${pins.OSMOSIS_VERSION} supports Python ${pins.OSMOSIS_PYTHON_MINORS.slice(0, -1)
        .map((minor) => `3.${minor}`)
        .join(', ')} and 3.${pins.OSMOSIS_PYTHON_MINORS.at(-1)}.`,
    );
    expect(pins.OSMOSIS_PYTHON_KNOWN_GOOD).toBe('3.13');
    expect(docs).toContain(`uv downloads CPython ${pins.OSMOSIS_PYTHON_KNOWN_GOOD}, the version osmosis-ci`);
  });

  it("cloudflared's release as the docs name it; this package's version as package.json has it", async () => {
    const pins = await load();
    expect(pins.CLOUDFLARED_VERSION).toBe('2025.11.1');
    expect(await read('docs/actions.md')).toContain(`downloads release ${pins.CLOUDFLARED_VERSION} from`);
    const pkg = JSON.parse(await read('package.json')) as { version: string };
    expect(pins.TOOL_VERSION).toBe(pkg.version);
  });

  it("the eval extra (named eval-run before osmosis-ai 0.3.4) and uv's version", async () => {
    const pins = await load();
    expect(pins.OSMOSIS_EVAL_EXTRA).toBe('eval');
    expect(pins.UV_VERSION).toBe('0.13.9');
  });
});
