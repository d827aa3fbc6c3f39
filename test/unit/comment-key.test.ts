import { describe, expect, it } from 'vitest';
import {
  commentMarker,
  defaultCommentKey,
  hasMarker,
  MARKER_PREFIX,
  normalizeCommentKey,
} from '../../src/core/report/comment-key.js';

describe('normalizeCommentKey', () => {
  it('keeps letters, digits and . _ : / @ + = , - as they are', () => {
    expect(normalizeCommentKey('Az09._:/@+=,-x')).toBe('Az09._:/@+=,-x');
  });

  it('turns each run of other characters into one underscore', () => {
    expect(normalizeCommentKey('a b')).toBe('a_b');
    expect(normalizeCommentKey('a  (b)  c')).toBe('a_b_c');
    expect(normalizeCommentKey('a>b<c!d')).toBe('a_b_c_d');
  });

  it('collapses dashes, so no "--" can end the HTML comment', () => {
    expect(normalizeCommentKey('a--b---c')).toBe('a-b-c');
  });

  it('drops dashes and underscores at either end, surrounding whitespace with them', () => {
    expect(normalizeCommentKey('  -_key_-  ')).toBe('key');
    expect(normalizeCommentKey('__a_b__')).toBe('a_b');
    expect(normalizeCommentKey('--a')).toBe('a');
    expect(normalizeCommentKey('a--')).toBe('a');
  });

  it('falls back to "default" for a key with nothing safe in it', () => {
    expect(normalizeCommentKey('')).toBe('default');
    expect(normalizeCommentKey('  ')).toBe('default');
    expect(normalizeCommentKey('!!!')).toBe('default');
  });

  it('keeps at most 200 characters', () => {
    expect(normalizeCommentKey('k'.repeat(200))).toBe('k'.repeat(200));
    expect(normalizeCommentKey(`${'k'.repeat(200)}tail`)).toBe('k'.repeat(200));
  });
});

describe('commentMarker and hasMarker', () => {
  it('writes the marker as an HTML comment around the normalized key', () => {
    expect(MARKER_PREFIX).toBe('<!-- osmosis-ci:comment:');
    expect(commentMarker(' my key ')).toBe('<!-- osmosis-ci:comment:my_key -->');
  });

  it('finds the marker at the start of the body or at the start of a later line', () => {
    const marker = commentMarker('w/j/a.toml');
    expect(hasMarker(`${marker}\n### verdict`, 'w/j/a.toml')).toBe(true);
    expect(hasMarker(`edited above\n${marker}\nbody`, 'w/j/a.toml')).toBe(true);
    expect(hasMarker(`${marker}`, ' w/j/a.toml ')).toBe(true);
  });

  it('does not find a marker quoted inside a line, another key, or no body', () => {
    const marker = commentMarker('w/j/a.toml');
    expect(hasMarker(`> quoted ${marker}`, 'w/j/a.toml')).toBe(false);
    expect(hasMarker(commentMarker('w/j/b.toml'), 'w/j/a.toml')).toBe(false);
    expect(hasMarker('', 'default')).toBe(false);
    expect(hasMarker(null, 'default')).toBe(false);
    expect(hasMarker(undefined, 'default')).toBe(false);
  });
});

describe('defaultCommentKey', () => {
  it('joins workflow, job, kind and config with slashes', () => {
    expect(defaultCommentKey({ workflow: 'ci', job: 'gate', kind: 'eval-submit', config: 'c.toml' })).toBe(
      'ci/gate/eval-submit/c.toml',
    );
  });

  it('names a missing or empty workflow "local" and job "eval"', () => {
    expect(defaultCommentKey({ workflow: '', job: '', config: 'c.toml' })).toBe('local/eval/c.toml');
  });

  it('adds the matrix values sorted by name, non-strings as JSON', () => {
    expect(
      defaultCommentKey({
        workflow: 'ci',
        job: 'gate',
        config: 'c.toml',
        matrix: { shard: 2, os: 'linux', extra: { gpu: true }, flag: false },
      }),
    ).toBe('ci/gate/c.toml/extra={"gpu":true},flag=false,os=linux,shard=2');
  });

  it('adds nothing for an empty or absent matrix', () => {
    expect(defaultCommentKey({ workflow: 'ci', job: 'gate', config: 'c.toml', matrix: {} })).toBe(
      'ci/gate/c.toml',
    );
    expect(defaultCommentKey({ workflow: 'ci', job: 'gate', config: 'c.toml', matrix: null })).toBe(
      'ci/gate/c.toml',
    );
  });
});
