/**
 * File snapshots that never write themselves during a test run: vitest writes a missing snapshot and
 * passes whenever CI is unset, so a deleted or misnamed snapshot would pass locally forever. Here a
 * missing file fails; `UPDATE_SNAPSHOT=1` (or `vitest -u`) writes it on purpose.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';

const SNAPSHOT_DIR = resolve(import.meta.dirname, '../__snapshots__');

export async function expectFileSnapshot(value: string, name: string): Promise<void> {
  const file = resolve(SNAPSHOT_DIR, name);
  if (!process.env.UPDATE_SNAPSHOT && !process.argv.includes('-u') && !process.argv.includes('--update')) {
    expect(
      existsSync(file),
      `snapshot ${name} is missing: run UPDATE_SNAPSHOT=1 npx vitest run to write it`,
    ).toBe(true);
  }
  await expect(value).toMatchFileSnapshot(file);
}
