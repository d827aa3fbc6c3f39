/**
 * unknown-commit.ts at its edges: letter case on both sides, the summary whole and its 300-character cut,
 * and the pinned-commit refusal's shape.
 */
import { describe, expect, it } from 'vitest';
import {
  isPinnedCommitRefusal,
  isUnknownCommitError,
  unknownCommitInLogs,
  unknownCommitSummary,
} from '../../src/core/managed/unknown-commit.js';

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const UPPER = SHA.toUpperCase();

describe('unknownCommitInLogs', () => {
  it('matches the commit in any letter case on either side', () => {
    const lower = `ERROR [clone] fatal: not our ref ${SHA}`;
    const upper = `ERROR [clone] fatal: not our ref ${UPPER}`;
    expect(unknownCommitInLogs([lower], UPPER)).toBe(lower);
    expect(unknownCommitInLogs([upper], SHA)).toBe(upper);
    const short = 'ERROR [clone] fatal: bad object A1B2C3D';
    expect(unknownCommitInLogs([short], SHA)).toBe(short);
  });

  it('gives the first line that names the commit as missing', () => {
    const lines = [
      `INFO [clone] checking out ${SHA}`,
      `ERROR [clone] could not fetch ${SHA}`,
      `ERROR [clone] failed to checkout ${SHA}`,
    ];
    expect(unknownCommitInLogs(lines, SHA)).toBe(lines[1]);
  });
});

describe('unknownCommitSummary', () => {
  it('says it whole with the log line as it is, up to 300 characters', () => {
    expect(unknownCommitSummary('eval-run-1', SHA, 'PR head', 'not our ref')).toBe(
      `The platform accepted eval-run-1 but could not fetch commit ${SHA} (PR head) after cloning the repository, so the run failed before any sample ran: not our ref. Push the commit to the repository connected to the workspace (and wait for Git Sync to pick it up), then re-run; or set code-ref to a commit the platform has.`,
    );
    const exactly = 'x'.repeat(300);
    expect(unknownCommitSummary('r', SHA, 'l', exactly)).toContain(`ran: ${exactly}. Push`);
  });

  it('cuts a longer line to its first 300 characters and an ellipsis', () => {
    const long = `${'x'.repeat(300)}yz`;
    expect(unknownCommitSummary('r', SHA, 'l', long)).toContain(`ran: ${'x'.repeat(300)}…. Push`);
  });
});

describe('isPinnedCommitRefusal', () => {
  it("reads osmosis's message in any letter case, at the start of the text only", () => {
    expect(isPinnedCommitRefusal(`PINNED COMMIT ${UPPER} WAS NOT FOUND ON ORIGIN`, SHA)).toBe(true);
    expect(isPinnedCommitRefusal(`Pinned commit ${SHA.slice(0, 7)} was not found on origin`, UPPER)).toBe(
      true,
    );
    expect(isPinnedCommitRefusal(`Error: Pinned commit ${SHA} was not found on origin`, SHA)).toBe(false);
  });

  it('needs 7 to 40 hex digits, a space after them, and "not found on" later', () => {
    expect(isPinnedCommitRefusal('Pinned commit a1b2c3 was not found on origin', SHA)).toBe(false);
    expect(isPinnedCommitRefusal(`Pinned commit ${SHA}0 was not found on origin`, SHA)).toBe(false);
    expect(isPinnedCommitRefusal(`Pinned commit ${SHA}: not found on origin`, SHA)).toBe(false);
    expect(isPinnedCommitRefusal(`Pinned commit ${SHA} was not found`, SHA)).toBe(false);
    expect(isPinnedCommitRefusal(`Pinned commit ${SHA} not found on origin`, SHA)).toBe(true);
    expect(isPinnedCommitRefusal('Pinned commit g1b2c3d was not found on origin', 'g1b2c3d')).toBe(false);
  });
});

describe('isUnknownCommitError, letter case', () => {
  it("finds the commit in the platform's error text in any case", () => {
    const error = (message: string, extra?: string) => ({
      code: 'PLATFORM_ERROR',
      message,
      details: { status_code: 404, ...(extra === undefined ? {} : { error: extra }) },
    });
    expect(isUnknownCommitError(error(`Commit ${UPPER} NOT FOUND`), SHA)).toBe(true);
    expect(isUnknownCommitError(error('Validation failed', `COMMIT ${UPPER} DOES NOT EXIST`), SHA)).toBe(
      true,
    );
    expect(isUnknownCommitError(error(`Commit ${SHA}`, 'not found'), SHA)).toBe(true);
    expect(isUnknownCommitError(error(`Commit ${SHA}`), SHA)).toBe(false);
  });
});
