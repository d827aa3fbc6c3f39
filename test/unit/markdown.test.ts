import { describe, expect, it } from 'vitest';
import { cell, code, escapeHtml, firstLine, mermaidText, oneLine } from '../../src/core/markdown.js';

describe('markdown escaping', () => {
  it('turns every backtick of a code span into a quote, so the span cannot end early', () => {
    expect(code('a `b` c``')).toBe("a 'b' c''");
    expect(code('plain')).toBe('plain');
  });

  it('escapes every pipe of a table cell and folds its newlines, so the row stays one row', () => {
    expect(cell('a|b|c\nd\ne')).toBe('a\\|b\\|c d e');
  });

  it('folds a multi-line text, CRLF included, onto one line', () => {
    expect(oneLine('first\r\nsecond\nthird\r')).toBe('first second third');
    expect(oneLine('a\r\rb')).toBe('ab');
  });

  it('keeps the first line, at most 300 characters, marking a cut with an ellipsis', () => {
    expect(firstLine('head\ntail\nmore')).toBe('head');
    expect(firstLine('')).toBe('');
    expect(firstLine('\nsecond')).toBe('');
    const exact = 'x'.repeat(300);
    expect(firstLine(exact)).toBe(exact);
    expect(firstLine(`${'y'.repeat(301)}\nnext`)).toBe(`${'y'.repeat(300)}…`);
  });

  it('escapes the HTML metacharacters, the ampersand first so nothing is escaped twice', () => {
    expect(escapeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(escapeHtml('<<>>')).toBe('&lt;&lt;&gt;&gt;');
  });

  it('blanks quotes, backslashes and newlines in a mermaid string and keeps 40 characters', () => {
    expect(mermaidText('say "hi"\\now\nthen')).toBe('say  hi  now then');
    expect(mermaidText('ab')).toBe('ab');
    expect(mermaidText('z'.repeat(50))).toBe('z'.repeat(40));
  });
});
