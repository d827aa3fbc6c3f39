const A=894,P=[894],$={6706:((O,v,s)=>{s.d(v,{Hg:()=>_,Hn:()=>x,TM:()=>y,TN:()=>g,ZD:()=>b,aY:()=>a});function a(o){return o.replaceAll("`","'")}function x(o){return o.replaceAll("|","\\|").replaceAll(`
`," ")}function g(o){return o.replaceAll("\r","").split(`
`).join(" ")}function y(o){const c=o.split(`
`)[0]??"";return c.length>300?`${c.slice(0,300)}\u2026`:c}function b(o){return o.replaceAll("&","&amp;").replaceAll("<","&lt;").replaceAll(">","&gt;")}function _(o){return o.replace(/["\\\n]/g," ").slice(0,40)}}),6938:((O,v,s)=>{s.d(v,{MZ:()=>b,QW:()=>C,Vb:()=>_,br:()=>h,d$:()=>f,nO:()=>y,po:()=>c});var a=s(9691),x=s(6228),g=s(6706);const y=["false","true","default-branch"];function b(n,p){return n==="false"?{upload:!1}:n==="true"?{upload:!0}:p.defaultBranchPush?{upload:!0}:{upload:!1,reason:`upload: default-branch publishes only on a push to the default branch; this is ${p.eventName?`${(0,x.vJ)(p.eventName)} event`:"not one"}, so nothing is published.`}}const _=a.Ikc({status:a.k5n(["published","failed","skipped"]).describe("published; failed (the verdict stands, publish again with eval-upload); skipped."),replaced:a.zMY().describe("The publish replaced results this local run had published before."),runId:a.YjP().nullable(),runName:a.YjP().nullable(),url:a.YjP().nullable(),expectedFiles:a.aig().int().nullable(),uploadedFiles:a.aig().int().nullable(),message:a.YjP()}).describe("Publishing the run to the Osmosis platform, when asked for."),o=a._H3({eval_run_id:a.YjP().nullable().optional(),eval_run_name:a.YjP().nullable().optional(),status:a.YjP().optional(),expected_files:a.aig().int().optional(),uploaded_files:a.aig().int().optional(),platform_url:a.YjP().nullable().optional()});function c(n,p){if(typeof n!="object"||n===null)return;const t=n,l=t.upload!==void 0,u=o.safeParse(l?t.upload:t);if(!u.success||!l&&u.data.eval_run_id===void 0)return;const d=u.data,m=l?t.platform_url:d.platform_url,w=d.eval_run_name??null;return{status:"published",replaced:p,runId:d.eval_run_id??null,runName:w,url:typeof m=="string"&&m!==""?m:null,expectedFiles:d.expected_files??null,uploadedFiles:d.uploaded_files??null,message:`Published to the Osmosis platform${w?` as ${w}`:""}${p?", replacing its earlier results":""}.`}}function f(n){return/^Local evaluation results are complete at .+, but /s.test(n)}function h(n,p,t){const l=n.replace(/^Local evaluation results are complete at .+?, but /s,"").replace(/\nRetry with: .*$/s,"").trim();return{status:"failed",replaced:t,runId:null,runName:null,url:null,expectedFiles:null,uploadedFiles:null,message:`Publishing to the Osmosis platform failed (the verdict stands): ${l} Publish again with ${p}.`}}function C(n){if(!n)return;const p=l=>(0,g.ZD)((0,g.TN)(l)).replace(/[[\]]/g,"\\$&");return n.status==="published"&&n.url&&/^https?:\/\//.test(n.url)?`\u2601\uFE0F Published to the Osmosis platform: [${p(n.runName??"the run")}](${n.url.replace(/[()\s]/g,u=>`%${u.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)})${n.replaced?" (replaced its earlier results)":""}.`:`${n.status==="published"?"\u2601\uFE0F":n.status==="failed"?"\u26A0\uFE0F":"\u2139\uFE0F"} ${p(n.message)}`}}),6078:((O,v,s)=>{s.d(v,{Ox:()=>b,s1:()=>y,_g:()=>c,Li:()=>p,MC:()=>n,Ss:()=>f});var a=s(6706);const x=`
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
`,g=String.raw`
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
`,y=["failing","all","off"],b="viewer.html",_=2e4;function o(t){return`osmosis-viewer-${t??"eval-run"}.html`}function c(t){return JSON.stringify(t).replaceAll("<","\\u003c").replaceAll(">","\\u003e").replaceAll("&","\\u0026").replaceAll("\u2028","\\u2028").replaceAll("\u2029","\\u2029")}function f(t,l=_){return t.length>l?`${t.slice(0,l)}\u2026 [${t.length-l} more characters]`:t}const h=t=>t!==null&&typeof t=="object"&&!Array.isArray(t)?t:void 0;function C(t){return typeof t=="string"?t:Array.isArray(t)?t.map(l=>{const u=h(l);return u?.type==="text"&&typeof u.text=="string"?u.text:u?.type==="image"?"[image]":JSON.stringify(l)}).join(`
`):t==null?"":JSON.stringify(t)}function n(t){const l=h(t)?.steps;return Array.isArray(l)?l.map(u=>{const d=h(u)??{},m={source:typeof d.source=="string"?d.source:"unknown",message:f(C(d.message))};typeof d.reasoning_content=="string"&&(m.reasoning=f(d.reasoning_content)),Array.isArray(d.tool_calls)&&d.tool_calls.length>0&&(m.toolCalls=d.tool_calls.map(e=>{const r=h(e)??{};return{name:typeof r.function_name=="string"?r.function_name:"tool",arguments:f(JSON.stringify(r.arguments??{},null,2))}}));const w=h(d.observation)?.results;return Array.isArray(w)&&w.length>0&&(m.observations=w.map(e=>f(C(h(e)?.content)))),m}):[]}function p(t){return["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">',`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,'<meta name="referrer" content="no-referrer">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<title>${(0,a.ZD)(t.title).replaceAll('"',"&quot;")}</title>`,`<style>${x}</style>`,"</head>","<body>","<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>",`<script type="application/json" id="viewer-data">${c(t)}<\/script>`,`<script>${g}<\/script>`,"</body>","</html>",""].join(`
`)}}),8280:((O,v,s)=>{s.d(v,{AM:()=>p,B2:()=>m,U4:()=>l,Wo:()=>n,ZJ:()=>d,bJ:()=>f,bQ:()=>h,cW:()=>c,dV:()=>C,eJ:()=>t,nB:()=>u,qD:()=>w});var a=s(1455),x=s.n(a),g=s(6760),y=s.n(g),b=s(7975),_=s.n(b),o=s(4296);function c(e){return{format:e,write:r=>process.stdout.write(r)}}const f={info:e=>console.error(e),warning:e=>console.error(`warning: ${e}`),debug:e=>{process.env.OSMOSIS_CI_DEBUG&&console.error(e)}};function h(e,r){try{const i=(0,b.parseArgs)({args:e,options:{...r,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:i.values,positionals:i.positionals}}catch(i){throw new o.eb(`${(0,o.gJ)(i)}. Run \`osmosis-ci --help\` for the flags.`)}}const C=e=>`--${e}`,n=(e,r)=>`--${e}${r?` ${r}`:""}`;function p(e,r){const i=e[r];return typeof i=="boolean"?i?"true":"false":typeof i=="string"?i:void 0}function t(e,r){const i={};for(const E of e)r.has(E)?(i[E]={type:"boolean"},i[`no-${E}`]={type:"boolean"}):i[E]={type:"string"};return i}function l(e,r){return e[`no-${r}`]===!0?"false":p(e,r)}function u(e,r){if(e.some(i=>i==="true"||i==="false")){const i=[...r][0]??"wait";throw new o.eb(`Boolean flags take no value: write --${i} or --no-${i}, not --${i} true|false.`)}}function d(e,r,i){e[r]!==void 0&&(f.warning(`--${r} is deprecated: use --${i}.`),e[i]===void 0&&(e[i]=e[r]))}function m(e){if(e.json&&e["comment-markdown"])throw new o.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return e.json?"json":e["comment-markdown"]?"comment-markdown":"terminal"}async function w(e,r){if(r!==void 0&&!(await(0,a.stat)((0,g.resolve)(e,r)).catch(()=>{}))?.isDirectory())throw new o.eb(`--baseline-dir ${r} is not a directory (looked in ${e}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{A as id,P as ids,$ as modules};
