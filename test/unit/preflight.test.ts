/** The pre-flight checks' reading of osmosis's answers (core/osmosis/preflight.ts) and their argv. */
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/core/errors.js';
import { parseDoctorInputs, parseSetupInputs } from '../../src/core/inputs.js';
import { doctorArgs, whoamiArgs } from '../../src/core/osmosis/osmosis-args.js';
import {
  CHECKS,
  checksAuth,
  checksWorkspace,
  doctorFailure,
  parseWhoAmI,
  readDoctor,
  scaffoldFailure,
  whoamiFailure,
} from '../../src/core/osmosis/preflight.js';

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

describe('which checks run', () => {
  it('auth for auth and all, workspace for workspace and all, nothing for none', () => {
    expect(CHECKS.filter(checksAuth)).toEqual(['auth', 'all']);
    expect(CHECKS.filter(checksWorkspace)).toEqual(['workspace', 'all']);
  });
});

describe('auth whoami, field by field', () => {
  const whoami = (data: unknown) => parseWhoAmI({ schema_version: 1, data });

  it('falls back to the name when the email is missing or empty; needs one of them', () => {
    expect(whoami({ email: '', name: 'CI bot' })?.user).toBe('CI bot');
    expect(whoami({ name: 'CI bot' })?.user).toBe('CI bot');
    expect(whoami({ email: 'a@b.c', name: 'CI bot' })?.user).toBe('a@b.c');
    expect(whoami({ email: '', name: '' })).toBeUndefined();
    expect(whoami({ email: 42 })).toBeUndefined();
  });

  it('has no workspace or platform unless they are non-empty strings', () => {
    expect(whoami({ email: 'a@b.c' })).toEqual({
      user: 'a@b.c',
      workspace: undefined,
      platformUrl: undefined,
    });
    expect(whoami({ email: 'a@b.c', workspace: 'team', platform_url: '' })).toEqual({
      user: 'a@b.c',
      workspace: undefined,
      platformUrl: undefined,
    });
    expect(whoami({ email: 'a@b.c', workspace: { name: '' } })?.workspace).toBeUndefined();
  });

  it('is nothing when data is not an object', () => {
    expect(whoami(null)).toBeUndefined();
    expect(whoami('a@b.c')).toBeUndefined();
    expect(parseWhoAmI({ schema_version: 1 })).toBeUndefined();
  });
});

describe('auth whoami failures, word for word', () => {
  const failure = (code: string) => whoamiFailure({ code, message: 'm' }, 'https://p.example');

  it('an invalid token says to make a new one', () => {
    const error = failure('AUTH_REQUIRED');
    expect(error.message).toBe(
      'Pre-flight auth: the Osmosis token is invalid or expired (the platform at https://p.example refused it: m). Create a new token on the Osmosis platform and store it in the repository secret passed as `osmosis-token`.',
    );
    expect(error.details).toEqual({ code: 'AUTH_REQUIRED' });
  });

  it.each(['ENV_TOKEN_PLATFORM_MISMATCH', 'ENV_TOKEN_PLATFORM_REQUIRED'])(
    '%s says which platform to set',
    (code) => {
      expect(failure(code).message).toBe(
        'Pre-flight auth: the Osmosis token is bound to another platform than https://p.example (m). Set platform-url to the platform the token was created on, or drop OSMOSIS_TOKEN_PLATFORM_URL from the environment.',
      );
      expect(failure(code).details).toEqual({ code });
    },
  );

  it.each(['PLATFORM_ERROR', 'NETWORK', 'NOT_FOUND'])('%s says the platform was not reached', (code) => {
    expect(failure(code).message).toBe(
      'Pre-flight auth: the Osmosis platform at https://p.example could not be reached or did not answer as one (m). Check platform-url (empty means production).',
    );
  });

  it('any other code is passed on with the code', () => {
    expect(failure('INTERNAL').message).toBe('Pre-flight auth: osmosis auth whoami failed [INTERNAL]: m');
    expect(failure('INTERNAL').details).toEqual({ code: 'INTERNAL' });
  });
});

describe('doctor, field by field', () => {
  const details = (resource: Record<string, unknown>) =>
    readDoctor(undefined, { code: 'VALIDATION', message: 'x', details: resource });

  it('words the error and the warning with their fixes', () => {
    const report = details({ required_paths: ['data/'], missing: ['data/', 'AGENTS.md'] });
    expect(report?.problems).toEqual([
      {
        path: 'data/',
        level: 'error',
        message:
          'The workspace has no data/ directory, which osmosis requires. Create it (run `osmosis doctor --fix` in the repository, or add data/.gitkeep) and commit it.',
      },
      {
        path: 'AGENTS.md',
        level: 'warning',
        message:
          'The workspace scaffold has no AGENTS.md. Evals do not need it; `osmosis doctor --fix` in the repository creates it.',
      },
    ]);
  });

  it('keeps only the strings of its lists, and reads the directory and workspace when given', () => {
    expect(details({ required_paths: [3, 'data/'], missing: [null, 'data/'] })).toEqual({
      workspaceDirectory: undefined,
      workspace: undefined,
      problems: [expect.objectContaining({ path: 'data/', level: 'error' })],
    });
    const named = details({ workspace_directory: '/ws', workspace: { name: 'team' }, missing: ['x/'] });
    expect(named).toMatchObject({ workspaceDirectory: '/ws', workspace: 'team' });
    expect(named?.problems[0]?.level).toBe('warning');
    expect(
      details({ workspace_directory: '', workspace: 'team', required_paths: 'x/', missing: ['x/'] }),
    ).toEqual({
      workspaceDirectory: undefined,
      workspace: undefined,
      problems: [expect.objectContaining({ level: 'warning' })],
    });
  });

  it('reads the error details over the success resource, and nothing without a missing list', () => {
    const envelope = { schema_version: 1, resource: { missing: [] } };
    const error = { code: 'VALIDATION', message: 'x', details: { missing: ['data/'] } };
    expect(readDoctor(envelope, error)?.problems).toHaveLength(1);
    expect(readDoctor(envelope, undefined)?.problems).toEqual([]);
    expect(readDoctor({ schema_version: 1, resource: { missing: 'data/' } }, undefined)).toBeUndefined();
    expect(readDoctor({ schema_version: 1 }, undefined)).toBeUndefined();
    expect(readDoctor(undefined, undefined)).toBeUndefined();
    expect(readDoctor(undefined, { code: 'VALIDATION', message: 'x', details: undefined })).toBeUndefined();
  });

  it('says what is wrong when doctor fails without its resource', () => {
    expect(doctorFailure({ code: 'WORKSPACE_REQUIRED', message: 'Not a workspace.' }).message).toBe(
      'Pre-flight workspace: Not a workspace. The working directory must be inside the git repository of an Osmosis workspace (check out the repository first, or set working-directory).',
    );
    const other = doctorFailure({ code: 'INTERNAL', message: 'boom' });
    expect(other.message).toBe('Pre-flight workspace: osmosis doctor failed [INTERNAL]: boom');
    expect(other).toMatchObject({ details: { code: 'INTERNAL' } });
  });
});

describe('scaffoldFailure', () => {
  const error = (path: string) => ({ path, level: 'error' as const, message: '' });

  it('names every missing required path, in one sentence that counts them', () => {
    expect(scaffoldFailure([error('data/'), error('rollouts/')], '/ws')?.message).toBe(
      'Pre-flight workspace: the workspace at /ws is missing data/, rollouts/, which osmosis requires. Create them (`osmosis doctor --fix` in the repository does) and commit them.',
    );
    expect(scaffoldFailure([error('data/')], undefined)?.message).toBe(
      'Pre-flight workspace: the workspace is missing data/, which osmosis requires. Create it (`osmosis doctor --fix` in the repository does) and commit it.',
    );
    expect(scaffoldFailure([], '/ws')).toBeUndefined();
  });
});
