/**
 * Is a text dataset (.jsonl, .csv) what osmosis can read? osmosis opens it as plain UTF-8
 * (`encoding="utf-8"`, osmosis_ai/eval/local/dataset.py): a byte order mark stays in the text (a .jsonl's
 * first line is then invalid JSON, a .csv's first column name starts with an invisible U+FEFF), and bytes
 * that are not UTF-8 (a binary file under a dataset's name) stop it with an internal error. Pure: the
 * bytes are fed in by the caller, chunk by chunk.
 */
export type EncodingProblem =
  | { kind: 'bom' }
  | { kind: 'not-utf8'; offset: number }
  | { kind: 'binary'; offset: number };

const BOM = [0xef, 0xbb, 0xbf];

/** Feeds a file's bytes in order; the first problem found is kept. */
export class EncodingScanner {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private offset = 0;
  problem: EncodingProblem | undefined;

  push(chunk: Uint8Array): void {
    if (this.problem) return;
    if (this.offset === 0 && BOM.every((byte, i) => chunk[i] === byte)) {
      this.problem = { kind: 'bom' };
      return;
    }
    const nul = chunk.indexOf(0);
    if (nul >= 0) {
      this.problem = { kind: 'binary', offset: this.offset + nul };
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.problem = { kind: 'not-utf8', offset: this.offset };
    }
    this.offset += chunk.length;
  }

  end(): EncodingProblem | undefined {
    if (!this.problem) {
      try {
        this.decoder.decode();
      } catch {
        this.problem = { kind: 'not-utf8', offset: this.offset };
      }
    }
    return this.problem;
  }
}

/** What is wrong with the file and how to fix it, naming it as `shown`. */
export function encodingProblemMessage(problem: EncodingProblem, shown: string): string {
  switch (problem.kind) {
    case 'bom':
      return `${shown} starts with a UTF-8 byte order mark (BOM), which osmosis does not strip: it reads datasets as plain UTF-8. Save the file as UTF-8 without BOM (e.g. sed -i '1s/^\\xEF\\xBB\\xBF//' ${shown}).`;
    case 'binary':
      return `${shown} is not a text file (a NUL byte at byte ${problem.offset}): a .jsonl or .csv dataset is UTF-8 text. Check that this is the dataset you meant, or give it the extension of its format.`;
    case 'not-utf8':
      return `${shown} is not UTF-8 text (invalid bytes after byte ${problem.offset}): osmosis reads .jsonl and .csv datasets as UTF-8. Convert it (e.g. iconv -f <its encoding> -t UTF-8) or check that this is the dataset you meant.`;
  }
}
