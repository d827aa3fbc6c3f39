/** An osmosis start's outcome as the process adapter reports it: a clean exit 0 unless `fields` say otherwise. */
import type { OsmosisRun } from '../../src/core/ports.js';

export function osmosisRun(fields: Partial<OsmosisRun> = {}): OsmosisRun {
  return {
    exitCode: 0,
    signal: null,
    interruptedBy: null,
    stdout: '',
    envelope: undefined,
    error: undefined,
    warnings: [],
    stderrTail: '',
    spawnError: undefined,
    ...fields,
  };
}
