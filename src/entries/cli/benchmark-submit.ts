/** `osmosis-ci benchmark-submit` (the shared flow is in eval-submit.ts). */
import { managedCliCommand } from './eval-submit.js';

export const benchmarkSubmitCommand = managedCliCommand('benchmark');
