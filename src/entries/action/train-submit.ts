/** train-submit as an action step (the shared flow is in eval-submit.ts). */
import { managedAction } from './eval-submit.js';

export const trainSubmitAction = managedAction('training');
