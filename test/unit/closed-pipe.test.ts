import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dropOutputWhenReaderCloses } from '../../src/entries/cli/closed-pipe.js';

function errorWith(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`write ${code}`), { code });
}

describe('dropOutputWhenReaderCloses', () => {
  it('swallows EPIPE, the reader having gone away', () => {
    const stream = new PassThrough();
    dropOutputWhenReaderCloses(stream);
    expect(() => stream.emit('error', errorWith('EPIPE'))).not.toThrow();
  });

  it('still raises any other write error', () => {
    const stream = new PassThrough();
    dropOutputWhenReaderCloses(stream);
    expect(() => stream.emit('error', errorWith('ENOSPC'))).toThrow('write ENOSPC');
  });

  it('an unguarded stream crashes on EPIPE (what the guard prevents)', () => {
    expect(() => new PassThrough().emit('error', errorWith('EPIPE'))).toThrow('write EPIPE');
  });
});
