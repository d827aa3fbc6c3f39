/**
 * Whether a file holds a secret value, read as a stream (64 KiB at a time, never whole): each chunk is
 * searched together with the last bytes of the one before, so a value split across a chunk boundary is
 * found too. Bytes are compared, not decoded text, so a multi-byte character cut by the boundary matters
 * no more than any other byte.
 */
import { createReadStream } from 'node:fs';

const CHUNK = 1 << 16;

export class SecretScanner {
  private readonly needles: Buffer[];
  /** The bytes kept from the previous chunk: one less than the longest needle. */
  private readonly overlap: number;

  /** `forms` are the texts to look for (core/artifacts/bundle.ts secretForms); empty ones are ignored. */
  constructor(forms: readonly string[]) {
    this.needles = [...new Set(forms.filter((form) => form !== ''))].map((form) => Buffer.from(form, 'utf8'));
    this.overlap = Math.max(0, ...this.needles.map((needle) => needle.length - 1));
  }

  get empty(): boolean {
    return this.needles.length === 0;
  }

  /** Whether a text (generated content) holds one of the values. */
  holds(text: string | Buffer): boolean {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    return this.needles.some((needle) => bytes.includes(needle));
  }

  /** Whether the file holds one of the values; an unreadable file rejects. */
  async fileHolds(path: string): Promise<boolean> {
    if (this.empty) return false;
    let carry: Buffer = Buffer.alloc(0);
    const stream = createReadStream(path, { highWaterMark: CHUNK });
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        const window: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
        if (this.needles.some((needle) => window.includes(needle))) return true;
        // A copy of the tail: the window may be a view of a chunk the stream reuses.
        carry = Buffer.from(window.subarray(Math.max(0, window.length - this.overlap)));
      }
      return false;
    } finally {
      stream.destroy();
    }
  }
}
