const T=894,P=[894],I={5697:((E,y,u)=>{u.d(y,{Ag:()=>n,I8:()=>l,Kb:()=>h,Nw:()=>v,jm:()=>_,ni:()=>w,s5:()=>x,zY:()=>b});var i=u(9691);const _=10,g=80,C=i.Ikc({rowIndex:i.aig().int(),runIndex:i.aig().int(),line:i.aig().int().optional().describe("The 1-based line of the local dataset file the row is on."),input:i.YjP().optional().describe("The row's first user message, on one line and cut."),expected:i.YjP().optional().describe("The label the grader compared with (extra.osmosis.label)."),answer:i.YjP().optional().describe("The model's final answer (the last agent message), cut."),reason:i.YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),errored:i.zMY(),reward:i.aig().nullable(),withheld:i.zMY().optional().describe("The row's trajectory holds a secret value given to the step: none of its text is shown.")}),v=i.Ikc({count:i.aig().int(),rows:i.YOg(C)}).describe("The worst failing work items (errors first, then the lowest reward) and what went wrong."),A=/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,d=/[\u202a-\u202e\u2066-\u2069]/g;function x(t){return t.replace(d,s=>`\\u${s.charCodeAt(0).toString(16).toUpperCase()}`)}function h(t,s=g){const e=x(t).replace(/\s+/g," ").replace(A," ").trim(),r=[...e];return r.length>s?`${r.slice(0,s-1).join("")}\u2026`:e}function m(t,s=g){if(t===void 0)return"\u2014";const e=h(t,s).replaceAll("`","'").replaceAll("|","\xA6").replace(/([@#])/g,"$1\u2060");return e===""?"\u2014":`\`${e}\``}function b(t,s){return t.errored?t.group:t.reward===null?"no reward":`reward ${t.reward} < ${s}`}const a=t=>t!==null&&typeof t=="object"&&!Array.isArray(t)?t:void 0;function p(t){return typeof t=="string"?t:Array.isArray(t)?t.map(e=>{const r=a(e);return r?.type==="text"&&typeof r.text=="string"?r.text:r?.type==="image"?"[image]":""}).join(`
`):void 0}function f(t){if(t!=null)return typeof t=="string"?t:JSON.stringify(t)}function w(t){const s=a(t),e=Array.isArray(s?.steps)?s.steps.map(a):[],r=e.find(k=>k?.source==="user"),o=[...e].reverse().find(k=>k?.source==="agent"),c={},O=p(r?.message);O!==void 0&&(c.input=O);const $=p(o?.message);$!==void 0&&(c.answer=$);const R=f(a(a(s?.extra)?.osmosis)?.label);return R!==void 0&&(c.expected=R),c}function n(t,s){const e=["| Row | Line | Input | Expected | Answer | Why |","|---:|---:|---|---|---|---|"];for(const o of t.rows){const c=s>1?`${o.rowIndex} (run ${o.runIndex})`:String(o.rowIndex),O=o.line===void 0?"\u2014":String(o.line),$=o.withheld?["_withheld: holds a secret value_","\u2014","\u2014"]:[m(o.input),m(o.expected,40),m(o.answer)];e.push(`| ${c} | ${O} | ${$.join(" | ")} | ${m(o.reason,60)} |`)}return t.count-t.rows.length>0&&e.push("",`<sub>The ${t.rows.length} worst of ${t.count} failing work items; result.json lists them.</sub>`),e.join(`
`)}function l(t,s){const e=[`  did not pass ${t.count} work item(s), the worst ${t.rows.length}:`];for(const r of t.rows){const o=s>1?`row ${r.rowIndex} run ${r.runIndex}`:`row ${r.rowIndex}`,c=r.line===void 0?"":` (line ${r.line})`;if(e.push(`    ${o}${c}: ${h(r.reason,60)}`),r.withheld){e.push("      withheld: its trajectory holds a secret value");continue}r.input!==void 0&&e.push(`      input     ${h(r.input)}`),r.expected!==void 0&&e.push(`      expected  ${h(r.expected,40)}`),r.answer!==void 0&&e.push(`      answer    ${h(r.answer)}`)}return e}}),6706:((E,y,u)=>{u.d(y,{Hg:()=>A,Hn:()=>_,TM:()=>C,TN:()=>g,ZD:()=>v,aY:()=>i});function i(d){return d.replaceAll("`","'")}function _(d){return d.replaceAll("|","\\|").replaceAll(`
`," ")}function g(d){return d.replaceAll("\r","").split(`
`).join(" ")}function C(d){const x=d.split(`
`)[0]??"";return x.length>300?`${x.slice(0,300)}\u2026`:x}function v(d){return d.replaceAll("&","&amp;").replaceAll("<","&lt;").replaceAll(">","&gt;")}function A(d){return d.replace(/["\\\n]/g," ").slice(0,40)}}),6938:((E,y,u)=>{u.d(y,{MZ:()=>v,QW:()=>b,Vb:()=>A,br:()=>m,d$:()=>h,nO:()=>C,po:()=>x});var i=u(9691),_=u(6228),g=u(6706);const C=["false","true","default-branch"];function v(a,p){return a==="false"?{upload:!1}:a==="true"?{upload:!0}:p.defaultBranchPush?{upload:!0}:{upload:!1,reason:`upload: default-branch publishes only on a push to the default branch; this is ${p.eventName?`${(0,_.vJ)(p.eventName)} event`:"not one"}, so nothing is published.`}}const A=i.Ikc({status:i.k5n(["published","failed","skipped"]).describe("published; failed (the verdict stands, publish again with eval-upload); skipped."),replaced:i.zMY().describe("The publish replaced results this local run had published before."),runId:i.YjP().nullable(),runName:i.YjP().nullable(),url:i.YjP().nullable(),expectedFiles:i.aig().int().nullable(),uploadedFiles:i.aig().int().nullable(),message:i.YjP()}).describe("Publishing the run to the Osmosis platform, when asked for."),d=i._H3({eval_run_id:i.YjP().nullable().optional(),eval_run_name:i.YjP().nullable().optional(),status:i.YjP().optional(),expected_files:i.aig().int().optional(),uploaded_files:i.aig().int().optional(),platform_url:i.YjP().nullable().optional()});function x(a,p){if(typeof a!="object"||a===null)return;const f=a,w=f.upload!==void 0,n=d.safeParse(w?f.upload:f);if(!n.success||!w&&n.data.eval_run_id===void 0)return;const l=n.data,t=w?f.platform_url:l.platform_url,s=l.eval_run_name??null;return{status:"published",replaced:p,runId:l.eval_run_id??null,runName:s,url:typeof t=="string"&&t!==""?t:null,expectedFiles:l.expected_files??null,uploadedFiles:l.uploaded_files??null,message:`Published to the Osmosis platform${s?` as ${s}`:""}${p?", replacing its earlier results":""}.`}}function h(a){return/^Local evaluation results are complete at .+, but /s.test(a)}function m(a,p,f){const w=a.replace(/^Local evaluation results are complete at .+?, but /s,"").replace(/\nRetry with: .*$/s,"").trim();return{status:"failed",replaced:f,runId:null,runName:null,url:null,expectedFiles:null,uploadedFiles:null,message:`Publishing to the Osmosis platform failed (the verdict stands): ${w} Publish again with ${p}.`}}function b(a){if(!a)return;const p=w=>(0,g.ZD)((0,g.TN)(w)).replace(/[[\]]/g,"\\$&");return a.status==="published"&&a.url&&/^https?:\/\//.test(a.url)?`\u2601\uFE0F Published to the Osmosis platform: [${p(a.runName??"the run")}](${a.url.replace(/[()\s]/g,n=>`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)})${a.replaced?" (replaced its earlier results)":""}.`:`${a.status==="published"?"\u2601\uFE0F":a.status==="failed"?"\u26A0\uFE0F":"\u2139\uFE0F"} ${p(a.message)}`}}),6078:((E,y,u)=>{u.d(y,{Ox:()=>A,s1:()=>v,_g:()=>h,Li:()=>w,MC:()=>p,Ss:()=>m});var i=u(5697),_=u(6706);const g=`
:root { color-scheme: light dark; --line: #8884; --fail: #c0392b; --pass: #1e8449; --err: #b9770e; --muted: #888; }
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; display: flex; flex-direction: column; overflow: hidden; }
header { padding: 10px 16px; border-bottom: 1px solid var(--line); flex: none; }
header h1 { font-size: 16px; margin: 0 0 6px; overflow-wrap: anywhere; }
header .facts { display: flex; flex-wrap: wrap; gap: 2px 16px; color: var(--muted); overflow-wrap: anywhere; }
.bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 8px 16px; border-bottom: 1px solid var(--line); flex: none; }
.bar button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 12px; background: none; color: inherit; cursor: pointer; }
.bar button[aria-pressed="true"] { background: #8883; font-weight: 600; }
.bar input { font: inherit; padding: 3px 8px; min-width: 12em; flex: 1 1 12em; max-width: 24em; border: 1px solid var(--line); border-radius: 4px; background: none; color: inherit; }
main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); flex: 1 1 auto; min-height: 0; }
#rows { display: flex; flex-direction: column; min-height: 0; border-right: 1px solid var(--line); }
.cols { flex: none; font-weight: 600; color: var(--muted); border-bottom: 1px solid var(--line); position: static; }
#list { overflow-y: auto; position: relative; flex: 1 1 auto; min-height: 0; }
#list:focus-visible { outline: 2px solid #4a90d9; outline-offset: -2px; }
#spacer { position: relative; }
.row, .cols { height: 28px; display: grid; grid-template-columns: 4.5em 8.5em 4.5em minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-items: center; padding: 0 10px; white-space: nowrap; }
.row { position: absolute; left: 0; right: 0; border-bottom: 1px solid var(--line); cursor: pointer; }
.row span, .cols span { overflow: hidden; text-overflow: ellipsis; }
.row.sel { background: #8882; }
#list:focus .row.cursor { outline: 2px solid #4a90d9; outline-offset: -2px; }
.s-below-threshold { color: var(--fail); } .s-errored { color: var(--err); } .s-passed { color: var(--pass); } .s-skipped { color: var(--muted); }
.flaky { color: var(--muted); font-style: italic; }
#detail { overflow-y: auto; padding: 12px 16px; min-height: 0; }
#detail h2 { font-size: 15px; margin: 0 0 8px; }
#detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
#detail dt { color: var(--muted); }
#detail dd { margin: 0; white-space: pre-wrap; word-break: break-word; }
.step { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 8px; padding: 6px 10px; }
.step .src { font-weight: 600; text-transform: uppercase; font-size: 11px; color: var(--muted); }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
.note { color: var(--err); }
.empty { padding: 16px; color: var(--muted); }
`,C=String.raw`
'use strict';
(function () {
  var data = JSON.parse(document.getElementById('viewer-data').textContent);
  var ROW = 28;
  var WORDS = { passed: 'passed', 'below-threshold': 'below threshold', errored: 'errored', skipped: 'skipped' };
  var rows = data.rows;
  var shown = rows.map(function (_, i) { return i; });
  var filter = 'all';
  var query = '';
  var selected = -1;
  var cursor = 0;

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function rowId(r) { return 'row-' + r.row + (r.run > 0 ? '-' + r.run : ''); }
  function label(r) { return r.run > 0 ? r.row + ' (run ' + r.run + ')' : String(r.row); }
  function word(r) { return WORDS[r.status] || r.status; }
  function what(r) {
    if (r.withheld) return 'withheld';
    if (r.status === 'errored') return r.errorType || 'error';
    return r.answer !== undefined ? r.answer : '';
  }
  function percent(x) { return Math.round(x * 100) + '%'; }

  var header = el('header');
  header.appendChild(el('h1', '', data.verdict));
  var facts = el('div', 'facts');
  facts.appendChild(el('span', '', data.title));
  data.facts.forEach(function (f) { facts.appendChild(el('span', '', f[0] + ': ' + f[1])); });
  header.appendChild(facts);
  document.body.appendChild(header);

  var bar = el('div', 'bar');
  var counts = { all: rows.length, passed: 0, 'below-threshold': 0, errored: 0, skipped: 0, flipped: 0, flaky: 0 };
  rows.forEach(function (r) { counts[r.status] += 1; if (r.flipped) counts.flipped += 1; if (r.flaky) counts.flaky += 1; });
  var buttons = {};
  ['all', 'passed', 'below-threshold', 'errored', 'skipped', 'flipped', 'flaky'].forEach(function (name) {
    if ((name === 'flipped' || name === 'flaky') && counts[name] === 0) return;
    var b = el('button', '', (WORDS[name] || name) + ' ' + counts[name]);
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
  search.placeholder = 'Search every row';
  search.setAttribute('aria-label', 'Search every row: its number, outcome, input, expected, answer, error, log lines');
  search.addEventListener('input', function () { query = search.value.toLowerCase(); apply(); });
  bar.appendChild(search);
  var shownCount = el('span', 'muted');
  shownCount.setAttribute('aria-live', 'polite');
  bar.appendChild(shownCount);
  document.body.appendChild(bar);

  var main = el('main');
  var column = el('div');
  column.id = 'rows';
  var cols = el('div', 'cols');
  cols.setAttribute('aria-hidden', 'true');
  ['Row', 'Outcome', 'Reward', 'Expected', 'Answer or error'].forEach(function (name) { cols.appendChild(el('span', '', name)); });
  column.appendChild(cols);
  var list = el('div');
  list.id = 'list';
  list.tabIndex = 0;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Rows: arrow keys move, Enter opens');
  var spacer = el('div');
  spacer.id = 'spacer';
  list.appendChild(spacer);
  column.appendChild(list);
  var detail = el('section');
  detail.id = 'detail';
  detail.setAttribute('aria-live', 'polite');
  main.appendChild(column);
  main.appendChild(detail);
  document.body.appendChild(main);

  function texts(r) {
    return [String(r.row), word(r), r.input, r.expected, r.answer, r.errorType, r.rolloutId, r.flaky ? 'flaky' : undefined, r.flipped]
      .concat(r.logs || []);
  }
  function matches(r) {
    if (filter === 'flipped' ? !r.flipped : filter === 'flaky' ? !r.flaky : filter !== 'all' && r.status !== filter) return false;
    if (!query) return true;
    return texts(r).some(function (t) {
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
    cursor = 0;
    paint();
  }
  function paint() {
    var first = Math.max(0, Math.floor(list.scrollTop / ROW) - 5);
    var last = Math.min(shown.length, first + Math.ceil((list.clientHeight || 800) / ROW) + 10);
    spacer.textContent = '';
    list.removeAttribute('aria-activedescendant');
    if (shown.length === 0) { spacer.appendChild(el('div', 'empty', 'No row matches.')); return; }
    for (var i = first; i < last; i++) {
      var index = shown[i];
      var r = rows[index];
      var line = el('div', 'row' + (index === selected ? ' sel' : '') + (i === cursor ? ' cursor' : ''));
      line.style.top = i * ROW + 'px';
      line.id = 'opt-' + rowId(r);
      line.setAttribute('role', 'option');
      line.setAttribute('aria-selected', String(index === selected));
      line.setAttribute('data-row', rowId(r));
      line.appendChild(el('span', '', label(r)));
      line.appendChild(el('span', 's-' + r.status, word(r) + (r.flaky ? ' · flaky' : '')));
      line.appendChild(el('span', '', r.reward === null ? '—' : r.reward));
      line.appendChild(el('span', '', r.expected !== undefined ? r.expected : ''));
      line.appendChild(el('span', '', what(r)));
      line.addEventListener('click', (function (id, at) { return function () { cursor = at; location.hash = id; }; })(rowId(r), i));
      if (i === cursor) list.setAttribute('aria-activedescendant', line.id);
      spacer.appendChild(line);
    }
  }
  function moveTo(at) {
    if (shown.length === 0) return;
    cursor = Math.max(0, Math.min(shown.length - 1, at));
    if (cursor * ROW < list.scrollTop) list.scrollTop = cursor * ROW;
    else if ((cursor + 1) * ROW > list.scrollTop + list.clientHeight) list.scrollTop = (cursor + 1) * ROW - list.clientHeight;
    paint();
  }
  list.addEventListener('keydown', function (event) {
    var page = Math.max(1, Math.floor(list.clientHeight / ROW) - 1);
    var moves = { ArrowDown: cursor + 1, ArrowUp: cursor - 1, PageDown: cursor + page, PageUp: cursor - page, Home: 0, End: shown.length - 1 };
    if (event.key in moves) { event.preventDefault(); moveTo(moves[event.key]); return; }
    if ((event.key === 'Enter' || event.key === ' ') && shown.length > 0) {
      event.preventDefault();
      location.hash = rowId(rows[shown[cursor]]);
    }
  });
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
    detail.appendChild(el('h2', 's-' + r.status, 'Row ' + label(r) + ': ' + word(r)));
    var dl = el('dl');
    field(dl, 'reward', r.reward === null ? 'none' : r.reward + ' (pass at ' + data.passThreshold + ')');
    field(dl, 'error', r.errorType);
    field(dl, 'expected', r.expected);
    field(dl, 'answer', r.answer);
    field(dl, 'duration', r.durationMs === null ? undefined : Math.round(r.durationMs) + ' ms');
    field(dl, 'tokens', r.tokens);
    field(dl, 'flipped', r.flipped);
    field(dl, 'flaky', r.flaky ? 'passed ' + percent(r.flaky.passRate) + ' of ' + r.flaky.trials + ' default-branch runs (the row history)' : undefined);
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
    if (!m) { detail.textContent = ''; detail.appendChild(el('p', 'empty', 'Pick a row to see its trajectory (or focus the list: arrow keys move, Enter opens).')); return; }
    var row = Number(m[1]);
    var run = m[2] === undefined ? 0 : Number(m[2]);
    var index = -1;
    for (var i = 0; i < rows.length; i++) if (rows[i].row === row && rows[i].run === run) { index = i; break; }
    if (index === -1) { detail.textContent = ''; detail.appendChild(el('p', 'empty', 'No row ' + row + ' in this run.')); return; }
    var at = shown.indexOf(index);
    if (at === -1) { filter = 'all'; query = ''; search.value = ''; apply(); at = shown.indexOf(index); }
    cursor = at;
    if (list.scrollTop > at * ROW || (list.scrollTop + list.clientHeight) < (at + 1) * ROW) list.scrollTop = Math.max(0, at * ROW - 2 * ROW);
    show(index);
  }
  window.addEventListener('hashchange', route);
  apply();
  route();
})();
`,v=["failing","all","off"],A="viewer.html",d=2e4;function x(n){return`osmosis-viewer-${n??"eval-run"}.html`}function h(n){return JSON.stringify(n).replaceAll("<","\\u003c").replaceAll(">","\\u003e").replaceAll("&","\\u0026").replaceAll("\u2028","\\u2028").replaceAll("\u2029","\\u2029")}function m(n,l=d){return n.length>l?`${n.slice(0,l)}\u2026 [${n.length-l} more characters]`:n}const b=n=>n!==null&&typeof n=="object"&&!Array.isArray(n)?n:void 0;function a(n){return typeof n=="string"?n:Array.isArray(n)?n.map(l=>{const t=b(l);return t?.type==="text"&&typeof t.text=="string"?t.text:t?.type==="image"?"[image]":JSON.stringify(l)}).join(`
`):n==null?"":JSON.stringify(n)}function p(n){const l=b(n)?.steps;return Array.isArray(l)?l.map(t=>{const s=b(t)??{},e={source:typeof s.source=="string"?s.source:"unknown",message:m(a(s.message))};typeof s.reasoning_content=="string"&&(e.reasoning=m(s.reasoning_content)),Array.isArray(s.tool_calls)&&s.tool_calls.length>0&&(e.toolCalls=s.tool_calls.map(o=>{const c=b(o)??{};return{name:typeof c.function_name=="string"?c.function_name:"tool",arguments:m(JSON.stringify(c.arguments??{},null,2))}}));const r=b(s.observation)?.results;return Array.isArray(r)&&r.length>0&&(e.observations=r.map(o=>m(a(b(o)?.content)))),e}):[]}function f(n){return typeof n=="string"?(0,i.s5)(n):Array.isArray(n)?n.map(f):n!==null&&typeof n=="object"?Object.fromEntries(Object.entries(n).map(([l,t])=>[l,f(t)])):n}function w(n){const l=f(n);return["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">',`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,'<meta name="referrer" content="no-referrer">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<title>${(0,_.ZD)(l.title).replaceAll('"',"&quot;")}</title>`,`<style>${g}</style>`,"</head>","<body>","<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>",`<script type="application/json" id="viewer-data">${h(l)}<\/script>`,`<script>${C}<\/script>`,"</body>","</html>",""].join(`
`)}}),8280:((E,y,u)=>{u.d(y,{AM:()=>p,B2:()=>t,U4:()=>w,Wo:()=>a,ZJ:()=>l,bJ:()=>h,bQ:()=>m,cW:()=>x,dV:()=>b,eJ:()=>f,nB:()=>n,qD:()=>s});var i=u(1455),_=u.n(i),g=u(6760),C=u.n(g),v=u(7975),A=u.n(v),d=u(4296);function x(e){return{format:e,write:r=>process.stdout.write(r)}}const h={info:e=>console.error(e),warning:e=>console.error(`warning: ${e}`),debug:e=>{process.env.OSMOSIS_CI_DEBUG&&console.error(e)}};function m(e,r){try{const o=(0,v.parseArgs)({args:e,options:{...r,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:o.values,positionals:o.positionals}}catch(o){throw new d.eb(`${(0,d.gJ)(o)}. Run \`osmosis-ci --help\` for the flags.`)}}const b=e=>`--${e}`,a=(e,r)=>`--${e}${r?` ${r}`:""}`;function p(e,r){const o=e[r];return typeof o=="boolean"?o?"true":"false":typeof o=="string"?o:void 0}function f(e,r){const o={};for(const c of e)r.has(c)?(o[c]={type:"boolean"},o[`no-${c}`]={type:"boolean"}):o[c]={type:"string"};return o}function w(e,r){return e[`no-${r}`]===!0?"false":p(e,r)}function n(e,r){if(e.some(o=>o==="true"||o==="false")){const o=[...r][0]??"wait";throw new d.eb(`Boolean flags take no value: write --${o} or --no-${o}, not --${o} true|false.`)}}function l(e,r,o){e[r]!==void 0&&(h.warning(`--${r} is deprecated: use --${o}.`),e[o]===void 0&&(e[o]=e[r]))}function t(e){if(e.json&&e["comment-markdown"])throw new d.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return e.json?"json":e["comment-markdown"]?"comment-markdown":"terminal"}async function s(e,r){if(r!==void 0&&!(await(0,i.stat)((0,g.resolve)(e,r)).catch(()=>{}))?.isDirectory())throw new d.eb(`--baseline-dir ${r} is not a directory (looked in ${e}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{T as id,P as ids,I as modules};
