import { mkdir, mkdtemp, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COST_MAP_FILE,
  findCostMap,
  mapEntryInBytes,
  priceInCostMap,
} from '../../src/adapters/model-prices.js';

const mapEntryInText = (text: string, key: string) => mapEntryInBytes(Buffer.from(text), key);

/** A virtual environment as uv makes it, osmosis in bin/ and LiteLLM's map in its site-packages. */
async function venv(map: string): Promise<{ bin: string; mapFile: string; root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'osmosis-ci-prices-'));
  const site = join(root, 'tool', 'lib', 'python3.13', 'site-packages', 'litellm');
  await mkdir(site, { recursive: true });
  await mkdir(join(root, 'tool', 'bin'));
  await mkdir(join(root, 'links'));
  const mapFile = join(site, COST_MAP_FILE);
  await writeFile(mapFile, map);
  await writeFile(join(root, 'tool', 'bin', 'osmosis'), '#!/bin/sh\n');
  // setup links the executable into its cache's bin directory: the map is found through the link.
  await symlink(join(root, 'tool', 'bin', 'osmosis'), join(root, 'links', 'osmosis'));
  return { bin: join(root, 'links', 'osmosis'), mapFile, root };
}

describe("LiteLLM's cost map in the osmosis environment", () => {
  it('is found from a linked osmosis executable, and prices a model by its name without the provider', async () => {
    const { bin, mapFile } = await venv(
      JSON.stringify({ 'gpt-4o-mini': { input_cost_per_token: 1.5e-7, output_cost_per_token: 6e-7 } }),
    );
    expect(await findCostMap(bin)).toBe(mapFile);
    expect(await priceInCostMap(mapFile, 'openai/gpt-4o-mini')).toEqual({
      price: { input: 1.5e-7, output: 6e-7, source: { kind: 'litellm', key: 'gpt-4o-mini' } },
    });
  });

  it('says why there is no price: a model it does not price, a map that is not JSON, no map', async () => {
    const { mapFile, root } = await venv('{"other": {}}');
    expect((await priceInCostMap(mapFile, 'openai/mine')).reason).toBe(
      "openai/mine is not priced in LiteLLM's cost map: give price-per-million-input and price-per-million-output",
    );
    await writeFile(mapFile, '{not json');
    expect((await priceInCostMap(mapFile, 'x')).reason).toMatch(/could not be read/);
    expect(await findCostMap(join(root, 'nowhere', 'bin', 'osmosis'))).toBeUndefined();
  });

  it('keeps a lookup for the rest of the process (started while osmosis runs), and reads a rewritten map again', async () => {
    const entry = (input: number) =>
      JSON.stringify({ m: { input_cost_per_token: input, output_cost_per_token: 2 } });
    const { mapFile } = await venv(entry(1));
    const written = new Date('2026-01-01T00:00:00Z'); // whole seconds: set back exactly below
    await utimes(mapFile, written, written);
    expect((await priceInCostMap(mapFile, 'm')).price?.input).toBe(1);
    // The same size and mtime: the kept lookup answers, the file is not read again.
    await writeFile(mapFile, entry(3));
    await utimes(mapFile, written, written);
    expect((await priceInCostMap(mapFile, 'm')).price?.input).toBe(1);
    // A new mtime: the map is read again.
    await utimes(mapFile, written, new Date(written.getTime() + 5_000));
    expect((await priceInCostMap(mapFile, 'm')).price?.input).toBe(3);
  });

  it("reads the model's own entry from a map laid out as LiteLLM writes it, the same as parsing all of it", async () => {
    const map = {
      sample_spec: { input_cost_per_token: 0, output_cost_per_token: 0 },
      'gpt-4o-mini': { input_cost_per_token: 1, output_cost_per_token: 2, nested: { a: [1, '}'] } },
      other: { input_cost_per_token: 3, output_cost_per_token: 4 },
    };
    const text = JSON.stringify(map, null, 4);
    expect(mapEntryInText(text, 'gpt-4o-mini')).toEqual(map['gpt-4o-mini']);
    expect(mapEntryInText(text, 'other')).toEqual(map.other);
    expect(mapEntryInText(text, 'nested')).toBeUndefined();
    expect(mapEntryInText(text, 'missing')).toBeUndefined();
    // Another layout: not found here, so the caller parses the whole map.
    expect(mapEntryInText(JSON.stringify(map, null, 2), 'other')).toBeUndefined();
    // Duplicate keys: the last, as JSON.parse keeps.
    const twice = `${text.slice(0, -2)},\n    "other": {\n        "input_cost_per_token": 5\n    }\n}`;
    expect(mapEntryInText(twice, 'other')).toEqual(JSON.parse(twice).other);
    // Offsets are bytes: an entry after multi-byte text, and one holding some, decode whole.
    const wide = `{\n    "é—": {\n        "x": "ü"\n    },\n    "other": {\n        "input_cost_per_token": "€"\n    }\n}`;
    expect(mapEntryInText(wide, 'other')).toEqual(JSON.parse(wide).other);
    expect(mapEntryInText(wide, 'é—')).toEqual(JSON.parse(wide)['é—']);
    const { mapFile } = await venv(text);
    expect(await priceInCostMap(mapFile, 'openai/gpt-4o-mini')).toEqual({
      price: { input: 1, output: 2, source: { kind: 'litellm', key: 'gpt-4o-mini' } },
    });
    expect((await priceInCostMap(mapFile, 'sample_spec')).reason).toMatch(/is not priced/);
  });
});
