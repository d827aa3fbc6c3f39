/**
 * A text dataset osmosis cannot read as plain UTF-8 is refused before osmosis starts: a byte order mark
 * (osmosis keeps it, so the first line or column name is broken), bytes that are not UTF-8, a binary file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanDatasetEncoding } from '../../src/adapters/dataset-encoding.js';
import { inspectDatasetFile } from '../../src/adapters/dataset-file.js';
import { EncodingScanner } from '../../src/core/dataset/dataset-encoding.js';
import { ExitCode, UsageError } from '../../src/core/errors.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
async function file(name: string, bytes: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-encoding-'));
  dirs.push(dir);
  await writeFile(join(dir, name), bytes);
  return join(dir, name);
}
const BOM = '\uFEFF';

describe("eval-run's dataset check", () => {
  it.each([
    ['a.jsonl', `${BOM}{"a":1}\n`],
    ['b.csv', `${BOM}user_prompt,ground_truth\nx,y\n`],
  ])('refuses %s with a BOM (exit 2), naming the file, the reason and the fix', async (name, text) => {
    const error = await inspectDatasetFile(await file(name, text), `data/${name}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).exitCode).toBe(ExitCode.usage);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^Dataset file data/${name.replace('.', '\\.')} starts with a UTF-8 byte order mark \\(BOM\\)`,
      ),
    );
    expect((error as Error).message).toMatch(/Save the file as UTF-8 without BOM/);
  });

  it('refuses a binary file under a .jsonl name', async () => {
    const path = await file('bin.jsonl', new Uint8Array([0x7b, 0x00, 0xff, 0x10]));
    await expect(inspectDatasetFile(path, 'bin.jsonl')).rejects.toThrow(/bin\.jsonl is not a text file/);
  });

  it('still accepts plain UTF-8 with non-ASCII text', async () => {
    expect(await inspectDatasetFile(await file('ok.jsonl', '{"q":"héllo ✓"}\n'), 'ok.jsonl')).toEqual({
      format: 'jsonl',
      rows: 1,
    });
  });
});

describe('EncodingScanner', () => {
  it('finds invalid UTF-8, also split across chunks, and a sequence cut at the end', async () => {
    expect(
      await scanDatasetEncoding(await file('latin1.csv', new Uint8Array([0x61, 0x2c, 0xe9, 0x0a]))),
    ).toEqual({
      kind: 'not-utf8',
      offset: 0,
    });
    const split = new EncodingScanner();
    split.push(new Uint8Array([0x61, 0xe2, 0x9c])); // the first two bytes of ✓
    split.push(new Uint8Array([0x93, 0x0a]));
    expect(split.end()).toBeUndefined();
    const cut = new EncodingScanner();
    cut.push(new Uint8Array([0x61, 0xe2, 0x9c]));
    expect(cut.end()).toEqual({ kind: 'not-utf8', offset: 3 });
  });

  it('a BOM only counts at the start of the file', () => {
    const scanner = new EncodingScanner();
    scanner.push(new TextEncoder().encode('a'));
    scanner.push(new TextEncoder().encode(`${BOM}b`));
    expect(scanner.end()).toBeUndefined();
  });
});
