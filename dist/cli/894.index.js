export const id = 894;
export const ids = [894];
export const modules = {

/***/ 6228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   vJ: () => (/* binding */ withArticle),
/* harmony export */   xZ: () => (/* binding */ rowLabel)
/* harmony export */ });
/** Number and time formats shared by every rendering (report, comment, managed report). */
/** Integers as they are, other numbers to three decimals. */
function num(value) {
    return Number.isInteger(value) ? String(value) : value.toFixed(3);
}
/** 850 ms, 12.3 s, 2 min 21 s. */
function duration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const seconds = ms / 1000;
    if (seconds < 120)
        return `${seconds.toFixed(1)} s`;
    return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
/**
 * A dataset row in a list of rows: its index, an integer, and with n > 1 the run as a word. Never
 * `4.0`: "row.run" reads as a decimal number.
 */
function rowLabel(runsPerRow, row) {
    return runsPerRow > 1 ? `${row.rowIndex} (run ${row.runIndex})` : String(row.rowIndex);
}
/** "a" or "an" before a word a message fills in ("an eval config", "a training run"), by its first letter. */
function withArticle(word) {
    return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}


/***/ }),

/***/ 6706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hg: () => (/* binding */ mermaidText),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   aY: () => (/* binding */ code)
/* harmony export */ });
/** Escaping for the places a rendered string lands in markdown: code spans, table cells, HTML, mermaid. */
/** Text inside a code span: backticks would end it. */
function code(text) {
    return text.replaceAll('`', "'");
}
/** Text inside a table cell: a pipe would end it, a newline the row. */
function cell(text) {
    return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}
function oneLine(text) {
    return text.replaceAll('\r', '').split('\n').join(' ');
}
function firstLine(text) {
    const line = text.split('\n')[0] ?? '';
    return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
function escapeHtml(text) {
    return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
/** Text inside a double-quoted mermaid string. */
function mermaidText(text) {
    return text.replace(/["\\\n]/g, ' ').slice(0, 40);
}


/***/ }),

/***/ 6938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ decideUpload),
/* harmony export */   QW: () => (/* binding */ uploadLine),
/* harmony export */   Vb: () => (/* binding */ uploadSchema),
/* harmony export */   br: () => (/* binding */ publishFailed),
/* harmony export */   d$: () => (/* binding */ isPublishFailureAfterFinish),
/* harmony export */   nO: () => (/* binding */ UPLOAD_MODES),
/* harmony export */   po: () => (/* binding */ publishedFrom)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6228);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6706);
/**
 * Publishing a local eval to the Osmosis platform (`osmosis eval run --upload`, `osmosis eval upload`):
 * when to publish, what osmosis answered, and how the result document records it. A publish that fails
 * after the eval finished is recorded here and never changes the gate's verdict or exit code.
 */



/** `false`: never; `true`: every run; `default-branch`: pushes to the repository's default branch only. */
const UPLOAD_MODES = ['false', 'true', 'default-branch'];
/** Whether this run publishes, and why not when it does not (for the log). */
function decideUpload(mode, event) {
    if (mode === 'false')
        return { upload: false };
    if (mode === 'true')
        return { upload: true };
    if (event.defaultBranchPush)
        return { upload: true };
    return {
        upload: false,
        reason: `upload: default-branch publishes only on a push to the default branch; this is ${event.eventName ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .withArticle */ .vJ)(event.eventName)} event` : 'not one'}, so nothing is published.`,
    };
}
const uploadSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['published', 'failed', 'skipped'])
        .describe('published; failed (the verdict stands, publish again with eval-upload); skipped.'),
    replaced: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('The publish replaced results this local run had published before.'),
    runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    runName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    expectedFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    uploadedFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
})
    .describe('Publishing the run to the Osmosis platform, when asked for.');
/** The keys osmosis 0.3.8 prints for an import, in `eval run --upload` (resource.upload) and `eval upload`. */
const importSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    eval_run_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    eval_run_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    expected_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
    uploaded_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
    platform_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
});
/**
 * What a successful publish printed: `eval run --upload` nests the import under resource.upload with the
 * URL beside it; `eval upload` prints the import as the resource itself. Undefined when it holds none.
 */
function publishedFrom(resource, replaced) {
    if (typeof resource !== 'object' || resource === null)
        return undefined;
    const record = resource;
    const nested = record.upload !== undefined;
    const parsed = importSchema.safeParse(nested ? record.upload : record);
    if (!parsed.success || (!nested && parsed.data.eval_run_id === undefined))
        return undefined;
    const imported = parsed.data;
    const url = nested ? record.platform_url : imported.platform_url;
    const name = imported.eval_run_name ?? null;
    return {
        status: 'published',
        replaced,
        runId: imported.eval_run_id ?? null,
        runName: name,
        url: typeof url === 'string' && url !== '' ? url : null,
        expectedFiles: imported.expected_files ?? null,
        uploadedFiles: imported.uploaded_files ?? null,
        message: `Published to the Osmosis platform${name ? ` as ${name}` : ''}${replaced ? ', replacing its earlier results' : ''}.`,
    };
}
/**
 * osmosis 0.3.8 ends `eval run --upload` with an error when the eval finished but the publish did not
 * ("Local evaluation results are complete at <dir>, but the platform upload failed: …"). The results
 * are whole: the gate judges them; only the publish failed.
 */
function isPublishFailureAfterFinish(message) {
    return /^Local evaluation results are complete at .+, but /s.test(message);
}
/** A failed publish, with osmosis's reason and how to publish again. */
function publishFailed(reason, retry, replaced) {
    const why = reason
        .replace(/^Local evaluation results are complete at .+?, but /s, '')
        .replace(/\nRetry with: .*$/s, '')
        .trim();
    return {
        status: 'failed',
        replaced,
        runId: null,
        runName: null,
        url: null,
        expectedFiles: null,
        uploadedFiles: null,
        message: `Publishing to the Osmosis platform failed (the verdict stands): ${why} Publish again with ${retry}.`,
    };
}
/** The report's one line about the publish (markdown; osmosis's and the platform's words escaped). */
function uploadLine(upload) {
    if (!upload)
        return undefined;
    const text = (value) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(value)).replace(/[[\]]/g, '\\$&');
    if (upload.status === 'published' && upload.url && /^https?:\/\//.test(upload.url)) {
        const name = text(upload.runName ?? 'the run');
        return `☁️ Published to the Osmosis platform: [${name}](${upload.url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})${upload.replaced ? ' (replaced its earlier results)' : ''}.`;
    }
    const mark = upload.status === 'published' ? '☁️' : upload.status === 'failed' ? '⚠️' : 'ℹ️';
    return `${mark} ${text(upload.message)}`;
}


/***/ }),

/***/ 6078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ox: () => (/* binding */ VIEWER_FILE),
  s1: () => (/* binding */ VIEWER_MODES),
  _g: () => (/* binding */ embedJson),
  Li: () => (/* binding */ renderViewer),
  MC: () => (/* binding */ viewerSteps),
  Ss: () => (/* binding */ viewerText)
});

// UNUSED EXPORTS: VIEWER_TEXT_CHARS, viewerArtifactName

// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
;// CONCATENATED MODULE: ./src/core/viewer-page.ts
/**
 * The run viewer's own style and script (core/viewer.ts puts them into the page). The script reads the
 * embedded JSON, renders only the rows in view (fixed-height rows over a spacer, so 10,000 rows cost
 * what 40 do), filters and searches them, and opens a row's details from the URL's fragment
 * (`#row-7`, `#row-7-2` for run 2). Every text from the data goes in through textContent, never as
 * markup. Written as plain ES2020 in a string: it runs in the browser, not in Node.
 */
const VIEWER_STYLE = `
:root { color-scheme: light dark; --line: #8884; --fail: #c0392b; --pass: #1e8449; --err: #b9770e; --muted: #888; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
header { padding: 12px 16px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 16px; margin: 0 0 6px; }
header .facts { display: flex; flex-wrap: wrap; gap: 4px 16px; color: var(--muted); }
.bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 8px 16px; border-bottom: 1px solid var(--line); }
.bar button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 12px; background: none; color: inherit; cursor: pointer; }
.bar button[aria-pressed="true"] { background: #8883; font-weight: 600; }
.bar input { font: inherit; padding: 3px 8px; min-width: 16em; border: 1px solid var(--line); border-radius: 4px; background: none; color: inherit; }
main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); height: calc(100vh - 110px); }
#list { overflow-y: auto; position: relative; border-right: 1px solid var(--line); }
#spacer { position: relative; }
.row { position: absolute; left: 0; right: 0; height: 28px; display: grid; grid-template-columns: 5em 5.5em 4.5em minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-items: center; padding: 0 10px; border-bottom: 1px solid var(--line); cursor: pointer; white-space: nowrap; }
.row span { overflow: hidden; text-overflow: ellipsis; }
.row.sel { background: #8882; }
.s-failed { color: var(--fail); } .s-errored { color: var(--err); } .s-passed { color: var(--pass); } .s-skipped { color: var(--muted); }
#detail { overflow-y: auto; padding: 12px 16px; }
#detail h2 { font-size: 15px; margin: 0 0 8px; }
#detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
#detail dt { color: var(--muted); }
#detail dd { margin: 0; white-space: pre-wrap; word-break: break-word; }
.step { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 8px; padding: 6px 10px; }
.step .src { font-weight: 600; text-transform: uppercase; font-size: 11px; color: var(--muted); }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
.note { color: var(--err); }
.empty { padding: 16px; color: var(--muted); }
`;
const VIEWER_SCRIPT = String.raw `
'use strict';
(function () {
  var data = JSON.parse(document.getElementById('viewer-data').textContent);
  var ROW = 28;
  var rows = data.rows;
  var shown = rows.map(function (_, i) { return i; });
  var filter = 'all';
  var query = '';
  var selected = -1;

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function rowId(r) { return 'row-' + r.row + (r.run > 0 ? '-' + r.run : ''); }
  function label(r) { return r.run > 0 ? r.row + ' (run ' + r.run + ')' : String(r.row); }
  function what(r) {
    if (r.withheld) return 'withheld';
    if (r.status === 'errored') return r.errorType || 'error';
    return r.answer !== undefined ? r.answer : '';
  }

  var header = el('header');
  header.appendChild(el('h1', '', data.verdict));
  var facts = el('div', 'facts');
  facts.appendChild(el('span', '', data.title));
  data.facts.forEach(function (f) { facts.appendChild(el('span', '', f[0] + ': ' + f[1])); });
  header.appendChild(facts);
  document.body.appendChild(header);

  var bar = el('div', 'bar');
  var counts = { all: rows.length, failed: 0, errored: 0, skipped: 0, passed: 0, flipped: 0 };
  rows.forEach(function (r) { counts[r.status] += 1; if (r.flipped) counts.flipped += 1; });
  var buttons = {};
  ['all', 'failed', 'errored', 'skipped', 'flipped', 'passed'].forEach(function (name) {
    if (name === 'flipped' && counts.flipped === 0) return;
    var b = el('button', '', name + ' ' + counts[name]);
    b.type = 'button';
    b.setAttribute('data-filter', name);
    b.setAttribute('aria-pressed', String(name === filter));
    b.addEventListener('click', function () { filter = name; apply(); });
    buttons[name] = b;
    bar.appendChild(b);
  });
  var search = el('input');
  search.type = 'search';
  search.id = 'search';
  search.placeholder = 'Search input, expected, answer, error';
  search.addEventListener('input', function () { query = search.value.toLowerCase(); apply(); });
  bar.appendChild(search);
  var shownCount = el('span', 'muted');
  bar.appendChild(shownCount);
  document.body.appendChild(bar);

  var main = el('main');
  var list = el('div');
  list.id = 'list';
  var spacer = el('div');
  spacer.id = 'spacer';
  list.appendChild(spacer);
  var detail = el('section');
  detail.id = 'detail';
  main.appendChild(list);
  main.appendChild(detail);
  document.body.appendChild(main);

  function matches(r) {
    if (filter === 'flipped' ? !r.flipped : filter !== 'all' && r.status !== filter) return false;
    if (!query) return true;
    return [r.input, r.expected, r.answer, r.errorType, String(r.row)].some(function (t) {
      return t !== undefined && t !== null && String(t).toLowerCase().indexOf(query) !== -1;
    });
  }
  function apply() {
    Object.keys(buttons).forEach(function (k) { buttons[k].setAttribute('aria-pressed', String(k === filter)); });
    shown = [];
    for (var i = 0; i < rows.length; i++) if (matches(rows[i])) shown.push(i);
    shownCount.textContent = shown.length + ' shown';
    spacer.style.height = shown.length * ROW + 'px';
    list.scrollTop = 0;
    paint();
  }
  function paint() {
    var first = Math.max(0, Math.floor(list.scrollTop / ROW) - 5);
    var last = Math.min(shown.length, first + Math.ceil((list.clientHeight || 800) / ROW) + 10);
    spacer.textContent = '';
    if (shown.length === 0) { spacer.appendChild(el('div', 'empty', 'No row matches.')); return; }
    for (var i = first; i < last; i++) {
      var index = shown[i];
      var r = rows[index];
      var line = el('div', 'row' + (index === selected ? ' sel' : ''));
      line.style.top = i * ROW + 'px';
      line.setAttribute('data-row', rowId(r));
      line.appendChild(el('span', '', label(r)));
      line.appendChild(el('span', 's-' + r.status, r.status));
      line.appendChild(el('span', '', r.reward === null ? '—' : r.reward));
      line.appendChild(el('span', '', r.expected !== undefined ? r.expected : ''));
      line.appendChild(el('span', '', what(r)));
      line.addEventListener('click', (function (id) { return function () { location.hash = id; }; })(rowId(r)));
      spacer.appendChild(line);
    }
  }
  list.addEventListener('scroll', paint);
  window.addEventListener('resize', paint);

  function field(dl, name, value) {
    if (value === undefined || value === null || value === '') return;
    dl.appendChild(el('dt', '', name));
    dl.appendChild(el('dd', '', value));
  }
  function show(index) {
    selected = index;
    detail.textContent = '';
    var r = rows[index];
    detail.appendChild(el('h2', 's-' + r.status, 'Row ' + label(r) + ': ' + r.status));
    var dl = el('dl');
    field(dl, 'reward', r.reward === null ? 'none' : r.reward + ' (pass at ' + data.passThreshold + ')');
    field(dl, 'error', r.errorType);
    field(dl, 'expected', r.expected);
    field(dl, 'answer', r.answer);
    field(dl, 'duration', r.durationMs === null ? undefined : Math.round(r.durationMs) + ' ms');
    field(dl, 'tokens', r.tokens);
    field(dl, 'flipped', r.flipped);
    field(dl, 'rollout', r.rolloutId);
    detail.appendChild(dl);
    if (r.withheld) detail.appendChild(el('p', 'note', 'This row\'s trajectory holds the value of a secret given to the step, so its content was withheld.'));
    if (r.trajectoryNote) detail.appendChild(el('p', 'note', r.trajectoryNote));
    (r.steps || []).forEach(function (s) {
      var box = el('div', 'step step-' + s.source);
      box.appendChild(el('div', 'src', s.source));
      if (s.reasoning) box.appendChild(el('pre', 'reasoning', s.reasoning));
      if (s.message) box.appendChild(el('pre', 'message', s.message));
      (s.toolCalls || []).forEach(function (c) { box.appendChild(el('pre', 'tool', 'tool call ' + c.name + ' ' + c.arguments)); });
      (s.observations || []).forEach(function (o) { box.appendChild(el('pre', 'observation', 'observation: ' + o)); });
      detail.appendChild(box);
    });
    if (r.logs && r.logs.length > 0) {
      detail.appendChild(el('h2', '', 'Log lines'));
      detail.appendChild(el('pre', 'logs', r.logs.join('\n')));
    }
    if (r.logsWithheld) detail.appendChild(el('p', 'note', r.logsWithheld + ' log line(s) withheld: they hold the value of a secret given to the step.'));
    paint();
  }
  function route() {
    var m = /^#row-(\d+)(?:-(\d+))?$/.exec(location.hash);
    if (!m) { detail.textContent = ''; detail.appendChild(el('p', 'empty', 'Pick a row to see its trajectory.')); return; }
    var row = Number(m[1]);
    var run = m[2] === undefined ? 0 : Number(m[2]);
    var index = -1;
    for (var i = 0; i < rows.length; i++) if (rows[i].row === row && rows[i].run === run) { index = i; break; }
    if (index === -1) { detail.textContent = ''; detail.appendChild(el('p', 'empty', 'No row ' + row + ' in this run.')); return; }
    var at = shown.indexOf(index);
    if (at === -1) { filter = 'all'; query = ''; search.value = ''; apply(); at = shown.indexOf(index); }
    if (list.scrollTop > at * ROW || (list.scrollTop + list.clientHeight) < (at + 1) * ROW) list.scrollTop = Math.max(0, at * ROW - 2 * ROW);
    show(index);
  }
  window.addEventListener('hashchange', route);
  apply();
  route();
})();
`;

;// CONCATENATED MODULE: ./src/core/viewer.ts
/**
 * The run viewer: one self-contained HTML file (viewer.html beside result.json) that shows a run the
 * way the comment does, then every row with filters and search, and for the rows that carry one their
 * ATIF trajectory step by step, the grader's verdict and the row's log lines. Pure: an HTML string from
 * the data the adapter (adapters/viewer-file.ts) gathered and cleared of secrets.
 *
 * No network and no markup from data: the page's Content-Security-Policy allows no request at all
 * (default-src 'none'), the data is JSON in a `<script type="application/json">` with every `<` escaped
 * (it cannot close the element), and the page's own script puts text into the page with textContent
 * only. Only the rows in view are in the DOM, so a run of 10,000 rows opens at once.
 */


/** failing: the trajectories of the rows that did not pass; all: of every row; off: no viewer. */
const VIEWER_MODES = ['failing', 'all', 'off'];
const VIEWER_FILE = 'viewer.html';
/** The characters of one message, argument or observation the viewer keeps. */
const VIEWER_TEXT_CHARS = 20_000;
/** The viewer's workflow artifact: one file, named after the run as the bundle is. */
function viewerArtifactName(runName) {
    return `osmosis-viewer-${runName ?? 'eval-run'}.html`;
}
/** JSON that cannot end the script element it sits in, nor start a comment or CDATA section. */
function embedJson(value) {
    return JSON.stringify(value)
        .replaceAll('<', '\\u003c')
        .replaceAll('>', '\\u003e')
        .replaceAll('&', '\\u0026')
        .replaceAll('\u2028', '\\u2028')
        .replaceAll('\u2029', '\\u2029');
}
/** A text the viewer keeps: cut at VIEWER_TEXT_CHARS with a note of how much was left out. */
function viewerText(text, max = VIEWER_TEXT_CHARS) {
    return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}
const record = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value
    : undefined;
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content
            .map((part) => {
            const p = record(part);
            if (p?.type === 'text' && typeof p.text === 'string')
                return p.text;
            return p?.type === 'image' ? '[image]' : JSON.stringify(part);
        })
            .join('\n');
    return content === undefined || content === null ? '' : JSON.stringify(content);
}
/** An ATIF trajectory's steps as the viewer shows them: text only, each piece cut. */
function viewerSteps(document) {
    const steps = record(document)?.steps;
    if (!Array.isArray(steps))
        return [];
    return steps.map((value) => {
        const step = record(value) ?? {};
        const shown = {
            source: typeof step.source === 'string' ? step.source : 'unknown',
            message: viewerText(contentText(step.message)),
        };
        if (typeof step.reasoning_content === 'string')
            shown.reasoning = viewerText(step.reasoning_content);
        if (Array.isArray(step.tool_calls) && step.tool_calls.length > 0)
            shown.toolCalls = step.tool_calls.map((call) => {
                const c = record(call) ?? {};
                return {
                    name: typeof c.function_name === 'string' ? c.function_name : 'tool',
                    arguments: viewerText(JSON.stringify(c.arguments ?? {}, null, 2)),
                };
            });
        const results = record(step.observation)?.results;
        if (Array.isArray(results) && results.length > 0)
            shown.observations = results.map((result) => viewerText(contentText(record(result)?.content)));
        return shown;
    });
}
/** The whole page. */
function renderViewer(data) {
    const title = (0,markdown/* escapeHtml */.ZD)(data.title).replaceAll('"', '&quot;');
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,
        '<meta name="referrer" content="no-referrer">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${title}</title>`,
        `<style>${VIEWER_STYLE}</style>`,
        '</head>',
        '<body>',
        '<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>',
        `<script type="application/json" id="viewer-data">${embedJson(data)}</script>`,
        `<script>${VIEWER_SCRIPT}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}


/***/ }),

/***/ 8280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   B2: () => (/* binding */ stdoutFormat),
/* harmony export */   U4: () => (/* binding */ inputFlagValue),
/* harmony export */   Wo: () => (/* binding */ cliHint),
/* harmony export */   ZJ: () => (/* binding */ renamedFlag),
/* harmony export */   bJ: () => (/* binding */ stderrLog),
/* harmony export */   bQ: () => (/* binding */ parseFlags),
/* harmony export */   dV: () => (/* binding */ flagLabel),
/* harmony export */   eJ: () => (/* binding */ inputFlags),
/* harmony export */   nB: () => (/* binding */ refuseBooleanValues),
/* harmony export */   qD: () => (/* binding */ requireBaselineDir)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/** What every CLI command shares: flag parsing, the stderr logger, and the command shape. */




const stderrLog = {
    info: (message) => console.error(message),
    warning: (message) => console.error(`warning: ${message}`),
    debug: (message) => {
        if (process.env.OSMOSIS_CI_DEBUG)
            console.error(message);
    },
};
function parseFlags(args, options) {
    try {
        const parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args,
            options: { ...options, help: { type: 'boolean', short: 'h' } },
            allowPositionals: true,
            strict: true,
        });
        return { values: parsed.values, positionals: parsed.positionals };
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}. Run \`osmosis-ci --help\` for the flags.`);
    }
}
const flagLabel = (name) => `--${name}`;
// CLI flags are the action's input names (--run-name, --pr-number; --name and --pr are old spellings).
/** How a message asks for a flag: `--fresh`, `--run-name NAME`. */
const cliHint = (input, value) => `--${input}${value ? ` ${value}` : ''}`;
/** A flag's value as the string an action input would carry, so both go through one parser. */
function stringFlag(values, name) {
    const value = values[name];
    if (typeof value === 'boolean')
        return value ? 'true' : 'false';
    return typeof value === 'string' ? value : undefined;
}
/**
 * Flags named like the inputs they set. A boolean input is a bare flag with a --no- form (--wait,
 * --no-wait); every other input takes a value.
 */
function inputFlags(names, booleans) {
    const options = {};
    for (const name of names) {
        if (booleans.has(name)) {
            options[name] = { type: 'boolean' };
            options[`no-${name}`] = { type: 'boolean' };
        }
        else {
            options[name] = { type: 'string' };
        }
    }
    return options;
}
/** A flag's value as the string an action input would carry ('true'/'false' for bare flags). */
function inputFlagValue(values, name) {
    if (values[`no-${name}`] === true)
        return 'false';
    return stringFlag(values, name);
}
/** Boolean flags take no value: `--wait false` reads as a stray argument, so say how to write it. */
function refuseBooleanValues(positionals, booleans) {
    if (positionals.some((value) => value === 'true' || value === 'false')) {
        const example = [...booleans][0] ?? 'wait';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`Boolean flags take no value: write --${example} or --no-${example}, not --${example} true|false.`);
    }
}
/** An old flag spelling still accepted, with a warning, as the name of its input. */
function renamedFlag(values, old, current) {
    if (values[old] === undefined)
        return;
    stderrLog.warning(`--${old} is deprecated: use --${current}.`);
    if (values[current] === undefined)
        values[current] = values[old];
}
function stdoutFormat(values) {
    if (values.json && values['comment-markdown'])
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).');
    return values.json ? 'json' : values['comment-markdown'] ? 'comment-markdown' : 'terminal';
}
/** In a terminal the baseline directory is an earlier result: a missing one is a typo, not "no baseline yet". */
async function requireBaselineDir(start, baselineDir) {
    if (baselineDir === undefined)
        return;
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(start, baselineDir)).catch(() => undefined))?.isDirectory())
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--baseline-dir ${baselineDir} is not a directory (looked in ${start}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`);
}


/***/ })

};
