/**
 * A reader that goes away (`osmosis-ci --help | head -c 0`, `--json | head -c 1`) closes our stdout. Node
 * raises that as an 'error' event (EPIPE) which, unhandled, crashes the process with a stack trace and
 * exit 1, which reads as "gate failed". Nobody is left to read the output, so it is dropped and the
 * command ends with its own exit code.
 */
export function dropOutputWhenReaderCloses(stream: NodeJS.WritableStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
    throw error;
  });
}
