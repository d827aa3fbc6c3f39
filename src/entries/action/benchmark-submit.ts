/** benchmark-submit as an action step (the shared flow is in eval-submit.ts). */
import { managedAction } from './eval-submit.js';

export const benchmarkSubmitAction = managedAction('benchmark');
