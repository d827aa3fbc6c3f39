/** The pre-flight checks' reading of osmosis's answers (core/preflight.ts) and their argv. */
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/core/errors.js';
import { parseDoctorInputs, parseSetupInputs } from '../../src/core/inputs.js';
import { doctorArgs, whoamiArgs } from '../../src/core/osmosis-args.js';
import {
  doctorFailure,
  parseWhoAmI,
  readDoctor,
  scaffoldFailure,
  whoamiFailure,
} from '../../src/core/preflight.js';

const label = (name: string) => `--${name}`;

describe('pre-flight inputs and argv', () => {
  it('check is none by default and one of none, auth, workspace, all', () => {
    expect(parseSetupInputs(() => undefined, label).check).toBe('none');
    expect(parseSetupInputs((name) => (name === 'check' ? 'all' : undefined), label).check).toBe('all');
    expect(() => parseDoctorInputs((name) => (name === 'check' ? 'token' : undefined), label)).toThrow(
      '--check must be one of none, auth, workspace, all',
    );
    expect(() =>
      parseSetupInputs((name) => (name === 'platform-url' ? 'platform' : undefined), label),
    ).toThrow(/--platform-url must be an absolute URL/);
  });

  it('whoami and doctor are --json, and doctor never --fix', () => {
    expect(whoamiArgs()).toEqual(['--json', 'auth', 'whoami']);
    expect(doctorArgs('/ws')).toEqual(['--json', 'doctor', '/ws']);
  });
});

describe('auth whoami', () => {
  it('reads the user, the linked workspace and the platform', () => {
    const data = {
      email: 'ci@example.com',
      name: 'CI',
      platform_url: 'http://127.0.0.1:1',
      workspace: { id: 'w', name: 'team', role: 'owner' },
    };
    expect(parseWhoAmI({ schema_version: 1, data })).toEqual({
      user: 'ci@example.com',
      workspace: 'team',
      platformUrl: 'http://127.0.0.1:1',
    });
    expect(parseWhoAmI({ schema_version: 1, data: { ...data, workspace: null } })?.workspace).toBeUndefined();
    expect(parseWhoAmI({ schema_version: 1, data: {} })).toBeUndefined();
    expect(parseWhoAmI(undefined)).toBeUndefined();
  });

  it('each failure is exit 3 with what to fix', () => {
    const failure = (code: string) => whoamiFailure({ code, message: 'm' }, 'https://p.example');
    expect(failure('AUTH_REQUIRED').message).toMatch(/token is invalid or expired .*osmosis-token/);
    expect(failure('ENV_TOKEN_PLATFORM_MISMATCH').message).toMatch(
      /bound to another platform than https:\/\/p\.example/,
    );
    expect(failure('ENV_TOKEN_PLATFORM_REQUIRED').message).toMatch(/bound to another platform/);
    expect(failure('PLATFORM_ERROR').message).toMatch(/could not be reached .*Check platform-url/);
    expect(failure('INTERNAL').message).toContain('[INTERNAL]');
    for (const code of ['AUTH_REQUIRED', 'PLATFORM_ERROR', 'ENV_TOKEN_PLATFORM_MISMATCH'])
      expect(failure(code).exitCode).toBe(ExitCode.infrastructure);
  });
});

describe('doctor', () => {
  const resource = {
    workspace_directory: '/ws',
    workspace: { id: 'w', name: 'team', role: 'owner' },
    required_paths: ['rollouts/', 'configs/training/', 'configs/eval/', 'data/'],
    missing: ['configs/training/', 'AGENTS.md'],
    valid: false,
  };

  it('a missing required directory is an error with its fix; an agent guide only a warning', () => {
    const report = readDoctor(undefined, { code: 'VALIDATION', message: 'x', details: resource });
    expect(report?.workspace).toBe('team');
    expect(report?.problems.map((p) => [p.path, p.level])).toEqual([
      ['configs/training/', 'error'],
      ['AGENTS.md', 'warning'],
    ]);
    expect(report?.problems[0]?.message).toContain('osmosis doctor --fix');
    const failure = scaffoldFailure(report?.problems ?? [], '/ws');
    expect(failure?.exitCode).toBe(ExitCode.usage);
    expect(failure?.message).toContain('/ws is missing configs/training/');
    expect(scaffoldFailure(report?.problems.slice(1) ?? [], '/ws')).toBeUndefined();
  });

  it('a success envelope has the same resource; anything else is not a report', () => {
    const ok = readDoctor({ schema_version: 1, resource: { ...resource, missing: [] } }, undefined);
    expect(ok?.problems).toEqual([]);
    expect(readDoctor(undefined, { code: 'WORKSPACE_REQUIRED', message: 'm', details: {} })).toBeUndefined();
  });

  it('outside a git repository is exit 2; osmosis failing otherwise is exit 3', () => {
    expect(doctorFailure({ code: 'WORKSPACE_REQUIRED', message: 'm' }).exitCode).toBe(ExitCode.usage);
    expect(doctorFailure({ code: 'INTERNAL', message: 'm' }).exitCode).toBe(ExitCode.infrastructure);
  });
});
