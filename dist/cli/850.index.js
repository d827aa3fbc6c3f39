const Se=850,De=[850],Pe={31487:((j,R,o)=>{o.d(R,{Q:()=>x,z:()=>O});var g=o(16688);const m=6e4;async function O(y,D,E){if(!/^[0-9a-f]{7,64}$/i.test(D))return{error:`"${D}" is not a commit sha`};const C=`${D}:./${E}`,$=()=>(0,g.Fg)("git",["show",C],{cwd:y,timeoutMs:m});let S=await $();if(S.exitCode!==0&&(await(0,g.Fg)("git",["fetch","--quiet","--depth=1","origin",D],{cwd:y,timeoutMs:m})).exitCode===0&&(S=await $()),S.exitCode===0)return{text:S.stdout};const v=S.stderr.trim().split(`
`).at(-1)??"";return{error:`git could not show ${E} at the baseline's commit ${D.slice(0,7)} (${v.slice(0,200)}); check out with history (actions/checkout fetch-depth: 0) so the base grader can be read`}}async function x(y){const D=await(0,g.Fg)("git",["rev-parse","--verify","--quiet","HEAD"],{cwd:y,timeoutMs:m}),E=D.stdout.trim();return D.exitCode===0&&/^[0-9a-f]{40,64}$/.test(E)?E:void 0}}),14400:((j,R,o)=>{o.d(R,{q:()=>Ee});var g=o(51455),m=o(76760),O=o(86705),x=o(63632),y=o(71843),D=o(23606),E=o(31487),C=o(65304),$=o(16688),S=o(89009),v=o(77598),r=o(73024),d=o(77186);const l=new Set(["__pycache__",".git",".venv","venv","dist","build","node_modules",".pytest_cache",".ruff_cache"]),h=e=>e==="uv.lock"||e.endsWith(".egg-info"),_=e=>e.split("/").some(t=>l.has(t)||h(t));async function u(e){const t=(0,v.createHash)("sha256");for await(const a of(0,r.createReadStream)(e))t.update(a);return t.digest("hex")}async function w(e,t=[]){const a=new Set(t.map(c=>(0,m.resolve)(c))),s=[],n=async c=>{for(const f of await(0,g.readdir)(c,{withFileTypes:!0})){const M=(0,m.join)(c,f.name);a.has((0,m.resolve)(M))||(f.isDirectory()?!l.has(f.name)&&!f.name.endsWith(".egg-info")&&await n(M):f.isFile()&&!h(f.name)&&s.push(M))}};await n(e);const i=(0,v.createHash)("sha256");for(const c of s.map(f=>(0,m.relative)(e,f).split(m.sep).join("/")).sort())i.update(`${c}\0`),i.update(await u((0,m.join)(e,c)));return i.digest("hex")}async function p(e){const{config:t,inputs:a,workspace:s}=e,n=a["dataset-file"],i=(0,m.join)(s,"rollouts",t.experiment.rollout);return{modelPath:t.experiment.model_path,dataset:n?{sha256:await u((0,m.resolve)(s,n))}:{platformName:t.experiment.dataset},rows:a.rows??null,limit:t.evaluation.limit??null,n:t.evaluation.n,agentTimeoutS:t.evaluation.agent_workflow_timeout_s??null,graderTimeoutS:t.evaluation.grader_timeout_s??null,rollout:{name:t.experiment.rollout,entrypoint:t.experiment.entrypoint,sourceDigest:await w(i,[(0,d.vm)(s)])},env:t.env,secretNames:t.secrets.required}}var P=o(77030);function I(e){return new Promise(t=>{const a=(0,P.createServer)();a.once("error",s=>{t(s.code==="EADDRINUSE"?"already in use":s.code==="EACCES"?"not permitted for this user":void 0)}),a.listen({port:e,host:"127.0.0.1",exclusive:!0},()=>a.close(()=>t(void 0)))})}var N=o(65427),A=o(78246),B=o(97293);function T(e,t,{intervalMs:a=2e3,heartbeatMs:s=15e3,throttleMs:n,now:i=Date.now}={}){const c=i(),f=new z((0,m.join)(e,"logs.txt")),M=new z((0,m.join)(e,"events.jsonl"));let U=y.O6,ee=y.O6,te="",H=c,G=!1;const ne=L=>{const K=(0,y.l_)(U),F=i(),k=K!==te;!k&&!L&&F-H<s||k&&!L&&!(0,y.GO)(ee,U,F-H,n)||(t((0,y.oz)(K,F-c,!k)),ee=U,te=K,H=F)},Oe=async()=>{if(!G){G=!0;try{for(const L of await f.read())U=(0,y.pU)(U,L);for(const L of await M.read())U=(0,y.Iz)(U,L);ne(!1)}catch{}finally{G=!1}}};ne(!0);const re=setInterval(()=>{Oe()},a);return re.unref(),()=>clearInterval(re)}class z{path;initial;file;offset;constructor(t){this.path=t,this.initial=se(t),this.file=this.initial,this.offset=this.initial?.size??0}async read(){const t=await(0,g.stat)(this.path).catch(()=>{});if(!t)return[];if((!this.file||t.ino!==this.file.ino||t.size<this.offset)&&(this.offset=0),this.file=t,t.size<=this.offset)return[];const a=await(0,g.open)(this.path,"r");try{const s=Buffer.alloc(t.size-this.offset),{bytesRead:n}=await a.read(s,0,s.length,this.offset),i=s.subarray(0,n).lastIndexOf(10)+1;return this.offset+=i,s.subarray(0,i).toString("utf8").split(`
`).filter(c=>c!=="")}finally{await a.close()}}}function se(e){try{return(0,r.statSync)(e)}catch{return}}function V(e){const t=ae(e),a=[];let s="";for(const[n,i]of t.entries()){const c=e.slice(i,t[n+1]??e.length);if(c.startsWith("@")){s+=c;continue}const f=/^(?:class|(?:async\s+)?def)\s/.test(c);a.push({name:ie(c),definition:f,text:s+c}),s=""}return s&&a.push({name:null,definition:!1,text:s}),a}function ae(e){const t=[];let a=0,s=null;for(let n=0;n<e.length;n+=1){const i=e[n];if(s){i==="\\"?n+=1:e.startsWith(s,n)&&(n+=s.length-1,s=null);continue}(n===0||e[n-1]===`
`)&&a===0&&/[^\s#]/.test(i)&&t.push(n),i==="#"?n=oe(e,n):i==='"'||i==="'"?s=e.startsWith(i.repeat(3),n)?i.repeat(3):i:"([{".includes(i)?a+=1:")]}".includes(i)&&(a=Math.max(0,a-1)),s&&s.length===3&&(n+=2)}return t}const oe=(e,t)=>{const a=e.indexOf(`
`,t);return a===-1?e.length:a-1};function ie(e){const t=/^(?:class|(?:async\s+)?def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)/.exec(e);return t?.[1]??t?.[2]??null}const J=e=>new Set(e.match(/[A-Za-z_]\w*/g)??[]);function le(e){const t=e.indexOf("LocalBackend("),s=(t===-1?null:/\bgrader\s*=\s*([A-Za-z_][\w.]*|"[^"]*"|'[^']*')/.exec(e.slice(t)))?.[1];if(s==="None")return null;if(s!==void 0)return ce(s,e);const n=[...e.matchAll(/^class\s+([A-Za-z_]\w*)\s*\([^)]*\bGrader\b[^)]*\)/gm)],i=n.length===1?n[0]?.[1]:void 0;return i?{className:i,module:null}:null}function ce(e,t){if(/^["']/.test(e)){const[s,n]=e.slice(1,-1).split(":");return s&&n?{className:n,module:s}:null}const a=e.split(".").at(-1);return V(t).some(s=>s.name===a)?{className:a,module:null}:de(t,a)??{className:a,module:null}}function de(e,t){for(const a of e.matchAll(/^from\s+([.\w]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)){const n=(a[2]??"").replace(/[()]/g,"").split(",").map(i=>i.trim().split(/\s+as\s+/)).find(i=>(i[1]??i[0])===t);if(n?.[0])return{className:n[0],module:a[1].replace(/^\.+/,"")}}return null}function ue(e,t){const a=e.split(".").join("/");return[...new Set([t==="."?"":`${t}/`,"","src/"])].flatMap(n=>[`${n}${a}.py`,`${n}${a}/__init__.py`])}function fe(e,t){const a=V(e);if(!a.some(f=>f.name===t))return null;const s=Y(a,[t]),n=a.filter(f=>!f.definition),i=Y(a,n.flatMap(f=>[...J(f.text)]),t),c=f=>a.filter(f).map(M=>M.text).join("");return{source:c(f=>f.name!==null&&s.has(f.name)),rest:c(f=>!f.definition||f.name!==null&&i.has(f.name))}}function Y(e,t,a){const s=new Map;for(const c of e)c.name&&s.set(c.name,[...s.get(c.name)??[],c.text]);const n=new Set,i=t.filter(c=>s.has(c)&&c!==a);for(;i.length>0;){const c=i.pop();if(!n.has(c)){n.add(c);for(const f of s.get(c)??[])for(const M of J(f))s.has(M)&&!n.has(M)&&M!==a&&i.push(M)}}return n}const me=e=>(0,v.createHash)("sha256").update(e).digest("hex");async function he(e){const t=await(0,$.Fg)("git",["-C",e,"ls-files","-z","--cached","--others","--exclude-standard","--","."],{env:process.env,timeoutMs:3e4}).catch(()=>null),a=t?.exitCode===0?t.stdout.split("\0").filter(s=>s!==""):await X(e);return[...new Set(a)].filter(s=>!_(s)).sort()}async function X(e,t=e){const a=[];for(const s of await(0,g.readdir)(e,{withFileTypes:!0})){const n=(0,m.join)(e,s.name);s.isDirectory()&&!l.has(s.name)?a.push(...await X(n,t)):s.isFile()&&a.push((0,m.relative)(t,n).split(m.sep).join("/"))}return a}async function pe(e,t){try{const a=await he(e),s=new Map;for(const f of a)s.set(f,await(0,g.readFile)((0,m.join)(e,f)));const n=ge(s,m.posix.normalize(t)),i=(0,v.createHash)("sha256"),c=(0,v.createHash)("sha256");for(const[f,M]of s)i.update(`${f}\0`).update(M),c.update(`${f}\0`).update(n?.file===f?n.rest:M);return{digest:i.digest("hex"),files:a.length,workflowDigest:c.digest("hex"),grader:n?{className:n.className,file:n.file,digest:n.digest}:null}}catch{return null}}function ge(e,t){const a=e.get(t)?.toString("utf8"),s=a===void 0?null:le(a);if(!s)return null;const n=s.module?ue(s.module,(0,m.dirname)(t)):[t];for(const i of n){const c=e.get(i)?.toString("utf8"),f=c===void 0?null:fe(c,s.className);if(f)return{className:s.className,file:i,digest:me(f.source),rest:f.rest}}return null}var Z=o(50432),b=o(67278),we=o(39916),W=o(7580),ye=o(80481);async function xe(e){try{return await(0,g.readFile)(e,"utf8")}catch(t){if(t.code==="ENOENT")return null;throw t}}const Q=e=>typeof e=="string"||typeof e=="number"?String(e):void 0;async function ve(e){const t=[],a=(0,ye.createInterface)({input:(0,r.createReadStream)(e,"utf8"),crlfDelay:1/0});try{for await(const s of a){if(s.trim()==="")continue;const n=JSON.parse(s),i=Q(n?.id),c=Q(n?.user_prompt);t.push({...i===void 0?{}:{id:i},...c===void 0?{}:{prompt:c}})}}catch{return null}return t}async function _e(e,t){const a=await xe(e);if(a===null)return{text:a,rows:null};const s=t!==void 0&&(0,m.extname)(t).toLowerCase()===".jsonl";return{text:a,rows:s?await ve(t):null}}var q=o(90169);async function Ee(e){const{env:t}=e;let a;const s=()=>(a??=(0,W.rw)(t,(0,B.Rl)(t).uvIndexFile).catch(()=>({})),a);return{cwd:process.cwd(),env:t,toolVersion:x.wr,runContext:e.runContext,workflowRunUrl:e.workflowRunUrl,log:e.log,now:()=>new Date,...e.mask?{mask:e.mask}:{},...e.beforeRun?{beforeRun:e.beforeRun}:{},...e.event?{event:e.event}:{},...e.publishHint?{publishHint:e.publishHint}:{},...e.installOsmosis?{installOsmosis:e.installOsmosis}:{},hint:e.hint,readText:n=>(0,g.readFile)(n,"utf8").catch(()=>{}),writeText:async(n,i)=>{await(0,g.mkdir)((0,m.dirname)(n),{recursive:!0});const c=`${n}.${process.pid}.tmp`;await(0,g.writeFile)(c,i),await(0,g.rename)(c,n)},findWorkspace:q.pl,locate:q.XZ,inspectDataset:C.TQ,fileSha256:n=>u(n).catch(()=>{}),readRolloutSource:pe,inputsDigest:async n=>(0,O.T7)(await p(n)),resolveOsmosis:n=>(0,A.J5)(n,t),osmosisEnv:async(n,i)=>{const c=(0,W.GV)(n);return(0,A.Vs)(t,{OSMOSIS_ENV_FILE:t.OSMOSIS_ENV_FILE??(0,A.hf)(),PYTHONUTF8:"1",PYTHONIOENCODING:"utf-8",...await s(),...t.UV_PYTHON||!c?{}:{UV_PYTHON:c},...e.pinUvCache?{UV_CACHE_DIR:(0,W.Oi)(t)}:{},...(0,A.tt)(t,i??e.auth??{})})},runOsmosis:A.b5,checkGrader:S.TO,readStoredSamples:we.R,runRegrade:S.Ee,readAtCommit:E.z,watchProgress:(n,i)=>T(n,i,{throttleMs:t.CI==="true"?y.bO:void 0}),readRun:async n=>({...await(0,b.iW)(n),...await(0,b.Iw)(n)}),readRunPart:b.LA,modelPrice:(n,i)=>(0,N.PK)("",n,t,{model:i}),loadHistory:D.FB,readRowIdentities:Z.FY,readDatasetKeys:Z.Pu,readWaivers:_e,readRunVersion:b.CX,readLogTail:b.Ty,findProgram:n=>(0,$.aY)(n,t),portUnavailable:I}}}),89009:((j,R,o)=>{o.d(R,{TO:()=>v,Ee:()=>r});var g=o(73024),m=o(51455),O=o(48161),x=o(76760),y=o(16688);const D=String.raw`
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

`,E=D+String.raw`dataset = Path(sys.argv[2])
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
`,C=D+String.raw`
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
`,$=15*6e4;async function S(u,w){try{const p=(0,x.join)((0,x.dirname)((0,g.realpathSync)(u)),process.platform==="win32"?"uv.exe":"uv");if(await(0,y.TV)(p))return p}catch{}return(0,y.aY)("uv",w)}async function v(u){const w=[u.dataset,String(u.limit??0),u.rows??"",u.graderTimeoutS===null?"":String(u.graderTimeoutS)],p=await d(E,w,u);return"error"in p?p:_(p.stdout,p.exitCode,p.stderr)}async function r(u){const w=await(0,m.mkdtemp)((0,x.join)((0,O.tmpdir)(),"osmosis-ci-regrade-"));try{const p=(0,x.join)(w,"samples.json");await(0,m.writeFile)(p,JSON.stringify(u.samples),{mode:384});const P=u.graderTimeoutS===null?"":String(u.graderTimeoutS),I=await d(C,[p,"","",P],u);if("error"in I)return I;const N=l(I.stdout);return N&&("error"in N||Array.isArray(N.rewards))?N:h(I)}finally{await(0,m.rm)(w,{recursive:!0,force:!0})}}async function d(u,w,p){const P=await S(p.osmosisBin,p.env);if(!P)return{error:"uv was not found beside osmosis or on PATH"};const I=await(0,m.mkdtemp)((0,x.join)((0,O.tmpdir)(),"osmosis-ci-grader-"));try{const N=(0,x.join)(I,"grader_shim.py");return await(0,m.writeFile)(N,u,{mode:384}),await(0,y.Fg)(P,["run","--project",p.rolloutDir,"python",N,p.entrypoint,...w],{env:p.env,cwd:p.rolloutDir,timeoutMs:$})}finally{await(0,m.rm)(I,{recursive:!0,force:!0})}}const l=u=>{try{return JSON.parse(u.trim().split(`
`).at(-1)??"")}catch{return}},h=u=>{const w=u.stderr.trim().split(`
`).at(-1)??"";return{error:`the grader program exited with ${u.exitCode}${w?`: ${w.slice(0,300)}`:""}`}};function _(u,w,p){const P=l(u);return P&&typeof P=="object"&&("error"in P||Array.isArray(P.rows))?P:h({exitCode:w,stderr:p})}}),39916:((j,R,o)=>{o.d(R,{R:()=>D});var g=o(51455),m=o.n(g),O=o(76760),x=o.n(O),y=o(36852);async function D(E){const C=await(0,g.readFile)((0,O.join)(E,"index.jsonl"),"utf8"),$=new Map;for(const v of C.split(`
`)){if(!v.trim())continue;const r=JSON.parse(v);if(typeof r.row_index!="number"||typeof r.run_index!="number")continue;const d=typeof r.reward=="number"?r.reward:null;$.set(`${r.row_index}:${r.run_index}`,{row:r.row_index,run:r.run_index,reward:d})}const S=[];for(const{row:v,run:r,reward:d}of $.values()){const l=(0,O.join)(E,"trajectories",`row_${v}_run_${r}.json`),h=await(0,g.readFile)(l,"utf8").catch(()=>{}),_=h===void 0?{unreadable:"no trajectory was stored for it"}:(0,y.IQ)(JSON.parse(h));S.push({row:v,run:r,storedReward:d,sample:_})}return S.sort((v,r)=>v.row-r.row||v.run-r.run)}}),7580:((j,R,o)=>{o.d(R,{GV:()=>r,Oi:()=>d,rw:()=>S});var g=o(73024),m=o.n(g),O=o(51455),x=o.n(O),y=o(48161),D=o.n(y),E=o(76760),C=o.n(E),$=o(16688);async function S(l,h,_=!1){if(l.UV_DEFAULT_INDEX||l.UV_INDEX_URL)return{};if(l.PIP_INDEX_URL)return{UV_DEFAULT_INDEX:l.PIP_INDEX_URL};if(!_){const w=await(0,O.readFile)(h,"utf8").then(p=>JSON.parse(p),()=>{});if(w&&typeof w=="object")return w}const u=await v(l);return await(0,O.mkdir)((0,E.dirname)(h),{recursive:!0}),await(0,O.writeFile)(h,`${JSON.stringify(u)}
`),u}async function v(l){const h=await(0,$.aY)("python3",l)??await(0,$.aY)("python",l);if(!h)return{};const _=await(0,$.Fg)(h,["-m","pip","config","get","global.index-url"],{env:l,timeoutMs:3e4}),u=_.stdout.trim();return _.exitCode===0&&/^https?:\/\//.test(u)?{UV_DEFAULT_INDEX:u}:{}}function r(l){try{const h=(0,E.dirname)((0,g.realpathSync)(l)),_=(0,E.join)(h,process.platform==="win32"?"python.exe":"python");return(0,g.existsSync)(_)?_:void 0}catch{return}}function d(l){return l.UV_CACHE_DIR||(0,E.join)((0,y.homedir)(),".cache","uv")}}),26305:((j,R,o)=>{o.d(R,{c2:()=>v,Yp:()=>$,Di:()=>S});var g=o(76760),m=o(98513),O=o(58082),x=o(92091),y=o(8007),D=o(65874),E=o(77186);function C(r){return r==="published"?x.yU.ok:x.yU.infrastructure}function $(r,d,l){return r.publishHint?.(d,l)??`\`osmosis-ci eval-upload ${d}${l?" --replace":""}\``}async function S(r,d){const{bin:l,workspace:h,runDir:_,runName:u,replace:w}=r,p=(0,y.nY)((0,O.G)(h,_),{replace:w});d.log.info(`Running: ${[l,...p].join(" ")}  (in ${h})`);const P=$(d,u,w),I=T=>(0,m.br)(T,P,w,r.afterVerdict);let N;try{N=await d.runOsmosis({bin:l,args:p,cwd:h,env:await d.osmosisEnv(l),onStderrText:T=>d.log.debug(`osmosis: ${T}`),onWarning:T=>d.log.warning(`osmosis: ${T.warning.message}`)})}catch(T){return I((0,x.gJ)(T))}if(N.spawnError)return I((0,D.m)(l,N.spawnError).message);const A=N.exitCode===0?(0,m.po)(N.envelope?.resource,w):void 0;if(A)return A;const B=N.error?`[${N.error.error.code}] ${N.error.error.message}`:`osmosis eval upload exited with code ${N.exitCode} without a result.`;return I(B)}async function v(r,d){const l=r["run-name"],h=(0,g.resolve)(d.cwd,r["working-directory"]??"."),_=await d.findWorkspace(h),u=(0,E.Pg)(_,l),w=(0,O.G)(_,u);if(await d.readText((0,g.join)(u,"manifest.json"))===void 0)throw new x.eb(`No journal of run ${l} at ${w} (in ${_}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);const p=await d.resolveOsmosis(r["osmosis-path"]),P=await S({bin:p,workspace:_,runDir:u,runName:l,replace:r.replace,afterVerdict:!1},d);return P.status==="published"?d.log.info(P.message):d.log.warning(P.message),{upload:P,runName:l,runDir:w,exitCode:C(P.status)}}}),65874:((j,R,o)=>{o.d(R,{F:()=>O,m:()=>m});var g=o(92091);function m(x,y){return new g._N(`Could not start osmosis (${x}): ${y.message}. Install it with \`npx osmosis-ci setup\` or the setup-osmosis action, or pass osmosis-path.`)}function O(x){return x.signal!==null?`was killed by ${x.signal}`:x.exitCode===0?"exited 0 without printing its JSON result":`exited with code ${x.exitCode} without a JSON error`}}),71843:((j,R,o)=>{o.d(R,{GO:()=>v,Iz:()=>x,O6:()=>g,QF:()=>E,bO:()=>$,l_:()=>D,oz:()=>C,pU:()=>O});const g={phase:"starting",detail:void 0,pending:void 0,recorded:0,finished:new Set},m={preflight:"preflight",deps:"server",server:"server",listener:"server",tunnel:"tunnel",schedule:"rows"};function O(r,d){const l=/^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(d);if(!l)return r;const[,h="",_=""]=l,u=_.replace(/ \{.*\}$/,"");if(h==="run"){const p=/(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(u);return p?{...r,pending:Number(p[1]),recorded:Number(p[3]??0)}:r}if(h==="resume"&&/already have results/.test(u))return{...r,phase:"nothing-to-run",detail:u.replace(/^.*?: (all \d+)/,"$1")};const w=m[h];return!w||w!=="rows"&&r.phase==="rows"?r:{...r,phase:w,detail:u}}function x(r,d){let l;try{l=JSON.parse(d)}catch{return r}if(typeof l?.row_index!="number"||typeof l.run_index!="number")return r;const h=`${l.row_index}:${l.run_index}`;return r.finished.has(h)?r:{...r,phase:"rows",finished:new Set([...r.finished,h])}}const y={starting:"starting osmosis (config, dataset and journal)",preflight:"model preflight",server:"rollout server",tunnel:"tunnel",rows:"rows","nothing-to-run":"nothing to run"};function D(r){const d=y[r.phase];if(r.phase!=="rows")return r.detail?`${d}: ${r.detail}`:d;const l=r.finished.size,h=r.recorded>0?` (${r.recorded} already had results)`:"",_=r.pending===void 0?`${l}`:`${Math.min(l,r.pending)}/${r.pending}`;return`${d}: ${_} work items finished${h}`}function E(r){const d=Math.max(0,Math.floor(r/1e3));return d<60?`${d} s`:`${Math.floor(d/60)} min ${String(d%60).padStart(2,"0")} s`}function C(r,d,l){return`osmosis eval run [${E(d)}]: ${r}${l?" (still running)":""}`}const $=3e4;function S(r){if(!(r.phase!=="rows"||r.pending===void 0||r.pending===0))return Math.floor(Math.min(r.finished.size,r.pending)*10/r.pending)}function v(r,d,l,h){return h===void 0||d.phase!=="rows"||r.phase!=="rows"?!0:S(d)!==S(r)||l>=h}})};export{Se as id,De as ids,Pe as modules};
