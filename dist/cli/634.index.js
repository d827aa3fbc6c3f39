const G=634,V=[634],X={76697:((A,M,b)=>{b.d(M,{Bg:()=>a,GL:()=>d,Ii:()=>E,Ik:()=>_,Yu:()=>g,ZH:()=>c,g3:()=>x,nT:()=>k,yw:()=>l});var f=b(9691),w=b(74296),I=b(96228),v=b(92154),h=b(83086),$=b(77543);const g={"max-cost":(0,v.Xo)("dollars",{max:1e6}),"max-tokens":(0,v.dH)(1e12)};function _(r,o){const n=r["max-cost"]!==void 0?"max-cost":"max-tokens";if(!(r[n]===void 0||r.adaptive!=="off"))throw new w.eb(`${o(n)} stops the eval at its budget and judges the rows run so far, which needs them run in a seeded random order in batches, as an adaptive run does: set ${o("adaptive")} to confident (or certain), or remove ${o(n)}.`)}function k(r){const o=r["max-cost"],n=r["max-tokens"];return o===void 0&&n===void 0?void 0:{maxCost:o,maxTokens:n}}function E(r,o,n){let e=0;for(const s of r)typeof s.tokens=="number"&&s.tokens>0&&(e+=s.tokens);return{rows:o,tokens:e,usd:n===null?null:e*n}}function x(r,o,n){if(o.rows===0)return null;const e=(s,i,t)=>{if(i===void 0||t===null)return null;const p=t/o.rows*n;return t+p>i?{limit:s,budget:i,spent:t,next:p}:null};return e("max-cost",r.maxCost,o.usd)??e("max-tokens",r.maxTokens,o.tokens)}function u(r,o){return r==="max-tokens"?`${(0,I.zD)(Math.round(o))} tokens`:o>=1?`$${o.toFixed(2)}`:`$${o.toPrecision(2)}`}function d(r,o){const n=e=>u(r.limit,e);return`Budget: ${n(r.spent)} spent on ${o.run} rows; the next batch of ${o.next} rows would cost about ${n(r.next)} more, over ${r.limit} ${n(r.budget)}. Stopping here; a re-run with a larger ${r.limit} resumes from the rows paid for.`}function l(r){const{population:o,seen:n,alpha:e,threshold:s}=r,i=n.passed+n.failed+n.skipped,t=o-i;if(i===0||t<=0)return Math.max(0,t);const p=R=>{const C=(i+R)/i,T={passed:Math.round(n.passed*C),failed:Math.round(n.failed*C),skipped:Math.round(n.skipped*C)},S=T.passed+T.failed+T.skipped;S>o&&(T.passed-=S-o);const N=(0,$.ku)({population:o,seen:T,alpha:e});return N.lower>=s||N.upper<s};let m=0,y=1;for(;y<t&&!p(y);)m=y,y*=2;for(y=Math.min(y,t);y-m>1;){const R=Math.floor((m+y)/2);p(R)?y=R:m=R}return y}const c=f.Ikc({maxCost:f.aig().nullable().describe("max-cost, US dollars."),maxTokens:f.aig().nullable(),spent:f.Ikc({tokens:f.aig(),usd:f.aig().nullable().describe("Every token at the dearer of the input and output price; null: no max-cost.")}),stopped:f.Ikc({limit:f.k5n(["max-cost","max-tokens"]),nextBatchEstimate:f.aig().describe("The next batch's estimated spend, in the limit's unit."),moreRows:f.aig().int().describe("About how many more rows would decide, at the rate seen.")}).nullable().describe("Null: the budget did not stop the run.")}).describe("max-cost / max-tokens: what the run spent, and where the budget stopped it.");function a(r){const o=`${Math.round(r.confidence*1e3)/10}%`,n=r.rowsTotal-r.rowsRun,e=r.moreRows>=n?`only the other ${n} rows would decide`:`about ${r.moreRows} more rows would decide`;return`inconclusive at budget: ${r.rowsRun} of ${r.rowsTotal} rows, pass rate ${(0,h.Oe)(r.samplePassRate)}, ${o} bound ${(0,h.Oe)(r.bounds.lower)}\u2013${(0,h.Oe)(r.bounds.upper)}; ${e}`}}),59883:((A,M,b)=>{b.d(M,{C:()=>v,Y:()=>w});const f=new Map;function w(h){const $=f.get(h);if($)return $;const g=new Float64Array(h+1);for(let _=1;_<=h;_++)g[_]=g[_-1]+Math.log(_);return f.size>8&&f.clear(),f.set(h,g),g}const I=1e-20;function v(h,$,g,_){const k=Math.max(0,g-(h-$)),E=Math.min(g,$),x=(e,s)=>_[e]-_[s]-_[e-s],u=Math.min(E,Math.max(k,Math.floor((g+1)*($+1)/(h+2)))),d=Math.exp(x($,u)+x(h-$,g-u)-x(h,g)),l=[];let c=d;for(let e=u;e>k&&(c*=e*(h-$-g+e)/(($-e+1)*(g-e+1)),!(c<I*d));e--)l.push(c);const a=[];c=d;for(let e=u;e<E&&(c*=($-e)*(g-e)/((e+1)*(h-$-g+e+1)),!(c<I*d));e++)a.push(c);const r=new Float64Array(l.length+1+a.length);for(let e=0;e<l.length;e++)r[l.length-1-e]=l[e];r[l.length]=d;for(let e=0;e<a.length;e++)r[l.length+1+e]=a[e];let o=0;for(const e of r)o+=e;for(let e=0;e<r.length;e++)r[e]=r[e]/o;const n=E-k+1-r.length;return{from:u-l.length,probabilities:r,lost:n*I*(d/o)}}}),77543:((A,M,b)=>{b.d(M,{ku:()=>h});var f=b(38796),w=b(59883);const I={pass:1,fail:1,skip:.05};function v(g,_){return g+_>0?g/(g+_):0}function h(g){const{population:_,seen:k,alpha:E}=g,x=g.prior??I,{passed:u,failed:d,skipped:l}=k,c=u+d+l;if(!(E>0&&E<1))throw new RangeError(`alpha must be in (0, 1), got ${E}`);if(!(u>=0&&d>=0&&l>=0&&c<=_))throw new RangeError(`need counts >= 0 adding up to at most the population, got ${u}, ${d}, ${l} of ${_}`);const a=(0,w.Y)(_),r=(p,m)=>(0,f.SX)(p+m)-(0,f.SX)(p),o=(p,m)=>a[p]-a[p-m],n=x.pass+x.fail+x.skip,e=r(x.pass,u)+r(x.fail,d)+r(x.skip,l)-r(n,c),s=Math.log(1/E)-e-o(_,c);let i=Number.POSITIVE_INFINITY,t=Number.NEGATIVE_INFINITY;for(let p=u;p<=_-d-l;p++){const m=-o(p,u),R=$(C=>m-o(C,d)-o(_-p-C,l),d,_-p-l,s);R&&(i=Math.min(i,v(p,R.high)),t=Math.max(t,v(p,R.low)))}return i>t?{lower:0,upper:1}:{lower:i,upper:t}}function $(g,_,k,E){let x=_,u=k;for(;u-x>2;){const r=x+Math.floor((u-x)/3),o=u-Math.floor((u-x)/3);g(r)<=g(o)?u=o:x=r}let d=x;for(let r=x+1;r<=u;r++)g(r)<g(d)&&(d=r);if(!(g(d)<E))return;let l=_,c=d;for(;l<c;){const r=Math.floor((l+c)/2);g(r)<E?c=r:l=r+1}const a=l;for(l=d,c=k;l<c;){const r=Math.ceil((l+c)/2);g(r)<E?l=r:c=r-1}return{low:a,high:l}}}),73522:((A,M,b)=>{b.d(M,{MZ:()=>h,QW:()=>x,Vb:()=>$,br:()=>E,d$:()=>k,nO:()=>v,po:()=>_});var f=b(9691),w=b(96228),I=b(16706);const v=["false","true","default-branch"];function h(u,d){return u==="false"?{upload:!1}:u==="true"?{upload:!0}:d.defaultBranchPush?{upload:!0}:{upload:!1,reason:`upload: default-branch publishes only on a push to the default branch; this is ${d.eventName?`${(0,w.vJ)(d.eventName)} event`:"not one"}, so nothing is published.`}}const $=f.Ikc({status:f.k5n(["published","failed","skipped"]).describe("published; failed (the verdict stands, publish again with eval-upload); skipped."),replaced:f.zMY().describe("The publish replaced results this local run had published before."),runId:f.YjP().nullable(),runName:f.YjP().nullable(),url:f.YjP().nullable(),expectedFiles:f.aig().int().nullable(),uploadedFiles:f.aig().int().nullable(),message:f.YjP()}).describe("Publishing the run to the Osmosis platform, when asked for."),g=f._H3({eval_run_id:f.YjP().nullable().optional(),eval_run_name:f.YjP().nullable().optional(),status:f.YjP().optional(),expected_files:f.aig().int().optional(),uploaded_files:f.aig().int().optional(),platform_url:f.YjP().nullable().optional()});function _(u,d){if(typeof u!="object"||u===null)return;const l=u,c=l.upload!==void 0,a=g.safeParse(c?l.upload:l);if(!a.success||!c&&a.data.eval_run_id===void 0)return;const r=a.data,o=c?l.platform_url:r.platform_url,n=r.eval_run_name??null;return{status:"published",replaced:d,runId:r.eval_run_id??null,runName:n,url:typeof o=="string"&&o!==""?o:null,expectedFiles:r.expected_files??null,uploadedFiles:r.uploaded_files??null,message:`Published to the Osmosis platform${n?` as ${n}`:""}${d?", replacing its earlier results":""}.`}}function k(u){return/^Local evaluation results are complete at .+, but /s.test(u)}function E(u,d,l,c=!0){const a=u.replace(/^Local evaluation results are complete at .+?, but /s,"").replace(/\nRetry with: .*$/s,"").trim();return{status:"failed",replaced:l,runId:null,runName:null,url:null,expectedFiles:null,uploadedFiles:null,message:`Publishing to the Osmosis platform failed${c?" (the verdict stands)":""}: ${a} Publish again with ${d}.`}}function x(u){if(!u)return;const d=c=>(0,I.ZD)((0,I.TN)(c)).replace(/[[\]]/g,"\\$&");return u.status==="published"&&u.url&&/^https?:\/\//.test(u.url)?`\u2601\uFE0F Published to the Osmosis platform: [${d(u.runName??"the run")}](${u.url.replace(/[()\s]/g,a=>`%${a.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)})${u.replaced?" (replaced its earlier results)":""}.`:`${u.status==="published"?"\u2601\uFE0F":u.status==="failed"?"\u26A0\uFE0F":"\u2139\uFE0F"} ${d(u.message)}`}}),9652:((A,M,b)=>{b.d(M,{Ox:()=>_,s1:()=>g,_g:()=>x,Li:()=>o,MC:()=>c,Ss:()=>u,dH:()=>r});var f=b(16706),w=b(2334),I=b(70011),v=b(74634);const h=`
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
`,$=String.raw`
'use strict';
(function () {
  var data = JSON.parse(document.getElementById('viewer-data').textContent);
  var ROW = 28;
  var WORDS = ${JSON.stringify(v.nx)};
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
    if (r.status === 'errored') return (r.errorClass ? r.errorClass + ': ' : '') + (r.errorType || 'error');
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
    return [String(r.row), word(r), r.input, r.expected, r.answer, r.errorType, r.errorClass, r.rolloutId, r.flaky ? 'flaky' : undefined, r.flipped]
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
  // Each row's money at the run's price, a range as the run's cost line; "price unknown", never $0.
  function rowCost(tokens) {
    if (tokens === null || tokens === undefined || data.costPerToken === undefined) return undefined;
    if (data.costPerToken === null) return 'price unknown';
    var dollars = function (usd) { return '$' + Number(usd.toPrecision(2)); };
    var low = dollars(tokens * data.costPerToken.low);
    var high = dollars(tokens * data.costPerToken.high);
    return low === high ? low : low + '–' + high;
  }
  function show(index) {
    selected = index;
    detail.textContent = '';
    var r = rows[index];
    detail.appendChild(el('h2', 's-' + r.status, 'Row ' + label(r) + ': ' + word(r)));
    var dl = el('dl');
    field(dl, 'reward', r.reward === null ? 'none' : r.reward + ' (pass at ' + data.passThreshold + ')');
    field(dl, 'error class', r.errorClass);
    field(dl, 'error', r.errorType);
    field(dl, 'expected', r.expected);
    field(dl, 'answer', r.answer);
    field(dl, 'duration', r.durationMs === null ? undefined : Math.round(r.durationMs) + ' ms');
    field(dl, 'tokens', r.tokens);
    field(dl, 'cost', rowCost(r.tokens));
    field(dl, 'flipped', r.flipped);
    field(dl, 'pass@k, pass^k', r.passK ? (r.passK.passAtK === null ? 'unknown: ' + r.passK.samples + ' samples, fewer than k = ' + r.passK.k : 'pass@' + r.passK.k + ' ' + percent(r.passK.passAtK) + ', pass^' + r.passK.k + ' ' + percent(r.passK.passHatK) + ' (' + r.passK.passes + ' of the row\'s ' + r.passK.samples + ' samples passed)') : undefined);
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
`,g=["failing","all","off"],_="viewer.html",k=2e4;function E(n){return`osmosis-viewer-${n??"eval-run"}.html`}function x(n){return JSON.stringify(n).replaceAll("<","\\u003c").replaceAll(">","\\u003e").replaceAll("&","\\u0026").replaceAll("\u2028","\\u2028").replaceAll("\u2029","\\u2029")}function u(n,e=k){return n.length>e?`${n.slice(0,e)}\u2026 [${n.length-e} more characters]`:n}const d=n=>n!==null&&typeof n=="object"&&!Array.isArray(n)?n:void 0;function l(n){return typeof n=="string"?n:Array.isArray(n)?n.map(e=>{const s=d(e);return s?.type==="text"&&typeof s.text=="string"?s.text:s?.type==="image"?"[image]":JSON.stringify(e)}).join(`
`):n==null?"":JSON.stringify(n)}function c(n){const e=d(n)?.steps;return Array.isArray(e)?e.map(s=>{const i=d(s)??{},t={source:typeof i.source=="string"?i.source:"unknown",message:u(l(i.message))};typeof i.reasoning_content=="string"&&(t.reasoning=u(i.reasoning_content)),Array.isArray(i.tool_calls)&&i.tool_calls.length>0&&(t.toolCalls=i.tool_calls.map(m=>{const y=d(m)??{};return{name:typeof y.function_name=="string"?y.function_name:"tool",arguments:u(JSON.stringify(y.arguments??{},null,2))}}));const p=d(i.observation)?.results;return Array.isArray(p)&&p.length>0&&(t.observations=p.map(m=>u(l(d(m)?.content)))),t}):[]}function a(n){return typeof n=="string"?(0,I.s5)(n):Array.isArray(n)?n.map(a):n!==null&&typeof n=="object"?Object.fromEntries(Object.entries(n).map(([e,s])=>[e,a(s)])):n}function r(n,e){const s=new Map;for(const i of n){const t=s.get(i.row)??{samples:0,passes:0};i.status!=="skipped"&&(t.samples+=1),i.status==="passed"&&(t.passes+=1),s.set(i.row,t)}for(const i of n){const{samples:t,passes:p}=s.get(i.row);i.passK={k:e,samples:t,passes:p,...(0,w.Tq)(t,p,e)}}}function o(n){const e=a(n);return["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">',`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,'<meta name="referrer" content="no-referrer">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<title>${(0,f.ZD)(e.title).replaceAll('"',"&quot;")}</title>`,`<style>${h}</style>`,"</head>","<body>","<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>",`<script type="application/json" id="viewer-data">${x(e)}<\/script>`,`<script>${$}<\/script>`,"</body>","</html>",""].join(`
`)}}),22654:((A,M,b)=>{b.d(M,{JW:()=>o,KY:()=>$,Rr:()=>h,dU:()=>d,zS:()=>r});var f=b(3292),w=b(9691),I=b(88532),v=b(74296);const h=".osmosis-ci/waivers.toml",$=["warn","fail"],g=/^\d{4}-\d{2}-\d{2}$/,_=w.L5J().transform((n,e)=>{const s=n instanceof Date&&!Number.isNaN(n.getTime())?n.toISOString().slice(0,10):typeof n=="string"&&g.test(n)&&!Number.isNaN(Date.parse(n))?n:void 0;return s===void 0?(e.addIssue({code:"custom",message:`must be a date such as expires = 2027-01-31, got ${JSON.stringify(n??null)}`}),I.tm):s}),k=w.KCZ([w.oad(),w.aig(),w.YjP()]).transform((n,e)=>{const s=String(n).trim();return s===""||typeof n!="string"&&!/^\d+$/.test(s)?(e.addIssue({code:"custom",message:`must each be a row index (0, 12) or a glob over the row's id or prompt ("refusal-*"), got ${JSON.stringify(s)}`}),I.tm):s}),E=n=>w.YjP({error:`is required: ${n}`}).trim().min(1,`is empty: ${n}`),x=w.rej({rows:w.YOg(k,{error:'is required: the rows waived, e.g. rows = ["refusal-*", 12]'}).min(1,'is empty: name at least one row, e.g. rows = ["refusal-*", 12]'),reason:E('why this drop is intended, e.g. reason = "Refuses on purpose since #123"'),owner:E('who answers for it, e.g. owner = "@alice"'),expires:_},{error:n=>n.code==="unrecognized_keys"?"has a field waivers do not have (rows, reason, owner and expires are the fields)":"is not a table: write it as a [[waiver]] table with rows, reason, owner and expires"}),u=w.rej({waiver:w.YOg(w.L5J(),{error:"must be [[waiver]] tables"}).default([])},{error:"has a table or key other than [[waiver]]"});function d(n,e){let s;try{s=(0,f.qg)(n,{integersAsBigInt:!0})}catch(t){if(!(t instanceof f.zx))throw t;const[p="invalid TOML"]=t.message.split(`
`);throw new v.eb(`${e}:${t.line}:${t.column}: invalid TOML: ${p.replace(/^Invalid TOML document: /,"")}. Fix the syntax there (see https://toml.io).`,{file:e,line:t.line,column:t.column})}const i=u.safeParse(s);if(!i.success){const t=String(i.error.issues[0]?.path[0]??"");throw new v.eb(`${e}: ${t?`"${t}" `:""}${i.error.issues[0]?.message??"is not a waivers file"}. Write each waiver as a [[waiver]] table with rows, reason, owner and expires.`)}return i.data.waiver.map((t,p)=>{const m=x.safeParse(t);if(m.success)return{entry:p+1,...m.data};const y=m.error.issues[0],R=y?.path.length?String(y.path[0]):y?.code==="unrecognized_keys"?y.keys.join(", "):"";throw new v.eb(`${e}: waiver ${p+1}${R?`, field "${R}"`:""}: ${y?.message??"is invalid"}.`)})}const l=n=>new RegExp(`^${n.replace(/[.+^${}()|[\]\\]/g,"\\$&").replaceAll("*",".*").replaceAll("?",".")}$`,"s");function c(n,e){const s=new Set;for(const i of n.rows){if(/^\d+$/.test(i)){const p=Number(i);(e===null||p<e.length)&&s.add(p);continue}const t=l(i);e?.forEach((p,m)=>{(p.id!==void 0&&t.test(p.id)||p.prompt!==void 0&&t.test(p.prompt))&&s.add(m)})}return[...s].sort((i,t)=>i-t)}const a=w.Ikc({entry:w.aig().int().describe("The [[waiver]] table, 1-based in file order."),rows:w.YOg(w.aig().int()).describe("The dataset rows it names (row indexes)."),reason:w.YjP(),owner:w.YjP(),expires:w.YjP().describe("The last day it holds (YYYY-MM-DD)."),expired:w.zMY()});function r(n,e,s){return n.map(i=>({entry:i.entry,rows:c(i,e),reason:i.reason,owner:i.owner,expires:i.expires,expired:i.expires<s}))}const o=w.Ikc({file:w.YjP().describe("The waivers file read."),applied:w.YOg(a.extend({failedRows:w.YOg(w.aig().int()).describe("Its rows that failed in this run: their regression is waived.")})).describe("Every waiver in the file, with the rows it names."),erroredRows:w.YOg(w.aig().int()).describe("Waived rows kept in the gate because an item of theirs errored: waivers never hide errors."),notApplied:w.YjP().optional().describe("Why the waivers and the label were not applied, when not."),label:w.Ikc({name:w.YjP(),addedBy:w.YjP().nullable()}).optional().describe("The pull-request label that accepted the regression, and who added it (null: not known).")}).describe("Waivers of intended regressions, and the accepting label.")}),51058:((A,M,b)=>{b.d(M,{T7:()=>u,br:()=>$});var f=b(77598),w=b.n(f);const I="v1",v=null;function h(t){return t.replace(/[^A-Za-z0-9._-]+/g,"_")||"_"}function $(t,p=16){return(0,f.createHash)("sha256").update(g(t)).digest("hex").slice(0,p)}function g(t){return Array.isArray(t)?`[${t.map(g).join(",")}]`:t!==null&&typeof t=="object"?`{${Object.entries(t).filter(([,m])=>m!==void 0).sort(([m],[y])=>m<y?-1:m>y?1:0).map(([m,y])=>`${JSON.stringify(m)}:${g(y)}`).join(",")}}`:JSON.stringify(t??null)}const _=t=>`${h(t.os)}-${h(t.arch)}-${h(t.image)}`;function k(t){return{key:`${v}-tool-${_(t.platform)}-py${h(t.python)}-osmosis${h(t.osmosisVersion)}-${h(t.extra)}`,restoreKeys:[],paths:t.paths}}function E(t){const p=$({pyproject:t.pyprojectSha256,lock:t.uvLockSha256});return{key:`${v}-venv-${_(t.platform)}-py${h(t.python)}-${h(t.rollout)}-${p}`,restoreKeys:[],paths:t.paths}}function x(t){const p=`${v}-uv-${_(t.platform)}-`;return{key:`${p}${t.lockDigest}`,restoreKeys:[p],paths:t.paths}}function u(t){return $({...t,secretNames:[...t.secretNames].sort()})}function d(t){const p=`${v}-journal-${h(t.runName)}-${t.inputsDigest}-`;if(!t.attempt)return{key:`${p}local`,restoreKeys:[p],paths:t.paths};const m=`${p}${h(t.attempt.runId)}-`;return{key:`${m}${h(t.attempt.runAttempt)}`,restoreKeys:[m,p],paths:t.paths}}function l(t,p){return t==="exact"||t==="unavailable"?!1:p}function c(t){const p=`${v}-submissions-${h(t.runId)}-${h(t.job)}-${$(t.step)}-`;return{key:`${p}${h(t.attempt)}`,restoreKeys:[p],paths:t.paths}}const a="osmosis-ci-baseline-v2-",r="osmosis-ci-managed-baseline-v2-",o="osmosis-ci-baseline-v1-",n="osmosis-ci-managed-baseline-v1-",e=512;function s(t){const p=i(t.workingDirectory,t.config),m=`${t.managed?r:a}${p}-`,y=`${t.managed?n:o}${p}-`,R=N=>h(N).slice(0,64),C=t.runId?h(t.runId).slice(0,128):"local",T=`${m}${t.sha?R(t.sha):"nosha"}-${C}`,S=t.baseSha?[`${m}${R(t.baseSha)}-`]:[];return{key:T,restoreKeys:[...S,m,y],paths:[t.dir]}}function i(t,p){const m=y=>y.replaceAll("\\","/").split("/").filter(R=>R!==""&&R!==".").join("/");return $({workingDirectory:m(t),config:m(p)})}}),66898:((A,M,b)=>{b.d(M,{EG:()=>w,Mr:()=>E,Pr:()=>h,Y9:()=>I,fe:()=>k,ir:()=>c,r_:()=>l,sR:()=>r,tP:()=>_,wv:()=>u,xH:()=>x});var f=b(9691);const w=["provider","timeout","infrastructure","rollout"],I={provider:"provider error",timeout:"timeout",infrastructure:"infrastructure error",rollout:"rollout or grader error"},v=new Set(["provider","infrastructure"]),h=.1,$=new Map([["http_error","provider"],["timeout","timeout"],["lease_expired","infrastructure"],["internal_error","infrastructure"],["supervisor_error","infrastructure"],["rollout_protocol_error","infrastructure"]]),g=/\b(\d{3})\b[^']*' for url '[^']*\/v1\/rollouts\/([A-Za-z0-9_-]+)\//;function _(o){const n=new Map;for(const e of o){const s=g.exec(e);s?.[1]&&s[2]&&n.set(s[2],Number(s[1]))}return n}function k(o,n){return n!==void 0?"provider":$.get(o)??"rollout"}function E(o,n,e=new Map){const s={provider:0,timeout:0,infrastructure:0,rollout:0},i=[];for(const p of o)if(p.errorType!=="skipped"){for(const m of p.rows){const y=m.rolloutId?e.get(m.rolloutId):void 0,R=k(p.errorType,y);s[R]+=1,i.push({rowIndex:m.rowIndex,runIndex:m.runIndex,errorClass:R,errorType:p.errorType,...y!==void 0?{status:y}:{}})}s[k(p.errorType,void 0)]+=p.count-p.rows.length}i.sort((p,m)=>p.rowIndex-m.rowIndex||p.runIndex-m.runIndex);const t=s.provider+s.infrastructure;return{counts:s,rows:i,infrastructureShare:n>0?t/n:0}}function x(o,n,e){return o.infrastructureShare<=e?null:{reason:`Inconclusive: infrastructure. ${o.counts.provider+o.counts.infrastructure} of ${n} rows (${d(o.infrastructureShare)}) failed for provider or infrastructure reasons (${u(o)}), above the ${d(e)} allowed by max-infrastructure-error-rate: the run says nothing about the agent. Re-run when the provider answers.`}}function u(o){const n=w.filter(e=>o.counts[e]>0).map(e=>`${o.counts[e]} ${I[e]}${o.counts[e]===1?"":"s"}`);return n.length>0?n.join(", "):"no errors"}function d(o){return`${Math.round(o*1e3)/10}%`}function l(o,n){const e=(n?.rows??[]).filter(i=>v.has(i.errorClass));if(!o||e.length===0)return o;const s=o.outcomes.map(i=>[...i]);for(const{rowIndex:i,runIndex:t}of e){const p=s[t];p&&i<p.length&&(p[i]="-")}return{...o,outcomes:s.map(i=>i.join(""))}}const c=50,a=f.aig().int().nonnegative(),r=f.Ikc({counts:f.Ikc({provider:a,timeout:a,infrastructure:a,rollout:a}),wrongAnswers:a.describe("Rows that finished below the pass threshold: the only quality failures."),rows:f.YOg(f.Ikc({rowIndex:f.aig().int(),runIndex:f.aig().int(),errorClass:f.k5n(w),errorType:f.YjP(),status:f.aig().int().optional()})).describe(`The errored rows and their class, lowest row first (at most ${c}).`),infrastructureShare:f.aig().describe("Provider and infrastructure errors as a share of the rows run."),maxInfrastructureShare:f.aig().describe("max-infrastructure-error-rate: above it the verdict is withheld."),inconclusiveInfrastructure:f.zMY()}).describe("Errored rows by class (provider 4xx/5xx/429, timeout, infrastructure, rollout or grader) beside the wrong answers.")}),92154:((A,M,b)=>{b.d(M,{Jz:()=>_,LF:()=>$,Xo:()=>u,dH:()=>x,eh:()=>E,mR:()=>h,q3:()=>d,zM:()=>g,zO:()=>k});var f=b(9691),w=b(88532),I=b(66898),v=b(96228);const h=f.YjP().optional().transform(l=>l===void 0||l.trim()===""?void 0:l.trim()),$=h.transform(l=>l?.replaceAll("\\","/")),g=l=>h.transform((c,a)=>{if(c===void 0)return l;const r=c.toLowerCase();return r==="true"?!0:r==="false"?!1:(a.addIssue({code:"custom",message:`must be true or false, got ${JSON.stringify(c)}`}),w.tm)}),_=h.transform((l,c)=>{if(l===void 0)return;const a=l.toLowerCase();return a==="true"?!0:a==="false"?!1:(c.addIssue({code:"custom",message:`must be true or false, got ${JSON.stringify(l)}`}),w.tm)}),k=h.transform((l,c)=>{if(l===void 0)return;const a=Number(l);return!Number.isFinite(a)||a<0||a>1?(c.addIssue({code:"custom",message:`must be a number from 0 to 1 (0.9 means 90%), got ${JSON.stringify(l)}`}),w.tm):a}),E=k.transform(l=>l??I.Pr),x=l=>h.transform((c,a)=>{if(c!==void 0)return!/^\d+$/.test(c)||Number(c)<1||Number(c)>l?(a.addIssue({code:"custom",message:`must be a whole number from 1 to ${(0,v.zD)(l)}, got ${JSON.stringify(c)}`}),w.tm):Number(c)}),u=(l,c)=>h.transform((a,r)=>{if(a===void 0)return;const o=/^\d+(?:\.\d+)?$|^\.\d+$/.test(a)?Number(a):Number.NaN,n=c.min??0;return!Number.isFinite(o)||(c.min===void 0?o<=0:o<n)||o>c.max?(r.addIssue({code:"custom",message:c.min===void 0?`must be a positive number of ${l}, at most ${c.max}, got ${JSON.stringify(a)}`:`must be a number of ${l} from ${n} to ${c.max}, got ${JSON.stringify(a)}`}),w.tm):o}),d=h.transform((l,c)=>{if(l===void 0)return;let a;try{a=new URL(l)}catch{a=void 0}const r=a?a.protocol!=="https:"&&a.protocol!=="http:"?"must be an http:// or https:// URL":a.hostname===""?"must name a host":a.username!==""||a.password!==""?"must not carry a user name or password":/\s/.test(l)?"must not contain spaces":void 0:"must be an absolute URL such as https://example.com";return r?(c.addIssue({code:"custom",message:`${r}, got ${JSON.stringify(l)}`}),w.tm):l})}),16706:((A,M,b)=>{b.d(M,{Hg:()=>$,Hn:()=>w,TM:()=>v,TN:()=>I,ZD:()=>h,aY:()=>f});function f(g){return g.replaceAll("`","'")}function w(g){return g.replaceAll("|","\\|").replaceAll(`
`," ")}function I(g){return g.replaceAll("\r","").split(`
`).join(" ")}function v(g){const _=g.split(`
`)[0]??"";return _.length>300?`${_.slice(0,300)}\u2026`:_}function h(g){return g.replaceAll("&","&amp;").replaceAll("<","&lt;").replaceAll(">","&gt;")}function $(g){return g.replace(/["\\\n]/g," ").slice(0,40)}}),2334:((A,M,b)=>{b.d(M,{Dk:()=>I,Qr:()=>$,Tq:()=>h,Wm:()=>w,eR:()=>_,mu:()=>g,nT:()=>k,wo:()=>x});var f=b(38796);const w=["pass-rate","pass-at-k","pass-hat-k"];function I(u,d,l){return u!==void 0?u:d>1||l!=="pass-rate"?d:void 0}function v(u,d,l){if(!Number.isInteger(l)||l<1)throw new RangeError(`passHatK: k must be a whole number \u2265 1, got ${l}`);if(!Number.isInteger(d)||!Number.isInteger(u)||d<0||d>u)throw new RangeError(`passHatK: need 0 \u2264 c \u2264 n, got c = ${d}, n = ${u}`);if(l>u)return null;if(d<l)return 0;let c=1;for(let a=0;a<l;a++)c*=(d-a)/(u-a);return c}function h(u,d,l){const c=v(u,d,l);return c===null?{passAtK:null,passHatK:null}:{passAtK:(0,f.kc)(u,d,l),passHatK:c}}function $(u,d){let l=0,c=0,a=0,r=0;for(const{samples:o,passes:n,rows:e}of u){const s=h(o,n,d);if(s.passAtK===null||s.passHatK===null){c+=e;continue}l+=e,a+=s.passAtK*e,r+=s.passHatK*e}return{k:d,passAtK:l>0?a/l:null,passHatK:l>0?r/l:null,rows:l,unknownRows:c}}function g(u,d){return d==="pass-at-k"?u.passAtK:u.passHatK}function _(u,d){return u==="pass-at-k"?`pass@${d}`:`pass^${d}`}function k(u){return`unknown: no row has ${u.k} samples that were not skipped (k exceeds the samples of all ${u.unknownRows} rows)`}const E=u=>u===null?"unknown":`${(u*100).toFixed(1)}%`;function x(u){const{k:d,rows:l,unknownRows:c}=u,a=`pass@${d} ${E(u.passAtK)} \xB7 pass^${d} ${E(u.passHatK)}`;if(l===0)return`${a} (no row has ${d} samples not skipped)`;const r=c>0?`; ${c} with fewer than ${d} samples unknown`:"";return`${a} (${l} row${l===1?"":"s"}${r})`}}),70011:((A,M,b)=>{b.d(M,{Ag:()=>o,I8:()=>n,Kb:()=>k,Nw:()=>h,aX:()=>r,jm:()=>w,ni:()=>c,s5:()=>_,zY:()=>x});var f=b(9691);const w=10,I=80,v=f.Ikc({rowIndex:f.aig().int(),runIndex:f.aig().int(),line:f.aig().int().optional().describe("The 1-based line of the local dataset file the row is on."),input:f.YjP().optional().describe("The row's first user message, on one line and cut."),expected:f.YjP().optional().describe("The label the grader compared with (extra.osmosis.label)."),answer:f.YjP().optional().describe("The model's final answer (the last agent message), cut."),reason:f.YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),errored:f.zMY(),reward:f.aig().nullable(),withheld:f.zMY().optional().describe("The row's trajectory holds a secret value given to the step: none of its text is shown.")}),h=f.Ikc({count:f.aig().int(),rows:f.YOg(v)}).describe("The worst failing work items (errors first, then the lowest reward) and what went wrong."),$=/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,g=/[\u202a-\u202e\u2066-\u2069]/g;function _(e){return e.replace(g,s=>`\\u${s.charCodeAt(0).toString(16).toUpperCase()}`)}function k(e,s=I){const i=_(e).replace(/\s+/g," ").replace($," ").trim(),t=[...i];return t.length>s?`${t.slice(0,s-1).join("")}\u2026`:i}function E(e,s=I){if(e===void 0)return"\u2014";const i=k(e,s).replaceAll("`","'").replaceAll("|","\xA6").replace(/([@#])/g,"$1\u2060");return i===""?"\u2014":`\`${i}\``}function x(e,s){return e.errored?e.group:e.reward===null?"no reward":`reward ${e.reward} < ${s}`}const u=e=>e!==null&&typeof e=="object"&&!Array.isArray(e)?e:void 0;function d(e){return typeof e=="string"?e:Array.isArray(e)?e.map(i=>{const t=u(i);return t?.type==="text"&&typeof t.text=="string"?t.text:t?.type==="image"?"[image]":""}).join(`
`):void 0}function l(e){if(e!=null)return typeof e=="string"?e:JSON.stringify(e)}function c(e){const s=u(e),i=Array.isArray(s?.steps)?s.steps.map(u):[],t=i.find(T=>T?.source==="user"),p=[...i].reverse().find(T=>T?.source==="agent"),m={},y=d(t?.message);y!==void 0&&(m.input=y);const R=d(p?.message);R!==void 0&&(m.answer=R);const C=l(u(u(s?.extra)?.osmosis)?.label);return C!==void 0&&(m.expected=C),m}function a(e){return`#row-${e.rowIndex}${e.runIndex>0?`-${e.runIndex}`:""}`}function r(e,s,i){return i?`[${e}](${i}${a(s)})`:e}function o(e,s,i){const t=["| Row | Line | Input | Expected | Answer | Why |","|---:|---:|---|---|---|---|"];for(const m of e.rows){const y=s>1?`${m.rowIndex} (run ${m.runIndex})`:String(m.rowIndex),R=r(y,m,i),C=m.line===void 0?"\u2014":String(m.line),T=m.withheld?["_withheld: holds a secret value_","\u2014","\u2014"]:[E(m.input),E(m.expected,40),E(m.answer)];t.push(`| ${R} | ${C} | ${T.join(" | ")} | ${E(m.reason,60)} |`)}return e.count-e.rows.length>0&&t.push("",`<sub>The ${e.rows.length} worst of ${e.count} failing work items; result.json lists them.</sub>`),t.join(`
`)}function n(e,s){const i=[`  did not pass ${e.count} work item(s), the worst ${e.rows.length}:`];for(const t of e.rows){const p=s>1?`row ${t.rowIndex} run ${t.runIndex}`:`row ${t.rowIndex}`,m=t.line===void 0?"":` (line ${t.line})`;if(i.push(`    ${p}${m}: ${k(t.reason,60)}`),t.withheld){i.push("      withheld: its trajectory holds a secret value");continue}t.input!==void 0&&i.push(`      input     ${k(t.input)}`),t.expected!==void 0&&i.push(`      expected  ${k(t.expected,40)}`),t.answer!==void 0&&i.push(`      answer    ${k(t.answer)}`)}return i}}),74634:((A,M,b)=>{b.d(M,{VX:()=>I,jD:()=>w,kn:()=>v,nx:()=>f});const f={passed:"passed","below-threshold":"below threshold",errored:"errored",skipped:"skipped"};function w(h,$){return h.status==="skipped"?"skipped":typeof h.reward=="number"&&h.reward>=$?"passed":h.status==="success"?"below-threshold":"errored"}function I(h){const $=h.metrics;if(!$)return;const g=$.completed-$.passed,_=h.belowThreshold?.count;return{total:$.total,passed:$.passed,belowThreshold:_,errored:_===void 0?void 0:g-_,skipped:$.skipped,notPassed:g}}function v(h,$=`${h.total} total`,g="skipped"){return[$,`${h.passed} passed`,...h.belowThreshold===void 0?[`${h.notPassed} not passed`]:[`${h.belowThreshold} below threshold`,`${h.errored} errored`],`${h.skipped} ${g}`]}}),38796:((A,M,b)=>{b.d(M,{B1:()=>g,Oo:()=>d,SX:()=>x,VP:()=>k,YV:()=>h,Zl:()=>w,kc:()=>$,pV:()=>c,vr:()=>l});const f=new Map([[.8,1.2815515655446004],[.9,1.6448536269514722],[.95,1.959963984540054],[.98,2.3263478740408408],[.99,2.5758293035489004],[.995,2.807033768343811],[.999,3.2905267314918945]]);function w(a){if(!(a>0&&a<1))throw new RangeError(`normalQuantile: p must be in (0, 1), got ${a}`);const r=[-39.69683028665376,220.9460984245205,-275.9285104469687,138.357751867269,-30.66479806614716,2.506628277459239],o=[-54.47609879822406,161.5858368580409,-155.6989798598866,66.80131188771972,-13.28068155288572],n=[-.007784894002430293,-.3223964580411365,-2.400758277161838,-2.549732539343734,4.374664141464968,2.938163982698783],e=[.007784695709041462,.3224671290700398,2.445134137142996,3.754408661907416],[s,i,t,p,m,y]=r,[R,C,T,S,N]=o,[L,j,K,W,Y,U]=n,[B,F,H,z]=e,J=.02425;if(a<J){const O=Math.sqrt(-2*Math.log(a));return(((((L*O+j)*O+K)*O+W)*O+Y)*O+U)/((((B*O+F)*O+H)*O+z)*O+1)}if(a>1-J){const O=Math.sqrt(-2*Math.log(1-a));return-(((((L*O+j)*O+K)*O+W)*O+Y)*O+U)/((((B*O+F)*O+H)*O+z)*O+1)}const D=a-.5,P=D*D;return(((((s*P+i)*P+t)*P+p)*P+m)*P+y)*D/(((((R*P+C)*P+T)*P+S)*P+N)*P+1)}function I(a){if(!(a>0&&a<1))throw new RangeError(`confidence must be in (0, 1), got ${a}`);return f.get(a)??w(1-(1-a)/2)}function v(a,r){if(!Number.isInteger(r)||r<0)throw new RangeError(`${a} must be a non-negative integer, got ${r}`)}function h(a,r,o=.95){if(v("successes",a),v("trials",r),a>r)throw new RangeError(`successes (${a}) exceed trials (${r})`);const n=I(o);if(r===0)return{lower:0,upper:1};const e=r,s=a/e,i=n*n,t=1+i/e,p=(s+i/(2*e))/t,m=n*Math.sqrt(s*(1-s)/e+i/(4*e*e))/t;return{lower:a===0?0:Math.max(0,p-m),upper:a===r?1:Math.min(1,p+m)}}function $(a,r,o){if(v("n",a),v("c",r),v("k",o),r>a)throw new RangeError(`passAtK: c (${r}) exceeds n (${a})`);if(o<1||o>a)throw new RangeError(`passAtK: k must be in [1, n=${a}], got ${o}`);if(a-r<o)return 1;let n=1;for(let e=a-r+1;e<=a;e++)n*=1-o/e;return 1-n}function g(a,r){v("b",a),v("c",r);const o=a+r;if(o===0)return 1;const n=Math.min(a,r);let e;if(o<=1e3){let s=.5**o;e=s;for(let i=1;i<=n;i++)s*=(o-i+1)/i,e+=s}else{const s=[];let i=o*Math.log(.5);s.push(i);for(let m=1;m<=n;m++)i+=Math.log(o-m+1)-Math.log(m),s.push(i);const t=s[s.length-1]??i;let p=0;for(const m of s)p+=Math.exp(m-t);e=Math.exp(t+Math.log(p))}return Math.min(1,2*e)}const _=4096;class k{#e=0;#t=0;#l=0;#a=0;#d=0;#n=Number.POSITIVE_INFINITY;#s=Number.NEGATIVE_INFINITY;#r=new Map;#o=null;#i=0;add(r){if(!Number.isFinite(r))throw new RangeError(`RunningStats: value must be finite, got ${r}`);this.#e+=1;const o=this.#t+r;this.#l+=Math.abs(this.#t)>=Math.abs(r)?this.#t-o+r:r-o+this.#t,this.#t=o;const n=r-this.#a;this.#a+=n/this.#e,this.#d+=n*(r-this.#a),r<this.#n&&(this.#n=r),r>this.#s&&(this.#s=r),this.#c(r)}get count(){return this.#e}get mean(){return this.#e===0?Number.NaN:(this.#t+this.#l)/this.#e}get std(){return this.#e===0?Number.NaN:Math.sqrt(Math.max(0,this.#d/this.#e))}get min(){return this.#e===0?Number.NaN:this.#n}get max(){return this.#e===0?Number.NaN:this.#s}median(){if(this.#e===0)return Number.NaN;const r=Math.floor((this.#e-1)/2),o=Math.floor(this.#e/2);if(this.#r){const e=[...this.#r.keys()].sort((t,p)=>t-p);let s=0,i;for(const t of e)if(s+=this.#r.get(t)??0,i===void 0&&s>r&&(i=t),s>o)return i===void 0?t:(i+t)/2;return Number.NaN}const n=this.#o.slice(0,this.#i).sort();return(n[r]+n[o])/2}summary(){return this.#e===0?null:{count:this.#e,mean:this.mean,median:this.median(),std:this.std,min:this.#n,max:this.#s}}#c(r){const o=this.#r;if(o){const n=o.get(r);if(n!==void 0){o.set(r,n+1);return}if(o.size<_){o.set(r,1);return}this.#p(o)}this.#u(r)}#p(r){this.#r=null,this.#o=new Float64Array(Math.max(1024,this.#e*2));for(const[o,n]of r)for(let e=0;e<n;e++)this.#u(o)}#u(r){let o=this.#o;if(this.#i===o.length){const n=new Float64Array(o.length*2);n.set(o),o=n,this.#o=n}o[this.#i++]=r}}const E=[.9999999999998099,676.5203681218851,-1259.1392167224028,771.3234287776531,-176.6150291621406,12.507343278686905,-.13857109526572012,9984369578019572e-21,15056327351493116e-23];function x(a){if(!(a>0))throw new RangeError(`logGamma needs x > 0, got ${a}`);if(a<.5)return Math.log(Math.PI/Math.sin(Math.PI*a))-x(1-a);const r=a-1;let o=E[0];for(let e=1;e<E.length;e++)o+=E[e]/(r+e);const n=r+7.5;return .5*Math.log(2*Math.PI)+(r+.5)*Math.log(n)-n+Math.log(o)}function u(a,r){return x(a)+x(r)-x(a+r)}function d(a,r){return r<0||r>a?Number.NEGATIVE_INFINITY:x(a+1)-x(r+1)-x(a-r+1)}function l(a){const r=Math.abs(a)/Math.SQRT2,o=1/(1+.5*r),n=-1.26551223+o*(1.00002368+o*(.37409196+o*(.09678418+o*(-.18628806+o*(.27886807+o*(-1.13520398+o*(1.48851587+o*(-.82215223+o*.17087277)))))))),e=o*Math.exp(-r*r+n);return a>=0?1-e/2:e/2}function c(a,r){if(!(r>0))throw new RangeError(`chiSquareQuantile needs df > 0, got ${r}`);const o=2/(9*r);return r*Math.max(0,1-o+w(a)*Math.sqrt(o))**3}}),83086:((A,M,b)=>{b.d(M,{Bx:()=>_,DR:()=>v,Oe:()=>u,cM:()=>I,n3:()=>k,pk:()=>x});var f=b(74296),w=b(2334);const I=["pass-rate","lower-bound"];function v(d,l){const{minPassRate:c,gateOn:a}=l;if(c!==void 0&&d.completed>0&&d.graded===0)return h(d,l,c);if(l.metric!==void 0&&l.metric!=="pass-rate"&&c!==void 0)return g(d,l.metric,c);const o=d.passRate,{lower:n}=d.passRateInterval,s={gateOn:a,threshold:c??null,observed:a==="lower-bound"?n:o};if(c===void 0)return{...s,verdict:"not-gated",blocking:!1,reason:"No min-pass-rate given: report only."};if(d.completed===0)return{...s,verdict:"failed",blocking:!0,reason:"No sample completed, so there is no pass rate to compare with the threshold."};const i=`${d.passed}/${d.completed}`;return a==="pass-rate"?o>=c?{...s,verdict:"passed",blocking:!1,reason:`Pass rate ${u(o)} (${i}) \u2265 ${u(c)}.`}:{...s,verdict:"failed",blocking:!0,reason:`Pass rate ${u(o)} (${i}) < ${u(c)}.`}:$(s,d,c,l.allowInconclusive===!0)}function h(d,l,c){return{verdict:"failed",blocking:!0,gateOn:l.gateOn,...l.metric!==void 0&&l.metric!=="pass-rate"?{metric:l.metric}:{},threshold:c,observed:0,reason:`No row was graded (${d.completed} ran, every one without a reward): nothing shows the threshold is met.`}}function $(d,l,c,a){const{lower:r,upper:o}=l.passRateInterval,n=`${l.passed}/${l.completed}`,e=`95% interval [${u(r)}, ${u(o)}]`;return r>=c?{...d,verdict:"passed",blocking:!1,reason:`${e} lies at or above ${u(c)}.`}:o<c?{...d,verdict:"failed",blocking:!0,reason:`${e} lies below ${u(c)}.`}:{...d,verdict:"inconclusive",blocking:!a,reason:`${e} straddles ${u(c)} (${n} passed): more samples are needed to decide.`+(a?" Allowed by allow-inconclusive.":"")}}function g(d,l,c){const a=d.passK,r=a?(0,w.mu)(a,l):null,o=(0,w.eR)(l,a?.k??1),n={gateOn:"pass-rate",metric:l,threshold:c};if(!a||r===null){const i=a?(0,w.nT)(a):"unknown: the run has no per-row sample counts";return{...n,observed:0,verdict:"failed",blocking:!0,reason:`${o} is ${i}.`}}const e=`over ${a.rows} row${a.rows===1?"":"s"}${a.unknownRows>0?` (${a.unknownRows} with fewer than ${a.k} samples left out)`:""}`,s=r>=c;return{...n,observed:r,verdict:s?"passed":"failed",blocking:!s,reason:`${o} ${u(r)} ${e} ${s?"\u2265":"<"} ${u(c)}.`}}function _(d){return d.blocking?f.yU.gateFailed:f.yU.ok}function k(d,l){return{verdict:d,blocking:d==="failed",gateOn:"pass-rate",threshold:l.threshold,observed:l.samplePassRate,reason:`${l.summary.charAt(0).toUpperCase()}${l.summary.slice(1)}.`}}const E=new Set(["passed","inconclusive","not-gated"]);function x(d,l,c){return c===f.yU.infrastructure||!(l.regression?.blocking||l.graderChange?.blocking)||!E.has(d)?null:{verdict:"failed",exitCode:f.yU.gateFailed}}function u(d){return`${(d*100).toFixed(1)}%`}}),17131:((A,M,b)=>{b.d(M,{cd:()=>v,eq:()=>w,iX:()=>I});var f=b(9691);const w=["compare","warn","fail"],I=f.k5n(w,{error:`must be one of ${w.join(", ")}`}).default("compare");function v(h,$){return h==="fail"?{judged:"as-graded",blocking:!0}:h==="compare"&&$>0?{judged:"base-grader",blocking:!1}:{judged:"as-graded",blocking:!1}}}),58280:((A,M,b)=>{b.d(M,{AM:()=>l,B2:()=>n,U4:()=>a,Wo:()=>d,ZJ:()=>o,bJ:()=>k,bQ:()=>E,cW:()=>_,dV:()=>u,eJ:()=>c,nB:()=>r,qD:()=>e});var f=b(51455),w=b.n(f),I=b(76760),v=b.n(I),h=b(57975),$=b.n(h),g=b(74296);function _(s){return{format:s,write:i=>process.stdout.write(i)}}const k={info:s=>console.error(s),warning:s=>console.error(`warning: ${s}`),debug:s=>{process.env.OSMOSIS_CI_DEBUG&&console.error(s)}};function E(s,i){try{const t=(0,h.parseArgs)({args:x(s,i),options:{...i,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:t.values,positionals:t.positionals}}catch(t){throw new g.eb(`${(0,g.gJ)(t)}. Run \`osmosis-ci --help\` for the flags.`)}}function x(s,i){const t=[];for(let p=0;p<s.length;p++){const m=s[p],y=s[p+1],R=m.startsWith("--")?m.slice(2):void 0;R&&i[R]?.type==="string"&&y!==void 0&&/^-(\d|\.\d)/.test(y)?(t.push(`${m}=${y}`),p+=1):t.push(m)}return t}const u=s=>`--${s}`,d=(s,i)=>`--${s}${i?` ${i}`:""}`;function l(s,i){const t=s[i];return typeof t=="boolean"?t?"true":"false":typeof t=="string"?t:void 0}function c(s,i){const t={};for(const p of s)i.has(p)?(t[p]={type:"boolean"},t[`no-${p}`]={type:"boolean"}):t[p]={type:"string"};return t}function a(s,i){return s[`no-${i}`]===!0?"false":l(s,i)}function r(s,i){if(s.some(t=>t==="true"||t==="false")){const t=[...i][0]??"wait";throw new g.eb(`Boolean flags take no value: write --${t} or --no-${t}, not --${t} true|false.`)}}function o(s,i,t){s[i]!==void 0&&(k.warning(`--${i} is deprecated: use --${t}.`),s[t]===void 0&&(s[t]=s[i]))}function n(s){if(s.json&&s["comment-markdown"])throw new g.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return s.json?"json":s["comment-markdown"]?"comment-markdown":"terminal"}async function e(s,i){if(i!==void 0&&!(await(0,f.stat)((0,I.resolve)(s,i)).catch(()=>{}))?.isDirectory())throw new g.eb(`--baseline-dir ${i} is not a directory (looked in ${s}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{G as id,V as ids,X as modules};
