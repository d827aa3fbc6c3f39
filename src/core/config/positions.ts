/**
 * Where each key of a TOML document starts, so a config problem can name its line and column.
 * smol-toml parses values but keeps no positions, hence this small scanner over text that already
 * parsed: on anything else it stops early instead of throwing.
 */
import type { TomlKeyPath } from './values.js';

export interface KeyPosition {
  line: number;
  column: number;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  b: '\b',
  t: '\t',
  n: '\n',
  f: '\f',
  r: '\r',
  '"': '"',
  '\\': '\\',
};

/** Deeper nesting than this is not a config a person wrote; stop rather than recurse without end. */
const MAX_DEPTH = 100;

class TomlKeyScanner {
  readonly positions = new Map<string, KeyPosition>();
  private readonly lineStarts = [0];
  /** Current index of each array of tables, by its resolved path. */
  private readonly arrayIndex = new Map<string, number>();
  private pos = 0;

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  scan(): Map<string, KeyPosition> {
    let table: (string | number)[] = [];
    while (this.pos < this.text.length) {
      this.skipBlank();
      if (this.pos >= this.text.length) break;
      if (this.at() === '[') {
        table = this.readTableHeader() ?? table;
      } else {
        const before = this.pos;
        this.readKeyValue(table, 0);
        this.skipSpaces();
        this.skipComment();
        if (this.pos === before) this.pos++;
      }
    }
    return this.positions;
  }

  private at(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  private positionOf(offset: number): KeyPosition {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
  }

  private record(keyPath: TomlKeyPath, offset: number): void {
    const id = JSON.stringify(keyPath);
    if (!this.positions.has(id)) this.positions.set(id, this.positionOf(offset));
  }

  private resolve(keys: readonly string[]): (string | number)[] {
    const out: (string | number)[] = [];
    for (const key of keys) {
      out.push(key);
      const index = this.arrayIndex.get(JSON.stringify(out));
      if (index !== undefined) out.push(index);
    }
    return out;
  }

  private skipSpaces(): void {
    while (this.at() === ' ' || this.at() === '\t') this.pos++;
  }

  private skipComment(): void {
    if (this.at() === '#') this.skipToLineEnd();
  }

  /** Whitespace, newlines and comments. */
  private skipBlank(): void {
    for (;;) {
      const start = this.pos;
      while (/[ \t\r\n]/.test(this.at())) this.pos++;
      this.skipComment();
      if (this.pos === start || this.pos >= this.text.length) return;
    }
  }

  private skipToLineEnd(): void {
    while (this.pos < this.text.length && this.at() !== '\n') this.pos++;
  }

  /** `[a.b]` or `[[a.b]]`: records the header and returns the table it opens. */
  private readTableHeader(): (string | number)[] | undefined {
    const start = this.pos;
    const isArray = this.at(1) === '[';
    this.pos += isArray ? 2 : 1;
    const keys = this.readKey();
    this.skipToLineEnd();
    if (keys.length === 0) return undefined;
    const parent = this.resolve(keys.slice(0, -1));
    for (let i = 1; i <= parent.length; i++) this.record(parent.slice(0, i), start);
    const own = [...parent, keys[keys.length - 1] ?? ''];
    this.record(own, start);
    if (!isArray) return own;
    const id = JSON.stringify(own);
    const index = (this.arrayIndex.get(id) ?? -1) + 1;
    this.arrayIndex.set(id, index);
    const table = [...own, index];
    this.record(table, start);
    return table;
  }

  private readEscape(): string {
    const next = this.at(1);
    if (next === 'u' || next === 'U') {
      const length = next === 'u' ? 4 : 8;
      const code = Number.parseInt(this.text.slice(this.pos + 2, this.pos + 2 + length), 16);
      this.pos += 2 + length;
      return Number.isNaN(code) ? '' : String.fromCodePoint(code);
    }
    this.pos += 2;
    return SIMPLE_ESCAPES[next] ?? next;
  }

  private readQuoted(): string {
    const quote = this.at();
    this.pos++;
    let out = '';
    while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n') {
      if (quote === '"' && this.at() === '\\') out += this.readEscape();
      else {
        out += this.at();
        this.pos++;
      }
    }
    this.pos++; // closing quote
    return out;
  }

  /** A dotted key: bare or quoted parts separated by dots. */
  private readKey(): string[] {
    const parts: string[] = [];
    for (;;) {
      this.skipSpaces();
      if (this.at() === '"' || this.at() === "'") parts.push(this.readQuoted());
      else {
        const match = /^[A-Za-z0-9_-]+/.exec(this.text.slice(this.pos, this.pos + 256));
        if (!match) return parts;
        parts.push(match[0]);
        this.pos += match[0].length;
      }
      this.skipSpaces();
      if (this.at() !== '.') return parts;
      this.pos++;
    }
  }

  private skipString(): void {
    const quote = this.at();
    if (this.at(1) === quote && this.at(2) === quote) {
      const end = this.text.indexOf(quote.repeat(3), this.pos + 3);
      this.pos = end < 0 ? this.text.length : end + 3;
      while (this.at() === quote) this.pos++; // up to two quotes may close the content
      return;
    }
    this.pos++;
    while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n')
      this.pos += quote === '"' && this.at() === '\\' ? 2 : 1;
    this.pos++;
  }

  /** The items of `[...]` (array) or `{...}` (inline table) up to the closing bracket. */
  private readItems(close: string, readItem: (index: number) => void): void {
    this.pos++;
    for (let index = 0; this.pos < this.text.length; index++) {
      this.skipBlank();
      if (this.at() === close) break;
      const before = this.pos;
      readItem(index);
      this.skipBlank();
      if (this.at() === ',') this.pos++;
      else if (this.pos === before) this.pos++;
    }
    this.pos++;
  }

  private readValue(keyPath: (string | number)[], depth: number): void {
    if (depth > MAX_DEPTH) {
      this.pos = this.text.length;
      return;
    }
    const c = this.at();
    if (c === '"' || c === "'") this.skipString();
    else if (c === '[') {
      this.readItems(']', (index) => {
        this.record([...keyPath, index], this.pos);
        this.readValue([...keyPath, index], depth + 1);
      });
    } else if (c === '{') {
      this.readItems('}', () => this.readKeyValue(keyPath, depth + 1));
    } else {
      while (this.pos < this.text.length && !/[,\]}#\r\n]/.test(this.at())) this.pos++;
    }
  }

  private readKeyValue(base: (string | number)[], depth: number): void {
    const start = this.pos;
    const keys = this.readKey();
    if (keys.length === 0) {
      this.skipToLineEnd();
      return;
    }
    for (let i = 1; i <= keys.length; i++) this.record([...base, ...keys.slice(0, i)], start);
    this.skipSpaces();
    if (this.at() !== '=') {
      this.skipToLineEnd();
      return;
    }
    this.pos++;
    this.skipSpaces();
    this.readValue([...base, ...keys], depth);
  }
}

/**
 * Where each table header and key of a TOML document starts, by key path (array-of-tables entries
 * and array elements get their index). The first occurrence wins.
 */
export function indexTomlKeys(text: string): Map<string, KeyPosition> {
  return new TomlKeyScanner(text).scan();
}

/**
 * Line and column of a key path in TOML text: the key itself, else its nearest table or key that
 * exists (a missing key points at its section header), else line 1.
 */
export function locateTomlKey(text: string, keyPath: TomlKeyPath, index = indexTomlKeys(text)): KeyPosition {
  for (let length = keyPath.length; length > 0; length--) {
    const found = index.get(JSON.stringify(keyPath.slice(0, length)));
    if (found) return found;
  }
  return { line: 1, column: 1 };
}
