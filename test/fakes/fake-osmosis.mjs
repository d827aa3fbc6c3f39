#!/usr/bin/env node
// A stand-in `osmosis` for unit tests of argv and error mapping only (real behaviour is tested
// against the real CLI). It appends what it was given to $FAKE_OSMOSIS_RECORD and then behaves as
// $FAKE_OSMOSIS_MODE says.
import { appendFileSync, readFileSync } from 'node:fs';

const mode = process.env.FAKE_OSMOSIS_MODE ?? 'ok';
if (process.argv[2] === '--version') {
  process.stdout.write('osmosis-ai 0.3.8\n');
  process.exit(0);
}
const stdin = readFileSync(0, 'utf8');
if (process.env.FAKE_OSMOSIS_RECORD) {
  appendFileSync(
    process.env.FAKE_OSMOSIS_RECORD,
    `${JSON.stringify({ argv: process.argv.slice(2), cwd: process.cwd(), stdinLength: stdin.length })}\n`,
  );
}
const envelope = (error) =>
  JSON.stringify({ schema_version: 1, command: 'eval run', cli_version: '0.3.8', error });

switch (mode) {
  case 'error-envelope':
    process.stderr.write(
      '{"schema_version":1,"cli_version":"0.3.8","warning":{"code":null,"message":"a warning"}}\n',
    );
    process.stderr.write(`${envelope({ code: 'AUTH_REQUIRED', message: 'Not logged in.', details: {} })}\n`);
    process.exit(1);
    break;
  case 'config-invalid':
    process.stderr.write(
      `${envelope({ code: 'VALIDATION', message: 'Invalid eval config: evaluation.foo: Unrecognized key', details: {} })}\n`,
    );
    process.exit(1);
    break;
  case 'huge-error': {
    // What osmosis 0.3.8 says about a selection far past the end: every index, 1.5 MB on one line.
    const indexes = Array.from({ length: 200_000 }, (_, i) => i + 10).join(', ');
    process.stderr.write(
      `${envelope({ code: 'PLATFORM_ERROR', message: `upstream said: [${indexes}]`, details: {} })}\n`,
    );
    process.stderr.write(`${'x'.repeat(200_000)}\n`);
    process.exit(1);
    break;
  }
  case 'rows-past-end':
    process.stderr.write(
      `${envelope({ code: 'VALIDATION', message: '--rows selects [10, 11] but demo.jsonl has 1 rows (valid indices are 0-0)', details: {} })}\n`,
    );
    process.exit(1);
    break;
  case 'uv-sync-failed':
    process.stderr.write(
      `${envelope({ code: 'VALIDATION', message: 'uv sync failed for rollouts/demo with exit code 2; see logs.txt', details: {} })}\n`,
    );
    process.exit(1);
    break;
  case 'non-json':
    process.stdout.write('this is not json\n');
    process.stderr.write('Traceback (most recent call last):\n  File "x.py", line 1\nRuntimeError: boom\n');
    process.exit(1);
    break;
  case 'exit-zero-no-output':
    process.exit(0);
    break;
  case 'killed':
    process.stderr.write('about to die\n');
    process.kill(process.pid, 'SIGKILL');
    break;
  default:
    process.stdout.write('{"schema_version":1,"status":"success","operation":"eval.run","resource":{}}\n');
}
