import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { parseDoctorInputs, parseEvalRunInputs, parseSetupInputs } from '../../src/core/inputs.js';

const label = (name: string) => `--${name}`;
const parse = (raw: Record<string, string>) => parseEvalRunInputs((name) => raw[name], label);

describe('parseEvalRunInputs', () => {
  it('applies defaults and treats empty strings (unset action inputs) as absent', () => {
    expect(parse({ config: 'configs/eval/a.toml', 'min-pass-rate': '', rows: ' ' })).toMatchObject({
      config: 'configs/eval/a.toml',
      'min-pass-rate': undefined,
      'gate-on': 'pass-rate',
      'allow-inconclusive': false,
      'max-infrastructure-error-rate': 0.1,
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
    [{ config: 'c', 'history-runs': '0' }, /--history-runs must be a whole number from 1 to 1,000/],
    [{ config: 'c', 'rerun-budget': '11' }, /--rerun-budget must be a number of passes from 0 to 10/],
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
    [
      { confidence: '0.99' },
      '--confidence applies only to --adaptive confident, which stops early once a confidence sequence settles the verdict; this run is not adaptive. Add --adaptive confident, or remove --confidence.',
    ],
    [{ adaptive: 'off', confidence: '0.95' }, /--confidence applies only to --adaptive confident/],
    [
      { adaptive: 'certain', confidence: '0.9' },
      /--adaptive certain never uses it\. Add --adaptive confident/,
    ],
  ])('refuses %o', (raw, message) => {
    expect(() => parse({ ...base, ...raw })).toThrow(message);
  });

  it("take a start cost only for confident's batches planned by cost, not beside a batch size", () => {
    expect(parse({ ...base, adaptive: 'confident', 'start-cost': '2' })['start-cost']).toBe(2);
    expect(() => parse({ ...base, adaptive: 'certain', 'start-cost': '2' })).toThrow(
      new UsageError(
        '--start-cost plans the batches of --adaptive confident; --adaptive certain runs batches of --batch-size (or the default). Remove --start-cost.',
      ),
    );
    expect(() => parse({ ...base, adaptive: 'confident', 'batch-size': '25', 'start-cost': '2' })).toThrow(
      new UsageError('--batch-size sets the batches and --start-cost plans them by cost: give one of them.'),
    );
    expect(parse({ ...base, adaptive: 'certain', 'batch-size': '25' })['batch-size']).toBe(25);
  });

  it('take a blank confidence (an action input left empty) as not given', () => {
    expect(parse({ ...base, confidence: '  ' })).toMatchObject({ adaptive: 'off', confidence: 0.95 });
  });

  it('refuses adaptive without a threshold: there is no verdict to settle', () => {
    expect(() => parse({ config: 'c.toml', adaptive: 'certain' })).toThrow(
      /--adaptive certain needs --min-pass-rate/,
    );
  });
});

describe('eval-run defaults and enumerations', () => {
  it('default every input a user may leave unset', () => {
    expect(parse({ config: 'c.toml' })).toEqual({
      config: 'c.toml',
      'working-directory': undefined,
      'min-pass-rate': undefined,
      'gate-on': 'pass-rate',
      'gate-metric': 'pass-rate',
      k: undefined,
      'allow-inconclusive': false,
      'max-infrastructure-error-rate': 0.1,
      'dataset-file': undefined,
      rows: undefined,
      'run-name': undefined,
      'max-in-flight': undefined,
      fresh: false,
      'retry-failed': false,
      'osmosis-path': undefined,
      'result-dir': undefined,
      'comment-mode': 'upsert',
      'comment-key': undefined,
      'pr-number': undefined,
      'minimize-outdated': false,
      'max-regression': undefined,
      'baseline-dir': undefined,
      'history-runs': 20,
      'rerun-budget': 0.3,
      cache: true,
      'cache-timeout-seconds': undefined,
      verbose: false,
      'grader-check': false,
      'grader-change': 'compare',
      tunnel: undefined,
      'advertise-url': undefined,
      'listener-port': undefined,
      'rollout-port': undefined,
      upload: 'false',
      'platform-url': undefined,
      bundle: 'failing',
      'bundle-max-mb': 50,
      'upload-artifact': undefined,
      viewer: 'failing',
      adaptive: 'off',
      confidence: 0.95,
      'batch-size': undefined,
      shard: undefined,
      'waivers-file': undefined,
      'expired-waivers': 'warn',
      'waiver-label': undefined,
      'baseline-max-age': 14,
    });
  });

  it.each([
    [{ config: ' ' }, '--config is required: the path of an eval config, e.g. configs/eval/my-rollout.toml.'],
    [{ 'comment-mode': 'always' }, '--comment-mode must be one of upsert, recreate, off.'],
    [{ tunnel: 'ngrok' }, '--tunnel must be cloudflared (the one provider osmosis has).'],
    [{ bundle: 'some' }, '--bundle must be one of failing, all, off.'],
    [{ 'expired-waivers': 'ignore' }, '--expired-waivers must be one of warn, fail.'],
    [{ 'bundle-max-mb': '0.5' }, '--bundle-max-mb must be a number of megabytes from 1 to 2048, got "0.5".'],
    [
      { 'run-name': '.locks' },
      'Invalid inputs:\n- --run-name must be 1–96 characters of letters, digits, ".", "_" or "-", starting with a letter or digit (no path separators)\n- --run-name must not be ".locks" or contain ".."',
    ],
    [{ 'run-name': 'a..b' }, '--run-name must not be ".locks" or contain "..".'],
    [
      { 'run-name': 'a'.repeat(97) },
      '--run-name must be 1–96 characters of letters, digits, ".", "_" or "-", starting with a letter or digit (no path separators).',
    ],
    [
      { 'advertise-url': 'https://b.example/v1?x=1', 'listener-port': '8080' },
      '--advertise-url must be a base URL without a query or fragment: osmosis appends the chat path to it.',
    ],
    [
      { 'advertise-url': 'https://b.example/#f', 'listener-port': '8080' },
      /--advertise-url must be a base URL/,
    ],
    [
      { adaptive: 'confident', 'min-pass-rate': '0.5', confidence: '0.4999' },
      '--confidence must be from 0.5 to 0.999 (0.95 means 95%), got 0.4999.',
    ],
    [
      { adaptive: 'confident', 'min-pass-rate': '0.5', confidence: '0.9991' },
      /--confidence must be from 0.5 to 0.999/,
    ],
  ])('refuses %j', (raw, message) => {
    expect(() => parse({ config: 'c.toml', ...raw })).toThrow(message);
  });

  it('takes the bounds of confidence and the other enumerations', () => {
    const confident = { config: 'c', adaptive: 'confident', 'min-pass-rate': '0.5' };
    expect(parse({ ...confident, confidence: '0.5' }).confidence).toBe(0.5);
    expect(parse({ ...confident, confidence: '0.999' }).confidence).toBe(0.999);
    expect(
      parse({ config: 'c', 'run-name': 'a'.repeat(96), 'comment-mode': 'off', bundle: 'all' }),
    ).toMatchObject({
      'comment-mode': 'off',
      bundle: 'all',
    });
    expect(
      parse({ config: 'c', 'advertise-url': 'https://b.example/v1', 'listener-port': '1' }),
    ).toMatchObject({
      'advertise-url': 'https://b.example/v1',
      'listener-port': 1,
    });
  });
});

describe('eval-run inputs that do not go together', () => {
  it('tunnel and advertise-url', () => {
    expect(() =>
      parse({
        config: 'c',
        tunnel: 'cloudflared',
        'advertise-url': 'https://b.example',
        'listener-port': '1',
      }),
    ).toThrow(
      '--tunnel and --advertise-url cannot be used together: tunnel makes osmosis start a cloudflared tunnel, advertise-url points at one you run. Choose one.',
    );
  });

  it('advertise-url without listener-port', () => {
    expect(() => parse({ config: 'c', 'advertise-url': 'https://b.example' })).toThrow(
      "--advertise-url needs --listener-port: your tunnel forwards to a fixed local port, so osmosis's model-bridge listener must listen on it. Set --listener-port to the port your tunnel targets.",
    );
  });

  it('one port for both the listener and the rollout server, but not two distinct or unset ports', () => {
    expect(() => parse({ config: 'c', 'listener-port': '8080', 'rollout-port': '8080' })).toThrow(
      '--listener-port and --rollout-port are both 8080: the model-bridge listener and the rollout server each need their own port. Change one.',
    );
    expect(parse({ config: 'c', 'listener-port': '8080', 'rollout-port': '8081' })).toMatchObject({
      'listener-port': 8080,
      'rollout-port': 8081,
    });
    expect(parse({ config: 'c', tunnel: 'cloudflared', 'rollout-port': '9' }).tunnel).toBe('cloudflared');
  });

  it('fresh alone and retry-failed alone are fine', () => {
    expect(parse({ config: 'c', fresh: 'true' }).fresh).toBe(true);
    expect(parse({ config: 'c', 'retry-failed': 'true' })['retry-failed']).toBe(true);
  });

  it('adaptive with upload, spelled out', () => {
    expect(() => parse({ config: 'c', 'min-pass-rate': '0.8', adaptive: 'certain', upload: 'true' })).toThrow(
      '--adaptive runs the rows in batches, each its own osmosis run, and --upload publishes one run: publish a full run instead, or remove one of them.',
    );
  });

  it('the other adaptive refusals, spelled out', () => {
    const base = { config: 'c', 'min-pass-rate': '0.8' };
    expect(() => parse({ ...base, 'batch-size': '5' })).toThrow(
      '--batch-size applies only to an adaptive run: set --adaptive to certain or confident, or remove it.',
    );
    expect(() => parse({ config: 'c', adaptive: 'confident' })).toThrow(
      '--adaptive confident needs --min-pass-rate: it stops once the verdict against that threshold is settled, and without one there is no verdict to settle.',
    );
    expect(() => parse({ ...base, adaptive: 'certain', 'gate-on': 'lower-bound' })).toThrow(
      '--adaptive settles the pass-rate gate of the full run; --gate-on lower-bound is not supported with it. Remove one of them.',
    );
    expect(() => parse({ ...base, adaptive: 'certain', shard: '1/2' })).toThrow(
      '--adaptive and --shard cannot be used together: an adaptive run decides from a seeded sample of every row, a shard runs a fixed part of them. Choose one.',
    );
    // A fixed-n McNemar test on the rows an adaptive run stopped after is not valid: refused, naming both.
    expect(() => parse({ ...base, adaptive: 'confident', 'max-regression': '0.05' })).toThrow(
      '--adaptive and --max-regression cannot be used together: the regression test against the baseline holds for a fixed set of rows, not for the rows an adaptive run stopped after. Remove --max-regression, or run every row (--adaptive off).',
    );
    expect(() => parse({ ...base, adaptive: 'confident', 'max-regression': '0.05' })).toThrow(UsageError);
    expect(parse({ ...base, adaptive: 'certain', 'batch-size': '5', upload: 'false' })).toMatchObject({
      adaptive: 'certain',
      'batch-size': 5,
    });
  });
});

describe('setup and doctor inputs', () => {
  it('default the checks to none, the cache on and cloudflared off', () => {
    expect(parseSetupInputs(() => undefined, label)).toEqual({
      'osmosis-version': undefined,
      python: undefined,
      'cache-dir': undefined,
      cache: true,
      'cache-timeout-seconds': undefined,
      check: 'none',
      'platform-url': undefined,
      'working-directory': undefined,
      cloudflared: false,
    });
    expect(
      parseDoctorInputs((name) => ({ check: 'all', 'osmosis-path': 'bin\\osmosis' })[name], label),
    ).toEqual({
      check: 'all',
      'platform-url': undefined,
      'working-directory': undefined,
      'osmosis-path': 'bin/osmosis',
    });
  });

  it('refuse an unknown check with the list of checks', () => {
    expect(() => parseDoctorInputs((name) => (name === 'check' ? 'some' : undefined), label)).toThrow(
      '--check must be one of none, auth, workspace, all.',
    );
  });
});
