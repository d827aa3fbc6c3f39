import { describe, expect, it } from 'vitest';
import {
  capText,
  ExitCode,
  errorMessage,
  formatLocated,
  MAX_ERROR_TEXT,
  OsmosisFailure,
  UsageError,
} from '../../src/core/errors.js';

describe('exit codes', () => {
  it('are 0 passed, 1 gate failed, 2 usage, 3 osmosis or infrastructure', () => {
    expect(ExitCode).toEqual({ ok: 0, gateFailed: 1, usage: 2, infrastructure: 3 });
  });
});

describe('capText', () => {
  it('keeps a text of at most the limit whole', () => {
    expect(capText('0123456789', 10)).toBe('0123456789');
    expect(capText('short')).toBe('short');
    const atLimit = 'a'.repeat(MAX_ERROR_TEXT);
    expect(capText(atLimit)).toBe(atLimit);
  });

  it('keeps four fifths of the limit from the head and one fifth from the tail of a longer text', () => {
    // max 10: tail 2, head 8; 11 characters leave 1 cut.
    expect(capText('abcdefghijk', 10)).toBe('abcdefgh … [1 characters cut] … jk');
    // max 12: tail floor(2.4) = 2, head 10.
    expect(capText('abcdefghijklmnop', 12)).toBe('abcdefghij … [4 characters cut] … op');
  });

  it('caps at 4,000 characters by default and counts the cut with thousands separators', () => {
    const text = `${'h'.repeat(3200)}${'m'.repeat(1234)}${'t'.repeat(800)}`;
    expect(capText(text)).toBe(`${'h'.repeat(3200)} … [1,234 characters cut] … ${'t'.repeat(800)}`);
  });
});

describe('named errors', () => {
  it('a usage error exits 2, is named, and keeps where it points', () => {
    const error = new UsageError('bad input', { file: 'configs/a.toml', line: 3 });
    expect(error).toBeInstanceOf(Error);
    expect(error.exitCode).toBe(2);
    expect(error.name).toBe('UsageError');
    expect(error.message).toBe('bad input');
    expect(error.location).toEqual({ file: 'configs/a.toml', line: 3 });
    expect(new UsageError('x').location).toBeUndefined();
  });

  it('an osmosis failure exits 3, is named, and carries its details (none by default)', () => {
    const error = new OsmosisFailure('osmosis exited', { exitCode: 1, stderrTail: 'boom' });
    expect(error.exitCode).toBe(3);
    expect(error.name).toBe('OsmosisFailure');
    expect(error.details).toEqual({ exitCode: 1, stderrTail: 'boom' });
    expect(new OsmosisFailure('x').details).toEqual({});
  });

  it('caps a huge message where it is made', () => {
    const message = new UsageError('e'.repeat(MAX_ERROR_TEXT + 1)).message;
    expect(message).toHaveLength(MAX_ERROR_TEXT + ' … [1 characters cut] … '.length);
    expect(message).toContain('[1 characters cut]');
  });
});

describe('errorMessage', () => {
  it('reads an error, a string, or any other value as JSON', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ code: 'E', n: 1 })).toBe('{"code":"E","n":1}');
    expect(errorMessage(42)).toBe('42');
  });

  it('falls back to String for a value JSON cannot write', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorMessage(circular)).toBe('[object Object]');
    expect(errorMessage(10n)).toBe('10');
  });

  it('always returns text, even for what JSON.stringify leaves undefined (a thrown undefined reaches capText)', () => {
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage(Symbol('s'))).toBe('Symbol(s)');
  });
});

describe('formatLocated', () => {
  it('prefixes file:line:column, leaving out the parts it lacks', () => {
    expect(formatLocated('bad', { file: 'a.toml', line: 3, column: 7 })).toBe('a.toml:3:7: bad');
    expect(formatLocated('bad', { file: 'a.toml', line: 3 })).toBe('a.toml:3: bad');
    expect(formatLocated('bad', { file: 'a.toml' })).toBe('a.toml: bad');
  });

  it('leaves a message without a location, or one that already names the place, as it is', () => {
    expect(formatLocated('bad', undefined)).toBe('bad');
    expect(formatLocated('a.toml:3: bad', { file: 'a.toml', line: 3 })).toBe('a.toml:3: bad');
    // Naming the file alone is not naming the place.
    expect(formatLocated('a.toml is bad', { file: 'a.toml', line: 3 })).toBe('a.toml:3: a.toml is bad');
  });
});
