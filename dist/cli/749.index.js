const Ne=749,Me=[749],Re={38722:((j,M,a)=>{a.d(M,{Q:()=>w,z:()=>p});var _=a(77911);const S=6e4;async function p(D,P,x){if(!/^[0-9a-f]{7,64}$/i.test(P))return{error:`"${P}" is not a commit sha`};const C=`${P}:./${x}`,E=()=>(0,_.Fg)("git",["show",C],{cwd:D,timeoutMs:S});let O=await E();if(O.exitCode!==0&&(await(0,_.Fg)("git",["fetch","--quiet","--depth=1","origin",P],{cwd:D,timeoutMs:S})).exitCode===0&&(O=await E()),O.exitCode===0)return{text:O.stdout};const y=O.stderr.trim().split(`
`).at(-1)??"";return{error:`git could not show ${x} at the baseline's commit ${P.slice(0,7)} (${y.slice(0,200)}); check out with history (actions/checkout fetch-depth: 0) so the base grader can be read`}}async function w(D){const P=await(0,_.Fg)("git",["rev-parse","--verify","--quiet","HEAD"],{cwd:D,timeoutMs:S}),x=P.stdout.trim();return P.exitCode===0&&/^[0-9a-f]{40,64}$/.test(x)?x:void 0}}),76962:((j,M,a)=>{a.d(M,{q:()=>Pe});var _=a(51058),S=a(65295),p=a(26876),w=a(52947),D=a(38722),P=a(29147),x=a(77911),C=a(12661),E=a(77598),O=a(73024),y=a(51455),r=a(76760),u=a(19927);const i=new Set(["__pycache__",".git",".venv","venv","dist","build","node_modules",".pytest_cache",".ruff_cache"]),f=e=>e==="uv.lock"||e.endsWith(".egg-info"),v=e=>e.split("/").some(t=>i.has(t)||f(t));async function d(e){const t=(0,E.createHash)("sha256");for await(const s of(0,O.createReadStream)(e))t.update(s);return t.digest("hex")}async function g(e,t=[]){const s=new Set(t.map(c=>(0,r.resolve)(c))),n=[],o=async c=>{for(const m of await(0,y.readdir)(c,{withFileTypes:!0})){const I=(0,r.join)(c,m.name);s.has((0,r.resolve)(I))||(m.isDirectory()?!i.has(m.name)&&!m.name.endsWith(".egg-info")&&await o(I):m.isFile()&&!f(m.name)&&n.push(I))}};await o(e);const l=(0,E.createHash)("sha256");for(const c of n.map(m=>(0,r.relative)(e,m).split(r.sep).join("/")).sort())l.update(`${c}\0`),l.update(await d((0,r.join)(e,c)));return l.digest("hex")}async function h(e){const{config:t,inputs:s,workspace:n}=e,o=s["dataset-file"],l=(0,r.join)(n,"rollouts",t.experiment.rollout);return{modelPath:t.experiment.model_path,dataset:o?{sha256:await d((0,r.resolve)(n,o))}:{platformName:t.experiment.dataset},rows:s.rows??null,limit:t.evaluation.limit??null,n:t.evaluation.n,agentTimeoutS:t.evaluation.agent_workflow_timeout_s??null,graderTimeoutS:t.evaluation.grader_timeout_s??null,rollout:{name:t.experiment.rollout,entrypoint:t.experiment.entrypoint,sourceDigest:await g(l,[(0,u.vm)(n)])},env:t.env,secretNames:t.secrets.required}}var $=a(77030);function N(e){return new Promise(t=>{const s=(0,$.createServer)();s.once("error",n=>{t(n.code==="EADDRINUSE"?"already in use":n.code==="EACCES"?"not permitted for this user":void 0)}),s.listen({port:e,host:"127.0.0.1",exclusive:!0},()=>s.close(()=>t(void 0)))})}var T=a(55688),R=a(65951),F=a(74932);function W(e,t,{intervalMs:s=2e3,heartbeatMs:n=15e3,throttleMs:o,now:l=Date.now}={}){const c=l(),m=new A((0,r.join)(e,"logs.txt")),I=new A((0,r.join)(e,"events.jsonl"));let U=p.O6,te=p.O6,ne="",k=c,G=!1;const re=L=>{const K=(0,p.l_)(U),B=l(),V=K!==ne;!V&&!L&&B-k<n||V&&!L&&!(0,p.GO)(te,U,B-k,o)||(t((0,p.oz)(K,B-c,!V)),te=U,ne=K,k=B)},$e=async()=>{if(!G){G=!0;try{for(const L of await m.read())U=(0,p.pU)(U,L);for(const L of await I.read())U=(0,p.Iz)(U,L);re(!1)}catch{}finally{G=!1}}};re(!0);const se=setInterval(()=>{$e()},s);return se.unref(),()=>clearInterval(se)}class A{path;initial;file;offset;constructor(t){this.path=t,this.initial=ae(t),this.file=this.initial,this.offset=this.initial?.size??0}async read(){const t=await(0,y.stat)(this.path).catch(()=>{});if(!t)return[];if((!this.file||t.ino!==this.file.ino||t.size<this.offset)&&(this.offset=0),this.file=t,t.size<=this.offset)return[];const s=await(0,y.open)(this.path,"r");try{const n=Buffer.alloc(t.size-this.offset),{bytesRead:o}=await s.read(n,0,n.length,this.offset),l=n.subarray(0,o).lastIndexOf(10)+1;return this.offset+=l,n.subarray(0,l).toString("utf8").split(`
`).filter(c=>c!=="")}finally{await s.close()}}}function ae(e){try{return(0,O.statSync)(e)}catch{return}}function z(e){const t=oe(e),s=[];let n="";for(const[o,l]of t.entries()){const c=e.slice(l,t[o+1]??e.length);if(c.startsWith("@")){n+=c;continue}const m=/^(?:class|(?:async\s+)?def)\s/.test(c);s.push({name:le(c),definition:m,text:n+c}),n=""}return n&&s.push({name:null,definition:!1,text:n}),s}function oe(e){const t=[];let s=0,n=null;for(let o=0;o<e.length;o+=1){const l=e[o];if(n){l==="\\"?o+=1:e.startsWith(n,o)&&(o+=n.length-1,n=null);continue}(o===0||e[o-1]===`
`)&&s===0&&/[^\s#]/.test(l)&&t.push(o),l==="#"?o=ie(e,o):l==='"'||l==="'"?n=e.startsWith(l.repeat(3),o)?l.repeat(3):l:"([{".includes(l)?s+=1:")]}".includes(l)&&(s=Math.max(0,s-1)),n&&n.length===3&&(o+=2)}return t}const ie=(e,t)=>{const s=e.indexOf(`
`,t);return s===-1?e.length:s-1};function le(e){const t=/^(?:class|(?:async\s+)?def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)/.exec(e);return t?.[1]??t?.[2]??null}const J=e=>new Set(e.match(/[A-Za-z_]\w*/g)??[]);function ce(e){const t=e.indexOf("LocalBackend("),n=(t===-1?null:/\bgrader\s*=\s*([A-Za-z_][\w.]*|"[^"]*"|'[^']*')/.exec(e.slice(t)))?.[1];if(n==="None")return null;if(n!==void 0)return de(n,e);const o=[...e.matchAll(/^class\s+([A-Za-z_]\w*)\s*\([^)]*\bGrader\b[^)]*\)/gm)],l=o.length===1?o[0]?.[1]:void 0;return l?{className:l,module:null}:null}function de(e,t){if(/^["']/.test(e)){const[n,o]=e.slice(1,-1).split(":");return n&&o?{className:o,module:n}:null}const s=e.split(".").at(-1);return z(t).some(n=>n.name===s)?{className:s,module:null}:ue(t,s)??{className:s,module:null}}function ue(e,t){for(const s of e.matchAll(/^from\s+([.\w]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)){const o=(s[2]??"").replace(/[()]/g,"").split(",").map(l=>l.trim().split(/\s+as\s+/)).find(l=>(l[1]??l[0])===t);if(o?.[0])return{className:o[0],module:s[1].replace(/^\.+/,"")}}return null}function fe(e,t){const s=e.split(".").join("/");return[...new Set([t==="."?"":`${t}/`,"","src/"])].flatMap(o=>[`${o}${s}.py`,`${o}${s}/__init__.py`])}function me(e,t){const s=z(e);if(!s.some(m=>m.name===t))return null;const n=Y(s,[t]),o=s.filter(m=>!m.definition),l=Y(s,o.flatMap(m=>[...J(m.text)]),t),c=m=>s.filter(m).map(I=>I.text).join("");return{source:c(m=>m.name!==null&&n.has(m.name)),rest:c(m=>!m.definition||m.name!==null&&l.has(m.name))}}function Y(e,t,s){const n=new Map;for(const c of e)c.name&&n.set(c.name,[...n.get(c.name)??[],c.text]);const o=new Set,l=t.filter(c=>n.has(c)&&c!==s);for(;l.length>0;){const c=l.pop();if(!o.has(c)){o.add(c);for(const m of n.get(c)??[])for(const I of J(m))n.has(I)&&!o.has(I)&&I!==s&&l.push(I)}}return o}const he=e=>(0,E.createHash)("sha256").update(e).digest("hex");async function pe(e){const t=await(0,x.Fg)("git",["-C",e,"ls-files","-z","--cached","--others","--exclude-standard","--","."],{env:process.env,timeoutMs:3e4}).catch(()=>null),s=t?.exitCode===0?t.stdout.split("\0").filter(n=>n!==""):await X(e);return[...new Set(s)].filter(n=>!v(n)).sort()}async function X(e,t=e){const s=[];for(const n of await(0,y.readdir)(e,{withFileTypes:!0})){const o=(0,r.join)(e,n.name);n.isDirectory()&&!i.has(n.name)?s.push(...await X(o,t)):n.isFile()&&s.push((0,r.relative)(t,o).split(r.sep).join("/"))}return s}async function ge(e,t){try{const s=await pe(e),n=new Map;for(const m of s)n.set(m,await(0,y.readFile)((0,r.join)(e,m)));const o=we(n,r.posix.normalize(t)),l=(0,E.createHash)("sha256"),c=(0,E.createHash)("sha256");for(const[m,I]of n)l.update(`${m}\0`).update(I),c.update(`${m}\0`).update(o?.file===m?o.rest:I);return{digest:l.digest("hex"),files:s.length,workflowDigest:c.digest("hex"),grader:o?{className:o.className,file:o.file,digest:o.digest}:null}}catch{return null}}function we(e,t){const s=e.get(t)?.toString("utf8"),n=s===void 0?null:ce(s);if(!n)return null;const o=n.module?fe(n.module,(0,r.dirname)(t)):[t];for(const l of o){const c=e.get(l)?.toString("utf8"),m=c===void 0?null:me(c,n.className);if(m)return{className:n.className,file:l,digest:he(m.source),rest:m.rest}}return null}var Z=a(90559),b=a(72803),ye=a(94459),Q=a(4179),H=a(35271),xe=a(80481);async function ve(e){try{return await(0,y.readFile)(e,"utf8")}catch(t){if(t.code==="ENOENT")return null;throw t}}const q=e=>typeof e=="string"||typeof e=="number"?String(e):void 0;async function _e(e){const t=[],s=(0,xe.createInterface)({input:(0,O.createReadStream)(e,"utf8"),crlfDelay:1/0});try{for await(const n of s){if(n.trim()==="")continue;const o=JSON.parse(n),l=q(o?.id),c=q(o?.user_prompt);t.push({...l===void 0?{}:{id:l},...c===void 0?{}:{prompt:c}})}}catch{return null}return t}async function Ee(e,t){const s=await ve(e);if(s===null)return{text:s,rows:null};const n=t!==void 0&&(0,r.extname)(t).toLowerCase()===".jsonl";return{text:s,rows:n?await _e(t):null}}var ee=a(82626);const Oe={readText:Q.$v,writeText:Q.yV,readRun:async e=>({...await(0,b.iW)(e),...await(0,b.Iw)(e)}),readRunPart:b.LA,loadHistory:w.FB,readRowIdentities:Z.FY,readDatasetKeys:Z.Pu,readWaivers:Ee,readRunVersion:b.CX,readLogTail:b.Ty};function Se(e,t){let s;const n=()=>(s??=(0,H.rw)(e,(0,F.Rl)(e).uvIndexFile).catch(()=>({})),s);return async(o,l)=>{const c=(0,H.GV)(o);return(0,R.Vs)(e,{OSMOSIS_ENV_FILE:e.OSMOSIS_ENV_FILE??(0,R.hf)(),PYTHONUTF8:"1",PYTHONIOENCODING:"utf-8",...await n(),...e.UV_PYTHON||!c?{}:{UV_PYTHON:c},...t.pinUvCache?{UV_CACHE_DIR:(0,H.Oi)(e)}:{},...(0,R.tt)(e,l??t.auth??{})})}}function De(e){return{findWorkspace:ee.pl,locate:ee.XZ,inspectDataset:P.TQ,fileSha256:t=>d(t).catch(()=>{}),readRolloutSource:ge,inputsDigest:async t=>(0,_.T7)(await h(t)),findProgram:t=>(0,x.aY)(t,e),portUnavailable:N}}async function Pe(e){const{env:t}=e;return{facts:{cwd:process.cwd(),env:t,toolVersion:S.wr,runContext:e.runContext,workflowRunUrl:e.workflowRunUrl,now:()=>new Date,...e.event?{event:e.event}:{}},wording:{log:e.log,hint:e.hint,...e.mask?{mask:e.mask}:{},...e.publishHint?{publishHint:e.publishHint}:{}},osmosis:{...e.installOsmosis?{installOsmosis:e.installOsmosis}:{},resolveOsmosis:s=>(0,R.J5)(s,t),osmosisEnv:Se(t,e),runOsmosis:R.b5,watchProgress:(s,n)=>W(s,n,{throttleMs:t.CI==="true"?p.bO:void 0}),checkGrader:C.TO,runRegrade:C.Ee,readStoredSamples:ye.R,readAtCommit:D.z},files:{...Oe,modelPrice:(s,n)=>(0,T.PK)("",s,t,{model:n})},workspace:De(t),caches:e.beforeRun?{beforeRun:e.beforeRun}:{}}}}),12661:((j,M,a)=>{a.d(M,{TO:()=>y,Ee:()=>r});var _=a(73024),S=a(51455),p=a(48161),w=a(76760),D=a(77911);const P=String.raw`
import asyncio, json, runpy, sys, tempfile
from pathlib import Path

out = sys.stdout
sys.stdout = sys.stderr


def fail(message):
    out.write(json.dumps({"error": message}) + "\n")
    sys.exit(0)


try:
    from osmosis_ai.rollout import Grader, GraderContext, RolloutSample
    from osmosis_ai.rollout.backend.local.backend import LocalBackend
    from osmosis_ai.eval.local.dataset import parse_row_selector, select_rows
except Exception as exc:
    fail(f"the rollout's environment lacks the osmosis SDK it needs ({exc})")

entrypoint = Path(sys.argv[1]).resolve()
timeout = float(sys.argv[5]) if sys.argv[5] else None

backends = []
original_init = LocalBackend.__init__


def watched_init(self, *args, **kwargs):
    original_init(self, *args, **kwargs)
    backends.append(self)


LocalBackend.__init__ = watched_init
sys.path.insert(0, str(Path.cwd()))
sys.path.insert(0, str(entrypoint.parent))
try:
    names = runpy.run_path(str(entrypoint), run_name="_osmosis_ci_grader_check")
except BaseException as exc:
    fail(f"importing {entrypoint.name} failed: {type(exc).__name__}: {exc}")
finally:
    LocalBackend.__init__ = original_init

grader_cls, grader_config = None, None
for backend in backends:
    if backend.grader_cls is not None:
        grader_cls, grader_config = backend.grader_cls, backend.grader_config
        break
if grader_cls is None:
    defined = [
        value
        for value in names.values()
        if isinstance(value, type) and issubclass(value, Grader) and value is not Grader
        and value.__module__ == "_osmosis_ci_grader_check"
    ]
    if len(defined) != 1:
        fail(f"{entrypoint.name} passes no grader to LocalBackend and defines {len(defined)} Grader subclasses")
    grader_cls = defined[0]

`,x=P+String.raw`dataset = Path(sys.argv[2])
limit = int(sys.argv[3]) or None
selector = parse_row_selector(sys.argv[4]) if sys.argv[4] else None
try:
    rows = select_rows(dataset, limit=limit, row_selector=selector).rows
except Exception as exc:
    fail(f"the dataset could not be read as osmosis reads it: {exc}")


async def grade(row, answer, artifacts):
    sample = RolloutSample(
        messages=[*row.initial_messages, {"role": "assistant", "content": answer}],
        label=row.label,
    )
    ctx = GraderContext(label=row.label, sample=sample, metadata=row.metadata, artifacts_dir=artifacts)
    try:
        await asyncio.wait_for(grader_cls(grader_config).grade(ctx), timeout)
    except BaseException as exc:
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        return {"error": f"{type(exc).__name__}: {exc}"[:300]}
    reward = ctx.sample.reward if ctx.sample is not None else None
    return {"reward": reward} if reward is not None else {"error": "the grader set no reward"}


async def main():
    results = []
    with tempfile.TemporaryDirectory() as artifacts:
        for row in rows:
            label = (
                await grade(row, row.label, Path(artifacts))
                if row.label is not None
                else {"error": "the row has no label"}
            )
            empty = await grade(row, "", Path(artifacts))
            results.append({"row": row.source_row_index, "label": label, "empty": empty})
    return results


results = asyncio.run(main())
out.write(json.dumps({"grader": grader_cls.__name__, "rows": results}) + "\n")
`,C=P+String.raw`
async def regrade(sample):
    stored = RolloutSample(messages=sample["messages"], label=sample["label"])
    ctx = GraderContext(label=sample["label"], sample=stored, metadata=None, artifacts_dir=None)
    try:
        await asyncio.wait_for(grader_cls(grader_config).grade(ctx), timeout)
    except BaseException as exc:
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        return {"key": sample["key"], "error": f"{type(exc).__name__}: {exc}"[:300]}
    reward = ctx.sample.reward if ctx.sample is not None else None
    if reward is None:
        return {"key": sample["key"], "error": "the grader set no reward"}
    return {"key": sample["key"], "reward": reward}


async def regrade_all(samples):
    return [await regrade(sample) for sample in samples]


samples = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
out.write(json.dumps({"grader": grader_cls.__name__, "rewards": asyncio.run(regrade_all(samples))}) + "\n")
`,E=15*6e4;async function O(d,g){try{const h=(0,w.join)((0,w.dirname)((0,_.realpathSync)(d)),process.platform==="win32"?"uv.exe":"uv");if(await(0,D.TV)(h))return h}catch{}return(0,D.aY)("uv",g)}async function y(d){const g=[d.dataset,String(d.limit??0),d.rows??"",d.graderTimeoutS===null?"":String(d.graderTimeoutS)],h=await u(x,g,d);return"error"in h?h:v(h.stdout,h.exitCode,h.stderr)}async function r(d){const g=await(0,S.mkdtemp)((0,w.join)((0,p.tmpdir)(),"osmosis-ci-regrade-"));try{const h=(0,w.join)(g,"samples.json");await(0,S.writeFile)(h,JSON.stringify(d.samples),{mode:384});const $=d.graderTimeoutS===null?"":String(d.graderTimeoutS),N=await u(C,[h,"","",$],d);if("error"in N)return N;const T=i(N.stdout);return T&&("error"in T||Array.isArray(T.rewards))?T:f(N)}finally{await(0,S.rm)(g,{recursive:!0,force:!0})}}async function u(d,g,h){const $=await O(h.osmosisBin,h.env);if(!$)return{error:"uv was not found beside osmosis or on PATH"};const N=await(0,S.mkdtemp)((0,w.join)((0,p.tmpdir)(),"osmosis-ci-grader-"));try{const T=(0,w.join)(N,"grader_shim.py");return await(0,S.writeFile)(T,d,{mode:384}),await(0,D.Fg)($,["run","--project",h.rolloutDir,"python",T,h.entrypoint,...g],{env:h.env,cwd:h.rolloutDir,timeoutMs:E})}finally{await(0,S.rm)(N,{recursive:!0,force:!0})}}const i=d=>{try{return JSON.parse(d.trim().split(`
`).at(-1)??"")}catch{return}},f=d=>{const g=d.stderr.trim().split(`
`).at(-1)??"";return{error:`the grader program exited with ${d.exitCode}${g?`: ${g.slice(0,300)}`:""}`}};function v(d,g,h){const $=i(d);return $&&typeof $=="object"&&("error"in $||Array.isArray($.rows))?$:f({exitCode:g,stderr:h})}}),94459:((j,M,a)=>{a.d(M,{R:()=>P});var _=a(51455),S=a.n(_),p=a(76760),w=a.n(p),D=a(88467);async function P(x){const C=await(0,_.readFile)((0,p.join)(x,"index.jsonl"),"utf8"),E=new Map;for(const y of C.split(`
`)){if(!y.trim())continue;const r=JSON.parse(y);if(typeof r.row_index!="number"||typeof r.run_index!="number")continue;const u=typeof r.reward=="number"?r.reward:null;E.set(`${r.row_index}:${r.run_index}`,{row:r.row_index,run:r.run_index,reward:u})}const O=[];for(const{row:y,run:r,reward:u}of E.values()){const i=(0,p.join)(x,"trajectories",`row_${y}_run_${r}.json`),f=await(0,_.readFile)(i,"utf8").catch(()=>{}),v=f===void 0?{unreadable:"no trajectory was stored for it"}:(0,D.IQ)(JSON.parse(f));O.push({row:y,run:r,storedReward:u,sample:v})}return O.sort((y,r)=>y.row-r.row||y.run-r.run)}}),35271:((j,M,a)=>{a.d(M,{GV:()=>r,Oi:()=>u,rw:()=>O});var _=a(73024),S=a.n(_),p=a(51455),w=a.n(p),D=a(48161),P=a.n(D),x=a(76760),C=a.n(x),E=a(77911);async function O(i,f,v=!1){if(i.UV_DEFAULT_INDEX||i.UV_INDEX_URL)return{};if(i.PIP_INDEX_URL)return{UV_DEFAULT_INDEX:i.PIP_INDEX_URL};if(!v){const g=await(0,p.readFile)(f,"utf8").then(h=>JSON.parse(h),()=>{});if(g&&typeof g=="object")return g}const d=await y(i);return await(0,p.mkdir)((0,x.dirname)(f),{recursive:!0}),await(0,p.writeFile)(f,`${JSON.stringify(d)}
`),d}async function y(i){const f=await(0,E.aY)("python3",i)??await(0,E.aY)("python",i);if(!f)return{};const v=await(0,E.Fg)(f,["-m","pip","config","get","global.index-url"],{env:i,timeoutMs:3e4}),d=v.stdout.trim();return v.exitCode===0&&/^https?:\/\//.test(d)?{UV_DEFAULT_INDEX:d}:{}}function r(i){try{const f=(0,x.dirname)((0,_.realpathSync)(i)),v=(0,x.join)(f,process.platform==="win32"?"python.exe":"python");return(0,_.existsSync)(v)?v:void 0}catch{return}}function u(i){return i.UV_CACHE_DIR||(0,x.join)((0,D.homedir)(),".cache","uv")}}),88705:((j,M,a)=>{a.d(M,{c2:()=>y,Yp:()=>E,Di:()=>O});var _=a(76760),S=a(73522),p=a(75781),w=a(74296),D=a(48820),P=a(92481),x=a(19927);function C(u){return u==="published"?w.yU.ok:w.yU.infrastructure}function E(u,i,f){return u.publishHint?.(i,f)??`\`osmosis-ci eval-upload ${i}${f?" --replace":""}\``}async function O(u,i){const{bin:f,workspace:v,runDir:d,runName:g,replace:h}=u,$=(0,D.nY)((0,p.G)(v,d),{replace:h});i.wording.log.info(`Running: ${[f,...$].join(" ")}  (in ${v})`);const N=E(i.wording,g,h),T=A=>(0,S.br)(A,N,h,u.afterVerdict);let R;try{R=await i.osmosis.runOsmosis({bin:f,args:$,cwd:v,env:await i.osmosis.osmosisEnv(f),onStderrText:A=>i.wording.log.debug(`osmosis: ${A}`),onWarning:A=>i.wording.log.warning(`osmosis: ${A.warning.message}`)})}catch(A){return T((0,w.gJ)(A))}if(R.spawnError)return T((0,P.m)(f,R.spawnError).message);const F=R.exitCode===0?(0,S.po)(R.envelope?.resource,h):void 0;if(F)return F;const W=R.error?`[${R.error.error.code}] ${R.error.error.message}`:`osmosis eval upload exited with code ${R.exitCode} without a result.`;return T(W)}async function y(u,i){const f=u["run-name"],v=(0,_.resolve)(i.facts.cwd,u["working-directory"]??"."),d=await i.workspace.findWorkspace(v),g=(0,x.Pg)(d,f),h=(0,p.G)(d,g);if(await i.files.readText((0,_.join)(g,"manifest.json"))===void 0)throw new w.eb(`No journal of run ${f} at ${h} (in ${d}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);const $=await i.osmosis.resolveOsmosis(u["osmosis-path"]),N=await O({bin:$,workspace:d,runDir:g,runName:f,replace:u.replace,afterVerdict:!1},i);return N.status==="published"?i.wording.log.info(N.message):i.wording.log.warning(N.message),{upload:N,runName:f,runDir:h,exitCode:C(N.status)}}function r(u){return`### osmosis eval upload: ${u.runName}

${uploadLine(u.upload)??""}
`}}),92481:((j,M,a)=>{a.d(M,{F:()=>p,m:()=>S});var _=a(74296);function S(w,D){return new _._N(`Could not start osmosis (${w}): ${D.message}. Install it with \`npx osmosis-ci setup\` or the setup-osmosis action, or pass osmosis-path.`)}function p(w){return w.signal!==null?`was killed by ${w.signal}`:w.exitCode===0?"exited 0 without printing its JSON result":`exited with code ${w.exitCode} without a JSON error`}}),26876:((j,M,a)=>{a.d(M,{GO:()=>y,Iz:()=>w,O6:()=>_,QF:()=>x,bO:()=>E,l_:()=>P,oz:()=>C,pU:()=>p});const _={phase:"starting",detail:void 0,pending:void 0,recorded:0,finished:new Set},S=new Map([["preflight","preflight"],["deps","server"],["server","server"],["listener","server"],["tunnel","tunnel"],["schedule","rows"]]);function p(r,u){const i=/^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(u);if(!i)return r;const[,f="",v=""]=i,d=v.replace(/ \{.*\}$/,"");if(f==="run"){const h=/(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(d);return h?{...r,pending:Number(h[1]),recorded:Number(h[3]??0)}:r}if(f==="resume"&&/already have results/.test(d))return{...r,phase:"nothing-to-run",detail:d.replace(/^.*?: (all \d+)/,"$1")};const g=S.get(f);return!g||g!=="rows"&&r.phase==="rows"?r:{...r,phase:g,detail:d}}function w(r,u){let i;try{i=JSON.parse(u)}catch{return r}if(typeof i?.row_index!="number"||typeof i.run_index!="number")return r;const f=`${i.row_index}:${i.run_index}`;return r.finished.has(f)?r:{...r,phase:"rows",finished:new Set([...r.finished,f])}}const D={starting:"starting osmosis (config, dataset and journal)",preflight:"model preflight",server:"rollout server",tunnel:"tunnel",rows:"rows","nothing-to-run":"nothing to run"};function P(r){const u=D[r.phase];if(r.phase!=="rows")return r.detail?`${u}: ${r.detail}`:u;const i=r.finished.size,f=r.recorded>0?` (${r.recorded} already had results)`:"",v=r.pending===void 0?`${i}`:`${Math.min(i,r.pending)}/${r.pending}`;return`${u}: ${v} work items finished${f}`}function x(r){const u=Math.max(0,Math.floor(r/1e3));return u<60?`${u} s`:`${Math.floor(u/60)} min ${String(u%60).padStart(2,"0")} s`}function C(r,u,i){return`osmosis eval run [${x(u)}]: ${r}${i?" (still running)":""}`}const E=3e4;function O(r){if(!(r.pending===void 0||r.pending===0))return Math.floor(Math.min(r.finished.size,r.pending)*10/r.pending)}function y(r,u,i,f){return f===void 0||u.phase!=="rows"||r.phase!=="rows"?!0:O(u)!==O(r)||i>=f}})};export{Ne as id,Me as ids,Re as modules};
