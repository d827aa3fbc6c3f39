/** `setup` as an action step: install or find osmosis, put it on PATH, set outputs. */
import { actionInput, actionsLog, addPath, inputLabel, setOutputs } from '../../adapters/actions-runtime.js';
import { setup } from '../../commands/setup.js';
import { parseSetupInputs } from '../../core/inputs.js';
import { setupOutputs } from '../../core/outputs.js';

export async function setupAction(): Promise<void> {
  const inputs = parseSetupInputs(actionInput, inputLabel);
  const result = await setup(inputs, process.env, actionsLog);
  addPath(result.binDir);
  setOutputs(setupOutputs(result));
}
