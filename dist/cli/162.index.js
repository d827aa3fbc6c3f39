const N=162,j=[162],B={16688:((C,w,e)=>{e.d(w,{Fg:()=>P,TV:()=>I,aY:()=>M});var n=e(31421),S=e.n(n),r=e(51455),v=e.n(r),m=e(76760),y=e.n(m);function P(g,O,u={}){return new Promise(p=>{(0,n.execFile)(g,[...O],{env:u.env,cwd:u.cwd,timeout:u.timeoutMs??0,maxBuffer:64*1024*1024,windowsHide:!0},(c,l,h)=>{const o=c&&typeof c.code=="number"?c.code:c?127:0;p({exitCode:o,stdout:String(l),stderr:String(h||(c&&!l?c.message:""))})})})}async function I(g){try{return await(0,r.access)(g,process.platform==="win32"?r.constants.F_OK:r.constants.X_OK),!0}catch{return!1}}async function M(g,O=process.env){const u=process.platform==="win32"?(O.PATHEXT??".EXE;.CMD;.BAT").split(";"):[""];for(const p of(O.PATH??O.Path??"").split(m.delimiter))if(p)for(const c of u){const l=(0,m.join)(p,g+c);if(await I(l))return l}}}),89009:((C,w,e)=>{e.d(w,{TO:()=>O,Ee:()=>u});var n=e(73024),S=e(51455),r=e(48161),v=e(76760),m=e(16688);const y=String.raw`
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

`,P=y+String.raw`dataset = Path(sys.argv[2])
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
`,I=y+String.raw`
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
`,M=15*6e4;async function g(o,f){try{const a=(0,v.join)((0,v.dirname)((0,n.realpathSync)(o)),process.platform==="win32"?"uv.exe":"uv");if(await(0,m.TV)(a))return a}catch{}return(0,m.aY)("uv",f)}async function O(o){const f=[o.dataset,String(o.limit??0),o.rows??"",o.graderTimeoutS===null?"":String(o.graderTimeoutS)],a=await p(P,f,o);return"error"in a?a:h(a.stdout,a.exitCode,a.stderr)}async function u(o){const f=await(0,S.mkdtemp)((0,v.join)((0,r.tmpdir)(),"osmosis-ci-regrade-"));try{const a=(0,v.join)(f,"samples.json");await(0,S.writeFile)(a,JSON.stringify(o.samples),{mode:384});const i=o.graderTimeoutS===null?"":String(o.graderTimeoutS),t=await p(I,[a,"","",i],o);if("error"in t)return t;const s=c(t.stdout);return s&&("error"in s||Array.isArray(s.rewards))?s:l(t)}finally{await(0,S.rm)(f,{recursive:!0,force:!0})}}async function p(o,f,a){const i=await g(a.osmosisBin,a.env);if(!i)return{error:"uv was not found beside osmosis or on PATH"};const t=await(0,S.mkdtemp)((0,v.join)((0,r.tmpdir)(),"osmosis-ci-grader-"));try{const s=(0,v.join)(t,"grader_shim.py");return await(0,S.writeFile)(s,o,{mode:384}),await(0,m.Fg)(i,["run","--project",a.rolloutDir,"python",s,a.entrypoint,...f],{env:a.env,cwd:a.rolloutDir,timeoutMs:M})}finally{await(0,S.rm)(t,{recursive:!0,force:!0})}}const c=o=>{try{return JSON.parse(o.trim().split(`
`).at(-1)??"")}catch{return}},l=o=>{const f=o.stderr.trim().split(`
`).at(-1)??"";return{error:`the grader program exited with ${o.exitCode}${f?`: ${f.slice(0,300)}`:""}`}};function h(o,f,a){const i=c(o);return i&&typeof i=="object"&&("error"in i||Array.isArray(i.rows))?i:l({exitCode:f,stderr:a})}}),78246:((C,w,e)=>{e.d(w,{J5:()=>s,Vs:()=>i,b5:()=>a,hf:()=>d,tt:()=>t});var n=e(31421),S=e.n(n),r=e(73024),v=e.n(r),m=e(48161),y=e.n(m),P=e(76760),I=e.n(P),M=e(80481),g=e.n(M),O=e(92091),u=e(52288),p=e(16688),c=e(97293),l=e(43148);const h=30;function o(_,D){let E=null;const R=()=>_.exitCode===null&&_.signalCode===null,A=K=>{E??=K,R()&&_.kill("SIGINT")},T=()=>A("SIGINT"),U=()=>A("SIGTERM"),L=()=>{R()&&_.kill("SIGINT")};return process.on("SIGINT",T),process.on("SIGTERM",U),D?.aborted?L():D?.addEventListener("abort",L,{once:!0}),{interruptedBy:()=>E,detach:()=>{process.off("SIGINT",T),process.off("SIGTERM",U),D?.removeEventListener("abort",L)}}}function f(_,D){const E={error:void 0,warnings:[],tail:[]};return(0,M.createInterface)({input:_,crlfDelay:Number.POSITIVE_INFINITY}).on("line",R=>{const A=(0,u.V_)(R);A.kind==="error"?E.error=A.envelope:A.kind==="warning"?(E.warnings.push(A.envelope),D.onWarning?.(A.envelope)):A.text!==""&&(E.tail.push(A.text),E.tail.length>h&&E.tail.shift(),D.onStderrText?.(A.text))}),E}function a(_){return new Promise(D=>{const E=(0,n.spawn)(_.bin,[..._.args],{cwd:_.cwd,env:_.env,stdio:["pipe","pipe","pipe"],windowsHide:!0,detached:process.platform!=="win32"}),R=o(E,_.stop),A=[];E.stdout.on("data",L=>A.push(L));const T=f(E.stderr,_);let U;E.on("error",L=>{U=L}),E.stdin.on("error",()=>{}),E.stdin.end(_.stdin??""),E.on("close",(L,K)=>{R.detach();const x=Buffer.concat(A).toString("utf8");D({exitCode:L,signal:K,interruptedBy:R.interruptedBy(),stdout:x,envelope:(0,u.fI)(x),error:T.error,warnings:T.warnings,stderrTail:T.tail.join(`
`),spawnError:U})})})}function i(_,D){const E={};for(const[R,A]of Object.entries(_))/^INPUT_/i.test(R)||/^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|RESULTS_URL|CACHE_URL|ID_TOKEN_REQUEST)/i.test(R)||(E[R]=A);for(const[R,A]of Object.entries(D))A===void 0?delete E[R]:E[R]=A;return E}function t(_,D){const E=D.platformUrl??_.OSMOSIS_PLATFORM_URL;return{...D.token?{OSMOSIS_TOKEN:D.token}:{},...E?{OSMOSIS_PLATFORM_URL:E,OSMOSIS_TOKEN_PLATFORM_URL:D.platformUrl??_.OSMOSIS_TOKEN_PLATFORM_URL??E}:{}}}async function s(_,D){const E=_?[_]:[(0,P.join)((0,c.Rl)(D).binDir,(0,c.IK)("osmosis")),await(0,l.k)(D),await(0,p.aY)("osmosis",D)];for(const R of E)if(R&&await(0,p.TV)(R))return R;throw _?new O.eb(`osmosis-path ${_} is not an executable file.`):new O._N("osmosis is not installed. Run `npx osmosis-ci setup` (or the setup-osmosis action) first, or pass osmosis-path.")}function d(){if(process.platform!=="win32")return m.devNull;const _=(0,P.join)((0,m.tmpdir)(),"osmosis-ci-empty.env");return(0,r.existsSync)(_)||(0,r.writeFileSync)(_,""),_}}),97293:((C,w,e)=>{e.d(w,{IK:()=>y,RS:()=>P,Rl:()=>m});var n=e(48161),S=e.n(n),r=e(76760),v=e.n(r);function m(I,M){const g=M??I.OSMOSIS_CI_CACHE??(I.RUNNER_TOOL_CACHE?(0,r.join)(I.RUNNER_TOOL_CACHE,"osmosis-ci"):void 0)??(0,r.join)(I.XDG_CACHE_HOME??(0,r.join)((0,n.homedir)(),".cache"),"osmosis-ci");return{root:g,toolDir:(0,r.join)(g,"tools"),binDir:(0,r.join)(g,"bin"),uvVenv:(0,r.join)(g,"uv-venv"),uvCache:(0,r.join)(g,"uv-cache"),pythonDir:(0,r.join)(g,"python-uv"),uvIndexFile:(0,r.join)(g,"uv-index.json")}}function y(I){return process.platform==="win32"?`${I}.exe`:I}function P(I,M){return process.platform==="win32"?(0,r.join)(I,"Scripts",y(M)):(0,r.join)(I,"bin",M)}}),43148:((C,w,e)=>{e.d(w,{E:()=>I,k:()=>M});var n=e(51455),S=e.n(n),r=e(76760),v=e.n(r),m=e(97293);const y="setup-location.json",P=g=>(0,r.join)((0,m.Rl)(g).root,y);async function I(g,O){const u=P(g);return await(0,n.mkdir)((0,m.Rl)(g).root,{recursive:!0}),await(0,n.writeFile)(u,`${JSON.stringify({osmosisPath:O},null,2)}
`),u}async function M(g){try{const O=JSON.parse(await(0,n.readFile)(P(g),"utf8"));return typeof O.osmosisPath=="string"?O.osmosisPath:void 0}catch{return}}}),39916:((C,w,e)=>{e.d(w,{R:()=>y});var n=e(51455),S=e.n(n),r=e(76760),v=e.n(r),m=e(36852);async function y(P){const I=await(0,n.readFile)((0,r.join)(P,"index.jsonl"),"utf8"),M=new Map;for(const O of I.split(`
`)){if(!O.trim())continue;const u=JSON.parse(O);if(typeof u.row_index!="number"||typeof u.run_index!="number")continue;const p=typeof u.reward=="number"?u.reward:null;M.set(`${u.row_index}:${u.run_index}`,{row:u.row_index,run:u.run_index,reward:p})}const g=[];for(const{row:O,run:u,reward:p}of M.values()){const c=(0,r.join)(P,"trajectories",`row_${O}_run_${u}.json`),l=await(0,n.readFile)(c,"utf8").catch(()=>{}),h=l===void 0?{unreadable:"no trajectory was stored for it"}:(0,m.IQ)(JSON.parse(l));g.push({row:O,run:u,storedReward:p,sample:h})}return g.sort((O,u)=>O.row-u.row||O.run-u.run)}}),7580:((C,w,e)=>{e.d(w,{GV:()=>u,Oi:()=>p,rw:()=>g});var n=e(73024),S=e.n(n),r=e(51455),v=e.n(r),m=e(48161),y=e.n(m),P=e(76760),I=e.n(P),M=e(16688);async function g(c,l,h=!1){if(c.UV_DEFAULT_INDEX||c.UV_INDEX_URL)return{};if(c.PIP_INDEX_URL)return{UV_DEFAULT_INDEX:c.PIP_INDEX_URL};if(!h){const f=await(0,r.readFile)(l,"utf8").then(a=>JSON.parse(a),()=>{});if(f&&typeof f=="object")return f}const o=await O(c);return await(0,r.mkdir)((0,P.dirname)(l),{recursive:!0}),await(0,r.writeFile)(l,`${JSON.stringify(o)}
`),o}async function O(c){const l=await(0,M.aY)("python3",c)??await(0,M.aY)("python",c);if(!l)return{};const h=await(0,M.Fg)(l,["-m","pip","config","get","global.index-url"],{env:c,timeoutMs:3e4}),o=h.stdout.trim();return h.exitCode===0&&/^https?:\/\//.test(o)?{UV_DEFAULT_INDEX:o}:{}}function u(c){try{const l=(0,P.dirname)((0,n.realpathSync)(c)),h=(0,P.join)(l,process.platform==="win32"?"python.exe":"python");return(0,n.existsSync)(h)?h:void 0}catch{return}}function p(c){return c.UV_CACHE_DIR||(0,P.join)((0,m.homedir)(),".cache","uv")}}),90169:((C,w,e)=>{e.d(w,{T:()=>g,XZ:()=>u,pl:()=>O});var n=e(51455),S=e.n(n),r=e(76760),v=e.n(r),m=e(92091),y=e(16688),P=e(64452);async function I(p){return(await(0,n.stat)(p).catch(()=>{}))?.isDirectory()===!0}async function M(p){return(await(0,n.stat)(p).catch(()=>{}))?.isFile()===!0}async function g(p){const c=await(0,n.stat)(p).catch(()=>{});if(!c)throw new m.eb(`The working directory ${p} does not exist.`);if(!c.isDirectory())throw new m.eb(`The working directory ${p} is not a directory.`)}async function O(p){await g(p);const c=await(0,y.Fg)("git",["rev-parse","--show-toplevel"],{cwd:p,timeoutMs:3e4});if(c.exitCode===127)throw new m._N(`git could not be started (${c.stderr.trim()}): osmosis needs git to find its workspace.`);if(c.exitCode!==0||c.stdout.trim()===""){const o=c.stderr.trim().split(`
`)[0]??"",f=o!==""&&!/not a git repository/i.test(o)?` (git: ${o})`:"";throw new m.eb(`${p} is not inside a git repository${f}. osmosis runs only in one: the workspace is the git repository holding rollouts/, configs/ and data/. Run \`git init\` at the workspace root, or point working-directory at it.`)}const l=await(0,n.realpath)((0,r.resolve)(c.stdout.trim())),h=[];for(const o of P.pN)await I((0,r.join)(l,o))||h.push(`${o}/`);if(h.length>0){const o=await(0,n.realpath)(p)===l?"":` (the git repository around ${p})`;throw new m.eb(`The workspace ${l}${o} has no ${h.join(", ")}: osmosis needs rollouts/, configs/eval/, configs/training/ and data/ at the root of the git repository. Create them there (\`osmosis doctor --fix\` restores the scaffold), or point working-directory at the repository that has them.`)}return l}async function u(p,c,l){const h=(0,r.isAbsolute)(p)?[p]:[(0,r.resolve)(c,p),(0,r.resolve)(l,p)];for(const o of h)if(await M(o))return(0,n.realpath)(o)}}),64452:((C,w,e)=>{e.d(w,{f_:()=>f,pN:()=>O});var n=e(31421),S=e.n(n),r=e(51455),v=e.n(r),m=e(76760),y=e.n(m),P=e(57975),I=e.n(P),M=e(77186);const g=(0,P.promisify)(n.execFile),O=["rollouts","configs/training","configs/eval","data"],u=new Set([M.wj,".venv","venv","__pycache__",".git",".pytest_cache",".ruff_cache"]),p=[`${M.wj}/`,".venv/","__pycache__/","*.egg-info/"],c="gitignore";async function l(a){try{return await(0,r.access)(a),!0}catch{return!1}}async function h(a,i){const{stdout:t}=await g("git",i,{cwd:a,encoding:"utf8"});return t.trim()}function o(a,i){const t=a===""?i:a,s=new Set(t.split(/\r?\n/).map(E=>E.trim())),d=[...i.split(/\r?\n/),...p].map(E=>E.trim()),_=[...new Set(d)].filter(E=>E!==""&&!E.startsWith("#")&&!s.has(E));return _.length===0?t:`${t===""||t.endsWith(`
`)?t:`${t}
`}${_.join(`
`)}
`}async function f(a,i,t={}){const s=(0,m.resolve)(i);await(0,r.mkdir)(a,{recursive:!0});const d=await(0,r.realpath)(a),_=(0,m.join)(s,c);await(0,r.cp)(s,d,{recursive:!0,filter:T=>{const U=(0,m.basename)(T);return!u.has(U)&&!U.endsWith(".egg-info")&&T!==_}});for(const T of O)await(0,r.mkdir)((0,m.join)(d,T),{recursive:!0});const D=(0,m.join)(d,".gitignore"),E=await l(D)?await(0,r.readFile)(D,"utf8"):"",R=await l(_)?await(0,r.readFile)(_,"utf8"):"",A=o(E,R);if(A!==E&&await(0,r.writeFile)(D,A),await l((0,m.join)(d,".git"))||await h(d,["-c","init.defaultBranch=main","init","--quiet"]),t.originUrl!==void 0){const U=(await h(d,["remote"])).split(`
`).includes("origin")?"set-url":"add";await h(d,["remote",U,"origin",t.originUrl])}return d}}),58082:((C,w,e)=>{e.d(w,{G:()=>r});var n=e(76760),S=e.n(n);function r(v,m){const y=(0,n.relative)(v,m);return y===""||y.startsWith("..")||(0,n.isAbsolute)(y)?m:y.split("\\").join("/")}}),52288:((C,w,e)=>{e.d(w,{$q:()=>u,PY:()=>v,V_:()=>P,eP:()=>O,fI:()=>M});var n=e(43493),S=e(92091);const r=n._H3({schema_version:n.aig(),status:n.YjP().optional(),operation:n.YjP().optional(),message:n.YjP().optional(),resource:n._H3({}).optional(),data:n.L5J().optional()}),v=n._H3({run_name:n.YjP(),output_path:n.YjP(),total_work_items:n.aig().optional(),succeeded:n.aig().optional(),failed:n.aig().optional(),skipped:n.aig().optional(),resumed:n.aig().optional(),cancelled:n.zMY().optional()}),m=n._H3({schema_version:n.aig(),command:n.YjP().optional(),cli_version:n.YjP().optional(),error:n._H3({code:n.YjP(),message:n.YjP(),details:n.g1P(n.YjP(),n.L5J()).optional()})}),y=n._H3({schema_version:n.aig(),warning:n._H3({code:n.YjP().nullable().optional(),message:n.YjP()})});function P(c){const l=c.trimEnd();if(l.startsWith("{"))try{const h=JSON.parse(l),o=m.safeParse(h);if(o.success){const{error:a}=o.data;return{kind:"error",envelope:{...o.data,error:{...a,message:(0,S.yA)(a.message)}}}}const f=y.safeParse(h);if(f.success){const{warning:a}=f.data;return{kind:"warning",envelope:{...f.data,warning:{...a,message:(0,S.yA)(a.message)}}}}}catch{}return{kind:"text",text:(0,S.yA)(l,I)}}const I=1e3;function M(c){try{const l=r.safeParse(JSON.parse(c.trim()));return l.success?l.data:void 0}catch{return}}const g=[/^Invalid (eval|training|benchmark) config/,/^--rows /,/^--(dataset-file|max-in-flight|name) /,/ selected no rows$/,/:\d+: invalid JSON \(/,/: each line must be a JSON object$/,/ has no CSV header row$/,/ has extension '.*'; expected one of /,/^row \d+: /,/^This workspace directory is missing required Osmosis scaffold paths/,/ config must (live under|be a \.toml file)/,/^evaluation\.\w+ must be /,/^Set `origin` to the Platform-connected repository/,/^Dataset file not found|^dataset file .* (does not exist|not found)/i];function O(c,l,h={}){return c==="WORKSPACE_REQUIRED"?!0:c==="INTERACTIVE_REQUIRED"?Array.isArray(h.missing):c==="VALIDATION"&&g.some(o=>o.test(l))}function u(c,l,h={}){return(0,S.yA)(p(c,l,h))}function p(c,l,h){switch(c){case"AUTH_REQUIRED":return`osmosis needs credentials: ${l} Set OSMOSIS_TOKEN to a platform token (in CI, from a repository secret). A token that is set but rejected is invalid or expired: create a new one.`;case"ENV_TOKEN_PLATFORM_REQUIRED":case"ENV_TOKEN_PLATFORM_MISMATCH":return`${l} Set OSMOSIS_TOKEN_PLATFORM_URL to the same URL as OSMOSIS_PLATFORM_URL.`;case"WORKSPACE_REQUIRED":return`${l} Run from the root of an Osmosis workspace (a git repository with rollouts/, configs/ and data/), or set working-directory.`;case"INTERACTIVE_REQUIRED":{const o=Array.isArray(h.missing)?h.missing.join(", "):"";return o?`osmosis found no value for: ${o}. Pass them in the secrets input or export them.`:`osmosis asked for confirmation in a non-interactive run: ${l}`}case"RATE_LIMITED":return`The Osmosis platform is rate limiting requests: ${l} Retry later.`;case"PLATFORM_ERROR":case"NETWORK":return`osmosis could not reach the Osmosis platform or got an error from it: ${l}`;case"UPGRADE_REQUIRED":return`The Osmosis platform requires a newer osmosis-ai: ${l} Raise osmosis-version.`;case"INTERNAL":return`osmosis crashed (${String(h.exception_type??"internal error")}): ${l} Set OSMOSIS_DEBUG=1 for a traceback.`;default:return l}}}),77186:((C,w,e)=>{e.d(w,{BF:()=>P,BU:()=>g,Pg:()=>y,RF:()=>M,Xy:()=>m,a:()=>I,jg:()=>O,vm:()=>v,wj:()=>r});var n=e(76760),S=e.n(n);const r=".osmosis";function v(u){return(0,n.join)(u,r)}function m(u){return(0,n.join)(u,r,"evals")}function y(u,p){return(0,n.join)(m(u),p)}function P(u){return`${r}/evals/${u}`}function I(u){return(0,n.join)(u,r,"ci")}function M(u,p){return(0,n.join)(I(u),p)}function g(u){return(0,n.join)(I(u),"submissions")}function O(u){return u.startsWith(`${r}/`)}}),89147:((C,w,e)=>{e.d(w,{Lx:()=>O,_X:()=>M,eZ:()=>g,fn:()=>c,lB:()=>m,mO:()=>I,se:()=>h});var n=e(92091);const S=/[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/,r=/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,v=/^[A-Za-z_][A-Za-z0-9_]*$/;function m(o,f="the secrets input"){const a=o.trim();if(a==="")return new Map;if(a.startsWith("{"))return y(a,f);const i=new Map;return o.split(/\r\n|\n|\r/).forEach((t,s)=>{const d=t.trim();if(d===""||d.startsWith("#"))return;const _=d.indexOf("="),D=_===-1?"":d.slice(0,_).trim().replace(/^export /,"").trim();if(_===-1||!v.test(D))throw new n.eb(`Invalid line ${s+1} in ${f}: expected NAME=value, where NAME is letters, digits and _ and does not start with a digit. Write one secret per line, e.g. OPENAI_API_KEY=\${{ secrets.OPENAI_API_KEY }}, or pass a JSON object.`);i.set(D,P(d.slice(_+1).trim()))}),i}function y(o,f){let a;try{a=JSON.parse(o)}catch{throw new n.eb(`${f} starts with "{" but is not valid JSON. Pass a JSON object of strings, or NAME=value lines.`)}if(a===null||typeof a!="object"||Array.isArray(a))throw new n.eb(`${f} must be a JSON object of NAME: "value" pairs.`);const i=new Map;for(const[t,s]of Object.entries(a)){if(!v.test(t))throw new n.eb(`Invalid secret name ${JSON.stringify(t)} in ${f}: use letters, digits and _, not starting with a digit.`);if(typeof s!="string")throw new n.eb(`Secret ${t} in ${f} must be a string, not ${s===null?"null":typeof s}.`);i.set(t,s)}return i}function P(o){const f=o[0];return o.length>=2&&f===o[o.length-1]&&(f==='"'||f==="'")?o.slice(1,-1):o}function I(o,f,a){return o.filter(i=>!(f.get(i)||a[i]))}function M(o,f,a,i){const t=new Map,s=[];for(const d of o){const _=f.get(d)||a[d];_?t.set(d,_):s.push(d)}if(s.length>0)throw new n.eb(`${i} requires secrets that were not given: ${s.join(", ")}. Pass them in the \`secrets\` input (NAME=value lines) or, with the CLI, export them in the environment. Empty values count as missing.`);return t}function g(o){const f=[];for(const[a,i]of o){if(!v.test(a))throw new n.eb(`Invalid secret name ${JSON.stringify(a)}: use letters, digits and _.`);if(S.test(i))throw new n.eb(`Secret ${a} contains a line break, which osmosis --secrets-file cannot carry (values are one line each). Store it without line breaks, for example base64-encoded, and decode it in the rollout.`);if(r.test(i))throw new n.eb(`Secret ${a} is not valid Unicode text and cannot be passed to osmosis.`);f.push(`${a}="${i}"`)}return f.length>0?`${f.join(`
`)}
`:""}function O(o,f,a){const i=new Map;for(const t of o){const s=f.get(t)||a[t];s&&i.set(t,s)}return i}const u=["OPENAI_API_KEY","ANTHROPIC_API_KEY","XAI_API_KEY","GEMINI_API_KEY","GOOGLE_API_KEY","OPENROUTER_API_KEY","CEREBRAS_API_KEY","AZURE_API_KEY","TOGETHER_API_KEY","FIREWORKS_API_KEY","GROQ_API_KEY","MISTRAL_API_KEY","COHERE_API_KEY","DEEPSEEK_API_KEY","HUGGINGFACE_API_KEY","HF_TOKEN","WANDB_API_KEY","AWS_ACCESS_KEY_ID","AWS_SECRET_ACCESS_KEY","AWS_SESSION_TOKEN","OSMOSIS_TOKEN","OSMOSIS_API_KEY","DAYTONA_API_KEY","CURSOR_API_KEY","MSWEA_API_KEY"],p=8;function c(o){return u.map(f=>o[f]??"").filter(f=>f.length>=p)}const l="[REDACTED]";function h(o,f){const a=[...new Set(f.filter(t=>t!==""))].sort((t,s)=>s.length-t.length);let i=o;for(const t of a)i=i.replaceAll(t,l);return i}}),18162:((C,w,e)=>{e.r(w),e.d(w,{regradeCommand:()=>a});var n=e(76760),S=e(51455),r=e(89009),v=e(78246),m=e(39916),y=e(7580),P=e(90169);function I(i,t){return{env:i,log:t,findWorkspace:P.pl,locate:P.XZ,readText:s=>(0,S.readFile)(s,"utf8").catch(()=>{}),resolveOsmosis:s=>(0,v.J5)(s,i),osmosisEnv:async s=>{const d=(0,y.GV)(s);return(0,v.Vs)(i,{OSMOSIS_ENV_FILE:i.OSMOSIS_ENV_FILE??(0,v.hf)(),PYTHONUTF8:"1",...i.UV_PYTHON||!d?{}:{UV_PYTHON:d}})},readStoredSamples:m.R,runRegrade:r.Ee}}var M=e(68429),g=e(58082),O=e(92091),u=e(36852),p=e(77186),c=e(89147);function l(i){return i.error?O.yU.infrastructure:O.yU.ok}async function h(i,t){const s=await t.findWorkspace(i.start),d=await t.locate(i.config,i.start,s),_=d===void 0?void 0:await t.readText(d);if(d===void 0||_===void 0)throw new O.eb(`Config file not found: ${i.config}. Pass the eval config the run used.`);(0,M.UE)(d,s,"eval");const D=(0,g.G)(s,d),E=(0,M.ig)(_,D),R=(0,c._X)(E.secrets.required,new Map,t.env,D),A=(0,p.Pg)(s,i.runName),T=await t.readStoredSamples(A).catch(x=>{throw new O.eb(`No journal of run ${i.runName} could be read at ${A} (${String(x)}).`)}),U=await t.resolveOsmosis(i.osmosisPath),L=await t.runRegrade({osmosisBin:U,rolloutDir:(0,n.join)(s,"rollouts",E.experiment.rollout),entrypoint:i.graderFile?(0,n.resolve)(i.start,i.graderFile):E.experiment.entrypoint,samples:T.flatMap(x=>"unreadable"in x.sample?[]:[{key:`${x.row}:${x.run}`,...x.sample}]),graderTimeoutS:E.evaluation.grader_timeout_s??null,env:{...await t.osmosisEnv(U),...E.env,...Object.fromEntries(R)}}),K=(0,u.OD)(i.runName,T,L,E.evaluation.pass_threshold);return{summary:K,lines:(0,u.GP)(K),exitCode:l(K)}}var o=e(88725),f=e(47385);const a={usage:f.u.regrade,async run(i){const{values:t,positionals:s}=(0,o.bQ)(i,{"run-name":{type:"string"},"grader-file":{type:"string"},"osmosis-path":{type:"string"},"working-directory":{type:"string"},json:{type:"boolean"}});if(t.help)return process.stdout.write(`${this.usage}
`),O.yU.ok;const d=(0,o.AM)(t,"run-name"),[_,...D]=s;if(!_||!d||D.length>0)throw new O.eb("regrade takes one eval config and --run-name NAME (the run whose samples to re-grade).");const{summary:E,lines:R,exitCode:A}=await h({config:_,runName:d,graderFile:(0,o.AM)(t,"grader-file"),osmosisPath:(0,o.AM)(t,"osmosis-path"),start:(0,n.resolve)((0,o.AM)(t,"working-directory")??".")},I(process.env,o.bJ));return process.stdout.write(t.json?`${JSON.stringify(E,null,2)}
`:`${R.join(`
`)}
`),A}}}),88725:((C,w,e)=>{e.d(w,{AM:()=>c,B2:()=>a,U4:()=>h,Wo:()=>p,ZJ:()=>f,bJ:()=>M,bQ:()=>g,cW:()=>I,dV:()=>u,eJ:()=>l,nB:()=>o,qD:()=>i});var n=e(51455),S=e.n(n),r=e(76760),v=e.n(r),m=e(57975),y=e.n(m),P=e(92091);function I(t){return{format:t,write:s=>process.stdout.write(s)}}const M={info:t=>console.error(t),warning:t=>console.error(`warning: ${t}`),debug:t=>{process.env.OSMOSIS_CI_DEBUG&&console.error(t)}};function g(t,s){try{const d=(0,m.parseArgs)({args:O(t,s),options:{...s,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:d.values,positionals:d.positionals}}catch(d){throw new P.eb(`${(0,P.gJ)(d)}. Run \`osmosis-ci --help\` for the flags.`)}}function O(t,s){const d=[];for(let _=0;_<t.length;_++){const D=t[_],E=t[_+1],R=D.startsWith("--")?D.slice(2):void 0;R&&s[R]?.type==="string"&&E!==void 0&&/^-(\d|\.\d)/.test(E)?(d.push(`${D}=${E}`),_+=1):d.push(D)}return d}const u=t=>`--${t}`,p=(t,s)=>`--${t}${s?` ${s}`:""}`;function c(t,s){const d=t[s];return typeof d=="boolean"?d?"true":"false":typeof d=="string"?d:void 0}function l(t,s){const d={};for(const _ of t)s.has(_)?(d[_]={type:"boolean"},d[`no-${_}`]={type:"boolean"}):d[_]={type:"string"};return d}function h(t,s){return t[`no-${s}`]===!0?"false":c(t,s)}function o(t,s){if(t.some(d=>d==="true"||d==="false")){const d=[...s][0]??"wait";throw new P.eb(`Boolean flags take no value: write --${d} or --no-${d}, not --${d} true|false.`)}}function f(t,s,d){t[s]!==void 0&&(M.warning(`--${s} is deprecated: use --${d}.`),t[d]===void 0&&(t[d]=t[s]))}function a(t){if(t.json&&t["comment-markdown"])throw new P.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return t.json?"json":t["comment-markdown"]?"comment-markdown":"terminal"}async function i(t,s){if(s!==void 0&&!(await(0,n.stat)((0,r.resolve)(t,s)).catch(()=>{}))?.isDirectory())throw new P.eb(`--baseline-dir ${s} is not a directory (looked in ${t}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{N as id,j as ids,B as modules};
