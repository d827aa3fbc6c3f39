const $e=749,Ne=[749],Re={38722:((j,R,a)=>{a.d(R,{Q:()=>w,z:()=>p});var _=a(77911);const S=6e4;async function p(D,P,x){if(!/^[0-9a-f]{7,64}$/i.test(P))return{error:`"${P}" is not a commit sha`};const C=`${P}:./${x}`,E=()=>(0,_.Fg)("git",["show",C],{cwd:D,timeoutMs:S});let O=await E();if(O.exitCode!==0&&(await(0,_.Fg)("git",["fetch","--quiet","--depth=1","origin",P],{cwd:D,timeoutMs:S})).exitCode===0&&(O=await E()),O.exitCode===0)return{text:O.stdout};const y=O.stderr.trim().split(`
`).at(-1)??"";return{error:`git could not show ${x} at the baseline's commit ${P.slice(0,7)} (${y.slice(0,200)}); check out with history (actions/checkout fetch-depth: 0) so the base grader can be read`}}async function w(D){const P=await(0,_.Fg)("git",["rev-parse","--verify","--quiet","HEAD"],{cwd:D,timeoutMs:S}),x=P.stdout.trim();return P.exitCode===0&&/^[0-9a-f]{40,64}$/.test(x)?x:void 0}}),76962:((j,R,a)=>{a.d(R,{q:()=>De});var _=a(51058),S=a(65295),p=a(26876),w=a(52947),D=a(38722),P=a(29147),x=a(77911),C=a(12661),E=a(77598),O=a(73024),y=a(51455),s=a(76760),u=a(19927);const i=new Set(["__pycache__",".git",".venv","venv","dist","build","node_modules",".pytest_cache",".ruff_cache"]),f=e=>e==="uv.lock"||e.endsWith(".egg-info"),v=e=>e.split("/").some(t=>i.has(t)||f(t));async function d(e){const t=(0,E.createHash)("sha256");for await(const n of(0,O.createReadStream)(e))t.update(n);return t.digest("hex")}async function g(e,t=[]){const n=new Set(t.map(c=>(0,s.resolve)(c))),r=[],o=async c=>{for(const m of await(0,y.readdir)(c,{withFileTypes:!0})){const I=(0,s.join)(c,m.name);n.has((0,s.resolve)(I))||(m.isDirectory()?!i.has(m.name)&&!m.name.endsWith(".egg-info")&&await o(I):m.isFile()&&!f(m.name)&&r.push(I))}};await o(e);const l=(0,E.createHash)("sha256");for(const c of r.map(m=>(0,s.relative)(e,m).split(s.sep).join("/")).sort())l.update(`${c}\0`),l.update(await d((0,s.join)(e,c)));return l.digest("hex")}async function h(e){const{config:t,inputs:n,workspace:r}=e,o=n["dataset-file"],l=(0,s.join)(r,"rollouts",t.experiment.rollout);return{modelPath:t.experiment.model_path,dataset:o?{sha256:await d((0,s.resolve)(r,o))}:{platformName:t.experiment.dataset},rows:n.rows??null,limit:t.evaluation.limit??null,n:t.evaluation.n,agentTimeoutS:t.evaluation.agent_workflow_timeout_s??null,graderTimeoutS:t.evaluation.grader_timeout_s??null,rollout:{name:t.experiment.rollout,entrypoint:t.experiment.entrypoint,sourceDigest:await g(l,[(0,u.vm)(r)])},env:t.env,secretNames:t.secrets.required}}var $=a(77030);function N(e){return new Promise(t=>{const n=(0,$.createServer)();n.once("error",r=>{t(r.code==="EADDRINUSE"?"already in use":r.code==="EACCES"?"not permitted for this user":void 0)}),n.listen({port:e,host:"127.0.0.1",exclusive:!0},()=>n.close(()=>t(void 0)))})}var T=a(55688),M=a(65951),F=a(74932);function W(e,t,{intervalMs:n=2e3,heartbeatMs:r=15e3,throttleMs:o,now:l=Date.now}={}){const c=l(),m=new A((0,s.join)(e,"logs.txt")),I=new A((0,s.join)(e,"events.jsonl"));let U=p.O6,te=p.O6,ne="",G=c,K=!1;const re=L=>{const k=(0,p.l_)(U),B=l(),V=k!==ne;!V&&!L&&B-G<r||V&&!L&&!(0,p.GO)(te,U,B-G,o)||(t((0,p.oz)(k,B-c,!V)),te=U,ne=k,G=B)},Pe=async()=>{if(!K){K=!0;try{for(const L of await m.read())U=(0,p.pU)(U,L);for(const L of await I.read())U=(0,p.Iz)(U,L);re(!1)}catch{}finally{K=!1}}};re(!0);const se=setInterval(()=>{Pe()},n);return se.unref(),()=>clearInterval(se)}class A{path;initial;file;offset;constructor(t){this.path=t,this.initial=ae(t),this.file=this.initial,this.offset=this.initial?.size??0}async read(){const t=await(0,y.stat)(this.path).catch(()=>{});if(!t)return[];if((!this.file||t.ino!==this.file.ino||t.size<this.offset)&&(this.offset=0),this.file=t,t.size<=this.offset)return[];const n=await(0,y.open)(this.path,"r");try{const r=Buffer.alloc(t.size-this.offset),{bytesRead:o}=await n.read(r,0,r.length,this.offset),l=r.subarray(0,o).lastIndexOf(10)+1;return this.offset+=l,r.subarray(0,l).toString("utf8").split(`
`).filter(c=>c!=="")}finally{await n.close()}}}function ae(e){try{return(0,O.statSync)(e)}catch{return}}function z(e){const t=oe(e),n=[];let r="";for(const[o,l]of t.entries()){const c=e.slice(l,t[o+1]??e.length);if(c.startsWith("@")){r+=c;continue}const m=/^(?:class|(?:async\s+)?def)\s/.test(c);n.push({name:le(c),definition:m,text:r+c}),r=""}return r&&n.push({name:null,definition:!1,text:r}),n}function oe(e){const t=[];let n=0,r=null;for(let o=0;o<e.length;o+=1){const l=e[o];if(r){l==="\\"?o+=1:e.startsWith(r,o)&&(o+=r.length-1,r=null);continue}(o===0||e[o-1]===`
`)&&n===0&&/[^\s#]/.test(l)&&t.push(o),l==="#"?o=ie(e,o):l==='"'||l==="'"?r=e.startsWith(l.repeat(3),o)?l.repeat(3):l:"([{".includes(l)?n+=1:")]}".includes(l)&&(n=Math.max(0,n-1)),r&&r.length===3&&(o+=2)}return t}const ie=(e,t)=>{const n=e.indexOf(`
`,t);return n===-1?e.length:n-1};function le(e){const t=/^(?:class|(?:async\s+)?def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)/.exec(e);return t?.[1]??t?.[2]??null}const J=e=>new Set(e.match(/[A-Za-z_]\w*/g)??[]);function ce(e){const t=e.indexOf("LocalBackend("),r=(t===-1?null:/\bgrader\s*=\s*([A-Za-z_][\w.]*|"[^"]*"|'[^']*')/.exec(e.slice(t)))?.[1];if(r==="None")return null;if(r!==void 0)return de(r,e);const o=[...e.matchAll(/^class\s+([A-Za-z_]\w*)\s*\([^)]*\bGrader\b[^)]*\)/gm)],l=o.length===1?o[0]?.[1]:void 0;return l?{className:l,module:null}:null}function de(e,t){if(/^["']/.test(e)){const[r,o]=e.slice(1,-1).split(":");return r&&o?{className:o,module:r}:null}const n=e.split(".").at(-1);return z(t).some(r=>r.name===n)?{className:n,module:null}:ue(t,n)??{className:n,module:null}}function ue(e,t){for(const n of e.matchAll(/^from\s+([.\w]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)){const o=(n[2]??"").replace(/[()]/g,"").split(",").map(l=>l.trim().split(/\s+as\s+/)).find(l=>(l[1]??l[0])===t);if(o?.[0])return{className:o[0],module:n[1].replace(/^\.+/,"")}}return null}function fe(e,t){const n=e.split(".").join("/");return[...new Set([t==="."?"":`${t}/`,"","src/"])].flatMap(o=>[`${o}${n}.py`,`${o}${n}/__init__.py`])}function me(e,t){const n=z(e);if(!n.some(m=>m.name===t))return null;const r=Y(n,[t]),o=n.filter(m=>!m.definition),l=Y(n,o.flatMap(m=>[...J(m.text)]),t),c=m=>n.filter(m).map(I=>I.text).join("");return{source:c(m=>m.name!==null&&r.has(m.name)),rest:c(m=>!m.definition||m.name!==null&&l.has(m.name))}}function Y(e,t,n){const r=new Map;for(const c of e)c.name&&r.set(c.name,[...r.get(c.name)??[],c.text]);const o=new Set,l=t.filter(c=>r.has(c)&&c!==n);for(;l.length>0;){const c=l.pop();if(!o.has(c)){o.add(c);for(const m of r.get(c)??[])for(const I of J(m))r.has(I)&&!o.has(I)&&I!==n&&l.push(I)}}return o}const he=e=>(0,E.createHash)("sha256").update(e).digest("hex");async function pe(e){const t=await(0,x.Fg)("git",["-C",e,"ls-files","-z","--cached","--others","--exclude-standard","--","."],{env:process.env,timeoutMs:3e4}).catch(()=>null),n=t?.exitCode===0?t.stdout.split("\0").filter(r=>r!==""):await X(e);return[...new Set(n)].filter(r=>!v(r)).sort()}async function X(e,t=e){const n=[];for(const r of await(0,y.readdir)(e,{withFileTypes:!0})){const o=(0,s.join)(e,r.name);r.isDirectory()&&!i.has(r.name)?n.push(...await X(o,t)):r.isFile()&&n.push((0,s.relative)(t,o).split(s.sep).join("/"))}return n}async function ge(e,t){try{const n=await pe(e),r=new Map;for(const m of n)r.set(m,await(0,y.readFile)((0,s.join)(e,m)));const o=we(r,s.posix.normalize(t)),l=(0,E.createHash)("sha256"),c=(0,E.createHash)("sha256");for(const[m,I]of r)l.update(`${m}\0`).update(I),c.update(`${m}\0`).update(o?.file===m?o.rest:I);return{digest:l.digest("hex"),files:n.length,workflowDigest:c.digest("hex"),grader:o?{className:o.className,file:o.file,digest:o.digest}:null}}catch{return null}}function we(e,t){const n=e.get(t)?.toString("utf8"),r=n===void 0?null:ce(n);if(!r)return null;const o=r.module?fe(r.module,(0,s.dirname)(t)):[t];for(const l of o){const c=e.get(l)?.toString("utf8"),m=c===void 0?null:me(c,r.className);if(m)return{className:r.className,file:l,digest:he(m.source),rest:m.rest}}return null}var Z=a(90559),b=a(72803),ye=a(94459),Q=a(4179),H=a(35271),xe=a(80481);async function ve(e){try{return await(0,y.readFile)(e,"utf8")}catch(t){if(t.code==="ENOENT")return null;throw t}}const q=e=>typeof e=="string"||typeof e=="number"?String(e):void 0;async function _e(e){const t=[],n=(0,xe.createInterface)({input:(0,O.createReadStream)(e,"utf8"),crlfDelay:1/0});try{for await(const r of n){if(r.trim()==="")continue;const o=JSON.parse(r),l=q(o?.id),c=q(o?.user_prompt);t.push({...l===void 0?{}:{id:l},...c===void 0?{}:{prompt:c}})}}catch{return null}return t}async function Ee(e,t){const n=await ve(e);if(n===null)return{text:n,rows:null};const r=t!==void 0&&(0,s.extname)(t).toLowerCase()===".jsonl";return{text:n,rows:r?await _e(t):null}}var ee=a(82626);const Oe={readText:Q.$v,writeText:Q.yV,findWorkspace:ee.pl,locate:ee.XZ,inspectDataset:P.TQ,fileSha256:e=>d(e).catch(()=>{}),readRolloutSource:ge,readRun:async e=>({...await(0,b.iW)(e),...await(0,b.Iw)(e)}),readRunPart:b.LA,loadHistory:w.FB,readRowIdentities:Z.FY,readDatasetKeys:Z.Pu,readWaivers:Ee,readRunVersion:b.CX,readLogTail:b.Ty,readStoredSamples:ye.R,readAtCommit:D.z};function Se(e,t){let n;const r=()=>(n??=(0,H.rw)(e,(0,F.Rl)(e).uvIndexFile).catch(()=>({})),n);return async(o,l)=>{const c=(0,H.GV)(o);return(0,M.Vs)(e,{OSMOSIS_ENV_FILE:e.OSMOSIS_ENV_FILE??(0,M.hf)(),PYTHONUTF8:"1",PYTHONIOENCODING:"utf-8",...await r(),...e.UV_PYTHON||!c?{}:{UV_PYTHON:c},...t.pinUvCache?{UV_CACHE_DIR:(0,H.Oi)(e)}:{},...(0,M.tt)(e,l??t.auth??{})})}}async function De(e){const{env:t}=e;return{cwd:process.cwd(),env:t,toolVersion:S.wr,runContext:e.runContext,workflowRunUrl:e.workflowRunUrl,log:e.log,now:()=>new Date,...e.mask?{mask:e.mask}:{},...e.beforeRun?{beforeRun:e.beforeRun}:{},...e.event?{event:e.event}:{},...e.publishHint?{publishHint:e.publishHint}:{},...e.installOsmosis?{installOsmosis:e.installOsmosis}:{},hint:e.hint,...Oe,inputsDigest:async n=>(0,_.T7)(await h(n)),resolveOsmosis:n=>(0,M.J5)(n,t),osmosisEnv:Se(t,e),runOsmosis:M.b5,checkGrader:C.TO,runRegrade:C.Ee,watchProgress:(n,r)=>W(n,r,{throttleMs:t.CI==="true"?p.bO:void 0}),modelPrice:(n,r)=>(0,T.PK)("",n,t,{model:r}),findProgram:n=>(0,x.aY)(n,t),portUnavailable:N}}}),12661:((j,R,a)=>{a.d(R,{TO:()=>y,Ee:()=>s});var _=a(73024),S=a(51455),p=a(48161),w=a(76760),D=a(77911);const P=String.raw`
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
`,E=15*6e4;async function O(d,g){try{const h=(0,w.join)((0,w.dirname)((0,_.realpathSync)(d)),process.platform==="win32"?"uv.exe":"uv");if(await(0,D.TV)(h))return h}catch{}return(0,D.aY)("uv",g)}async function y(d){const g=[d.dataset,String(d.limit??0),d.rows??"",d.graderTimeoutS===null?"":String(d.graderTimeoutS)],h=await u(x,g,d);return"error"in h?h:v(h.stdout,h.exitCode,h.stderr)}async function s(d){const g=await(0,S.mkdtemp)((0,w.join)((0,p.tmpdir)(),"osmosis-ci-regrade-"));try{const h=(0,w.join)(g,"samples.json");await(0,S.writeFile)(h,JSON.stringify(d.samples),{mode:384});const $=d.graderTimeoutS===null?"":String(d.graderTimeoutS),N=await u(C,[h,"","",$],d);if("error"in N)return N;const T=i(N.stdout);return T&&("error"in T||Array.isArray(T.rewards))?T:f(N)}finally{await(0,S.rm)(g,{recursive:!0,force:!0})}}async function u(d,g,h){const $=await O(h.osmosisBin,h.env);if(!$)return{error:"uv was not found beside osmosis or on PATH"};const N=await(0,S.mkdtemp)((0,w.join)((0,p.tmpdir)(),"osmosis-ci-grader-"));try{const T=(0,w.join)(N,"grader_shim.py");return await(0,S.writeFile)(T,d,{mode:384}),await(0,D.Fg)($,["run","--project",h.rolloutDir,"python",T,h.entrypoint,...g],{env:h.env,cwd:h.rolloutDir,timeoutMs:E})}finally{await(0,S.rm)(N,{recursive:!0,force:!0})}}const i=d=>{try{return JSON.parse(d.trim().split(`
`).at(-1)??"")}catch{return}},f=d=>{const g=d.stderr.trim().split(`
`).at(-1)??"";return{error:`the grader program exited with ${d.exitCode}${g?`: ${g.slice(0,300)}`:""}`}};function v(d,g,h){const $=i(d);return $&&typeof $=="object"&&("error"in $||Array.isArray($.rows))?$:f({exitCode:g,stderr:h})}}),94459:((j,R,a)=>{a.d(R,{R:()=>P});var _=a(51455),S=a.n(_),p=a(76760),w=a.n(p),D=a(88467);async function P(x){const C=await(0,_.readFile)((0,p.join)(x,"index.jsonl"),"utf8"),E=new Map;for(const y of C.split(`
`)){if(!y.trim())continue;const s=JSON.parse(y);if(typeof s.row_index!="number"||typeof s.run_index!="number")continue;const u=typeof s.reward=="number"?s.reward:null;E.set(`${s.row_index}:${s.run_index}`,{row:s.row_index,run:s.run_index,reward:u})}const O=[];for(const{row:y,run:s,reward:u}of E.values()){const i=(0,p.join)(x,"trajectories",`row_${y}_run_${s}.json`),f=await(0,_.readFile)(i,"utf8").catch(()=>{}),v=f===void 0?{unreadable:"no trajectory was stored for it"}:(0,D.IQ)(JSON.parse(f));O.push({row:y,run:s,storedReward:u,sample:v})}return O.sort((y,s)=>y.row-s.row||y.run-s.run)}}),35271:((j,R,a)=>{a.d(R,{GV:()=>s,Oi:()=>u,rw:()=>O});var _=a(73024),S=a.n(_),p=a(51455),w=a.n(p),D=a(48161),P=a.n(D),x=a(76760),C=a.n(x),E=a(77911);async function O(i,f,v=!1){if(i.UV_DEFAULT_INDEX||i.UV_INDEX_URL)return{};if(i.PIP_INDEX_URL)return{UV_DEFAULT_INDEX:i.PIP_INDEX_URL};if(!v){const g=await(0,p.readFile)(f,"utf8").then(h=>JSON.parse(h),()=>{});if(g&&typeof g=="object")return g}const d=await y(i);return await(0,p.mkdir)((0,x.dirname)(f),{recursive:!0}),await(0,p.writeFile)(f,`${JSON.stringify(d)}
`),d}async function y(i){const f=await(0,E.aY)("python3",i)??await(0,E.aY)("python",i);if(!f)return{};const v=await(0,E.Fg)(f,["-m","pip","config","get","global.index-url"],{env:i,timeoutMs:3e4}),d=v.stdout.trim();return v.exitCode===0&&/^https?:\/\//.test(d)?{UV_DEFAULT_INDEX:d}:{}}function s(i){try{const f=(0,x.dirname)((0,_.realpathSync)(i)),v=(0,x.join)(f,process.platform==="win32"?"python.exe":"python");return(0,_.existsSync)(v)?v:void 0}catch{return}}function u(i){return i.UV_CACHE_DIR||(0,x.join)((0,D.homedir)(),".cache","uv")}}),88705:((j,R,a)=>{a.d(R,{c2:()=>y,Yp:()=>E,Di:()=>O});var _=a(76760),S=a(73522),p=a(75781),w=a(74296),D=a(48820),P=a(92481),x=a(19927);function C(u){return u==="published"?w.yU.ok:w.yU.infrastructure}function E(u,i,f){return u.publishHint?.(i,f)??`\`osmosis-ci eval-upload ${i}${f?" --replace":""}\``}async function O(u,i){const{bin:f,workspace:v,runDir:d,runName:g,replace:h}=u,$=(0,D.nY)((0,p.G)(v,d),{replace:h});i.log.info(`Running: ${[f,...$].join(" ")}  (in ${v})`);const N=E(i,g,h),T=A=>(0,S.br)(A,N,h,u.afterVerdict);let M;try{M=await i.runOsmosis({bin:f,args:$,cwd:v,env:await i.osmosisEnv(f),onStderrText:A=>i.log.debug(`osmosis: ${A}`),onWarning:A=>i.log.warning(`osmosis: ${A.warning.message}`)})}catch(A){return T((0,w.gJ)(A))}if(M.spawnError)return T((0,P.m)(f,M.spawnError).message);const F=M.exitCode===0?(0,S.po)(M.envelope?.resource,h):void 0;if(F)return F;const W=M.error?`[${M.error.error.code}] ${M.error.error.message}`:`osmosis eval upload exited with code ${M.exitCode} without a result.`;return T(W)}async function y(u,i){const f=u["run-name"],v=(0,_.resolve)(i.cwd,u["working-directory"]??"."),d=await i.findWorkspace(v),g=(0,x.Pg)(d,f),h=(0,p.G)(d,g);if(await i.readText((0,_.join)(g,"manifest.json"))===void 0)throw new w.eb(`No journal of run ${f} at ${h} (in ${d}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);const $=await i.resolveOsmosis(u["osmosis-path"]),N=await O({bin:$,workspace:d,runDir:g,runName:f,replace:u.replace,afterVerdict:!1},i);return N.status==="published"?i.log.info(N.message):i.log.warning(N.message),{upload:N,runName:f,runDir:h,exitCode:C(N.status)}}function s(u){return`### osmosis eval upload: ${u.runName}

${uploadLine(u.upload)??""}
`}}),92481:((j,R,a)=>{a.d(R,{F:()=>p,m:()=>S});var _=a(74296);function S(w,D){return new _._N(`Could not start osmosis (${w}): ${D.message}. Install it with \`npx osmosis-ci setup\` or the setup-osmosis action, or pass osmosis-path.`)}function p(w){return w.signal!==null?`was killed by ${w.signal}`:w.exitCode===0?"exited 0 without printing its JSON result":`exited with code ${w.exitCode} without a JSON error`}}),26876:((j,R,a)=>{a.d(R,{GO:()=>y,Iz:()=>w,O6:()=>_,QF:()=>x,bO:()=>E,l_:()=>P,oz:()=>C,pU:()=>p});const _={phase:"starting",detail:void 0,pending:void 0,recorded:0,finished:new Set},S={preflight:"preflight",deps:"server",server:"server",listener:"server",tunnel:"tunnel",schedule:"rows"};function p(s,u){const i=/^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(u);if(!i)return s;const[,f="",v=""]=i,d=v.replace(/ \{.*\}$/,"");if(f==="run"){const h=/(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(d);return h?{...s,pending:Number(h[1]),recorded:Number(h[3]??0)}:s}if(f==="resume"&&/already have results/.test(d))return{...s,phase:"nothing-to-run",detail:d.replace(/^.*?: (all \d+)/,"$1")};const g=S[f];return!g||g!=="rows"&&s.phase==="rows"?s:{...s,phase:g,detail:d}}function w(s,u){let i;try{i=JSON.parse(u)}catch{return s}if(typeof i?.row_index!="number"||typeof i.run_index!="number")return s;const f=`${i.row_index}:${i.run_index}`;return s.finished.has(f)?s:{...s,phase:"rows",finished:new Set([...s.finished,f])}}const D={starting:"starting osmosis (config, dataset and journal)",preflight:"model preflight",server:"rollout server",tunnel:"tunnel",rows:"rows","nothing-to-run":"nothing to run"};function P(s){const u=D[s.phase];if(s.phase!=="rows")return s.detail?`${u}: ${s.detail}`:u;const i=s.finished.size,f=s.recorded>0?` (${s.recorded} already had results)`:"",v=s.pending===void 0?`${i}`:`${Math.min(i,s.pending)}/${s.pending}`;return`${u}: ${v} work items finished${f}`}function x(s){const u=Math.max(0,Math.floor(s/1e3));return u<60?`${u} s`:`${Math.floor(u/60)} min ${String(u%60).padStart(2,"0")} s`}function C(s,u,i){return`osmosis eval run [${x(u)}]: ${s}${i?" (still running)":""}`}const E=3e4;function O(s){if(!(s.phase!=="rows"||s.pending===void 0||s.pending===0))return Math.floor(Math.min(s.finished.size,s.pending)*10/s.pending)}function y(s,u,i,f){return f===void 0||u.phase!=="rows"||s.phase!=="rows"?!0:O(u)!==O(s)||i>=f}})};export{$e as id,Ne as ids,Re as modules};
