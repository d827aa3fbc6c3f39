/** The files and services of the report command (core/report-ports.ts), on disk and on GitHub. */
import type { Logger } from '../core/ports.js';
import type { ReportFiles } from '../core/report-ports.js';
import { loadBaseline, loadHistory, saveBaseline, saveHistory, writeRowsFile } from './baseline-files.js';
import { datasetRowLines } from './dataset-file.js';
import { readFailingRows } from './failing-row-details.js';
import { publishComment } from './github-comment.js';
import { removeJunitFile, writeJunitFile } from './junit-file.js';
import { writeManagedFiles } from './managed-files.js';
import { runPrice } from './model-prices.js';
import { writeResultFiles } from './result-files.js';
import { readRowIdentities } from './row-identities.js';
import { readRunDataset } from './run-files.js';

export function reportFiles(log: Logger): ReportFiles {
  return {
    log,
    readRunDataset,
    readRowIdentities,
    loadBaseline,
    saveBaseline,
    loadHistory,
    saveHistory,
    writeRowsFile,
    readFailingRows,
    writeJunitFile,
    removeJunitFile,
    writeResultFiles,
    writeManagedFiles,
    datasetRowLines,
    publishComment,
    runPrice: (runDir, osmosisPath, known) => runPrice(runDir, osmosisPath, process.env, known),
  };
}
