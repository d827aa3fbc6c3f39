/**
 * eval-run's run-time options: each reaches the osmosis argv through the real input parser and argv
 * builder, and osmosis's pairing rules for the tunnel options are refused before it starts (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../../src/core/errors.js';
import { type EvalRunInputs, parseEvalRunInputs } from '../../src/core/inputs.js';
import { evalRunArgs, runTimeOptions } from '../../src/core/osmosis/osmosis-args.js';

const label = (name: string) => `--${name}`;
const parse = (raw: Record<string, string>) =>
  parseEvalRunInputs((name) => ({ config: 'configs/eval/a.toml', ...raw })[name], label);

/** The argv eval-run builds from the parsed inputs (commands/eval-run/osmosis.ts does the same). */
const argvOf = (inputs: EvalRunInputs) =>
  evalRunArgs({ config: inputs.config, runName: 'r', secretsOnStdin: false, ...runTimeOptions(inputs) });

const HEAD = ['--json', 'eval', 'run', 'configs/eval/a.toml', '--name', 'r', '--yes'];

describe('each option reaches the osmosis argv', () => {
  it.each([
    [{ verbose: 'true' }, ['--verbose']],
    [{ tunnel: 'cloudflared' }, ['--tunnel', 'cloudflared']],
    [{ 'rollout-port': '8123' }, ['--rollout-port', '8123']],
    [{ 'listener-port': '9000' }, ['--listener-port', '9000']],
    [
      { 'advertise-url': 'https://bridge.example.com/base', 'listener-port': '9000' },
      ['--advertise-url', 'https://bridge.example.com/base', '--listener-port', '9000'],
    ],
    [
      { tunnel: 'cloudflared', 'listener-port': '9000', 'rollout-port': '9001', verbose: 'true' },
      ['--tunnel', 'cloudflared', '--listener-port', '9000', '--rollout-port', '9001', '--verbose'],
    ],
  ])('%j', (raw, tail) => {
    expect(argvOf(parse(raw))).toEqual([...HEAD, ...tail]);
  });

  it('none of them by default', () => {
    expect(argvOf(parse({}))).toEqual(HEAD);
    expect(parse({}).verbose).toBe(false);
  });
});

describe('invalid values and pairings are exit 2', () => {
  it.each([
    [{ tunnel: 'ngrok' }, '--tunnel must be cloudflared'],
    [
      { tunnel: 'cloudflared', 'advertise-url': 'https://x.example', 'listener-port': '9000' },
      'cannot be used together',
    ],
    [{ 'advertise-url': 'https://x.example' }, '--advertise-url needs --listener-port'],
    [{ 'advertise-url': 'https://x.example/?a=1', 'listener-port': '9000' }, 'without a query or fragment'],
    [{ 'advertise-url': 'https://x.example/#frag', 'listener-port': '9000' }, 'without a query or fragment'],
    [{ 'advertise-url': 'ftp://x.example', 'listener-port': '9000' }, 'must be an http:// or https:// URL'],
    [{ 'listener-port': '0' }, '--listener-port must be a whole number from 1 to 65,535'],
    [{ 'rollout-port': '65536' }, '--rollout-port must be a whole number from 1 to 65,535'],
    [{ 'listener-port': '9000', 'rollout-port': '9000' }, 'are both 9000'],
    [{ verbose: 'yes' }, '--verbose must be true or false'],
  ])('%j', (raw, message) => {
    let caught: unknown;
    try {
      parse(raw);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UsageError);
    expect((caught as UsageError).exitCode).toBe(ExitCode.usage);
    expect((caught as UsageError).message).toContain(message);
  });
});
