/**
 * A dataset row's identity, so that the row history and the baseline match rows by what they are and
 * never by their position: a row moved, or rows added before it, keeps its history, and an edited row
 * is a new row. Pure.
 *
 * What a row is follows the pinned osmosis (osmosis_ai/eval/local/dataset.py, normalize_row): of a raw
 * row it reads `system_prompt`, `user_prompt`, the label (`ground_truth`, else `label`; an empty text is
 * none) and `metadata` (an object, or a JSON text of one in a .csv or .jsonl; an empty one is none), and
 * ignores every other column. The identity is the digest of those four (`c:` and 16 hex digits), so a
 * change to an ignored column does not make a new row. When every row has a distinct `id` field, the id
 * is the identity (`id:<value>`): the dataset names its rows itself, and an edited row keeps its history.
 * Two rows with the same content are told apart by their order (`#2` on the second).
 */
import { digest } from '../cache-keys.js';

type RawRow = Readonly<Record<string, unknown>>;

const textValue = (raw: RawRow, column: string): unknown => {
  const value = raw[column];
  return value === undefined || value === null || value === '' ? null : value;
};

function metadataValue(raw: RawRow): unknown {
  const value = raw.metadata;
  if (typeof value !== 'string') return value ?? null;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // osmosis refuses such a row; the digest of its text still names it
  }
}

/** The part of a raw row osmosis runs: the digest of it is the row's content identity. */
export function rowContent(raw: RawRow): Record<string, unknown> {
  return {
    system: textValue(raw, 'system_prompt'),
    user: textValue(raw, 'user_prompt'),
    label: textValue(raw, 'ground_truth') ?? textValue(raw, 'label'),
    metadata: metadataValue(raw),
  };
}

/** Feeds raw rows in dataset order; finish() gives each row's identity, by row index. */
export function createIdentityBuilder(): { add(raw: RawRow): void; finish(): string[] } {
  const contents: string[] = [];
  const ids: string[] = [];
  let allHaveIds = true;
  return {
    add(raw) {
      contents.push(`c:${digest(rowContent(raw))}`);
      const id = raw.id;
      if (allHaveIds && (typeof id === 'string' || typeof id === 'number') && String(id) !== '')
        ids.push(`id:${String(id)}`);
      else allHaveIds = false;
    },
    finish() {
      if (allHaveIds && ids.length > 0 && new Set(ids).size === ids.length) return ids;
      const seen = new Map<string, number>();
      return contents.map((key) => {
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        return count === 1 ? key : `${key}#${count}`;
      });
    },
  };
}

/** A row key that is a position (a history or baseline saved before identities, or a dataset not read). */
export const isPositionKey = (key: string) => /^\d+$/.test(key);
