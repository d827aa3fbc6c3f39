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

describe('the adaptive and shard inputs', () => {
  const base = { config: 'c.toml', 'min-pass-rate': '0.8' };
  it('default to off, 0.95 and no batch size or shard', () => {
    expect(parse(base)).toMatchObject({
      adaptive: 'off',
      confidence: 0.95,
      'batch-size': undefined,
      shard: undefined,
    });
  });

  it('parse a mode, a confidence, a batch size and a shard', () => {
    expect(parse({ ...base, adaptive: 'confident', confidence: '0.99', 'batch-size': '25' })).toMatchObject({
      adaptive: 'confident',
      confidence: 0.99,
      'batch-size': 25,
    });
    expect(parse({ ...base, shard: '2/3' }).shard).toEqual({ index: 2, count: 3 });
  });

  it.each([
    [{ adaptive: 'maybe' }, /--adaptive must be one of off, certain, confident/],
    [{ adaptive: 'certain', confidence: '0.2' }, /--confidence must be from 0.5 to 0.999/],
    [{ adaptive: 'certain', confidence: '1.5' }, /--confidence must be a number from 0 to 1/],
    [{ adaptive: 'certain', 'batch-size': '0' }, /--batch-size must be a whole number from 1 to 1,000,000/],
    [{ shard: '4/3' }, /--shard must be i\/n with 1 ≤ i ≤ n ≤ 256/],
    [{ shard: '0/3' }, /--shard must be i\/n/],
    [{ shard: 'two' }, /--shard must be i\/n/],
    [{ 'batch-size': '10' }, /--batch-size applies only to an adaptive run/],
    [{ adaptive: 'confident', 'gate-on': 'lower-bound' }, /--gate-on lower-bound is not supported with it/],
    [{ adaptive: 'confident', shard: '1/2' }, /--adaptive and --shard cannot be used together/],
  ])('refuses %o', (raw, message) => {
    expect(() => parse({ ...base, ...raw })).toThrow(message);
  });

  it('refuses adaptive without a threshold: there is no verdict to settle', () => {
    expect(() => parse({ config: 'c.toml', adaptive: 'certain' })).toThrow(
      /--adaptive certain needs --min-pass-rate/,
    );
  });
});
