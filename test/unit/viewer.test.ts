import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeViewer } from '../../src/adapters/viewer-file.js';
import { embedJson, renderViewer, type ViewerData, viewerSteps } from '../../src/core/artifacts/viewer.js';

const HOSTILE =
  '@org/team ![x](http://evil.example/x.png) <img src=http://evil.example/i.png> </details> </script><script>alert(1)</script> <!-- &amp;';

const head = {
  title: 'configs/eval/a.toml',
  verdict: '❌ failed',
  facts: [['run', 'r']] as [string, string][],
  passThreshold: 1,
};

function embedded(html: string): ViewerData {
  const match = /<script type="application\/json" id="viewer-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no data element');
  return JSON.parse(match[1] as string) as ViewerData;
}

describe('renderViewer', () => {
  it('embeds hostile text as JSON that cannot close its element, and the text comes back whole', () => {
    const data: ViewerData = {
      ...head,
      title: HOSTILE,
      mode: 'failing',
      rows: [
        {
          row: 7,
          run: 0,
          status: 'below-threshold',
          reward: 0,
          tokens: 1,
          durationMs: 2,
          answer: HOSTILE,
          expected: HOSTILE,
        },
      ],
    };
    const html = renderViewer(data);
    // The page has exactly its own two script elements and no markup from the data.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</details>');
    expect(html).not.toContain('<!--');
    expect(html).toContain("default-src 'none'");
    expect(embedded(html).rows[0]?.answer).toBe(HOSTILE);
    expect(embedded(html).title).toBe(HOSTILE);
    expect(embedJson('\u2028</')).toBe('"\\u2028\\u003c/"');
  });

  it('renders the steps of an ATIF trajectory as text: messages, tool calls, observations', () => {
    const steps = viewerSteps({
      steps: [
        { step_id: 1, source: 'user', message: 'q' },
        {
          step_id: 2,
          source: 'agent',
          message: [
            { type: 'text', text: 'calling' },
            { type: 'image', source: { path: 'x.png' } },
          ],
          reasoning_content: 'hmm',
          tool_calls: [{ tool_call_id: 'c', function_name: 'lookup', arguments: { q: 1 } }],
          observation: { results: [{ source_call_id: 'c', content: 'found' }] },
        },
      ],
    });
    expect(steps).toEqual([
      { source: 'user', message: 'q' },
      {
        source: 'agent',
        message: 'calling\n[image]',
        reasoning: 'hmm',
        toolCalls: [{ name: 'lookup', arguments: '{\n  "q": 1\n}' }],
        observations: ['found'],
      },
    ]);
    expect(viewerSteps({})).toEqual([]);
  });
});

async function runDir(rows: number, failing: (i: number) => boolean): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'viewer-'));
  await mkdir(join(dir, 'trajectories'));
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) {
    const id = i.toString(16).padStart(32, '0');
    lines.push(
      JSON.stringify({
        row_index: i,
        run_index: 0,
        rollout_id: id,
        status: 'success',
        reward: failing(i) ? 0 : 1,
        tokens: 10,
        duration_ms: 5,
      }),
    );
  }
  await writeFile(join(dir, 'index.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}

const trajectory = (input: string, answer: string) =>
  JSON.stringify({
    schema_version: 'ATIF-v1.7',
    agent: { name: 'osmosis-rollout-sdk', version: '0.3.8' },
    steps: [
      { step_id: 1, source: 'user', message: input },
      { step_id: 2, source: 'agent', message: answer },
    ],
    extra: { osmosis: { label: 'Au', reward: 0 } },
  });

describe('writeViewer', () => {
  it('never writes a canary planted in a trajectory or a log line, and says the content was withheld', async () => {
    const canary = 'CANARY-v13w3r-0001';
    const dir = await runDir(4, (i) => i >= 1);
    const id = (i: number) => i.toString(16).padStart(32, '0');
    await writeFile(join(dir, 'trajectories', 'row_1_run_0.json'), trajectory('gold?', 'Ag'));
    await writeFile(join(dir, 'trajectories', 'row_2_run_0.json'), trajectory(`say ${canary}`, 'ok'));
    await writeFile(join(dir, 'trajectories', 'row_3_run_0.json'), trajectory('q3', HOSTILE));
    await writeFile(
      join(dir, 'logs.txt'),
      [
        `INFO [result] work item finished {"rollout_id":"${id(1)}"}`,
        `INFO [rollout-server] leaked ${canary} for ${id(1)}`,
        `INFO [rollout-server] row 3 says hi ${id(3)}`,
        `INFO [rollout-server] passing row ${id(0)}`,
      ].join('\n'),
    );
    const file = join(dir, 'viewer.html');
    const written = await writeViewer({
      file,
      runDirs: [dir],
      mode: 'failing',
      limitBytes: 50 * 1024 * 1024,
      secrets: [canary],
      head,
    });
    const html = await readFile(file, 'utf8');
    expect(html).not.toContain(canary);
    expect(written).toMatchObject({ rows: 4, trajectories: 2, withheld: 1 });
    const rows = embedded(html).rows;
    expect(rows[2]).toMatchObject({ row: 2, withheld: true });
    expect(rows[2]?.steps).toBeUndefined();
    expect(rows[1]).toMatchObject({ input: 'gold?', expected: 'Au', answer: 'Ag', logsWithheld: 1 });
    expect(rows[1]?.logs).toEqual([`INFO [result] work item finished {"rollout_id":"${id(1)}"}`]);
    expect(rows[3]?.answer).toBe(HOSTILE);
    expect(rows[3]?.logs).toHaveLength(1);
    // A passing row (viewer: failing) carries no trajectory and no log lines.
    expect(rows[0]).toEqual({
      row: 0,
      run: 0,
      status: 'passed',
      reward: 1,
      tokens: 10,
      durationMs: 5,
      rolloutId: id(0),
    });
  });

  it('keeps a 10,000-row run with 400 failing within the bundle limit, leaving out what does not fit', async () => {
    const dir = await runDir(10_000, (i) => i % 25 === 0);
    for (let i = 0; i < 10_000; i += 25)
      await writeFile(
        join(dir, 'trajectories', `row_${i}_run_0.json`),
        trajectory(`question ${i} ${'x'.repeat(2000)}`, 'no'),
      );
    const file = join(dir, 'viewer.html');
    const written = await writeViewer({
      file,
      runDirs: [dir],
      mode: 'failing',
      limitBytes: 50 * 1024 * 1024,
      secrets: [],
      head,
    });
    expect(written).toMatchObject({ rows: 10_000, trajectories: 400, withheld: 0 });
    expect(written.bytes).toBeLessThan(50 * 1024 * 1024);
    const small = await writeViewer({
      file,
      runDirs: [dir],
      mode: 'failing',
      limitBytes: 2 * 1024 * 1024,
      secrets: [],
      head,
    });
    expect(small.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(small.trajectories).toBeLessThan(400);
    const rows = embedded(await readFile(file, 'utf8')).rows;
    expect(rows.filter((row) => row.trajectoryNote?.includes("past the viewer's size limit")).length).toBe(
      400 - small.trajectories,
    );
  });
});
