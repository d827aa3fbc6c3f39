/** `osmosis-ci train-submit` (the shared flow is in eval-submit.ts). */
import { managedCliCommand } from './eval-submit.js';

export const trainSubmitCommand = managedCliCommand('training');
