const j=81,M=[81],D={1058:((S,_,c)=>{c.d(_,{T7:()=>d,br:()=>p});var o=c(7598),O=c.n(o);const x="v1",y=null;function i(e){return e.replace(/[^A-Za-z0-9._-]+/g,"_")||"_"}function p(e,a=16){return(0,o.createHash)("sha256").update(u(e)).digest("hex").slice(0,a)}function u(e){return Array.isArray(e)?`[${e.map(u).join(",")}]`:e!==null&&typeof e=="object"?`{${Object.entries(e).filter(([,l])=>l!==void 0).sort(([l],[b])=>l<b?-1:l>b?1:0).map(([l,b])=>`${JSON.stringify(l)}:${u(b)}`).join(",")}}`:JSON.stringify(e??null)}const h=e=>`${i(e.os)}-${i(e.arch)}-${i(e.image)}`;function E(e){return{key:`${y}-tool-${h(e.platform)}-py${i(e.python)}-osmosis${i(e.osmosisVersion)}-${i(e.extra)}`,restoreKeys:[],paths:e.paths}}function A(e){const a=p({pyproject:e.pyprojectSha256,lock:e.uvLockSha256});return{key:`${y}-venv-${h(e.platform)}-py${i(e.python)}-${i(e.rollout)}-${a}`,restoreKeys:[],paths:e.paths}}function k(e){const a=`${y}-uv-${h(e.platform)}-`;return{key:`${a}${e.lockDigest}`,restoreKeys:[a],paths:e.paths}}function d(e){return p({...e,secretNames:[...e.secretNames].sort()})}function m(e){const a=`${y}-journal-${i(e.runName)}-${e.inputsDigest}-`;if(!e.attempt)return{key:`${a}local`,restoreKeys:[a],paths:e.paths};const l=`${a}${i(e.attempt.runId)}-`;return{key:`${l}${i(e.attempt.runAttempt)}`,restoreKeys:[l,a],paths:e.paths}}function v(e,a){return e==="exact"||e==="unavailable"?!1:a}function g(e){const a=`${y}-submissions-${i(e.runId)}-${i(e.job)}-${p(e.step)}-`;return{key:`${a}${i(e.attempt)}`,restoreKeys:[a],paths:e.paths}}const $="osmosis-ci-baseline-v2-",s="osmosis-ci-managed-baseline-v2-",f="osmosis-ci-baseline-v1-",w="osmosis-ci-managed-baseline-v1-",r=512;function t(e){const a=n(e.workingDirectory,e.config),l=`${e.managed?s:$}${a}-`,b=`${e.managed?w:f}${a}-`,C=T=>i(T).slice(0,64),R=e.runId?i(e.runId).slice(0,128):"local",I=`${l}${e.sha?C(e.sha):"nosha"}-${R}`,P=e.baseSha?[`${l}${C(e.baseSha)}-`]:[];return{key:I,restoreKeys:[...P,l,b],paths:[e.dir]}}function n(e,a){const l=b=>b.replaceAll("\\","/").split("/").filter(C=>C!==""&&C!==".").join("/");return p({workingDirectory:l(e),config:l(a)})}}),5697:((S,_,c)=>{c.d(_,{Ag:()=>f,I8:()=>w,Kb:()=>E,Nw:()=>i,aX:()=>s,jm:()=>O,ni:()=>g,s5:()=>h,zY:()=>k});var o=c(9691);const O=10,x=80,y=o.Ikc({rowIndex:o.aig().int(),runIndex:o.aig().int(),line:o.aig().int().optional().describe("The 1-based line of the local dataset file the row is on."),input:o.YjP().optional().describe("The row's first user message, on one line and cut."),expected:o.YjP().optional().describe("The label the grader compared with (extra.osmosis.label)."),answer:o.YjP().optional().describe("The model's final answer (the last agent message), cut."),reason:o.YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),errored:o.zMY(),reward:o.aig().nullable(),withheld:o.zMY().optional().describe("The row's trajectory holds a secret value given to the step: none of its text is shown.")}),i=o.Ikc({count:o.aig().int(),rows:o.YOg(y)}).describe("The worst failing work items (errors first, then the lowest reward) and what went wrong."),p=/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,u=/[\u202a-\u202e\u2066-\u2069]/g;function h(r){return r.replace(u,t=>`\\u${t.charCodeAt(0).toString(16).toUpperCase()}`)}function E(r,t=x){const n=h(r).replace(/\s+/g," ").replace(p," ").trim(),e=[...n];return e.length>t?`${e.slice(0,t-1).join("")}\u2026`:n}function A(r,t=x){if(r===void 0)return"\u2014";const n=E(r,t).replaceAll("`","'").replaceAll("|","\xA6").replace(/([@#])/g,"$1\u2060");return n===""?"\u2014":`\`${n}\``}function k(r,t){return r.errored?r.group:r.reward===null?"no reward":`reward ${r.reward} < ${t}`}const d=r=>r!==null&&typeof r=="object"&&!Array.isArray(r)?r:void 0;function m(r){return typeof r=="string"?r:Array.isArray(r)?r.map(n=>{const e=d(n);return e?.type==="text"&&typeof e.text=="string"?e.text:e?.type==="image"?"[image]":""}).join(`
`):void 0}function v(r){if(r!=null)return typeof r=="string"?r:JSON.stringify(r)}function g(r){const t=d(r),n=Array.isArray(t?.steps)?t.steps.map(d):[],e=n.find(I=>I?.source==="user"),a=[...n].reverse().find(I=>I?.source==="agent"),l={},b=m(e?.message);b!==void 0&&(l.input=b);const C=m(a?.message);C!==void 0&&(l.answer=C);const R=v(d(d(t?.extra)?.osmosis)?.label);return R!==void 0&&(l.expected=R),l}function $(r){return`#row-${r.rowIndex}${r.runIndex>0?`-${r.runIndex}`:""}`}function s(r,t,n){return n?`[${r}](${n}${$(t)})`:r}function f(r,t,n){const e=["| Row | Line | Input | Expected | Answer | Why |","|---:|---:|---|---|---|---|"];for(const l of r.rows){const b=t>1?`${l.rowIndex} (run ${l.runIndex})`:String(l.rowIndex),C=s(b,l,n),R=l.line===void 0?"\u2014":String(l.line),I=l.withheld?["_withheld: holds a secret value_","\u2014","\u2014"]:[A(l.input),A(l.expected,40),A(l.answer)];e.push(`| ${C} | ${R} | ${I.join(" | ")} | ${A(l.reason,60)} |`)}return r.count-r.rows.length>0&&e.push("",`<sub>The ${r.rows.length} worst of ${r.count} failing work items; result.json lists them.</sub>`),e.join(`
`)}function w(r,t){const n=[`  did not pass ${r.count} work item(s), the worst ${r.rows.length}:`];for(const e of r.rows){const a=t>1?`row ${e.rowIndex} run ${e.runIndex}`:`row ${e.rowIndex}`,l=e.line===void 0?"":` (line ${e.line})`;if(n.push(`    ${a}${l}: ${E(e.reason,60)}`),e.withheld){n.push("      withheld: its trajectory holds a secret value");continue}e.input!==void 0&&n.push(`      input     ${E(e.input)}`),e.expected!==void 0&&n.push(`      expected  ${E(e.expected,40)}`),e.answer!==void 0&&n.push(`      answer    ${E(e.answer)}`)}return n}}),6706:((S,_,c)=>{c.d(_,{Hg:()=>p,Hn:()=>O,TM:()=>y,TN:()=>x,ZD:()=>i,aY:()=>o});function o(u){return u.replaceAll("`","'")}function O(u){return u.replaceAll("|","\\|").replaceAll(`
`," ")}function x(u){return u.replaceAll("\r","").split(`
`).join(" ")}function y(u){const h=u.split(`
`)[0]??"";return h.length>300?`${h.slice(0,300)}\u2026`:h}function i(u){return u.replaceAll("&","&amp;").replaceAll("<","&lt;").replaceAll(">","&gt;")}function p(u){return u.replace(/["\\\n]/g," ").slice(0,40)}}),4634:((S,_,c)=>{c.d(_,{VX:()=>x,jD:()=>O,kn:()=>y,nx:()=>o});const o={passed:"passed","below-threshold":"below threshold",errored:"errored",skipped:"skipped"};function O(i,p){return i.status==="skipped"?"skipped":typeof i.reward=="number"&&i.reward>=p?"passed":i.status==="success"?"below-threshold":"errored"}function x(i){const p=i.metrics;if(!p)return;const u=p.completed-p.passed,h=i.belowThreshold?.count;return{total:p.total,passed:p.passed,belowThreshold:h,errored:h===void 0?void 0:u-h,skipped:p.skipped,notPassed:u}}function y(i,p=`${i.total} total`,u="skipped"){return[p,`${i.passed} passed`,...i.belowThreshold===void 0?[`${i.notPassed} not passed`]:[`${i.belowThreshold} below threshold`,`${i.errored} errored`],`${i.skipped} ${u}`]}}),6938:((S,_,c)=>{c.d(_,{MZ:()=>i,QW:()=>k,Vb:()=>p,br:()=>A,d$:()=>E,nO:()=>y,po:()=>h});var o=c(9691),O=c(6228),x=c(6706);const y=["false","true","default-branch"];function i(d,m){return d==="false"?{upload:!1}:d==="true"?{upload:!0}:m.defaultBranchPush?{upload:!0}:{upload:!1,reason:`upload: default-branch publishes only on a push to the default branch; this is ${m.eventName?`${(0,O.vJ)(m.eventName)} event`:"not one"}, so nothing is published.`}}const p=o.Ikc({status:o.k5n(["published","failed","skipped"]).describe("published; failed (the verdict stands, publish again with eval-upload); skipped."),replaced:o.zMY().describe("The publish replaced results this local run had published before."),runId:o.YjP().nullable(),runName:o.YjP().nullable(),url:o.YjP().nullable(),expectedFiles:o.aig().int().nullable(),uploadedFiles:o.aig().int().nullable(),message:o.YjP()}).describe("Publishing the run to the Osmosis platform, when asked for."),u=o._H3({eval_run_id:o.YjP().nullable().optional(),eval_run_name:o.YjP().nullable().optional(),status:o.YjP().optional(),expected_files:o.aig().int().optional(),uploaded_files:o.aig().int().optional(),platform_url:o.YjP().nullable().optional()});function h(d,m){if(typeof d!="object"||d===null)return;const v=d,g=v.upload!==void 0,$=u.safeParse(g?v.upload:v);if(!$.success||!g&&$.data.eval_run_id===void 0)return;const s=$.data,f=g?v.platform_url:s.platform_url,w=s.eval_run_name??null;return{status:"published",replaced:m,runId:s.eval_run_id??null,runName:w,url:typeof f=="string"&&f!==""?f:null,expectedFiles:s.expected_files??null,uploadedFiles:s.uploaded_files??null,message:`Published to the Osmosis platform${w?` as ${w}`:""}${m?", replacing its earlier results":""}.`}}function E(d){return/^Local evaluation results are complete at .+, but /s.test(d)}function A(d,m,v,g=!0){const $=d.replace(/^Local evaluation results are complete at .+?, but /s,"").replace(/\nRetry with: .*$/s,"").trim();return{status:"failed",replaced:v,runId:null,runName:null,url:null,expectedFiles:null,uploadedFiles:null,message:`Publishing to the Osmosis platform failed${g?" (the verdict stands)":""}: ${$} Publish again with ${m}.`}}function k(d){if(!d)return;const m=g=>(0,x.ZD)((0,x.TN)(g)).replace(/[[\]]/g,"\\$&");return d.status==="published"&&d.url&&/^https?:\/\//.test(d.url)?`\u2601\uFE0F Published to the Osmosis platform: [${m(d.runName??"the run")}](${d.url.replace(/[()\s]/g,$=>`%${$.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)})${d.replaced?" (replaced its earlier results)":""}.`:`${d.status==="published"?"\u2601\uFE0F":d.status==="failed"?"\u26A0\uFE0F":"\u2139\uFE0F"} ${m(d.message)}`}}),6078:((S,_,c)=>{c.d(_,{Ox:()=>u,s1:()=>p,_g:()=>A,Li:()=>$,MC:()=>v,Ss:()=>k});var o=c(5697),O=c(6706),x=c(4634);const y=`
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
`,i=String.raw`
'use strict';
(function () {
  var data = JSON.parse(document.getElementById('viewer-data').textContent);
  var ROW = 28;
  var WORDS = ${JSON.stringify(x.nx)};
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
`,p=["failing","all","off"],u="viewer.html",h=2e4;function E(s){return`osmosis-viewer-${s??"eval-run"}.html`}function A(s){return JSON.stringify(s).replaceAll("<","\\u003c").replaceAll(">","\\u003e").replaceAll("&","\\u0026").replaceAll("\u2028","\\u2028").replaceAll("\u2029","\\u2029")}function k(s,f=h){return s.length>f?`${s.slice(0,f)}\u2026 [${s.length-f} more characters]`:s}const d=s=>s!==null&&typeof s=="object"&&!Array.isArray(s)?s:void 0;function m(s){return typeof s=="string"?s:Array.isArray(s)?s.map(f=>{const w=d(f);return w?.type==="text"&&typeof w.text=="string"?w.text:w?.type==="image"?"[image]":JSON.stringify(f)}).join(`
`):s==null?"":JSON.stringify(s)}function v(s){const f=d(s)?.steps;return Array.isArray(f)?f.map(w=>{const r=d(w)??{},t={source:typeof r.source=="string"?r.source:"unknown",message:k(m(r.message))};typeof r.reasoning_content=="string"&&(t.reasoning=k(r.reasoning_content)),Array.isArray(r.tool_calls)&&r.tool_calls.length>0&&(t.toolCalls=r.tool_calls.map(e=>{const a=d(e)??{};return{name:typeof a.function_name=="string"?a.function_name:"tool",arguments:k(JSON.stringify(a.arguments??{},null,2))}}));const n=d(r.observation)?.results;return Array.isArray(n)&&n.length>0&&(t.observations=n.map(e=>k(m(d(e)?.content)))),t}):[]}function g(s){return typeof s=="string"?(0,o.s5)(s):Array.isArray(s)?s.map(g):s!==null&&typeof s=="object"?Object.fromEntries(Object.entries(s).map(([f,w])=>[f,g(w)])):s}function $(s){const f=g(s);return["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">',`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,'<meta name="referrer" content="no-referrer">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<title>${(0,O.ZD)(f.title).replaceAll('"',"&quot;")}</title>`,`<style>${y}</style>`,"</head>","<body>","<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>",`<script type="application/json" id="viewer-data">${A(f)}<\/script>`,`<script>${i}<\/script>`,"</body>","</html>",""].join(`
`)}}),8280:((S,_,c)=>{c.d(_,{AM:()=>v,B2:()=>w,U4:()=>$,Wo:()=>m,ZJ:()=>f,bJ:()=>E,bQ:()=>A,cW:()=>h,dV:()=>d,eJ:()=>g,nB:()=>s,qD:()=>r});var o=c(1455),O=c.n(o),x=c(6760),y=c.n(x),i=c(7975),p=c.n(i),u=c(4296);function h(t){return{format:t,write:n=>process.stdout.write(n)}}const E={info:t=>console.error(t),warning:t=>console.error(`warning: ${t}`),debug:t=>{process.env.OSMOSIS_CI_DEBUG&&console.error(t)}};function A(t,n){try{const e=(0,i.parseArgs)({args:k(t,n),options:{...n,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:e.values,positionals:e.positionals}}catch(e){throw new u.eb(`${(0,u.gJ)(e)}. Run \`osmosis-ci --help\` for the flags.`)}}function k(t,n){const e=[];for(let a=0;a<t.length;a++){const l=t[a],b=t[a+1],C=l.startsWith("--")?l.slice(2):void 0;C&&n[C]?.type==="string"&&b!==void 0&&/^-(\d|\.\d)/.test(b)?(e.push(`${l}=${b}`),a+=1):e.push(l)}return e}const d=t=>`--${t}`,m=(t,n)=>`--${t}${n?` ${n}`:""}`;function v(t,n){const e=t[n];return typeof e=="boolean"?e?"true":"false":typeof e=="string"?e:void 0}function g(t,n){const e={};for(const a of t)n.has(a)?(e[a]={type:"boolean"},e[`no-${a}`]={type:"boolean"}):e[a]={type:"string"};return e}function $(t,n){return t[`no-${n}`]===!0?"false":v(t,n)}function s(t,n){if(t.some(e=>e==="true"||e==="false")){const e=[...n][0]??"wait";throw new u.eb(`Boolean flags take no value: write --${e} or --no-${e}, not --${e} true|false.`)}}function f(t,n,e){t[n]!==void 0&&(E.warning(`--${n} is deprecated: use --${e}.`),t[e]===void 0&&(t[e]=t[n]))}function w(t){if(t.json&&t["comment-markdown"])throw new u.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return t.json?"json":t["comment-markdown"]?"comment-markdown":"terminal"}async function r(t,n){if(n!==void 0&&!(await(0,o.stat)((0,x.resolve)(t,n)).catch(()=>{}))?.isDirectory())throw new u.eb(`--baseline-dir ${n} is not a directory (looked in ${t}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{j as id,M as ids,D as modules};
