/**
 * viewer.ts exactly: the artifact's name, the text cut at its limit, the JSON that cannot leave its script
 * element, an ATIF trajectory's steps in every shape the viewer reads, and the whole page line by line with
 * every text's bidi controls escaped.
 */
import { describe, expect, it } from 'vitest';
import {
  embedJson,
  renderViewer,
  VIEWER_FILE,
  VIEWER_TEXT_CHARS,
  type ViewerData,
  viewerArtifactName,
  viewerSteps,
  viewerText,
} from '../../src/core/artifacts/viewer.js';
import { VIEWER_SCRIPT, VIEWER_STYLE } from '../../src/core/artifacts/viewer-page.js';

describe('the viewer file and artifact names', () => {
  it('viewer.html; the artifact after the run, or eval-run', () => {
    expect(VIEWER_FILE).toBe('viewer.html');
    expect(viewerArtifactName('nightly')).toBe('osmosis-viewer-nightly.html');
    expect(viewerArtifactName(null)).toBe('osmosis-viewer-eval-run.html');
  });
});

describe('viewerText', () => {
  it('keeps a text of the limit whole and cuts one past it, saying how much', () => {
    expect(viewerText('abcd', 4)).toBe('abcd');
    expect(viewerText('abcdef', 4)).toBe('abcd… [2 more characters]');
    const long = 'x'.repeat(VIEWER_TEXT_CHARS + 3);
    expect(viewerText(long)).toBe(`${'x'.repeat(VIEWER_TEXT_CHARS)}… [3 more characters]`);
  });
});

describe('embedJson', () => {
  it('escapes <, >, & and the two JavaScript line separators, nothing else', () => {
    expect(embedJson({ a: '</script><!--&\u2028\u2029é' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029é"}',
    );
  });
});

describe('viewerSteps', () => {
  it('no steps: none', () => {
    expect(viewerSteps(null)).toEqual([]);
    expect(viewerSteps({ steps: 'x' })).toEqual([]);
    expect(viewerSteps([{ steps: [] }])).toEqual([]);
  });

  it('a message as text, as parts (text, image, other) or as anything else', () => {
    const steps = viewerSteps({
      steps: [
        { source: 'user', message: 'hi' },
        {
          source: 'agent',
          message: [
            { type: 'text', text: 'a' },
            { type: 'image', url: 'u' },
            { type: 'text', text: 3 },
            'raw',
            null,
          ],
        },
        { source: 'agent', message: { n: 1 } },
        { source: 'agent', message: null },
        { source: 'agent' },
        { source: 'agent', message: 0 },
        { message: 'm', source: 7 },
        'not a step',
        [1],
      ],
    });
    expect(steps).toEqual([
      { source: 'user', message: 'hi' },
      { source: 'agent', message: 'a\n[image]\n{"type":"text","text":3}\n"raw"\nnull' },
      { source: 'agent', message: '{"n":1}' },
      { source: 'agent', message: '' },
      { source: 'agent', message: '' },
      { source: 'agent', message: '0' },
      { source: 'unknown', message: 'm' },
      { source: 'unknown', message: '' },
      { source: 'unknown', message: '' },
    ]);
  });

  it('reasoning, tool calls (named or "tool") and observations, only when there are some', () => {
    const [step, bare] = viewerSteps({
      steps: [
        {
          source: 'agent',
          message: 'm',
          reasoning_content: 'because',
          tool_calls: [{ function_name: 'grep', arguments: { q: 1 } }, { function_name: 3 }, 'x'],
          observation: { results: [{ content: 'found' }, { content: [{ type: 'text', text: 't' }] }, 'r'] },
        },
        { source: 'agent', message: 'm', reasoning_content: 1, tool_calls: [], observation: { results: [] } },
      ],
    });
    expect(step).toEqual({
      source: 'agent',
      message: 'm',
      reasoning: 'because',
      toolCalls: [
        { name: 'grep', arguments: '{\n  "q": 1\n}' },
        { name: 'tool', arguments: '{}' },
        { name: 'tool', arguments: '{}' },
      ],
      observations: ['found', 't', ''],
    });
    expect(bare).toEqual({ source: 'agent', message: 'm' });
  });
});

describe('renderViewer', () => {
  const data: ViewerData = {
    title: 'Run "a" <b> & \u202E',
    verdict: 'passed \u2066',
    facts: [['model', 'm\u202E']],
    passThreshold: 1,
    mode: 'failing',
    rows: [
      {
        row: 0,
        run: 0,
        status: 'below-threshold',
        reward: 0,
        tokens: null,
        durationMs: 5,
        steps: [{ source: 'agent', message: 'x\u202Ey' }],
      },
    ],
  };

  it('the whole page, line by line; every text of the data with its bidi controls escaped', () => {
    const escaped = {
      ...data,
      title: 'Run "a" <b> & \\u202E',
      verdict: 'passed \\u2066',
      facts: [['model', 'm\\u202E']],
      rows: [{ ...data.rows[0], steps: [{ source: 'agent', message: 'x\\u202Ey' }] }],
    };
    expect(renderViewer(data).split('\n')).toEqual([
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,
      '<meta name="referrer" content="no-referrer">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Run &quot;a&quot; &lt;b&gt; &amp; \\u202E</title>',
      ...`<style>${VIEWER_STYLE}</style>`.split('\n'),
      '</head>',
      '<body>',
      '<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>',
      `<script type="application/json" id="viewer-data">${embedJson(escaped)}</script>`,
      ...`<script>${VIEWER_SCRIPT}</script>`.split('\n'),
      '</body>',
      '</html>',
      '',
    ]);
  });
});
