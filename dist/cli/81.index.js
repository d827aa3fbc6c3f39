const T=81,M=[81],D={1058:((R,k,p)=>{p.d(k,{T7:()=>l,br:()=>$});var i=p(7598),O=p.n(i);const E="v1",_=null;function d(e){return e.replace(/[^A-Za-z0-9._-]+/g,"_")||"_"}function $(e,a=16){return(0,i.createHash)("sha256").update(u(e)).digest("hex").slice(0,a)}function u(e){return Array.isArray(e)?`[${e.map(u).join(",")}]`:e!==null&&typeof e=="object"?`{${Object.entries(e).filter(([,s])=>s!==void 0).sort(([s],[g])=>s<g?-1:s>g?1:0).map(([s,g])=>`${JSON.stringify(s)}:${u(g)}`).join(",")}}`:JSON.stringify(e??null)}const b=e=>`${d(e.os)}-${d(e.arch)}-${d(e.image)}`;function y(e){return{key:`${_}-tool-${b(e.platform)}-py${d(e.python)}-osmosis${d(e.osmosisVersion)}-${d(e.extra)}`,restoreKeys:[],paths:e.paths}}function x(e){const a=$({pyproject:e.pyprojectSha256,lock:e.uvLockSha256});return{key:`${_}-venv-${b(e.platform)}-py${d(e.python)}-${d(e.rollout)}-${a}`,restoreKeys:[],paths:e.paths}}function A(e){const a=`${_}-uv-${b(e.platform)}-`;return{key:`${a}${e.lockDigest}`,restoreKeys:[a],paths:e.paths}}function l(e){return $({...e,secretNames:[...e.secretNames].sort()})}function f(e){const a=`${_}-journal-${d(e.runName)}-${e.inputsDigest}-`;if(!e.attempt)return{key:`${a}local`,restoreKeys:[a],paths:e.paths};const s=`${a}${d(e.attempt.runId)}-`;return{key:`${s}${d(e.attempt.runAttempt)}`,restoreKeys:[s,a],paths:e.paths}}function w(e,a){return e==="exact"||e==="unavailable"?!1:a}function v(e){const a=`${_}-submissions-${d(e.runId)}-${d(e.job)}-${$(e.step)}-`;return{key:`${a}${d(e.attempt)}`,restoreKeys:[a],paths:e.paths}}const o="osmosis-ci-baseline-v2-",c="osmosis-ci-managed-baseline-v2-",h="osmosis-ci-baseline-v1-",m="osmosis-ci-managed-baseline-v1-",n=512;function t(e){const a=r(e.workingDirectory,e.config),s=`${e.managed?c:o}${a}-`,g=`${e.managed?m:h}${a}-`,C=j=>d(j).slice(0,64),S=e.runId?d(e.runId).slice(0,128):"local",I=`${s}${e.sha?C(e.sha):"nosha"}-${S}`,P=e.baseSha?[`${s}${C(e.baseSha)}-`]:[];return{key:I,restoreKeys:[...P,s,g],paths:[e.dir]}}function r(e,a){const s=g=>g.replaceAll("\\","/").split("/").filter(C=>C!==""&&C!==".").join("/");return $({workingDirectory:s(e),config:s(a)})}}),5697:((R,k,p)=>{p.d(k,{Ag:()=>h,I8:()=>m,Kb:()=>y,Nw:()=>d,aX:()=>c,jm:()=>O,ni:()=>v,s5:()=>b,zY:()=>A});var i=p(9691);const O=10,E=80,_=i.Ikc({rowIndex:i.aig().int(),runIndex:i.aig().int(),line:i.aig().int().optional().describe("The 1-based line of the local dataset file the row is on."),input:i.YjP().optional().describe("The row's first user message, on one line and cut."),expected:i.YjP().optional().describe("The label the grader compared with (extra.osmosis.label)."),answer:i.YjP().optional().describe("The model's final answer (the last agent message), cut."),reason:i.YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),errored:i.zMY(),reward:i.aig().nullable(),withheld:i.zMY().optional().describe("The row's trajectory holds a secret value given to the step: none of its text is shown.")}),d=i.Ikc({count:i.aig().int(),rows:i.YOg(_)}).describe("The worst failing work items (errors first, then the lowest reward) and what went wrong."),$=/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,u=/[\u202a-\u202e\u2066-\u2069]/g;function b(n){return n.replace(u,t=>`\\u${t.charCodeAt(0).toString(16).toUpperCase()}`)}function y(n,t=E){const r=b(n).replace(/\s+/g," ").replace($," ").trim(),e=[...r];return e.length>t?`${e.slice(0,t-1).join("")}\u2026`:r}function x(n,t=E){if(n===void 0)return"\u2014";const r=y(n,t).replaceAll("`","'").replaceAll("|","\xA6").replace(/([@#])/g,"$1\u2060");return r===""?"\u2014":`\`${r}\``}function A(n,t){return n.errored?n.group:n.reward===null?"no reward":`reward ${n.reward} < ${t}`}const l=n=>n!==null&&typeof n=="object"&&!Array.isArray(n)?n:void 0;function f(n){return typeof n=="string"?n:Array.isArray(n)?n.map(r=>{const e=l(r);return e?.type==="text"&&typeof e.text=="string"?e.text:e?.type==="image"?"[image]":""}).join(`
`):void 0}function w(n){if(n!=null)return typeof n=="string"?n:JSON.stringify(n)}function v(n){const t=l(n),r=Array.isArray(t?.steps)?t.steps.map(l):[],e=r.find(I=>I?.source==="user"),a=[...r].reverse().find(I=>I?.source==="agent"),s={},g=f(e?.message);g!==void 0&&(s.input=g);const C=f(a?.message);C!==void 0&&(s.answer=C);const S=w(l(l(t?.extra)?.osmosis)?.label);return S!==void 0&&(s.expected=S),s}function o(n){return`#row-${n.rowIndex}${n.runIndex>0?`-${n.runIndex}`:""}`}function c(n,t,r){return r?`[${n}](${r}${o(t)})`:n}function h(n,t,r){const e=["| Row | Line | Input | Expected | Answer | Why |","|---:|---:|---|---|---|---|"];for(const s of n.rows){const g=t>1?`${s.rowIndex} (run ${s.runIndex})`:String(s.rowIndex),C=c(g,s,r),S=s.line===void 0?"\u2014":String(s.line),I=s.withheld?["_withheld: holds a secret value_","\u2014","\u2014"]:[x(s.input),x(s.expected,40),x(s.answer)];e.push(`| ${C} | ${S} | ${I.join(" | ")} | ${x(s.reason,60)} |`)}return n.count-n.rows.length>0&&e.push("",`<sub>The ${n.rows.length} worst of ${n.count} failing work items; result.json lists them.</sub>`),e.join(`
`)}function m(n,t){const r=[`  did not pass ${n.count} work item(s), the worst ${n.rows.length}:`];for(const e of n.rows){const a=t>1?`row ${e.rowIndex} run ${e.runIndex}`:`row ${e.rowIndex}`,s=e.line===void 0?"":` (line ${e.line})`;if(r.push(`    ${a}${s}: ${y(e.reason,60)}`),e.withheld){r.push("      withheld: its trajectory holds a secret value");continue}e.input!==void 0&&r.push(`      input     ${y(e.input)}`),e.expected!==void 0&&r.push(`      expected  ${y(e.expected,40)}`),e.answer!==void 0&&r.push(`      answer    ${y(e.answer)}`)}return r}}),6706:((R,k,p)=>{p.d(k,{Hg:()=>$,Hn:()=>O,TM:()=>_,TN:()=>E,ZD:()=>d,aY:()=>i});function i(u){return u.replaceAll("`","'")}function O(u){return u.replaceAll("|","\\|").replaceAll(`
`," ")}function E(u){return u.replaceAll("\r","").split(`
`).join(" ")}function _(u){const b=u.split(`
`)[0]??"";return b.length>300?`${b.slice(0,300)}\u2026`:b}function d(u){return u.replaceAll("&","&amp;").replaceAll("<","&lt;").replaceAll(">","&gt;")}function $(u){return u.replace(/["\\\n]/g," ").slice(0,40)}}),6938:((R,k,p)=>{p.d(k,{MZ:()=>d,QW:()=>A,Vb:()=>$,br:()=>x,d$:()=>y,nO:()=>_,po:()=>b});var i=p(9691),O=p(6228),E=p(6706);const _=["false","true","default-branch"];function d(l,f){return l==="false"?{upload:!1}:l==="true"?{upload:!0}:f.defaultBranchPush?{upload:!0}:{upload:!1,reason:`upload: default-branch publishes only on a push to the default branch; this is ${f.eventName?`${(0,O.vJ)(f.eventName)} event`:"not one"}, so nothing is published.`}}const $=i.Ikc({status:i.k5n(["published","failed","skipped"]).describe("published; failed (the verdict stands, publish again with eval-upload); skipped."),replaced:i.zMY().describe("The publish replaced results this local run had published before."),runId:i.YjP().nullable(),runName:i.YjP().nullable(),url:i.YjP().nullable(),expectedFiles:i.aig().int().nullable(),uploadedFiles:i.aig().int().nullable(),message:i.YjP()}).describe("Publishing the run to the Osmosis platform, when asked for."),u=i._H3({eval_run_id:i.YjP().nullable().optional(),eval_run_name:i.YjP().nullable().optional(),status:i.YjP().optional(),expected_files:i.aig().int().optional(),uploaded_files:i.aig().int().optional(),platform_url:i.YjP().nullable().optional()});function b(l,f){if(typeof l!="object"||l===null)return;const w=l,v=w.upload!==void 0,o=u.safeParse(v?w.upload:w);if(!o.success||!v&&o.data.eval_run_id===void 0)return;const c=o.data,h=v?w.platform_url:c.platform_url,m=c.eval_run_name??null;return{status:"published",replaced:f,runId:c.eval_run_id??null,runName:m,url:typeof h=="string"&&h!==""?h:null,expectedFiles:c.expected_files??null,uploadedFiles:c.uploaded_files??null,message:`Published to the Osmosis platform${m?` as ${m}`:""}${f?", replacing its earlier results":""}.`}}function y(l){return/^Local evaluation results are complete at .+, but /s.test(l)}function x(l,f,w,v=!0){const o=l.replace(/^Local evaluation results are complete at .+?, but /s,"").replace(/\nRetry with: .*$/s,"").trim();return{status:"failed",replaced:w,runId:null,runName:null,url:null,expectedFiles:null,uploadedFiles:null,message:`Publishing to the Osmosis platform failed${v?" (the verdict stands)":""}: ${o} Publish again with ${f}.`}}function A(l){if(!l)return;const f=v=>(0,E.ZD)((0,E.TN)(v)).replace(/[[\]]/g,"\\$&");return l.status==="published"&&l.url&&/^https?:\/\//.test(l.url)?`\u2601\uFE0F Published to the Osmosis platform: [${f(l.runName??"the run")}](${l.url.replace(/[()\s]/g,o=>`%${o.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)})${l.replaced?" (replaced its earlier results)":""}.`:`${l.status==="published"?"\u2601\uFE0F":l.status==="failed"?"\u26A0\uFE0F":"\u2139\uFE0F"} ${f(l.message)}`}}),6078:((R,k,p)=>{p.d(k,{Ox:()=>$,s1:()=>d,_g:()=>y,Li:()=>v,MC:()=>f,Ss:()=>x});var i=p(5697),O=p(6706);const E=`
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
`,_=String.raw`
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
`,d=["failing","all","off"],$="viewer.html",u=2e4;function b(o){return`osmosis-viewer-${o??"eval-run"}.html`}function y(o){return JSON.stringify(o).replaceAll("<","\\u003c").replaceAll(">","\\u003e").replaceAll("&","\\u0026").replaceAll("\u2028","\\u2028").replaceAll("\u2029","\\u2029")}function x(o,c=u){return o.length>c?`${o.slice(0,c)}\u2026 [${o.length-c} more characters]`:o}const A=o=>o!==null&&typeof o=="object"&&!Array.isArray(o)?o:void 0;function l(o){return typeof o=="string"?o:Array.isArray(o)?o.map(c=>{const h=A(c);return h?.type==="text"&&typeof h.text=="string"?h.text:h?.type==="image"?"[image]":JSON.stringify(c)}).join(`
`):o==null?"":JSON.stringify(o)}function f(o){const c=A(o)?.steps;return Array.isArray(c)?c.map(h=>{const m=A(h)??{},n={source:typeof m.source=="string"?m.source:"unknown",message:x(l(m.message))};typeof m.reasoning_content=="string"&&(n.reasoning=x(m.reasoning_content)),Array.isArray(m.tool_calls)&&m.tool_calls.length>0&&(n.toolCalls=m.tool_calls.map(r=>{const e=A(r)??{};return{name:typeof e.function_name=="string"?e.function_name:"tool",arguments:x(JSON.stringify(e.arguments??{},null,2))}}));const t=A(m.observation)?.results;return Array.isArray(t)&&t.length>0&&(n.observations=t.map(r=>x(l(A(r)?.content)))),n}):[]}function w(o){return typeof o=="string"?(0,i.s5)(o):Array.isArray(o)?o.map(w):o!==null&&typeof o=="object"?Object.fromEntries(Object.entries(o).map(([c,h])=>[c,w(h)])):o}function v(o){const c=w(o);return["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">',`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,'<meta name="referrer" content="no-referrer">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<title>${(0,O.ZD)(c.title).replaceAll('"',"&quot;")}</title>`,`<style>${E}</style>`,"</head>","<body>","<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>",`<script type="application/json" id="viewer-data">${y(c)}<\/script>`,`<script>${_}<\/script>`,"</body>","</html>",""].join(`
`)}}),8280:((R,k,p)=>{p.d(k,{AM:()=>w,B2:()=>m,U4:()=>o,Wo:()=>f,ZJ:()=>h,bJ:()=>y,bQ:()=>x,cW:()=>b,dV:()=>l,eJ:()=>v,nB:()=>c,qD:()=>n});var i=p(1455),O=p.n(i),E=p(6760),_=p.n(E),d=p(7975),$=p.n(d),u=p(4296);function b(t){return{format:t,write:r=>process.stdout.write(r)}}const y={info:t=>console.error(t),warning:t=>console.error(`warning: ${t}`),debug:t=>{process.env.OSMOSIS_CI_DEBUG&&console.error(t)}};function x(t,r){try{const e=(0,d.parseArgs)({args:A(t,r),options:{...r,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:e.values,positionals:e.positionals}}catch(e){throw new u.eb(`${(0,u.gJ)(e)}. Run \`osmosis-ci --help\` for the flags.`)}}function A(t,r){const e=[];for(let a=0;a<t.length;a++){const s=t[a],g=t[a+1],C=s.startsWith("--")?s.slice(2):void 0;C&&r[C]?.type==="string"&&g!==void 0&&/^-(\d|\.\d)/.test(g)?(e.push(`${s}=${g}`),a+=1):e.push(s)}return e}const l=t=>`--${t}`,f=(t,r)=>`--${t}${r?` ${r}`:""}`;function w(t,r){const e=t[r];return typeof e=="boolean"?e?"true":"false":typeof e=="string"?e:void 0}function v(t,r){const e={};for(const a of t)r.has(a)?(e[a]={type:"boolean"},e[`no-${a}`]={type:"boolean"}):e[a]={type:"string"};return e}function o(t,r){return t[`no-${r}`]===!0?"false":w(t,r)}function c(t,r){if(t.some(e=>e==="true"||e==="false")){const e=[...r][0]??"wait";throw new u.eb(`Boolean flags take no value: write --${e} or --no-${e}, not --${e} true|false.`)}}function h(t,r,e){t[r]!==void 0&&(y.warning(`--${r} is deprecated: use --${e}.`),t[e]===void 0&&(t[e]=t[r]))}function m(t){if(t.json&&t["comment-markdown"])throw new u.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return t.json?"json":t["comment-markdown"]?"comment-markdown":"terminal"}async function n(t,r){if(r!==void 0&&!(await(0,i.stat)((0,E.resolve)(t,r)).catch(()=>{}))?.isDirectory())throw new u.eb(`--baseline-dir ${r} is not a directory (looked in ${t}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{T as id,M as ids,D as modules};
