/** A text dataset's bytes streamed through the core's encoding scanner (core/dataset/dataset-encoding.ts). */
import { createReadStream } from 'node:fs';
import { type EncodingProblem, EncodingScanner } from '../core/dataset/dataset-encoding.js';

export async function scanDatasetEncoding(path: string): Promise<EncodingProblem | undefined> {
  const scanner = new EncodingScanner();
  const stream = createReadStream(path);
  for await (const chunk of stream) {
    scanner.push(chunk as Buffer);
    if (scanner.problem) {
      stream.destroy();
      break;
    }
  }
  return scanner.end();
}
