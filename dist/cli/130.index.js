const Ee=130,Se=[130],Oe={6962:((U,R,i)=>{i.d(R,{q:()=>xe});var y=i(1455),m=i(6760),S=i(1058),v=i(5295),_=i(6876),C=i(2947),N=i(9147),A=i(7911),I=i(2661),O=i(7598),T=i(3024),a=i(9927);const d=new Set(["__pycache__",".git",".venv","venv","dist","build","node_modules",".pytest_cache",".ruff_cache"]),c=e=>e==="uv.lock"||e.endsWith(".egg-info"),p=e=>e.split("/").some(t=>d.has(t)||c(t));async function w(e){const t=(0,O.createHash)("sha256");for await(const s of(0,T.createReadStream)(e))t.update(s);return t.digest("hex")}async function u(e,t=[]){const s=new Set(t.map(l=>(0,m.resolve)(l))),r=[],n=async l=>{for(const f of await(0,y.readdir)(l,{withFileTypes:!0})){const D=(0,m.join)(l,f.name);s.has((0,m.resolve)(D))||(f.isDirectory()?!d.has(f.name)&&!f.name.endsWith(".egg-info")&&await n(D):f.isFile()&&!c(f.name)&&r.push(D))}};await n(e);const o=(0,O.createHash)("sha256");for(const l of r.map(f=>(0,m.relative)(e,f).split(m.sep).join("/")).sort())o.update(`${l}\0`),o.update(await w((0,m.join)(e,l)));return o.digest("hex")}async function g(e){const{config:t,inputs:s,workspace:r}=e,n=s["dataset-file"],o=(0,m.join)(r,"rollouts",t.experiment.rollout);return{modelPath:t.experiment.model_path,dataset:n?{sha256:await w((0,m.resolve)(r,n))}:{platformName:t.experiment.dataset},rows:s.rows??null,limit:t.evaluation.limit??null,n:t.evaluation.n,agentTimeoutS:t.evaluation.agent_workflow_timeout_s??null,graderTimeoutS:t.evaluation.grader_timeout_s??null,rollout:{name:t.experiment.rollout,entrypoint:t.experiment.entrypoint,sourceDigest:await u(o,[(0,a.vm)(r)])},env:t.env,secretNames:t.secrets.required}}var h=i(7030);function E(e){return new Promise(t=>{const s=(0,h.createServer)();s.once("error",r=>{t(r.code==="EADDRINUSE"?"already in use":r.code==="EACCES"?"not permitted for this user":void 0)}),s.listen({port:e,host:"127.0.0.1",exclusive:!0},()=>s.close(()=>t(void 0)))})}var P=i(5688),x=i(5951),L=i(4932);function k(e,t,{intervalMs:s=2e3,heartbeatMs:r=15e3,throttleMs:n,now:o=Date.now}={}){const l=o(),f=new $((0,m.join)(e,"logs.txt")),D=new $((0,m.join)(e,"events.jsonl"));let b=_.O6,q=_.O6,ee="",H=l,G=!1;const te=M=>{const W=(0,_.l_)(b),F=o(),V=W!==ee;!V&&!M&&F-H<r||V&&!M&&!(0,_.GO)(q,b,F-H,n)||(t((0,_.oz)(W,F-l,!V)),q=b,ee=W,H=F)},_e=async()=>{if(!G){G=!0;try{for(const M of await f.read())b=(0,_.pU)(b,M);for(const M of await D.read())b=(0,_.Iz)(b,M);te(!1)}catch{}finally{G=!1}}};te(!0);const ne=setInterval(()=>{_e()},s);return ne.unref(),()=>clearInterval(ne)}class ${path;initial;file;offset;constructor(t){this.path=t,this.initial=re(t),this.file=this.initial,this.offset=this.initial?.size??0}async read(){const t=await(0,y.stat)(this.path).catch(()=>{});if(!t)return[];if((!this.file||t.ino!==this.file.ino||t.size<this.offset)&&(this.offset=0),this.file=t,t.size<=this.offset)return[];const s=await(0,y.open)(this.path,"r");try{const r=Buffer.alloc(t.size-this.offset),{bytesRead:n}=await s.read(r,0,r.length,this.offset),o=r.subarray(0,n).lastIndexOf(10)+1;return this.offset+=o,r.subarray(0,o).toString("utf8").split(`
`).filter(l=>l!=="")}finally{await s.close()}}}function re(e){try{return(0,T.statSync)(e)}catch{return}}function z(e){const t=se(e),s=[];let r="";for(const[n,o]of t.entries()){const l=e.slice(o,t[n+1]??e.length);if(l.startsWith("@")){r+=l;continue}const f=/^(?:class|(?:async\s+)?def)\s/.test(l);s.push({name:oe(l),definition:f,text:r+l}),r=""}return r&&s.push({name:null,definition:!1,text:r}),s}function se(e){const t=[];let s=0,r=null;for(let n=0;n<e.length;n+=1){const o=e[n];if(r){o==="\\"?n+=1:e.startsWith(r,n)&&(n+=r.length-1,r=null);continue}(n===0||e[n-1]===`
`)&&s===0&&/[^\s#]/.test(o)&&t.push(n),o==="#"?n=ae(e,n):o==='"'||o==="'"?r=e.startsWith(o.repeat(3),n)?o.repeat(3):o:"([{".includes(o)?s+=1:")]}".includes(o)&&(s=Math.max(0,s-1)),r&&r.length===3&&(n+=2)}return t}const ae=(e,t)=>{const s=e.indexOf(`
`,t);return s===-1?e.length:s-1};function oe(e){const t=/^(?:class|(?:async\s+)?def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)/.exec(e);return t?.[1]??t?.[2]??null}const K=e=>new Set(e.match(/[A-Za-z_]\w*/g)??[]);function ie(e){const t=e.indexOf("LocalBackend("),r=(t===-1?null:/\bgrader\s*=\s*([A-Za-z_][\w.]*|"[^"]*"|'[^']*')/.exec(e.slice(t)))?.[1];if(r==="None")return null;if(r!==void 0)return le(r,e);const n=[...e.matchAll(/^class\s+([A-Za-z_]\w*)\s*\([^)]*\bGrader\b[^)]*\)/gm)],o=n.length===1?n[0]?.[1]:void 0;return o?{className:o,module:null}:null}function le(e,t){if(/^["']/.test(e)){const[r,n]=e.slice(1,-1).split(":");return r&&n?{className:n,module:r}:null}const s=e.split(".").at(-1);return z(t).some(r=>r.name===s)?{className:s,module:null}:ce(t,s)??{className:s,module:null}}function ce(e,t){for(const s of e.matchAll(/^from\s+([.\w]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)){const n=(s[2]??"").replace(/[()]/g,"").split(",").map(o=>o.trim().split(/\s+as\s+/)).find(o=>(o[1]??o[0])===t);if(n?.[0])return{className:n[0],module:s[1].replace(/^\.+/,"")}}return null}function de(e,t){const s=e.split(".").join("/");return[...new Set([t==="."?"":`${t}/`,"","src/"])].flatMap(n=>[`${n}${s}.py`,`${n}${s}/__init__.py`])}function ue(e,t){const s=z(e);if(!s.some(f=>f.name===t))return null;const r=J(s,[t]),n=s.filter(f=>!f.definition),o=J(s,n.flatMap(f=>[...K(f.text)]),t),l=f=>s.filter(f).map(D=>D.text).join("");return{source:l(f=>f.name!==null&&r.has(f.name)),rest:l(f=>!f.definition||f.name!==null&&o.has(f.name))}}function J(e,t,s){const r=new Map;for(const l of e)l.name&&r.set(l.name,[...r.get(l.name)??[],l.text]);const n=new Set,o=t.filter(l=>r.has(l)&&l!==s);for(;o.length>0;){const l=o.pop();if(!n.has(l)){n.add(l);for(const f of r.get(l)??[])for(const D of K(f))r.has(D)&&!n.has(D)&&D!==s&&o.push(D)}}return n}const fe=e=>(0,O.createHash)("sha256").update(e).digest("hex");async function me(e){const t=await(0,A.Fg)("git",["-C",e,"ls-files","-z","--cached","--others","--exclude-standard","--","."],{env:process.env,timeoutMs:3e4}).catch(()=>null),s=t?.exitCode===0?t.stdout.split("\0").filter(r=>r!==""):await Y(e);return[...new Set(s)].filter(r=>!p(r)).sort()}async function Y(e,t=e){const s=[];for(const r of await(0,y.readdir)(e,{withFileTypes:!0})){const n=(0,m.join)(e,r.name);r.isDirectory()&&!d.has(r.name)?s.push(...await Y(n,t)):r.isFile()&&s.push((0,m.relative)(t,n).split(m.sep).join("/"))}return s}async function he(e,t){try{const s=await me(e),r=new Map;for(const f of s)r.set(f,await(0,y.readFile)((0,m.join)(e,f)));const n=pe(r,m.posix.normalize(t)),o=(0,O.createHash)("sha256"),l=(0,O.createHash)("sha256");for(const[f,D]of r)o.update(`${f}\0`).update(D),l.update(`${f}\0`).update(n?.file===f?n.rest:D);return{digest:o.digest("hex"),files:s.length,workflowDigest:l.digest("hex"),grader:n?{className:n.className,file:n.file,digest:n.digest}:null}}catch{return null}}function pe(e,t){const s=e.get(t)?.toString("utf8"),r=s===void 0?null:ie(s);if(!r)return null;const n=r.module?de(r.module,(0,m.dirname)(t)):[t];for(const o of n){const l=e.get(o)?.toString("utf8"),f=l===void 0?null:ue(l,r.className);if(f)return{className:r.className,file:o,digest:fe(f.source),rest:f.rest}}return null}var X=i(559),j=i(2803),B=i(5271),ge=i(481);async function we(e){try{return await(0,y.readFile)(e,"utf8")}catch(t){if(t.code==="ENOENT")return null;throw t}}const Z=e=>typeof e=="string"||typeof e=="number"?String(e):void 0;async function ye(e){const t=[],s=(0,ge.createInterface)({input:(0,T.createReadStream)(e,"utf8"),crlfDelay:1/0});try{for await(const r of s){if(r.trim()==="")continue;const n=JSON.parse(r),o=Z(n?.id),l=Z(n?.user_prompt);t.push({...o===void 0?{}:{id:o},...l===void 0?{}:{prompt:l}})}}catch{return null}return t}async function ve(e,t){const s=await we(e);if(s===null)return{text:s,rows:null};const r=t!==void 0&&(0,m.extname)(t).toLowerCase()===".jsonl";return{text:s,rows:r?await ye(t):null}}var Q=i(2626);async function xe(e){const{env:t}=e;let s;const r=()=>(s??=(0,B.rw)(t,(0,L.Rl)(t).uvIndexFile).catch(()=>({})),s);return{cwd:process.cwd(),env:t,toolVersion:v.wr,runContext:e.runContext,workflowRunUrl:e.workflowRunUrl,log:e.log,now:()=>new Date,...e.mask?{mask:e.mask}:{},...e.beforeRun?{beforeRun:e.beforeRun}:{},...e.event?{event:e.event}:{},...e.publishHint?{publishHint:e.publishHint}:{},...e.installOsmosis?{installOsmosis:e.installOsmosis}:{},hint:e.hint,readText:n=>(0,y.readFile)(n,"utf8").catch(()=>{}),writeText:async(n,o)=>{await(0,y.mkdir)((0,m.dirname)(n),{recursive:!0});const l=`${n}.${process.pid}.tmp`;await(0,y.writeFile)(l,o),await(0,y.rename)(l,n)},findWorkspace:Q.pl,locate:Q.XZ,inspectDataset:N.TQ,fileSha256:n=>w(n).catch(()=>{}),readRolloutSource:he,inputsDigest:async n=>(0,S.T7)(await g(n)),resolveOsmosis:n=>(0,x.J5)(n,t),osmosisEnv:async(n,o)=>{const l=(0,B.GV)(n);return(0,x.Vs)(t,{OSMOSIS_ENV_FILE:t.OSMOSIS_ENV_FILE??(0,x.hf)(),PYTHONUTF8:"1",PYTHONIOENCODING:"utf-8",...await r(),...t.UV_PYTHON||!l?{}:{UV_PYTHON:l},...e.pinUvCache?{UV_CACHE_DIR:(0,B.Oi)(t)}:{},...(0,x.tt)(t,o??e.auth??{})})},runOsmosis:x.b5,checkGrader:I.TO,watchProgress:(n,o)=>k(n,o,{throttleMs:t.CI==="true"?_.bO:void 0}),readRun:async n=>({...await(0,j.iW)(n),...await(0,j.Iw)(n)}),readRunPart:j.LA,modelPrice:(n,o)=>(0,P.PK)("",n,t,{model:o}),loadHistory:C.FB,readRowIdentities:X.FY,readDatasetKeys:X.Pu,readWaivers:ve,readRunVersion:j.CX,readLogTail:j.Ty,findProgram:n=>(0,A.aY)(n,t),portUnavailable:E}}}),2661:((U,R,i)=>{i.d(R,{TO:()=>T,Ee:()=>a});var y=i(3024),m=i(1455),S=i(8161),v=i(6760),_=i(7911);const C=String.raw`
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

`,N=C+String.raw`dataset = Path(sys.argv[2])
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
`,A=C+String.raw`
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
`,I=15*6e4;async function O(u,g){try{const h=(0,v.join)((0,v.dirname)((0,y.realpathSync)(u)),process.platform==="win32"?"uv.exe":"uv");if(await(0,_.TV)(h))return h}catch{}return(0,_.aY)("uv",g)}async function T(u){const g=[u.dataset,String(u.limit??0),u.rows??"",u.graderTimeoutS===null?"":String(u.graderTimeoutS)],h=await d(N,g,u);return"error"in h?h:w(h.stdout,h.exitCode,h.stderr)}async function a(u){const g=await(0,m.mkdtemp)((0,v.join)((0,S.tmpdir)(),"osmosis-ci-regrade-"));try{const h=(0,v.join)(g,"samples.json");await(0,m.writeFile)(h,JSON.stringify(u.samples),{mode:384});const E=u.graderTimeoutS===null?"":String(u.graderTimeoutS),P=await d(A,[h,"","",E],u);if("error"in P)return P;const x=c(P.stdout);return x&&("error"in x||Array.isArray(x.rewards))?x:p(P)}finally{await(0,m.rm)(g,{recursive:!0,force:!0})}}async function d(u,g,h){const E=await O(h.osmosisBin,h.env);if(!E)return{error:"uv was not found beside osmosis or on PATH"};const P=await(0,m.mkdtemp)((0,v.join)((0,S.tmpdir)(),"osmosis-ci-grader-"));try{const x=(0,v.join)(P,"grader_shim.py");return await(0,m.writeFile)(x,u,{mode:384}),await(0,_.Fg)(E,["run","--project",h.rolloutDir,"python",x,h.entrypoint,...g],{env:h.env,cwd:h.rolloutDir,timeoutMs:I})}finally{await(0,m.rm)(P,{recursive:!0,force:!0})}}const c=u=>{try{return JSON.parse(u.trim().split(`
`).at(-1)??"")}catch{return}},p=u=>{const g=u.stderr.trim().split(`
`).at(-1)??"";return{error:`the grader program exited with ${u.exitCode}${g?`: ${g.slice(0,300)}`:""}`}};function w(u,g,h){const E=c(u);return E&&typeof E=="object"&&("error"in E||Array.isArray(E.rows))?E:p({exitCode:g,stderr:h})}}),5271:((U,R,i)=>{i.d(R,{GV:()=>a,Oi:()=>d,rw:()=>O});var y=i(3024),m=i.n(y),S=i(1455),v=i.n(S),_=i(8161),C=i.n(_),N=i(6760),A=i.n(N),I=i(7911);async function O(c,p,w=!1){if(c.UV_DEFAULT_INDEX||c.UV_INDEX_URL)return{};if(c.PIP_INDEX_URL)return{UV_DEFAULT_INDEX:c.PIP_INDEX_URL};if(!w){const g=await(0,S.readFile)(p,"utf8").then(h=>JSON.parse(h),()=>{});if(g&&typeof g=="object")return g}const u=await T(c);return await(0,S.mkdir)((0,N.dirname)(p),{recursive:!0}),await(0,S.writeFile)(p,`${JSON.stringify(u)}
`),u}async function T(c){const p=await(0,I.aY)("python3",c)??await(0,I.aY)("python",c);if(!p)return{};const w=await(0,I.Fg)(p,["-m","pip","config","get","global.index-url"],{env:c,timeoutMs:3e4}),u=w.stdout.trim();return w.exitCode===0&&/^https?:\/\//.test(u)?{UV_DEFAULT_INDEX:u}:{}}function a(c){try{const p=(0,N.dirname)((0,y.realpathSync)(c)),w=(0,N.join)(p,process.platform==="win32"?"python.exe":"python");return(0,y.existsSync)(w)?w:void 0}catch{return}}function d(c){return c.UV_CACHE_DIR||(0,N.join)((0,_.homedir)(),".cache","uv")}}),8705:((U,R,i)=>{i.d(R,{c2:()=>T,Yp:()=>I,Di:()=>O});var y=i(6760),m=i(3522),S=i(5781),v=i(4296),_=i(8820),C=i(2481),N=i(9927);function A(a){return a==="published"?v.yU.ok:v.yU.infrastructure}function I(a,d,c){return a.publishHint?.(d,c)??`\`osmosis-ci eval-upload ${d}${c?" --replace":""}\``}async function O(a,d){const{bin:c,workspace:p,runDir:w,runName:u,replace:g}=a,h=(0,_.nY)((0,S.G)(p,w),{replace:g});d.log.info(`Running: ${[c,...h].join(" ")}  (in ${p})`);const E=I(d,u,g),P=$=>(0,m.br)($,E,g,a.afterVerdict);let x;try{x=await d.runOsmosis({bin:c,args:h,cwd:p,env:await d.osmosisEnv(c),onStderrText:$=>d.log.debug(`osmosis: ${$}`),onWarning:$=>d.log.warning(`osmosis: ${$.warning.message}`)})}catch($){return P((0,v.gJ)($))}if(x.spawnError)return P((0,C.m)(c,x.spawnError).message);const L=x.exitCode===0?(0,m.po)(x.envelope?.resource,g):void 0;if(L)return L;const k=x.error?`[${x.error.error.code}] ${x.error.error.message}`:`osmosis eval upload exited with code ${x.exitCode} without a result.`;return P(k)}async function T(a,d){const c=a["run-name"],p=(0,y.resolve)(d.cwd,a["working-directory"]??"."),w=await d.findWorkspace(p),u=(0,N.Pg)(w,c),g=(0,S.G)(w,u);if(await d.readText((0,y.join)(u,"manifest.json"))===void 0)throw new v.eb(`No journal of run ${c} at ${g} (in ${w}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);const h=await d.resolveOsmosis(a["osmosis-path"]),E=await O({bin:h,workspace:w,runDir:u,runName:c,replace:a.replace,afterVerdict:!1},d);return E.status==="published"?d.log.info(E.message):d.log.warning(E.message),{upload:E,runName:c,runDir:g,exitCode:A(E.status)}}}),2481:((U,R,i)=>{i.d(R,{F:()=>S,m:()=>m});var y=i(4296);function m(v,_){return new y._N(`Could not start osmosis (${v}): ${_.message}. Install it with \`npx osmosis-ci setup\` or the setup-osmosis action, or pass osmosis-path.`)}function S(v){return v.signal!==null?`was killed by ${v.signal}`:v.exitCode===0?"exited 0 without printing its JSON result":`exited with code ${v.exitCode} without a JSON error`}}),6876:((U,R,i)=>{i.d(R,{GO:()=>T,Iz:()=>v,O6:()=>y,QF:()=>N,bO:()=>I,l_:()=>C,oz:()=>A,pU:()=>S});const y={phase:"starting",detail:void 0,pending:void 0,recorded:0,finished:new Set},m={preflight:"preflight",deps:"server",server:"server",listener:"server",tunnel:"tunnel",schedule:"rows"};function S(a,d){const c=/^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(d);if(!c)return a;const[,p="",w=""]=c,u=w.replace(/ \{.*\}$/,"");if(p==="run"){const h=/(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(u);return h?{...a,pending:Number(h[1]),recorded:Number(h[3]??0)}:a}if(p==="resume"&&/already have results/.test(u))return{...a,phase:"nothing-to-run",detail:u.replace(/^.*?: (all \d+)/,"$1")};const g=m[p];return!g||g!=="rows"&&a.phase==="rows"?a:{...a,phase:g,detail:u}}function v(a,d){let c;try{c=JSON.parse(d)}catch{return a}if(typeof c?.row_index!="number"||typeof c.run_index!="number")return a;const p=`${c.row_index}:${c.run_index}`;return a.finished.has(p)?a:{...a,phase:"rows",finished:new Set([...a.finished,p])}}const _={starting:"starting osmosis (config, dataset and journal)",preflight:"model preflight",server:"rollout server",tunnel:"tunnel",rows:"rows","nothing-to-run":"nothing to run"};function C(a){const d=_[a.phase];if(a.phase!=="rows")return a.detail?`${d}: ${a.detail}`:d;const c=a.finished.size,p=a.recorded>0?` (${a.recorded} already had results)`:"",w=a.pending===void 0?`${c}`:`${Math.min(c,a.pending)}/${a.pending}`;return`${d}: ${w} work items finished${p}`}function N(a){const d=Math.max(0,Math.floor(a/1e3));return d<60?`${d} s`:`${Math.floor(d/60)} min ${String(d%60).padStart(2,"0")} s`}function A(a,d,c){return`osmosis eval run [${N(d)}]: ${a}${c?" (still running)":""}`}const I=3e4;function O(a){if(!(a.phase!=="rows"||a.pending===void 0||a.pending===0))return Math.floor(Math.min(a.finished.size,a.pending)*10/a.pending)}function T(a,d,c,p){return p===void 0||d.phase!=="rows"||a.phase!=="rows"?!0:O(d)!==O(a)||c>=p}})};export{Ee as id,Se as ids,Oe as modules};
