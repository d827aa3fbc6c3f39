const V=131,J=[131],G={1058:((O,k,g)=>{g.d(k,{T7:()=>d,br:()=>x});var u=g(7598),m=g.n(u);const _="v1",v=null;function h(e){return e.replace(/[^A-Za-z0-9._-]+/g,"_")||"_"}function x(e,l=16){return(0,u.createHash)("sha256").update(b(e)).digest("hex").slice(0,l)}function b(e){return Array.isArray(e)?`[${e.map(b).join(",")}]`:e!==null&&typeof e=="object"?`{${Object.entries(e).filter(([,f])=>f!==void 0).sort(([f],[y])=>f<y?-1:f>y?1:0).map(([f,y])=>`${JSON.stringify(f)}:${b(y)}`).join(",")}}`:JSON.stringify(e??null)}const $=e=>`${h(e.os)}-${h(e.arch)}-${h(e.image)}`;function A(e){return{key:`${v}-tool-${$(e.platform)}-py${h(e.python)}-osmosis${h(e.osmosisVersion)}-${h(e.extra)}`,restoreKeys:[],paths:e.paths}}function I(e){const l=x({pyproject:e.pyprojectSha256,lock:e.uvLockSha256});return{key:`${v}-venv-${$(e.platform)}-py${h(e.python)}-${h(e.rollout)}-${l}`,restoreKeys:[],paths:e.paths}}function E(e){const l=`${v}-uv-${$(e.platform)}-`;return{key:`${l}${e.lockDigest}`,restoreKeys:[l],paths:e.paths}}function d(e){return x({...e,secretNames:[...e.secretNames].sort()})}function p(e){const l=`${v}-journal-${h(e.runName)}-${e.inputsDigest}-`;if(!e.attempt)return{key:`${l}local`,restoreKeys:[l],paths:e.paths};const f=`${l}${h(e.attempt.runId)}-`;return{key:`${f}${h(e.attempt.runAttempt)}`,restoreKeys:[f,l],paths:e.paths}}function w(e,l){return e==="exact"||e==="unavailable"?!1:l}function a(e){const l=`${v}-submissions-${h(e.runId)}-${h(e.job)}-${x(e.step)}-`;return{key:`${l}${h(e.attempt)}`,restoreKeys:[l],paths:e.paths}}const o="osmosis-ci-baseline-v2-",i="osmosis-ci-managed-baseline-v2-",c="osmosis-ci-baseline-v1-",n="osmosis-ci-managed-baseline-v1-",r=512;function t(e){const l=s(e.workingDirectory,e.config),f=`${e.managed?i:o}${l}-`,y=`${e.managed?n:c}${l}-`,C=P=>h(P).slice(0,64),S=e.runId?h(e.runId).slice(0,128):"local",T=`${f}${e.sha?C(e.sha):"nosha"}-${S}`,N=e.baseSha?[`${f}${C(e.baseSha)}-`]:[];return{key:T,restoreKeys:[...N,f,y],paths:[e.dir]}}function s(e,l){const f=y=>y.replaceAll("\\","/").split("/").filter(C=>C!==""&&C!==".").join("/");return x({workingDirectory:f(e),config:f(l)})}}),4564:((O,k,g)=>{g.d(k,{Mr:()=>I,Pr:()=>h,ir:()=>w,sR:()=>o,tP:()=>$,wv:()=>d,xH:()=>E});var u=g(9691);const m=["provider","timeout","infrastructure","rollout"],_={provider:"provider error",timeout:"timeout",infrastructure:"infrastructure error",rollout:"rollout or grader error"},v=new Set(["provider","infrastructure"]),h=.1,x={http_error:"provider",timeout:"timeout",lease_expired:"infrastructure",internal_error:"infrastructure",supervisor_error:"infrastructure",rollout_protocol_error:"infrastructure"},b=/\b(\d{3})\b[^']*' for url '[^']*\/v1\/rollouts\/([A-Za-z0-9_-]+)\//;function $(i){const c=new Map;for(const n of i){const r=b.exec(n);r?.[1]&&r[2]&&c.set(r[2],Number(r[1]))}return c}function A(i,c){return c!==void 0?"provider":x[i]??"rollout"}function I(i,c,n=new Map){const r={provider:0,timeout:0,infrastructure:0,rollout:0},t=[];for(const e of i)if(e.errorType!=="skipped"){for(const l of e.rows){const f=l.rolloutId?n.get(l.rolloutId):void 0,y=A(e.errorType,f);r[y]+=1,t.push({rowIndex:l.rowIndex,runIndex:l.runIndex,errorClass:y,errorType:e.errorType,...f!==void 0?{status:f}:{}})}r[A(e.errorType,void 0)]+=e.count-e.rows.length}t.sort((e,l)=>e.rowIndex-l.rowIndex||e.runIndex-l.runIndex);const s=r.provider+r.infrastructure;return{counts:r,rows:t,infrastructureShare:c>0?s/c:0}}function E(i,c,n){return i.infrastructureShare<=n?null:{reason:`Inconclusive: infrastructure. ${i.counts.provider+i.counts.infrastructure} of ${c} rows (${p(i.infrastructureShare)}) failed for provider or infrastructure reasons (${d(i)}), above the ${p(n)} allowed by max-infrastructure-error-rate: the run says nothing about the agent. Re-run when the provider answers.`}}function d(i){const c=m.filter(n=>i.counts[n]>0).map(n=>`${i.counts[n]} ${_[n]}${i.counts[n]===1?"":"s"}`);return c.length>0?c.join(", "):"no errors"}function p(i){return`${Math.round(i*1e3)/10}%`}const w=50,a=u.aig().int().nonnegative(),o=u.Ikc({counts:u.Ikc({provider:a,timeout:a,infrastructure:a,rollout:a}),wrongAnswers:a.describe("Rows that finished below the pass threshold: the only quality failures."),rows:u.YOg(u.Ikc({rowIndex:u.aig().int(),runIndex:u.aig().int(),errorClass:u.k5n(m),errorType:u.YjP(),status:u.aig().int().optional()})).describe(`The errored rows and their class, lowest row first (at most ${w}).`),infrastructureShare:u.aig().describe("Provider and infrastructure errors as a share of the rows run."),maxInfrastructureShare:u.aig().describe("max-infrastructure-error-rate: above it the verdict is withheld."),inconclusiveInfrastructure:u.zMY()}).describe("Errored rows by class (provider 4xx/5xx/429, timeout, infrastructure, rollout or grader) beside the wrong answers.")}),5697:((O,k,g)=>{g.d(k,{Ag:()=>c,I8:()=>n,Kb:()=>A,Nw:()=>h,aX:()=>i,jm:()=>m,ni:()=>a,s5:()=>$,zY:()=>E});var u=g(9691);const m=10,_=80,v=u.Ikc({rowIndex:u.aig().int(),runIndex:u.aig().int(),line:u.aig().int().optional().describe("The 1-based line of the local dataset file the row is on."),input:u.YjP().optional().describe("The row's first user message, on one line and cut."),expected:u.YjP().optional().describe("The label the grader compared with (extra.osmosis.label)."),answer:u.YjP().optional().describe("The model's final answer (the last agent message), cut."),reason:u.YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),errored:u.zMY(),reward:u.aig().nullable(),withheld:u.zMY().optional().describe("The row's trajectory holds a secret value given to the step: none of its text is shown.")}),h=u.Ikc({count:u.aig().int(),rows:u.YOg(v)}).describe("The worst failing work items (errors first, then the lowest reward) and what went wrong."),x=/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,b=/[\u202a-\u202e\u2066-\u2069]/g;function $(r){return r.replace(b,t=>`\\u${t.charCodeAt(0).toString(16).toUpperCase()}`)}function A(r,t=_){const s=$(r).replace(/\s+/g," ").replace(x," ").trim(),e=[...s];return e.length>t?`${e.slice(0,t-1).join("")}\u2026`:s}function I(r,t=_){if(r===void 0)return"\u2014";const s=A(r,t).replaceAll("`","'").replaceAll("|","\xA6").replace(/([@#])/g,"$1\u2060");return s===""?"\u2014":`\`${s}\``}function E(r,t){return r.errored?r.group:r.reward===null?"no reward":`reward ${r.reward} < ${t}`}const d=r=>r!==null&&typeof r=="object"&&!Array.isArray(r)?r:void 0;function p(r){return typeof r=="string"?r:Array.isArray(r)?r.map(s=>{const e=d(s);return e?.type==="text"&&typeof e.text=="string"?e.text:e?.type==="image"?"[image]":""}).join(`
`):void 0}function w(r){if(r!=null)return typeof r=="string"?r:JSON.stringify(r)}function a(r){const t=d(r),s=Array.isArray(t?.steps)?t.steps.map(d):[],e=s.find(T=>T?.source==="user"),l=[...s].reverse().find(T=>T?.source==="agent"),f={},y=p(e?.message);y!==void 0&&(f.input=y);const C=p(l?.message);C!==void 0&&(f.answer=C);const S=w(d(d(t?.extra)?.osmosis)?.label);return S!==void 0&&(f.expected=S),f}function o(r){return`#row-${r.rowIndex}${r.runIndex>0?`-${r.runIndex}`:""}`}function i(r,t,s){return s?`[${r}](${s}${o(t)})`:r}function c(r,t,s){const e=["| Row | Line | Input | Expected | Answer | Why |","|---:|---:|---|---|---|---|"];for(const f of r.rows){const y=t>1?`${f.rowIndex} (run ${f.runIndex})`:String(f.rowIndex),C=i(y,f,s),S=f.line===void 0?"\u2014":String(f.line),T=f.withheld?["_withheld: holds a secret value_","\u2014","\u2014"]:[I(f.input),I(f.expected,40),I(f.answer)];e.push(`| ${C} | ${S} | ${T.join(" | ")} | ${I(f.reason,60)} |`)}return r.count-r.rows.length>0&&e.push("",`<sub>The ${r.rows.length} worst of ${r.count} failing work items; result.json lists them.</sub>`),e.join(`
`)}function n(r,t){const s=[`  did not pass ${r.count} work item(s), the worst ${r.rows.length}:`];for(const e of r.rows){const l=t>1?`row ${e.rowIndex} run ${e.runIndex}`:`row ${e.rowIndex}`,f=e.line===void 0?"":` (line ${e.line})`;if(s.push(`    ${l}${f}: ${A(e.reason,60)}`),e.withheld){s.push("      withheld: its trajectory holds a secret value");continue}e.input!==void 0&&s.push(`      input     ${A(e.input)}`),e.expected!==void 0&&s.push(`      expected  ${A(e.expected,40)}`),e.answer!==void 0&&s.push(`      answer    ${A(e.answer)}`)}return s}}),6706:((O,k,g)=>{g.d(k,{Hg:()=>x,Hn:()=>m,TM:()=>v,TN:()=>_,ZD:()=>h,aY:()=>u});function u(b){return b.replaceAll("`","'")}function m(b){return b.replaceAll("|","\\|").replaceAll(`
`," ")}function _(b){return b.replaceAll("\r","").split(`
`).join(" ")}function v(b){const $=b.split(`
`)[0]??"";return $.length>300?`${$.slice(0,300)}\u2026`:$}function h(b){return b.replaceAll("&","&amp;").replaceAll("<","&lt;").replaceAll(">","&gt;")}function x(b){return b.replace(/["\\\n]/g," ").slice(0,40)}}),2334:((O,k,g)=>{g.d(k,{Dk:()=>_,Qr:()=>x,Tq:()=>h,Wm:()=>m,eR:()=>$,mu:()=>b,nT:()=>A,wo:()=>E});var u=g(8796);const m=["pass-rate","pass-at-k","pass-hat-k"];function _(d,p,w){return d!==void 0?d:p>1||w!=="pass-rate"?p:void 0}function v(d,p,w){if(!Number.isInteger(w)||w<1)throw new RangeError(`passHatK: k must be a whole number \u2265 1, got ${w}`);if(!Number.isInteger(p)||!Number.isInteger(d)||p<0||p>d)throw new RangeError(`passHatK: need 0 \u2264 c \u2264 n, got c = ${p}, n = ${d}`);if(w>d)return null;if(p<w)return 0;let a=1;for(let o=0;o<w;o++)a*=(p-o)/(d-o);return a}function h(d,p,w){const a=v(d,p,w);return a===null?{passAtK:null,passHatK:null}:{passAtK:(0,u.kc)(d,p,w),passHatK:a}}function x(d,p){let w=0,a=0,o=0,i=0;for(const{samples:c,passes:n,rows:r}of d){const t=h(c,n,p);if(t.passAtK===null||t.passHatK===null){a+=r;continue}w+=r,o+=t.passAtK*r,i+=t.passHatK*r}return{k:p,passAtK:w>0?o/w:null,passHatK:w>0?i/w:null,rows:w,unknownRows:a}}function b(d,p){return p==="pass-at-k"?d.passAtK:d.passHatK}function $(d,p){return d==="pass-at-k"?`pass@${p}`:`pass^${p}`}function A(d){return`unknown: no row has ${d.k} samples that were not skipped (k exceeds the samples of all ${d.unknownRows} rows)`}const I=d=>d===null?"unknown":`${(d*100).toFixed(1)}%`;function E(d){const{k:p,rows:w,unknownRows:a}=d,o=`pass@${p} ${I(d.passAtK)} \xB7 pass^${p} ${I(d.passHatK)}`;if(w===0)return`${o} (no row has ${p} samples not skipped)`;const i=a>0?`; ${a} with fewer than ${p} samples unknown`:"";return`${o} (${w} row${w===1?"":"s"}${i})`}}),4634:((O,k,g)=>{g.d(k,{VX:()=>_,jD:()=>m,kn:()=>v,nx:()=>u});const u={passed:"passed","below-threshold":"below threshold",errored:"errored",skipped:"skipped"};function m(h,x){return h.status==="skipped"?"skipped":typeof h.reward=="number"&&h.reward>=x?"passed":h.status==="success"?"below-threshold":"errored"}function _(h){const x=h.metrics;if(!x)return;const b=x.completed-x.passed,$=h.belowThreshold?.count;return{total:x.total,passed:x.passed,belowThreshold:$,errored:$===void 0?void 0:b-$,skipped:x.skipped,notPassed:b}}function v(h,x=`${h.total} total`,b="skipped"){return[x,`${h.passed} passed`,...h.belowThreshold===void 0?[`${h.notPassed} not passed`]:[`${h.belowThreshold} below threshold`,`${h.errored} errored`],`${h.skipped} ${b}`]}}),8796:((O,k,g)=>{g.d(k,{B1:()=>b,Oo:()=>p,SX:()=>E,VP:()=>A,YV:()=>h,Zl:()=>m,kc:()=>x,vr:()=>w});const u=new Map([[.8,1.2815515655446004],[.9,1.6448536269514722],[.95,1.959963984540054],[.98,2.3263478740408408],[.99,2.5758293035489004],[.995,2.807033768343811],[.999,3.2905267314918945]]);function m(a){if(!(a>0&&a<1))throw new RangeError(`normalQuantile: p must be in (0, 1), got ${a}`);const o=[-39.69683028665376,220.9460984245205,-275.9285104469687,138.357751867269,-30.66479806614716,2.506628277459239],i=[-54.47609879822406,161.5858368580409,-155.6989798598866,66.80131188771972,-13.28068155288572],c=[-.007784894002430293,-.3223964580411365,-2.400758277161838,-2.549732539343734,4.374664141464968,2.938163982698783],n=[.007784695709041462,.3224671290700398,2.445134137142996,3.754408661907416],[r,t,s,e,l,f]=o,[y,C,S,T,N]=i,[P,j,K,L,W,Y]=c,[F,B,U,H]=n,z=.02425;if(a<z){const R=Math.sqrt(-2*Math.log(a));return(((((P*R+j)*R+K)*R+L)*R+W)*R+Y)/((((F*R+B)*R+U)*R+H)*R+1)}if(a>1-z){const R=Math.sqrt(-2*Math.log(1-a));return-(((((P*R+j)*R+K)*R+L)*R+W)*R+Y)/((((F*R+B)*R+U)*R+H)*R+1)}const D=a-.5,M=D*D;return(((((r*M+t)*M+s)*M+e)*M+l)*M+f)*D/(((((y*M+C)*M+S)*M+T)*M+N)*M+1)}function _(a){if(!(a>0&&a<1))throw new RangeError(`confidence must be in (0, 1), got ${a}`);return u.get(a)??m(1-(1-a)/2)}function v(a,o){if(!Number.isInteger(o)||o<0)throw new RangeError(`${a} must be a non-negative integer, got ${o}`)}function h(a,o,i=.95){if(v("successes",a),v("trials",o),a>o)throw new RangeError(`successes (${a}) exceed trials (${o})`);const c=_(i);if(o===0)return{lower:0,upper:1};const n=o,r=a/n,t=c*c,s=1+t/n,e=(r+t/(2*n))/s,l=c*Math.sqrt(r*(1-r)/n+t/(4*n*n))/s;return{lower:a===0?0:Math.max(0,e-l),upper:a===o?1:Math.min(1,e+l)}}function x(a,o,i){if(v("n",a),v("c",o),v("k",i),o>a)throw new RangeError(`passAtK: c (${o}) exceeds n (${a})`);if(i<1||i>a)throw new RangeError(`passAtK: k must be in [1, n=${a}], got ${i}`);if(a-o<i)return 1;let c=1;for(let n=a-o+1;n<=a;n++)c*=1-i/n;return 1-c}function b(a,o){v("b",a),v("c",o);const i=a+o;if(i===0)return 1;const c=Math.min(a,o);let n;if(i<=1e3){let r=.5**i;n=r;for(let t=1;t<=c;t++)r*=(i-t+1)/t,n+=r}else{const r=[];let t=i*Math.log(.5);r.push(t);for(let l=1;l<=c;l++)t+=Math.log(i-l+1)-Math.log(l),r.push(t);const s=r[r.length-1]??t;let e=0;for(const l of r)e+=Math.exp(l-s);n=Math.exp(s+Math.log(e))}return Math.min(1,2*n)}const $=4096;class A{#e=0;#t=0;#l=0;#i=0;#d=0;#n=Number.POSITIVE_INFINITY;#s=Number.NEGATIVE_INFINITY;#r=new Map;#o=null;#a=0;add(o){if(!Number.isFinite(o))throw new RangeError(`RunningStats: value must be finite, got ${o}`);this.#e+=1;const i=this.#t+o;this.#l+=Math.abs(this.#t)>=Math.abs(o)?this.#t-i+o:o-i+this.#t,this.#t=i;const c=o-this.#i;this.#i+=c/this.#e,this.#d+=c*(o-this.#i),o<this.#n&&(this.#n=o),o>this.#s&&(this.#s=o),this.#c(o)}get count(){return this.#e}get mean(){return this.#e===0?Number.NaN:(this.#t+this.#l)/this.#e}get std(){return this.#e===0?Number.NaN:Math.sqrt(Math.max(0,this.#d/this.#e))}get min(){return this.#e===0?Number.NaN:this.#n}get max(){return this.#e===0?Number.NaN:this.#s}median(){if(this.#e===0)return Number.NaN;const o=Math.floor((this.#e-1)/2),i=Math.floor(this.#e/2);if(this.#r){const n=[...this.#r.keys()].sort((s,e)=>s-e);let r=0,t;for(const s of n)if(r+=this.#r.get(s)??0,t===void 0&&r>o&&(t=s),r>i)return t===void 0?s:(t+s)/2;return Number.NaN}const c=this.#o.slice(0,this.#a).sort();return(c[o]+c[i])/2}summary(){return this.#e===0?null:{count:this.#e,mean:this.mean,median:this.median(),std:this.std,min:this.#n,max:this.#s}}#c(o){const i=this.#r;if(i){const c=i.get(o);if(c!==void 0){i.set(o,c+1);return}if(i.size<$){i.set(o,1);return}this.#p(i)}this.#u(o)}#p(o){this.#r=null,this.#o=new Float64Array(Math.max(1024,this.#e*2));for(const[i,c]of o)for(let n=0;n<c;n++)this.#u(i)}#u(o){let i=this.#o;if(this.#a===i.length){const c=new Float64Array(i.length*2);c.set(i),i=c,this.#o=c}i[this.#a++]=o}}const I=[.9999999999998099,676.5203681218851,-1259.1392167224028,771.3234287776531,-176.6150291621406,12.507343278686905,-.13857109526572012,9984369578019572e-21,15056327351493116e-23];function E(a){if(!(a>0))throw new RangeError(`logGamma needs x > 0, got ${a}`);if(a<.5)return Math.log(Math.PI/Math.sin(Math.PI*a))-E(1-a);const o=a-1;let i=I[0];for(let n=1;n<I.length;n++)i+=I[n]/(o+n);const c=o+7.5;return .5*Math.log(2*Math.PI)+(o+.5)*Math.log(c)-c+Math.log(i)}function d(a,o){return E(a)+E(o)-E(a+o)}function p(a,o){return o<0||o>a?Number.NEGATIVE_INFINITY:E(a+1)-E(o+1)-E(a-o+1)}function w(a){const o=Math.abs(a)/Math.SQRT2,i=1/(1+.5*o),c=-1.26551223+i*(1.00002368+i*(.37409196+i*(.09678418+i*(-.18628806+i*(.27886807+i*(-1.13520398+i*(1.48851587+i*(-.82215223+i*.17087277)))))))),n=i*Math.exp(-o*o+c);return a>=0?1-n/2:n/2}}),6938:((O,k,g)=>{g.d(k,{MZ:()=>h,QW:()=>E,Vb:()=>x,br:()=>I,d$:()=>A,nO:()=>v,po:()=>$});var u=g(9691),m=g(6228),_=g(6706);const v=["false","true","default-branch"];function h(d,p){return d==="false"?{upload:!1}:d==="true"?{upload:!0}:p.defaultBranchPush?{upload:!0}:{upload:!1,reason:`upload: default-branch publishes only on a push to the default branch; this is ${p.eventName?`${(0,m.vJ)(p.eventName)} event`:"not one"}, so nothing is published.`}}const x=u.Ikc({status:u.k5n(["published","failed","skipped"]).describe("published; failed (the verdict stands, publish again with eval-upload); skipped."),replaced:u.zMY().describe("The publish replaced results this local run had published before."),runId:u.YjP().nullable(),runName:u.YjP().nullable(),url:u.YjP().nullable(),expectedFiles:u.aig().int().nullable(),uploadedFiles:u.aig().int().nullable(),message:u.YjP()}).describe("Publishing the run to the Osmosis platform, when asked for."),b=u._H3({eval_run_id:u.YjP().nullable().optional(),eval_run_name:u.YjP().nullable().optional(),status:u.YjP().optional(),expected_files:u.aig().int().optional(),uploaded_files:u.aig().int().optional(),platform_url:u.YjP().nullable().optional()});function $(d,p){if(typeof d!="object"||d===null)return;const w=d,a=w.upload!==void 0,o=b.safeParse(a?w.upload:w);if(!o.success||!a&&o.data.eval_run_id===void 0)return;const i=o.data,c=a?w.platform_url:i.platform_url,n=i.eval_run_name??null;return{status:"published",replaced:p,runId:i.eval_run_id??null,runName:n,url:typeof c=="string"&&c!==""?c:null,expectedFiles:i.expected_files??null,uploadedFiles:i.uploaded_files??null,message:`Published to the Osmosis platform${n?` as ${n}`:""}${p?", replacing its earlier results":""}.`}}function A(d){return/^Local evaluation results are complete at .+, but /s.test(d)}function I(d,p,w,a=!0){const o=d.replace(/^Local evaluation results are complete at .+?, but /s,"").replace(/\nRetry with: .*$/s,"").trim();return{status:"failed",replaced:w,runId:null,runName:null,url:null,expectedFiles:null,uploadedFiles:null,message:`Publishing to the Osmosis platform failed${a?" (the verdict stands)":""}: ${o} Publish again with ${p}.`}}function E(d){if(!d)return;const p=a=>(0,_.ZD)((0,_.TN)(a)).replace(/[[\]]/g,"\\$&");return d.status==="published"&&d.url&&/^https?:\/\//.test(d.url)?`\u2601\uFE0F Published to the Osmosis platform: [${p(d.runName??"the run")}](${d.url.replace(/[()\s]/g,o=>`%${o.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)})${d.replaced?" (replaced its earlier results)":""}.`:`${d.status==="published"?"\u2601\uFE0F":d.status==="failed"?"\u26A0\uFE0F":"\u2139\uFE0F"} ${p(d.message)}`}}),6078:((O,k,g)=>{g.d(k,{Ox:()=>$,s1:()=>b,_g:()=>E,Li:()=>c,MC:()=>a,Ss:()=>d,dH:()=>i});var u=g(5697),m=g(6706),_=g(2334),v=g(4634);const h=`
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
`,x=String.raw`
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
`,b=["failing","all","off"],$="viewer.html",A=2e4;function I(n){return`osmosis-viewer-${n??"eval-run"}.html`}function E(n){return JSON.stringify(n).replaceAll("<","\\u003c").replaceAll(">","\\u003e").replaceAll("&","\\u0026").replaceAll("\u2028","\\u2028").replaceAll("\u2029","\\u2029")}function d(n,r=A){return n.length>r?`${n.slice(0,r)}\u2026 [${n.length-r} more characters]`:n}const p=n=>n!==null&&typeof n=="object"&&!Array.isArray(n)?n:void 0;function w(n){return typeof n=="string"?n:Array.isArray(n)?n.map(r=>{const t=p(r);return t?.type==="text"&&typeof t.text=="string"?t.text:t?.type==="image"?"[image]":JSON.stringify(r)}).join(`
`):n==null?"":JSON.stringify(n)}function a(n){const r=p(n)?.steps;return Array.isArray(r)?r.map(t=>{const s=p(t)??{},e={source:typeof s.source=="string"?s.source:"unknown",message:d(w(s.message))};typeof s.reasoning_content=="string"&&(e.reasoning=d(s.reasoning_content)),Array.isArray(s.tool_calls)&&s.tool_calls.length>0&&(e.toolCalls=s.tool_calls.map(f=>{const y=p(f)??{};return{name:typeof y.function_name=="string"?y.function_name:"tool",arguments:d(JSON.stringify(y.arguments??{},null,2))}}));const l=p(s.observation)?.results;return Array.isArray(l)&&l.length>0&&(e.observations=l.map(f=>d(w(p(f)?.content)))),e}):[]}function o(n){return typeof n=="string"?(0,u.s5)(n):Array.isArray(n)?n.map(o):n!==null&&typeof n=="object"?Object.fromEntries(Object.entries(n).map(([r,t])=>[r,o(t)])):n}function i(n,r){const t=new Map;for(const s of n){const e=t.get(s.row)??{samples:0,passes:0};s.status!=="skipped"&&(e.samples+=1),s.status==="passed"&&(e.passes+=1),t.set(s.row,e)}for(const s of n){const{samples:e,passes:l}=t.get(s.row);s.passK={k:r,samples:e,passes:l,...(0,_.Tq)(e,l,r)}}}function c(n){const r=o(n);return["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">',`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,'<meta name="referrer" content="no-referrer">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<title>${(0,m.ZD)(r.title).replaceAll('"',"&quot;")}</title>`,`<style>${h}</style>`,"</head>","<body>","<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>",`<script type="application/json" id="viewer-data">${E(r)}<\/script>`,`<script>${x}<\/script>`,"</body>","</html>",""].join(`
`)}}),9706:((O,k,g)=>{g.d(k,{JW:()=>c,KY:()=>x,Rr:()=>h,dU:()=>p,zS:()=>i});var u=g(3292),m=g(9691),_=g(8532),v=g(4296);const h=".osmosis-ci/waivers.toml",x=["warn","fail"],b=/^\d{4}-\d{2}-\d{2}$/,$=m.L5J().transform((n,r)=>{const t=n instanceof Date&&!Number.isNaN(n.getTime())?n.toISOString().slice(0,10):typeof n=="string"&&b.test(n)&&!Number.isNaN(Date.parse(n))?n:void 0;return t===void 0?(r.addIssue({code:"custom",message:`must be a date such as expires = 2027-01-31, got ${JSON.stringify(n??null)}`}),_.tm):t}),A=m.KCZ([m.oad(),m.aig(),m.YjP()]).transform((n,r)=>{const t=String(n).trim();return t===""||typeof n!="string"&&!/^\d+$/.test(t)?(r.addIssue({code:"custom",message:`must each be a row index (0, 12) or a glob over the row's id or prompt ("refusal-*"), got ${JSON.stringify(t)}`}),_.tm):t}),I=n=>m.YjP({error:`is required: ${n}`}).trim().min(1,`is empty: ${n}`),E=m.rej({rows:m.YOg(A,{error:'is required: the rows waived, e.g. rows = ["refusal-*", 12]'}).min(1,'is empty: name at least one row, e.g. rows = ["refusal-*", 12]'),reason:I('why this drop is intended, e.g. reason = "Refuses on purpose since #123"'),owner:I('who answers for it, e.g. owner = "@alice"'),expires:$},{error:"has a field waivers do not have (rows, reason, owner and expires are the fields)"}),d=m.rej({waiver:m.YOg(m.L5J(),{error:"must be [[waiver]] tables"}).default([])},{error:"has a table or key other than [[waiver]]"});function p(n,r){let t;try{t=(0,u.qg)(n,{integersAsBigInt:!0})}catch(e){if(!(e instanceof u.zx))throw e;const[l="invalid TOML"]=e.message.split(`
`);throw new v.eb(`${r}:${e.line}:${e.column}: invalid TOML: ${l.replace(/^Invalid TOML document: /,"")}. Fix the syntax there (see https://toml.io).`,{file:r,line:e.line,column:e.column})}const s=d.safeParse(t);if(!s.success){const e=String(s.error.issues[0]?.path[0]??"");throw new v.eb(`${r}: ${e?`"${e}" `:""}${s.error.issues[0]?.message??"is not a waivers file"}. Write each waiver as a [[waiver]] table with rows, reason, owner and expires.`)}return s.data.waiver.map((e,l)=>{const f=E.safeParse(e);if(f.success)return{entry:l+1,...f.data};const y=f.error.issues[0],C=y?.path.length?String(y.path[0]):y?.code==="unrecognized_keys"?y.keys.join(", "):"";throw new v.eb(`${r}: waiver ${l+1}${C?`, field "${C}"`:""}: ${y?.message??"is invalid"}.`)})}const w=n=>new RegExp(`^${n.replace(/[.+^${}()|[\]\\]/g,"\\$&").replaceAll("*",".*").replaceAll("?",".")}$`,"s");function a(n,r){const t=new Set;for(const s of n.rows){if(/^\d+$/.test(s)){const l=Number(s);(r===null||l<r.length)&&t.add(l);continue}const e=w(s);r?.forEach((l,f)=>{(l.id!==void 0&&e.test(l.id)||l.prompt!==void 0&&e.test(l.prompt))&&t.add(f)})}return[...t].sort((s,e)=>s-e)}const o=m.Ikc({entry:m.aig().int().describe("The [[waiver]] table, 1-based in file order."),rows:m.YOg(m.aig().int()).describe("The dataset rows it names (row indexes)."),reason:m.YjP(),owner:m.YjP(),expires:m.YjP().describe("The last day it holds (YYYY-MM-DD)."),expired:m.zMY()});function i(n,r,t){return n.map(s=>({entry:s.entry,rows:a(s,r),reason:s.reason,owner:s.owner,expires:s.expires,expired:s.expires<t}))}const c=m.Ikc({file:m.YjP().describe("The waivers file read."),applied:m.YOg(o.extend({failedRows:m.YOg(m.aig().int()).describe("Its rows that failed in this run: their regression is waived.")})).describe("Every waiver in the file, with the rows it names."),erroredRows:m.YOg(m.aig().int()).describe("Waived rows kept in the gate because an item of theirs errored: waivers never hide errors."),notApplied:m.YjP().optional().describe("Why the waivers and the label were not applied, when not."),label:m.Ikc({name:m.YjP(),addedBy:m.YjP().nullable()}).optional().describe("The pull-request label that accepted the regression, and who added it (null: not known).")}).describe("Waivers of intended regressions, and the accepting label.")}),8280:((O,k,g)=>{g.d(k,{AM:()=>w,B2:()=>n,U4:()=>o,Wo:()=>p,ZJ:()=>c,bJ:()=>A,bQ:()=>I,cW:()=>$,dV:()=>d,eJ:()=>a,nB:()=>i,qD:()=>r});var u=g(1455),m=g.n(u),_=g(6760),v=g.n(_),h=g(7975),x=g.n(h),b=g(4296);function $(t){return{format:t,write:s=>process.stdout.write(s)}}const A={info:t=>console.error(t),warning:t=>console.error(`warning: ${t}`),debug:t=>{process.env.OSMOSIS_CI_DEBUG&&console.error(t)}};function I(t,s){try{const e=(0,h.parseArgs)({args:E(t,s),options:{...s,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:e.values,positionals:e.positionals}}catch(e){throw new b.eb(`${(0,b.gJ)(e)}. Run \`osmosis-ci --help\` for the flags.`)}}function E(t,s){const e=[];for(let l=0;l<t.length;l++){const f=t[l],y=t[l+1],C=f.startsWith("--")?f.slice(2):void 0;C&&s[C]?.type==="string"&&y!==void 0&&/^-(\d|\.\d)/.test(y)?(e.push(`${f}=${y}`),l+=1):e.push(f)}return e}const d=t=>`--${t}`,p=(t,s)=>`--${t}${s?` ${s}`:""}`;function w(t,s){const e=t[s];return typeof e=="boolean"?e?"true":"false":typeof e=="string"?e:void 0}function a(t,s){const e={};for(const l of t)s.has(l)?(e[l]={type:"boolean"},e[`no-${l}`]={type:"boolean"}):e[l]={type:"string"};return e}function o(t,s){return t[`no-${s}`]===!0?"false":w(t,s)}function i(t,s){if(t.some(e=>e==="true"||e==="false")){const e=[...s][0]??"wait";throw new b.eb(`Boolean flags take no value: write --${e} or --no-${e}, not --${e} true|false.`)}}function c(t,s,e){t[s]!==void 0&&(A.warning(`--${s} is deprecated: use --${e}.`),t[e]===void 0&&(t[e]=t[s]))}function n(t){if(t.json&&t["comment-markdown"])throw new b.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return t.json?"json":t["comment-markdown"]?"comment-markdown":"terminal"}async function r(t,s){if(s!==void 0&&!(await(0,u.stat)((0,_.resolve)(t,s)).catch(()=>{}))?.isDirectory())throw new b.eb(`--baseline-dir ${s} is not a directory (looked in ${t}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{V as id,J as ids,G as modules};
