const Se=377,Oe=[377],De={1433:((U,T,i)=>{i.d(T,{q:()=>_e});var w=i(1455),m=i(6760),O=i(1058),y=i(5295),x=i(6876),R=i(2947),P=i(9147),C=i(7911),I=i(2661),D=i(7598),$=i(3024),a=i(9927);const d=new Set(["__pycache__",".git",".venv","venv","dist","build","node_modules",".pytest_cache",".ruff_cache"]),c=e=>e==="uv.lock"||e.endsWith(".egg-info");async function h(e){const t=(0,D.createHash)("sha256");for await(const s of(0,$.createReadStream)(e))t.update(s);return t.digest("hex")}async function v(e,t=[]){const s=new Set(t.map(l=>(0,m.resolve)(l))),r=[],n=async l=>{for(const f of await(0,w.readdir)(l,{withFileTypes:!0})){const N=(0,m.join)(l,f.name);s.has((0,m.resolve)(N))||(f.isDirectory()?!d.has(f.name)&&!f.name.endsWith(".egg-info")&&await n(N):f.isFile()&&!c(f.name)&&r.push(N))}};await n(e);const o=(0,D.createHash)("sha256");for(const l of r.map(f=>(0,m.relative)(e,f).split(m.sep).join("/")).sort())o.update(`${l}\0`),o.update(await h((0,m.join)(e,l)));return o.digest("hex")}async function u(e){const{config:t,inputs:s,workspace:r}=e,n=s["dataset-file"],o=(0,m.join)(r,"rollouts",t.experiment.rollout);return{modelPath:t.experiment.model_path,dataset:n?{sha256:await h((0,m.resolve)(r,n))}:{platformName:t.experiment.dataset},rows:s.rows??null,limit:t.evaluation.limit??null,n:t.evaluation.n,agentTimeoutS:t.evaluation.agent_workflow_timeout_s??null,graderTimeoutS:t.evaluation.grader_timeout_s??null,rollout:{name:t.experiment.rollout,entrypoint:t.experiment.entrypoint,sourceDigest:await v(o,[(0,a.vm)(r)])},env:t.env,secretNames:t.secrets.required}}var g=i(7030);function p(e){return new Promise(t=>{const s=(0,g.createServer)();s.once("error",r=>{t(r.code==="EADDRINUSE"?"already in use":r.code==="EACCES"?"not permitted for this user":void 0)}),s.listen({port:e,host:"127.0.0.1",exclusive:!0},()=>s.close(()=>t(void 0)))})}var _=i(5688),S=i(5951),E=i(4932);function L(e,t,{intervalMs:s=2e3,heartbeatMs:r=15e3,throttleMs:n,now:o=Date.now}={}){const l=o(),f=new F((0,m.join)(e,"logs.txt")),N=new F((0,m.join)(e,"events.jsonl"));let b=x.O6,ee=x.O6,te="",H=l,W=!1;const ne=M=>{const G=(0,x.l_)(b),k=o(),V=G!==te;!V&&!M&&k-H<r||V&&!M&&!(0,x.GO)(ee,b,k-H,n)||(t((0,x.oz)(G,k-l,!V)),ee=b,te=G,H=k)},Ee=async()=>{if(!W){W=!0;try{for(const M of await f.read())b=(0,x.pU)(b,M);for(const M of await N.read())b=(0,x.Iz)(b,M);ne(!1)}catch{}finally{W=!1}}};ne(!0);const re=setInterval(()=>{Ee()},s);return re.unref(),()=>clearInterval(re)}class F{path;initial;file;offset;constructor(t){this.path=t,this.initial=A(t),this.file=this.initial,this.offset=this.initial?.size??0}async read(){const t=await(0,w.stat)(this.path).catch(()=>{});if(!t)return[];if((!this.file||t.ino!==this.file.ino||t.size<this.offset)&&(this.offset=0),this.file=t,t.size<=this.offset)return[];const s=await(0,w.open)(this.path,"r");try{const r=Buffer.alloc(t.size-this.offset),{bytesRead:n}=await s.read(r,0,r.length,this.offset),o=r.subarray(0,n).lastIndexOf(10)+1;return this.offset+=o,r.subarray(0,o).toString("utf8").split(`
`).filter(l=>l!=="")}finally{await s.close()}}}function A(e){try{return(0,$.statSync)(e)}catch{return}}function z(e){const t=se(e),s=[];let r="";for(const[n,o]of t.entries()){const l=e.slice(o,t[n+1]??e.length);if(l.startsWith("@")){r+=l;continue}const f=/^(?:class|(?:async\s+)?def)\s/.test(l);s.push({name:oe(l),definition:f,text:r+l}),r=""}return r&&s.push({name:null,definition:!1,text:r}),s}function se(e){const t=[];let s=0,r=null;for(let n=0;n<e.length;n+=1){const o=e[n];if(r){o==="\\"?n+=1:e.startsWith(r,n)&&(n+=r.length-1,r=null);continue}(n===0||e[n-1]===`
`)&&s===0&&/[^\s#]/.test(o)&&t.push(n),o==="#"?n=ae(e,n):o==='"'||o==="'"?r=e.startsWith(o.repeat(3),n)?o.repeat(3):o:"([{".includes(o)?s+=1:")]}".includes(o)&&(s=Math.max(0,s-1)),r&&r.length===3&&(n+=2)}return t}const ae=(e,t)=>{const s=e.indexOf(`
`,t);return s===-1?e.length:s-1};function oe(e){const t=/^(?:class|(?:async\s+)?def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)/.exec(e);return t?.[1]??t?.[2]??null}const K=e=>new Set(e.match(/[A-Za-z_]\w*/g)??[]);function ie(e){const t=e.indexOf("LocalBackend("),r=(t===-1?null:/\bgrader\s*=\s*([A-Za-z_][\w.]*|"[^"]*"|'[^']*')/.exec(e.slice(t)))?.[1];if(r==="None")return null;if(r!==void 0)return le(r,e);const n=[...e.matchAll(/^class\s+([A-Za-z_]\w*)\s*\([^)]*\bGrader\b[^)]*\)/gm)],o=n.length===1?n[0]?.[1]:void 0;return o?{className:o,module:null}:null}function le(e,t){if(/^["']/.test(e)){const[r,n]=e.slice(1,-1).split(":");return r&&n?{className:n,module:r}:null}const s=e.split(".").at(-1);return z(t).some(r=>r.name===s)?{className:s,module:null}:ce(t,s)??{className:s,module:null}}function ce(e,t){for(const s of e.matchAll(/^from\s+([.\w]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)){const n=(s[2]??"").replace(/[()]/g,"").split(",").map(o=>o.trim().split(/\s+as\s+/)).find(o=>(o[1]??o[0])===t);if(n?.[0])return{className:n[0],module:s[1].replace(/^\.+/,"")}}return null}function de(e,t){const s=e.split(".").join("/");return[...new Set([t==="."?"":`${t}/`,"","src/"])].flatMap(n=>[`${n}${s}.py`,`${n}${s}/__init__.py`])}function ue(e,t){const s=z(e);if(!s.some(f=>f.name===t))return null;const r=J(s,[t]),n=s.filter(f=>!f.definition),o=J(s,n.flatMap(f=>[...K(f.text)]),t),l=f=>s.filter(f).map(N=>N.text).join("");return{source:l(f=>f.name!==null&&r.has(f.name)),rest:l(f=>!f.definition||f.name!==null&&o.has(f.name))}}function J(e,t,s){const r=new Map;for(const l of e)l.name&&r.set(l.name,[...r.get(l.name)??[],l.text]);const n=new Set,o=t.filter(l=>r.has(l)&&l!==s);for(;o.length>0;){const l=o.pop();if(!n.has(l)){n.add(l);for(const f of r.get(l)??[])for(const N of K(f))r.has(N)&&!n.has(N)&&N!==s&&o.push(N)}}return n}const fe=e=>(0,D.createHash)("sha256").update(e).digest("hex"),Y=new Set(["__pycache__",".git",".venv","venv","dist","build","node_modules",".pytest_cache",".ruff_cache"]),me=e=>e.split("/").some(t=>Y.has(t)||t==="uv.lock"||t.endsWith(".egg-info"));async function he(e){const t=await(0,C.Fg)("git",["-C",e,"ls-files","-z","--cached","--others","--exclude-standard","--","."],{env:process.env,timeoutMs:3e4}).catch(()=>null),s=t?.exitCode===0?t.stdout.split("\0").filter(r=>r!==""):await X(e);return[...new Set(s)].filter(r=>!me(r)).sort()}async function X(e,t=e){const s=[];for(const r of await(0,w.readdir)(e,{withFileTypes:!0})){const n=(0,m.join)(e,r.name);r.isDirectory()&&!Y.has(r.name)?s.push(...await X(n,t)):r.isFile()&&s.push((0,m.relative)(t,n).split(m.sep).join("/"))}return s}async function pe(e,t){try{const s=await he(e),r=new Map;for(const f of s)r.set(f,await(0,w.readFile)((0,m.join)(e,f)));const n=ge(r,m.posix.normalize(t)),o=(0,D.createHash)("sha256"),l=(0,D.createHash)("sha256");for(const[f,N]of r)o.update(`${f}\0`).update(N),l.update(`${f}\0`).update(n?.file===f?n.rest:N);return{digest:o.digest("hex"),files:s.length,workflowDigest:l.digest("hex"),grader:n?{className:n.className,file:n.file,digest:n.digest}:null}}catch{return null}}function ge(e,t){const s=e.get(t)?.toString("utf8"),r=s===void 0?null:ie(s);if(!r)return null;const n=r.module?de(r.module,(0,m.dirname)(t)):[t];for(const o of n){const l=e.get(o)?.toString("utf8"),f=l===void 0?null:ue(l,r.className);if(f)return{className:r.className,file:o,digest:fe(f.source),rest:f.rest}}return null}var Z=i(559),j=i(2803),B=i(5271),we=i(481);async function ye(e){try{return await(0,w.readFile)(e,"utf8")}catch(t){if(t.code==="ENOENT")return null;throw t}}const Q=e=>typeof e=="string"||typeof e=="number"?String(e):void 0;async function ve(e){const t=[],s=(0,we.createInterface)({input:(0,$.createReadStream)(e,"utf8"),crlfDelay:1/0});try{for await(const r of s){if(r.trim()==="")continue;const n=JSON.parse(r),o=Q(n?.id),l=Q(n?.user_prompt);t.push({...o===void 0?{}:{id:o},...l===void 0?{}:{prompt:l}})}}catch{return null}return t}async function xe(e,t){const s=await ye(e);if(s===null)return{text:s,rows:null};const r=t!==void 0&&(0,m.extname)(t).toLowerCase()===".jsonl";return{text:s,rows:r?await ve(t):null}}var q=i(2626);async function _e(e){const{env:t}=e;let s;const r=()=>(s??=(0,B.rw)(t,(0,E.Rl)(t).uvIndexFile).catch(()=>({})),s);return{cwd:process.cwd(),env:t,toolVersion:y.wr,runContext:e.runContext,workflowRunUrl:e.workflowRunUrl,log:e.log,now:()=>new Date,...e.mask?{mask:e.mask}:{},...e.beforeRun?{beforeRun:e.beforeRun}:{},...e.event?{event:e.event}:{},...e.publishHint?{publishHint:e.publishHint}:{},...e.installOsmosis?{installOsmosis:e.installOsmosis}:{},hint:e.hint,readText:n=>(0,w.readFile)(n,"utf8").catch(()=>{}),writeText:async(n,o)=>{await(0,w.mkdir)((0,m.dirname)(n),{recursive:!0});const l=`${n}.${process.pid}.tmp`;await(0,w.writeFile)(l,o),await(0,w.rename)(l,n)},findWorkspace:q.pl,locate:q.XZ,inspectDataset:P.TQ,fileSha256:n=>h(n).catch(()=>{}),readRolloutSource:pe,inputsDigest:async n=>(0,O.T7)(await u(n)),resolveOsmosis:n=>(0,S.J5)(n,t),osmosisEnv:async(n,o)=>{const l=(0,B.GV)(n);return(0,S.Vs)(t,{OSMOSIS_ENV_FILE:t.OSMOSIS_ENV_FILE??(0,S.hf)(),PYTHONUTF8:"1",PYTHONIOENCODING:"utf-8",...await r(),...t.UV_PYTHON||!l?{}:{UV_PYTHON:l},...e.pinUvCache?{UV_CACHE_DIR:(0,B.Oi)(t)}:{},...(0,S.tt)(t,o??e.auth??{})})},runOsmosis:S.b5,checkGrader:I.TO,watchProgress:(n,o)=>L(n,o,{throttleMs:t.CI==="true"?x.bO:void 0}),readRun:async n=>({...await(0,j.iW)(n),...await(0,j.Iw)(n)}),readRunPart:j.LA,modelPrice:(n,o)=>(0,_.PK)("",n,t,{model:o}),loadHistory:R.FB,readRowIdentities:Z.FY,readDatasetKeys:Z.Pu,readWaivers:xe,readRunVersion:j.CX,readLogTail:j.Ty,findProgram:n=>(0,C.aY)(n,t),portUnavailable:p}}}),2661:((U,T,i)=>{i.d(T,{TO:()=>$,Ee:()=>a});var w=i(3024),m=i(1455),O=i(8161),y=i(6760),x=i(7911);const R=String.raw`
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

`,P=R+String.raw`dataset = Path(sys.argv[2])
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
`,C=R+String.raw`
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
`,I=15*6e4;async function D(u,g){try{const p=(0,y.join)((0,y.dirname)((0,w.realpathSync)(u)),process.platform==="win32"?"uv.exe":"uv");if(await(0,x.TV)(p))return p}catch{}return(0,x.aY)("uv",g)}async function $(u){const g=[u.dataset,String(u.limit??0),u.rows??"",u.graderTimeoutS===null?"":String(u.graderTimeoutS)],p=await d(P,g,u);return"error"in p?p:v(p.stdout,p.exitCode,p.stderr)}async function a(u){const g=await(0,m.mkdtemp)((0,y.join)((0,O.tmpdir)(),"osmosis-ci-regrade-"));try{const p=(0,y.join)(g,"samples.json");await(0,m.writeFile)(p,JSON.stringify(u.samples),{mode:384});const _=u.graderTimeoutS===null?"":String(u.graderTimeoutS),S=await d(C,[p,"","",_],u);if("error"in S)return S;const E=c(S.stdout);return E&&("error"in E||Array.isArray(E.rewards))?E:h(S)}finally{await(0,m.rm)(g,{recursive:!0,force:!0})}}async function d(u,g,p){const _=await D(p.osmosisBin,p.env);if(!_)return{error:"uv was not found beside osmosis or on PATH"};const S=await(0,m.mkdtemp)((0,y.join)((0,O.tmpdir)(),"osmosis-ci-grader-"));try{const E=(0,y.join)(S,"grader_shim.py");return await(0,m.writeFile)(E,u,{mode:384}),await(0,x.Fg)(_,["run","--project",p.rolloutDir,"python",E,p.entrypoint,...g],{env:p.env,cwd:p.rolloutDir,timeoutMs:I})}finally{await(0,m.rm)(S,{recursive:!0,force:!0})}}const c=u=>{try{return JSON.parse(u.trim().split(`
`).at(-1)??"")}catch{return}},h=u=>{const g=u.stderr.trim().split(`
`).at(-1)??"";return{error:`the grader program exited with ${u.exitCode}${g?`: ${g.slice(0,300)}`:""}`}};function v(u,g,p){const _=c(u);return _&&typeof _=="object"&&("error"in _||Array.isArray(_.rows))?_:h({exitCode:g,stderr:p})}}),5271:((U,T,i)=>{i.d(T,{GV:()=>a,Oi:()=>d,rw:()=>D});var w=i(3024),m=i.n(w),O=i(1455),y=i.n(O),x=i(8161),R=i.n(x),P=i(6760),C=i.n(P),I=i(7911);async function D(c,h,v=!1){if(c.UV_DEFAULT_INDEX||c.UV_INDEX_URL)return{};if(c.PIP_INDEX_URL)return{UV_DEFAULT_INDEX:c.PIP_INDEX_URL};if(!v){const g=await(0,O.readFile)(h,"utf8").then(p=>JSON.parse(p),()=>{});if(g&&typeof g=="object")return g}const u=await $(c);return await(0,O.mkdir)((0,P.dirname)(h),{recursive:!0}),await(0,O.writeFile)(h,`${JSON.stringify(u)}
`),u}async function $(c){const h=await(0,I.aY)("python3",c)??await(0,I.aY)("python",c);if(!h)return{};const v=await(0,I.Fg)(h,["-m","pip","config","get","global.index-url"],{env:c,timeoutMs:3e4}),u=v.stdout.trim();return v.exitCode===0&&/^https?:\/\//.test(u)?{UV_DEFAULT_INDEX:u}:{}}function a(c){try{const h=(0,P.dirname)((0,w.realpathSync)(c)),v=(0,P.join)(h,process.platform==="win32"?"python.exe":"python");return(0,w.existsSync)(v)?v:void 0}catch{return}}function d(c){return c.UV_CACHE_DIR||(0,P.join)((0,x.homedir)(),".cache","uv")}}),8705:((U,T,i)=>{i.d(T,{c2:()=>$,Yp:()=>I,Di:()=>D});var w=i(6760),m=i(3522),O=i(5781),y=i(4296),x=i(8820),R=i(2481),P=i(9927);function C(a){return a==="published"?y.yU.ok:y.yU.infrastructure}function I(a,d,c){return a.publishHint?.(d,c)??`\`osmosis-ci eval-upload ${d}${c?" --replace":""}\``}async function D(a,d){const{bin:c,workspace:h,runDir:v,runName:u,replace:g}=a,p=(0,x.nY)((0,O.G)(h,v),{replace:g});d.log.info(`Running: ${[c,...p].join(" ")}  (in ${h})`);const _=I(d,u,g),S=A=>(0,m.br)(A,_,g,a.afterVerdict);let E;try{E=await d.runOsmosis({bin:c,args:p,cwd:h,env:await d.osmosisEnv(c),onStderrText:A=>d.log.debug(`osmosis: ${A}`),onWarning:A=>d.log.warning(`osmosis: ${A.warning.message}`)})}catch(A){return S((0,y.gJ)(A))}if(E.spawnError)return S((0,R.m)(c,E.spawnError).message);const L=E.exitCode===0?(0,m.po)(E.envelope?.resource,g):void 0;if(L)return L;const F=E.error?`[${E.error.error.code}] ${E.error.error.message}`:`osmosis eval upload exited with code ${E.exitCode} without a result.`;return S(F)}async function $(a,d){const c=a["run-name"],h=(0,w.resolve)(d.cwd,a["working-directory"]??"."),v=await d.findWorkspace(h),u=(0,P.Pg)(v,c),g=(0,O.G)(v,u);if(await d.readText((0,w.join)(u,"manifest.json"))===void 0)throw new y.eb(`No journal of run ${c} at ${g} (in ${v}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);const p=await d.resolveOsmosis(a["osmosis-path"]),_=await D({bin:p,workspace:v,runDir:u,runName:c,replace:a.replace,afterVerdict:!1},d);return _.status==="published"?d.log.info(_.message):d.log.warning(_.message),{upload:_,runName:c,runDir:g,exitCode:C(_.status)}}}),2481:((U,T,i)=>{i.d(T,{F:()=>O,m:()=>m});var w=i(4296);function m(y,x){return new w._N(`Could not start osmosis (${y}): ${x.message}. Install it with \`npx osmosis-ci setup\` or the setup-osmosis action, or pass osmosis-path.`)}function O(y){return y.signal!==null?`was killed by ${y.signal}`:y.exitCode===0?"exited 0 without printing its JSON result":`exited with code ${y.exitCode} without a JSON error`}}),6876:((U,T,i)=>{i.d(T,{GO:()=>$,Iz:()=>y,O6:()=>w,QF:()=>P,bO:()=>I,l_:()=>R,oz:()=>C,pU:()=>O});const w={phase:"starting",detail:void 0,pending:void 0,recorded:0,finished:new Set},m={preflight:"preflight",deps:"server",server:"server",listener:"server",tunnel:"tunnel",schedule:"rows"};function O(a,d){const c=/^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(d);if(!c)return a;const[,h="",v=""]=c,u=v.replace(/ \{.*\}$/,"");if(h==="run"){const p=/(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(u);return p?{...a,pending:Number(p[1]),recorded:Number(p[3]??0)}:a}if(h==="resume"&&/already have results/.test(u))return{...a,phase:"nothing-to-run",detail:u.replace(/^.*?: (all \d+)/,"$1")};const g=m[h];return!g||g!=="rows"&&a.phase==="rows"?a:{...a,phase:g,detail:u}}function y(a,d){let c;try{c=JSON.parse(d)}catch{return a}if(typeof c?.row_index!="number"||typeof c.run_index!="number")return a;const h=`${c.row_index}:${c.run_index}`;return a.finished.has(h)?a:{...a,phase:"rows",finished:new Set([...a.finished,h])}}const x={starting:"starting osmosis (config, dataset and journal)",preflight:"model preflight",server:"rollout server",tunnel:"tunnel",rows:"rows","nothing-to-run":"nothing to run"};function R(a){const d=x[a.phase];if(a.phase!=="rows")return a.detail?`${d}: ${a.detail}`:d;const c=a.finished.size,h=a.recorded>0?` (${a.recorded} already had results)`:"",v=a.pending===void 0?`${c}`:`${Math.min(c,a.pending)}/${a.pending}`;return`${d}: ${v} work items finished${h}`}function P(a){const d=Math.max(0,Math.floor(a/1e3));return d<60?`${d} s`:`${Math.floor(d/60)} min ${String(d%60).padStart(2,"0")} s`}function C(a,d,c){return`osmosis eval run [${P(d)}]: ${a}${c?" (still running)":""}`}const I=3e4;function D(a){if(!(a.phase!=="rows"||a.pending===void 0||a.pending===0))return Math.floor(Math.min(a.finished.size,a.pending)*10/a.pending)}function $(a,d,c,h){return h===void 0||d.phase!=="rows"||a.phase!=="rows"?!0:D(d)!==D(a)||c>=h}})};export{Se as id,Oe as ids,De as modules};
