/** The training and benchmark configs the managed-run tests write beside the quickstart's eval config. */

/** A training config of the quickstart rollout; `branch` pins the code the platform trains on. */
export function trainingConfig(options: { branch?: string } = {}): string {
  return `[experiment]
rollout = "quickstart"
entrypoint = "main.py"
model_path = "Qwen/Qwen3.6-35B-A3B"
dataset = "quickstart"
${options.branch ? `branch = "${options.branch}"\n` : ''}
[training]
total_epochs = 1

[secrets]
required = ["QUICKSTART_TOKEN"]
`;
}

export interface BenchmarkAgent {
  model: string;
  /** The platform secret holding the provider key. */
  keySecret: string;
  harness?: string;
}

const GPT_AGENT: BenchmarkAgent = { model: 'openai/gpt-5-mini', keySecret: 'OPENAI_API_KEY' };

/** A benchmark config: each agent a provider model with its key's secret, no secrets of the repository. */
export function benchmarkConfig(benchmark: string, agents: BenchmarkAgent[] = [GPT_AGENT]): string {
  const blocks = agents.map(
    (agent) => `[[agents]]
${agent.harness ? `harness = "${agent.harness}"\n` : ''}[agents.model]
type = "provider"
model = "${agent.model}"
api_key_secret = "${agent.keySecret}"
`,
  );
  return `[experiment]
benchmark = "${benchmark}"

${blocks.join('\n')}
[secrets]
required = []
`;
}
