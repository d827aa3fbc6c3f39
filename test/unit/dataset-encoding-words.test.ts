/**
 * EncodingScanner's offsets over several chunks, the first problem kept whatever follows, and each
 * problem's message word for word.
 */
import { describe, expect, it } from 'vitest';
import { EncodingScanner, encodingProblemMessage } from '../../src/core/dataset/dataset-encoding.js';

const scan = (...chunks: number[][]) => {
  const scanner = new EncodingScanner();
  for (const chunk of chunks) scanner.push(new Uint8Array(chunk));
  return scanner.end();
};
const BOM = [0xef, 0xbb, 0xbf];

describe('EncodingScanner', () => {
  it('finds a NUL byte at its offset in the file, in the first chunk or a later one', () => {
    expect(scan([0x00, 0x61])).toEqual({ kind: 'binary', offset: 0 });
    expect(scan([0x61, 0x62, 0x00])).toEqual({ kind: 'binary', offset: 2 });
    expect(scan([0x61, 0x62, 0x63], [0x64, 0x00])).toEqual({ kind: 'binary', offset: 4 });
  });

  it('gives invalid bytes the offset of the chunk they are in', () => {
    expect(scan([0x61, 0x62, 0x63], [0x64, 0xff])).toEqual({ kind: 'not-utf8', offset: 3 });
    expect(scan([0x61], [0x62, 0x63], [0xc3, 0x28])).toEqual({ kind: 'not-utf8', offset: 3 });
  });

  it('takes a BOM only as the first three bytes of the first chunk', () => {
    expect(scan(BOM)).toEqual({ kind: 'bom' });
    expect(scan([...BOM, 0x61])).toEqual({ kind: 'bom' });
    expect(scan([0xef, 0xbb, 0x61])).toEqual({ kind: 'not-utf8', offset: 0 });
    expect(scan([0x61], BOM)).toBeUndefined();
    expect(scan([], [0x61])).toBeUndefined();
  });

  it('keeps the first problem, whatever later chunks or the end hold', () => {
    expect(scan(BOM, [0x00])).toEqual({ kind: 'bom' });
    expect(scan([0x61, 0xff], [0x00])).toEqual({ kind: 'not-utf8', offset: 0 });
    // A sequence left open before the NUL would fail the final decode: the NUL is kept.
    expect(scan([0x61, 0xe2], [0x00])).toEqual({ kind: 'binary', offset: 2 });
  });

  it('accepts an empty file and whole multi-byte characters split over chunks', () => {
    expect(scan()).toBeUndefined();
    expect(scan([0xe2], [0x9c], [0x93])).toBeUndefined();
  });
});

describe('encodingProblemMessage', () => {
  it('says what is wrong and how to fix it, for each problem', () => {
    expect(encodingProblemMessage({ kind: 'bom' }, 'data/a.jsonl')).toBe(
      "data/a.jsonl starts with a UTF-8 byte order mark (BOM), which osmosis does not strip: it reads datasets as plain UTF-8. Save the file as UTF-8 without BOM (e.g. sed -i '1s/^\\xEF\\xBB\\xBF//' data/a.jsonl).",
    );
    expect(encodingProblemMessage({ kind: 'binary', offset: 7 }, 'b.csv')).toBe(
      'b.csv is not a text file (a NUL byte at byte 7): a .jsonl or .csv dataset is UTF-8 text. Check that this is the dataset you meant, or give it the extension of its format.',
    );
    expect(encodingProblemMessage({ kind: 'not-utf8', offset: 12 }, 'c.csv')).toBe(
      'c.csv is not UTF-8 text (invalid bytes after byte 12): osmosis reads .jsonl and .csv datasets as UTF-8. Convert it (e.g. iconv -f <its encoding> -t UTF-8) or check that this is the dataset you meant.',
    );
  });
});
