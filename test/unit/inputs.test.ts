import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';

const label = (name: string) => `--${name}`;
const parse = (raw: Record<string, string>) => parseEvalRunInputs((name) => raw[name], label);

describe('parseEvalRunInputs', () => {
  it('applies defaults and treats empty strings (unset action inputs) as absent', () => {
    expect(parse({ config: 'configs/eval/a.toml', 'min-pass-rate': '', rows: ' ' })).toMatchObject({
      config: 'configs/eval/a.toml',
      'min-pass-rate': undefined,
      'gate-on': 'pass-rate',
      'allow-inconclusive': false,
      rows: undefined,
      fresh: false,
    });
  });

  it('parses typed values', () => {
    expect(
      parse({
        config: 'c.toml',
        'min-pass-rate': '0.9',
        'gate-on': 'lower-bound',
        'allow-inconclusive': 'TRUE',
        'max-in-flight': '4',
        rows: '0-9,12',
        'run-name': 'my.run_1',
      }),
    ).toMatchObject({
      'min-pass-rate': 0.9,
      'gate-on': 'lower-bound',
      'allow-inconclusive': true,
      'max-in-flight': 4,
      rows: '0-9,12',
      'run-name': 'my.run_1',
    });
  });

  it.each([
    [{}, /<config>|--config is required/],
    [{ config: 'c', 'min-pass-rate': '1.5' }, /--min-pass-rate must be a number from 0 to 1.*"1\.5"/],
    [{ config: 'c', 'min-pass-rate': '-0.1' }, /--min-pass-rate must be a number from 0 to 1/],
    [{ config: 'c', 'min-pass-rate': 'ninety' }, /--min-pass-rate must be a number from 0 to 1.*"ninety"/],
    [{ config: 'c', 'gate-on': 'mean' }, /--gate-on must be one of pass-rate, lower-bound/],
    [{ config: 'c', 'allow-inconclusive': 'yes' }, /--allow-inconclusive must be true or false/],
    [{ config: 'c', 'max-in-flight': '0' }, /--max-in-flight must be a whole number from 1 to 1,024/],
    [{ config: 'c', rows: '1-a' }, /--rows must be row indexes/],
    [{ config: 'c', rows: '9-3' }, /--rows has a range whose end comes before its start/],
    [{ config: 'c', 'run-name': '../escape' }, /--run-name must be 1–96 characters/],
    [{ config: 'c', 'run-name': 'a/b' }, /--run-name must be 1–96 characters/],
    [{ config: 'c', 'run-name': 'a..b' }, /--run-name must not be ".locks" or contain ".."/],
  ])('rejects %j', (raw, message) => {
    expect(() => parse(raw as Record<string, string>)).toThrow(UsageError);
    expect(() => parse(raw as Record<string, string>)).toThrow(message);
  });

  it('reports several bad inputs together', () => {
    expect(() => parse({ config: 'c', 'min-pass-rate': '2', 'gate-on': 'x' })).toThrow(
      /Invalid inputs:\n- --min-pass-rate.*\n- --gate-on/s,
    );
  });
});
