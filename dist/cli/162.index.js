const $=162,F=[162],Y={16688:((A,w,e)=>{e.d(w,{Fg:()=>g,TV:()=>M,aY:()=>P});var n=e(31421),R=e.n(n),a=e(51455),v=e.n(a),E=e(76760),y=e.n(E);function g(O,p,_={}){return new Promise(m=>{(0,n.execFile)(O,[...p],{env:_.env,cwd:_.cwd,timeout:_.timeoutMs??0,maxBuffer:64*1024*1024,windowsHide:!0},(c,l,h)=>{const s=c&&typeof c.code=="number"?c.code:c?127:0;m({exitCode:s,stdout:String(l),stderr:String(h||(c&&!l?c.message:""))})})})}async function M(O){try{return await(0,a.access)(O,process.platform==="win32"?a.constants.F_OK:a.constants.X_OK),!0}catch{return!1}}async function P(O,p=process.env){const _=process.platform==="win32"?(p.PATHEXT??".EXE;.CMD;.BAT").split(";"):[""];for(const m of(p.PATH??p.Path??"").split(E.delimiter))if(m)for(const c of _){const l=(0,E.join)(m,O+c);if(await M(l))return l}}}),89009:((A,w,e)=>{e.d(w,{TO:()=>p,Ee:()=>_});var n=e(73024),R=e(51455),a=e(48161),v=e(76760),E=e(16688);const y=String.raw`
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

`,g=y+String.raw`dataset = Path(sys.argv[2])
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
`,M=y+String.raw`
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
`,P=15*6e4;async function O(s,u){try{const i=(0,v.join)((0,v.dirname)((0,n.realpathSync)(s)),process.platform==="win32"?"uv.exe":"uv");if(await(0,E.TV)(i))return i}catch{}return(0,E.aY)("uv",u)}async function p(s){const u=[s.dataset,String(s.limit??0),s.rows??"",s.graderTimeoutS===null?"":String(s.graderTimeoutS)],i=await m(g,u,s);return"error"in i?i:h(i.stdout,i.exitCode,i.stderr)}async function _(s){const u=await(0,R.mkdtemp)((0,v.join)((0,a.tmpdir)(),"osmosis-ci-regrade-"));try{const i=(0,v.join)(u,"samples.json");await(0,R.writeFile)(i,JSON.stringify(s.samples),{mode:384});const d=s.graderTimeoutS===null?"":String(s.graderTimeoutS),t=await m(M,[i,"","",d],s);if("error"in t)return t;const o=c(t.stdout);return o&&("error"in o||Array.isArray(o.rewards))?o:l(t)}finally{await(0,R.rm)(u,{recursive:!0,force:!0})}}async function m(s,u,i){const d=await O(i.osmosisBin,i.env);if(!d)return{error:"uv was not found beside osmosis or on PATH"};const t=await(0,R.mkdtemp)((0,v.join)((0,a.tmpdir)(),"osmosis-ci-grader-"));try{const o=(0,v.join)(t,"grader_shim.py");return await(0,R.writeFile)(o,s,{mode:384}),await(0,E.Fg)(d,["run","--project",i.rolloutDir,"python",o,i.entrypoint,...u],{env:i.env,cwd:i.rolloutDir,timeoutMs:P})}finally{await(0,R.rm)(t,{recursive:!0,force:!0})}}const c=s=>{try{return JSON.parse(s.trim().split(`
`).at(-1)??"")}catch{return}},l=s=>{const u=s.stderr.trim().split(`
`).at(-1)??"";return{error:`the grader program exited with ${s.exitCode}${u?`: ${u.slice(0,300)}`:""}`}};function h(s,u,i){const d=c(s);return d&&typeof d=="object"&&("error"in d||Array.isArray(d.rows))?d:l({exitCode:u,stderr:i})}}),78246:((A,w,e)=>{e.d(w,{J5:()=>d,Vs:()=>u,b5:()=>s,hf:()=>t,tt:()=>i});var n=e(31421),R=e.n(n),a=e(73024),v=e.n(a),E=e(48161),y=e.n(E),g=e(76760),M=e.n(g),P=e(80481),O=e.n(P),p=e(92091),_=e(52288),m=e(16688),c=e(97293),l=e(43148);const h=30;function s(o){return new Promise(r=>{const f=(0,n.spawn)(o.bin,[...o.args],{cwd:o.cwd,env:o.env,stdio:["pipe","pipe","pipe"],windowsHide:!0,detached:process.platform!=="win32"}),I=[],D=[],S=[];let C,T,U=null;const j=K=>{U??=K,f.exitCode===null&&f.signalCode===null&&f.kill("SIGINT")},N=()=>j("SIGINT"),x=()=>j("SIGTERM");process.on("SIGINT",N),process.on("SIGTERM",x);const B=()=>{f.exitCode===null&&f.signalCode===null&&f.kill("SIGINT")};o.stop?.aborted?B():o.stop?.addEventListener("abort",B,{once:!0}),f.stdout.on("data",K=>I.push(K)),(0,P.createInterface)({input:f.stderr,crlfDelay:Number.POSITIVE_INFINITY}).on("line",K=>{const L=(0,_.V_)(K);L.kind==="error"?C=L.envelope:L.kind==="warning"?(S.push(L.envelope),o.onWarning?.(L.envelope)):L.text!==""&&(D.push(L.text),D.length>h&&D.shift(),o.onStderrText?.(L.text))}),f.on("error",K=>{T=K}),f.stdin.on("error",()=>{}),f.stdin.end(o.stdin??""),f.on("close",(K,L)=>{process.off("SIGINT",N),process.off("SIGTERM",x),o.stop?.removeEventListener("abort",B);const W=Buffer.concat(I).toString("utf8");r({exitCode:K,signal:L,interruptedBy:U,stdout:W,envelope:(0,_.fI)(W),error:C,warnings:S,stderrTail:D.join(`
`),spawnError:T})})})}function u(o,r){const f={};for(const[I,D]of Object.entries(o))/^INPUT_/i.test(I)||/^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|RESULTS_URL|CACHE_URL|ID_TOKEN_REQUEST)/i.test(I)||(f[I]=D);for(const[I,D]of Object.entries(r))D===void 0?delete f[I]:f[I]=D;return f}function i(o,r){const f=r.platformUrl??o.OSMOSIS_PLATFORM_URL;return{...r.token?{OSMOSIS_TOKEN:r.token}:{},...f?{OSMOSIS_PLATFORM_URL:f,OSMOSIS_TOKEN_PLATFORM_URL:r.platformUrl??o.OSMOSIS_TOKEN_PLATFORM_URL??f}:{}}}async function d(o,r){const f=o?[o]:[(0,g.join)((0,c.Rl)(r).binDir,(0,c.IK)("osmosis")),await(0,l.k)(r),await(0,m.aY)("osmosis",r)];for(const I of f)if(I&&await(0,m.TV)(I))return I;throw o?new p.eb(`osmosis-path ${o} is not an executable file.`):new p._N("osmosis is not installed. Run `npx osmosis-ci setup` (or the setup-osmosis action) first, or pass osmosis-path.")}function t(){if(process.platform!=="win32")return E.devNull;const o=(0,g.join)((0,E.tmpdir)(),"osmosis-ci-empty.env");return(0,a.existsSync)(o)||(0,a.writeFileSync)(o,""),o}}),97293:((A,w,e)=>{e.d(w,{IK:()=>y,RS:()=>g,Rl:()=>E});var n=e(48161),R=e.n(n),a=e(76760),v=e.n(a);function E(M,P){const O=P??M.OSMOSIS_CI_CACHE??(M.RUNNER_TOOL_CACHE?(0,a.join)(M.RUNNER_TOOL_CACHE,"osmosis-ci"):void 0)??(0,a.join)(M.XDG_CACHE_HOME??(0,a.join)((0,n.homedir)(),".cache"),"osmosis-ci");return{root:O,toolDir:(0,a.join)(O,"tools"),binDir:(0,a.join)(O,"bin"),uvVenv:(0,a.join)(O,"uv-venv"),uvCache:(0,a.join)(O,"uv-cache"),pythonDir:(0,a.join)(O,"python-uv"),uvIndexFile:(0,a.join)(O,"uv-index.json")}}function y(M){return process.platform==="win32"?`${M}.exe`:M}function g(M,P){return process.platform==="win32"?(0,a.join)(M,"Scripts",y(P)):(0,a.join)(M,"bin",P)}}),43148:((A,w,e)=>{e.d(w,{E:()=>M,k:()=>P});var n=e(51455),R=e.n(n),a=e(76760),v=e.n(a),E=e(97293);const y="setup-location.json",g=O=>(0,a.join)((0,E.Rl)(O).root,y);async function M(O,p){const _=g(O);return await(0,n.mkdir)((0,E.Rl)(O).root,{recursive:!0}),await(0,n.writeFile)(_,`${JSON.stringify({osmosisPath:p},null,2)}
`),_}async function P(O){try{const p=JSON.parse(await(0,n.readFile)(g(O),"utf8"));return typeof p.osmosisPath=="string"?p.osmosisPath:void 0}catch{return}}}),39916:((A,w,e)=>{e.d(w,{R:()=>y});var n=e(51455),R=e.n(n),a=e(76760),v=e.n(a),E=e(36852);async function y(g){const M=await(0,n.readFile)((0,a.join)(g,"index.jsonl"),"utf8"),P=new Map;for(const p of M.split(`
`)){if(!p.trim())continue;const _=JSON.parse(p);if(typeof _.row_index!="number"||typeof _.run_index!="number")continue;const m=typeof _.reward=="number"?_.reward:null;P.set(`${_.row_index}:${_.run_index}`,{row:_.row_index,run:_.run_index,reward:m})}const O=[];for(const{row:p,run:_,reward:m}of P.values()){const c=(0,a.join)(g,"trajectories",`row_${p}_run_${_}.json`),l=await(0,n.readFile)(c,"utf8").catch(()=>{}),h=l===void 0?{unreadable:"no trajectory was stored for it"}:(0,E.IQ)(JSON.parse(l));O.push({row:p,run:_,storedReward:m,sample:h})}return O.sort((p,_)=>p.row-_.row||p.run-_.run)}}),7580:((A,w,e)=>{e.d(w,{GV:()=>_,Oi:()=>m,rw:()=>O});var n=e(73024),R=e.n(n),a=e(51455),v=e.n(a),E=e(48161),y=e.n(E),g=e(76760),M=e.n(g),P=e(16688);async function O(c,l,h=!1){if(c.UV_DEFAULT_INDEX||c.UV_INDEX_URL)return{};if(c.PIP_INDEX_URL)return{UV_DEFAULT_INDEX:c.PIP_INDEX_URL};if(!h){const u=await(0,a.readFile)(l,"utf8").then(i=>JSON.parse(i),()=>{});if(u&&typeof u=="object")return u}const s=await p(c);return await(0,a.mkdir)((0,g.dirname)(l),{recursive:!0}),await(0,a.writeFile)(l,`${JSON.stringify(s)}
`),s}async function p(c){const l=await(0,P.aY)("python3",c)??await(0,P.aY)("python",c);if(!l)return{};const h=await(0,P.Fg)(l,["-m","pip","config","get","global.index-url"],{env:c,timeoutMs:3e4}),s=h.stdout.trim();return h.exitCode===0&&/^https?:\/\//.test(s)?{UV_DEFAULT_INDEX:s}:{}}function _(c){try{const l=(0,g.dirname)((0,n.realpathSync)(c)),h=(0,g.join)(l,process.platform==="win32"?"python.exe":"python");return(0,n.existsSync)(h)?h:void 0}catch{return}}function m(c){return c.UV_CACHE_DIR||(0,g.join)((0,E.homedir)(),".cache","uv")}}),90169:((A,w,e)=>{e.d(w,{T:()=>O,XZ:()=>_,pl:()=>p});var n=e(51455),R=e.n(n),a=e(76760),v=e.n(a),E=e(92091),y=e(16688),g=e(64452);async function M(m){return(await(0,n.stat)(m).catch(()=>{}))?.isDirectory()===!0}async function P(m){return(await(0,n.stat)(m).catch(()=>{}))?.isFile()===!0}async function O(m){const c=await(0,n.stat)(m).catch(()=>{});if(!c)throw new E.eb(`The working directory ${m} does not exist.`);if(!c.isDirectory())throw new E.eb(`The working directory ${m} is not a directory.`)}async function p(m){await O(m);const c=await(0,y.Fg)("git",["rev-parse","--show-toplevel"],{cwd:m,timeoutMs:3e4});if(c.exitCode===127)throw new E._N(`git could not be started (${c.stderr.trim()}): osmosis needs git to find its workspace.`);if(c.exitCode!==0||c.stdout.trim()===""){const s=c.stderr.trim().split(`
`)[0]??"",u=s!==""&&!/not a git repository/i.test(s)?` (git: ${s})`:"";throw new E.eb(`${m} is not inside a git repository${u}. osmosis runs only in one: the workspace is the git repository holding rollouts/, configs/ and data/. Run \`git init\` at the workspace root, or point working-directory at it.`)}const l=await(0,n.realpath)((0,a.resolve)(c.stdout.trim())),h=[];for(const s of g.pN)await M((0,a.join)(l,s))||h.push(`${s}/`);if(h.length>0){const s=await(0,n.realpath)(m)===l?"":` (the git repository around ${m})`;throw new E.eb(`The workspace ${l}${s} has no ${h.join(", ")}: osmosis needs rollouts/, configs/eval/, configs/training/ and data/ at the root of the git repository. Create them there (\`osmosis doctor --fix\` restores the scaffold), or point working-directory at the repository that has them.`)}return l}async function _(m,c,l){const h=(0,a.isAbsolute)(m)?[m]:[(0,a.resolve)(c,m),(0,a.resolve)(l,m)];for(const s of h)if(await P(s))return(0,n.realpath)(s)}}),64452:((A,w,e)=>{e.d(w,{f_:()=>u,pN:()=>p});var n=e(31421),R=e.n(n),a=e(51455),v=e.n(a),E=e(76760),y=e.n(E),g=e(57975),M=e.n(g),P=e(77186);const O=(0,g.promisify)(n.execFile),p=["rollouts","configs/training","configs/eval","data"],_=new Set([P.wj,".venv","venv","__pycache__",".git",".pytest_cache",".ruff_cache"]),m=[`${P.wj}/`,".venv/","__pycache__/","*.egg-info/"],c="gitignore";async function l(i){try{return await(0,a.access)(i),!0}catch{return!1}}async function h(i,d){const{stdout:t}=await O("git",d,{cwd:i,encoding:"utf8"});return t.trim()}function s(i,d){const t=i===""?d:i,o=new Set(t.split(/\r?\n/).map(D=>D.trim())),r=[...d.split(/\r?\n/),...m].map(D=>D.trim()),f=[...new Set(r)].filter(D=>D!==""&&!D.startsWith("#")&&!o.has(D));return f.length===0?t:`${t===""||t.endsWith(`
`)?t:`${t}
`}${f.join(`
`)}
`}async function u(i,d,t={}){const o=(0,E.resolve)(d);await(0,a.mkdir)(i,{recursive:!0});const r=await(0,a.realpath)(i),f=(0,E.join)(o,c);await(0,a.cp)(o,r,{recursive:!0,filter:T=>{const U=(0,E.basename)(T);return!_.has(U)&&!U.endsWith(".egg-info")&&T!==f}});for(const T of p)await(0,a.mkdir)((0,E.join)(r,T),{recursive:!0});const I=(0,E.join)(r,".gitignore"),D=await l(I)?await(0,a.readFile)(I,"utf8"):"",S=await l(f)?await(0,a.readFile)(f,"utf8"):"",C=s(D,S);if(C!==D&&await(0,a.writeFile)(I,C),await l((0,E.join)(r,".git"))||await h(r,["-c","init.defaultBranch=main","init","--quiet"]),t.originUrl!==void 0){const U=(await h(r,["remote"])).split(`
`).includes("origin")?"set-url":"add";await h(r,["remote",U,"origin",t.originUrl])}return r}}),58082:((A,w,e)=>{e.d(w,{G:()=>a});var n=e(76760),R=e.n(n);function a(v,E){const y=(0,n.relative)(v,E);return y===""||y.startsWith("..")||(0,n.isAbsolute)(y)?E:y.split("\\").join("/")}}),52288:((A,w,e)=>{e.d(w,{$q:()=>_,PY:()=>v,V_:()=>g,eP:()=>p,fI:()=>P});var n=e(43493),R=e(92091);const a=n._H3({schema_version:n.aig(),status:n.YjP().optional(),operation:n.YjP().optional(),message:n.YjP().optional(),resource:n._H3({}).optional(),data:n.L5J().optional()}),v=n._H3({run_name:n.YjP(),output_path:n.YjP(),total_work_items:n.aig().optional(),succeeded:n.aig().optional(),failed:n.aig().optional(),skipped:n.aig().optional(),resumed:n.aig().optional(),cancelled:n.zMY().optional()}),E=n._H3({schema_version:n.aig(),command:n.YjP().optional(),cli_version:n.YjP().optional(),error:n._H3({code:n.YjP(),message:n.YjP(),details:n.g1P(n.YjP(),n.L5J()).optional()})}),y=n._H3({schema_version:n.aig(),warning:n._H3({code:n.YjP().nullable().optional(),message:n.YjP()})});function g(c){const l=c.trimEnd();if(l.startsWith("{"))try{const h=JSON.parse(l),s=E.safeParse(h);if(s.success){const{error:i}=s.data;return{kind:"error",envelope:{...s.data,error:{...i,message:(0,R.yA)(i.message)}}}}const u=y.safeParse(h);if(u.success){const{warning:i}=u.data;return{kind:"warning",envelope:{...u.data,warning:{...i,message:(0,R.yA)(i.message)}}}}}catch{}return{kind:"text",text:(0,R.yA)(l,M)}}const M=1e3;function P(c){try{const l=a.safeParse(JSON.parse(c.trim()));return l.success?l.data:void 0}catch{return}}const O=[/^Invalid (eval|training|benchmark) config/,/^--rows /,/^--(dataset-file|max-in-flight|name) /,/ selected no rows$/,/:\d+: invalid JSON \(/,/: each line must be a JSON object$/,/ has no CSV header row$/,/ has extension '.*'; expected one of /,/^row \d+: /,/^This workspace directory is missing required Osmosis scaffold paths/,/ config must (live under|be a \.toml file)/,/^evaluation\.\w+ must be /,/^Set `origin` to the Platform-connected repository/,/^Dataset file not found|^dataset file .* (does not exist|not found)/i];function p(c,l,h={}){return c==="WORKSPACE_REQUIRED"?!0:c==="INTERACTIVE_REQUIRED"?Array.isArray(h.missing):c==="VALIDATION"&&O.some(s=>s.test(l))}function _(c,l,h={}){return(0,R.yA)(m(c,l,h))}function m(c,l,h){switch(c){case"AUTH_REQUIRED":return`osmosis needs credentials: ${l} Set OSMOSIS_TOKEN to a platform token (in CI, from a repository secret). A token that is set but rejected is invalid or expired: create a new one.`;case"ENV_TOKEN_PLATFORM_REQUIRED":case"ENV_TOKEN_PLATFORM_MISMATCH":return`${l} Set OSMOSIS_TOKEN_PLATFORM_URL to the same URL as OSMOSIS_PLATFORM_URL.`;case"WORKSPACE_REQUIRED":return`${l} Run from the root of an Osmosis workspace (a git repository with rollouts/, configs/ and data/), or set working-directory.`;case"INTERACTIVE_REQUIRED":{const s=Array.isArray(h.missing)?h.missing.join(", "):"";return s?`osmosis found no value for: ${s}. Pass them in the secrets input or export them.`:`osmosis asked for confirmation in a non-interactive run: ${l}`}case"RATE_LIMITED":return`The Osmosis platform is rate limiting requests: ${l} Retry later.`;case"PLATFORM_ERROR":case"NETWORK":return`osmosis could not reach the Osmosis platform or got an error from it: ${l}`;case"UPGRADE_REQUIRED":return`The Osmosis platform requires a newer osmosis-ai: ${l} Raise osmosis-version.`;case"INTERNAL":return`osmosis crashed (${String(h.exception_type??"internal error")}): ${l} Set OSMOSIS_DEBUG=1 for a traceback.`;default:return l}}}),77186:((A,w,e)=>{e.d(w,{BF:()=>g,BU:()=>O,Pg:()=>y,RF:()=>P,Xy:()=>E,a:()=>M,jg:()=>p,vm:()=>v,wj:()=>a});var n=e(76760),R=e.n(n);const a=".osmosis";function v(_){return(0,n.join)(_,a)}function E(_){return(0,n.join)(_,a,"evals")}function y(_,m){return(0,n.join)(E(_),m)}function g(_){return`${a}/evals/${_}`}function M(_){return(0,n.join)(_,a,"ci")}function P(_,m){return(0,n.join)(M(_),m)}function O(_){return(0,n.join)(M(_),"submissions")}function p(_){return _.startsWith(`${a}/`)}}),89147:((A,w,e)=>{e.d(w,{Lx:()=>p,_X:()=>P,eZ:()=>O,fn:()=>c,lB:()=>E,mO:()=>M,se:()=>h});var n=e(92091);const R=/[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/,a=/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,v=/^[A-Za-z_][A-Za-z0-9_]*$/;function E(s,u="the secrets input"){const i=s.trim();if(i==="")return new Map;if(i.startsWith("{"))return y(i,u);const d=new Map;return s.split(/\r\n|\n|\r/).forEach((t,o)=>{const r=t.trim();if(r===""||r.startsWith("#"))return;const f=r.indexOf("="),I=f===-1?"":r.slice(0,f).trim().replace(/^export /,"").trim();if(f===-1||!v.test(I))throw new n.eb(`Invalid line ${o+1} in ${u}: expected NAME=value, where NAME is letters, digits and _ and does not start with a digit. Write one secret per line, e.g. OPENAI_API_KEY=\${{ secrets.OPENAI_API_KEY }}, or pass a JSON object.`);d.set(I,g(r.slice(f+1).trim()))}),d}function y(s,u){let i;try{i=JSON.parse(s)}catch{throw new n.eb(`${u} starts with "{" but is not valid JSON. Pass a JSON object of strings, or NAME=value lines.`)}if(i===null||typeof i!="object"||Array.isArray(i))throw new n.eb(`${u} must be a JSON object of NAME: "value" pairs.`);const d=new Map;for(const[t,o]of Object.entries(i)){if(!v.test(t))throw new n.eb(`Invalid secret name ${JSON.stringify(t)} in ${u}: use letters, digits and _, not starting with a digit.`);if(typeof o!="string")throw new n.eb(`Secret ${t} in ${u} must be a string, not ${o===null?"null":typeof o}.`);d.set(t,o)}return d}function g(s){const u=s[0];return s.length>=2&&u===s[s.length-1]&&(u==='"'||u==="'")?s.slice(1,-1):s}function M(s,u,i){return s.filter(d=>!(u.get(d)||i[d]))}function P(s,u,i,d){const t=new Map,o=[];for(const r of s){const f=u.get(r)||i[r];f?t.set(r,f):o.push(r)}if(o.length>0)throw new n.eb(`${d} requires secrets that were not given: ${o.join(", ")}. Pass them in the \`secrets\` input (NAME=value lines) or, with the CLI, export them in the environment. Empty values count as missing.`);return t}function O(s){const u=[];for(const[i,d]of s){if(!v.test(i))throw new n.eb(`Invalid secret name ${JSON.stringify(i)}: use letters, digits and _.`);if(R.test(d))throw new n.eb(`Secret ${i} contains a line break, which osmosis --secrets-file cannot carry (values are one line each). Store it without line breaks, for example base64-encoded, and decode it in the rollout.`);if(a.test(d))throw new n.eb(`Secret ${i} is not valid Unicode text and cannot be passed to osmosis.`);u.push(`${i}="${d}"`)}return u.length>0?`${u.join(`
`)}
`:""}function p(s,u,i){const d=new Map;for(const t of s){const o=u.get(t)||i[t];o&&d.set(t,o)}return d}const _=["OPENAI_API_KEY","ANTHROPIC_API_KEY","XAI_API_KEY","GEMINI_API_KEY","GOOGLE_API_KEY","OPENROUTER_API_KEY","CEREBRAS_API_KEY","AZURE_API_KEY","TOGETHER_API_KEY","FIREWORKS_API_KEY","GROQ_API_KEY","MISTRAL_API_KEY","COHERE_API_KEY","DEEPSEEK_API_KEY","HUGGINGFACE_API_KEY","HF_TOKEN","WANDB_API_KEY","AWS_ACCESS_KEY_ID","AWS_SECRET_ACCESS_KEY","AWS_SESSION_TOKEN","OSMOSIS_TOKEN","OSMOSIS_API_KEY","DAYTONA_API_KEY","CURSOR_API_KEY","MSWEA_API_KEY"],m=8;function c(s){return _.map(u=>s[u]??"").filter(u=>u.length>=m)}const l="[REDACTED]";function h(s,u){const i=[...new Set(u.filter(t=>t!==""))].sort((t,o)=>o.length-t.length);let d=s;for(const t of i)d=d.replaceAll(t,l);return d}}),18162:((A,w,e)=>{e.r(w),e.d(w,{regradeCommand:()=>i});var n=e(76760),R=e(51455),a=e(89009),v=e(78246),E=e(39916),y=e(7580),g=e(90169);function M(d,t){return{env:d,log:t,findWorkspace:g.pl,locate:g.XZ,readText:o=>(0,R.readFile)(o,"utf8").catch(()=>{}),resolveOsmosis:o=>(0,v.J5)(o,d),osmosisEnv:async o=>{const r=(0,y.GV)(o);return(0,v.Vs)(d,{OSMOSIS_ENV_FILE:d.OSMOSIS_ENV_FILE??(0,v.hf)(),PYTHONUTF8:"1",...d.UV_PYTHON||!r?{}:{UV_PYTHON:r}})},readStoredSamples:E.R,runRegrade:a.Ee}}var P=e(68429),O=e(58082),p=e(92091),_=e(36852),m=e(77186),c=e(89147);function l(d){return d.error?p.yU.infrastructure:p.yU.ok}async function h(d,t){const o=await t.findWorkspace(d.start),r=await t.locate(d.config,d.start,o),f=r===void 0?void 0:await t.readText(r);if(r===void 0||f===void 0)throw new p.eb(`Config file not found: ${d.config}. Pass the eval config the run used.`);(0,P.UE)(r,o,"eval");const I=(0,O.G)(o,r),D=(0,P.ig)(f,I),S=(0,c._X)(D.secrets.required,new Map,t.env,I),C=(0,m.Pg)(o,d.runName),T=await t.readStoredSamples(C).catch(x=>{throw new p.eb(`No journal of run ${d.runName} could be read at ${C} (${String(x)}).`)}),U=await t.resolveOsmosis(d.osmosisPath),j=await t.runRegrade({osmosisBin:U,rolloutDir:(0,n.join)(o,"rollouts",D.experiment.rollout),entrypoint:d.graderFile?(0,n.resolve)(d.start,d.graderFile):D.experiment.entrypoint,samples:T.flatMap(x=>"unreadable"in x.sample?[]:[{key:`${x.row}:${x.run}`,...x.sample}]),graderTimeoutS:D.evaluation.grader_timeout_s??null,env:{...await t.osmosisEnv(U),...D.env,...Object.fromEntries(S)}}),N=(0,_.OD)(d.runName,T,j,D.evaluation.pass_threshold);return{summary:N,lines:(0,_.GP)(N),exitCode:l(N)}}var s=e(88725),u=e(47385);const i={usage:u.u.regrade,async run(d){const{values:t,positionals:o}=(0,s.bQ)(d,{"run-name":{type:"string"},"grader-file":{type:"string"},"osmosis-path":{type:"string"},"working-directory":{type:"string"},json:{type:"boolean"}});if(t.help)return process.stdout.write(`${this.usage}
`),p.yU.ok;const r=(0,s.AM)(t,"run-name"),[f,...I]=o;if(!f||!r||I.length>0)throw new p.eb("regrade takes one eval config and --run-name NAME (the run whose samples to re-grade).");const{summary:D,lines:S,exitCode:C}=await h({config:f,runName:r,graderFile:(0,s.AM)(t,"grader-file"),osmosisPath:(0,s.AM)(t,"osmosis-path"),start:(0,n.resolve)((0,s.AM)(t,"working-directory")??".")},M(process.env,s.bJ));return process.stdout.write(t.json?`${JSON.stringify(D,null,2)}
`:`${S.join(`
`)}
`),C}}}),88725:((A,w,e)=>{e.d(w,{AM:()=>c,B2:()=>i,U4:()=>h,Wo:()=>m,ZJ:()=>u,bJ:()=>P,bQ:()=>O,cW:()=>M,dV:()=>_,eJ:()=>l,nB:()=>s,qD:()=>d});var n=e(51455),R=e.n(n),a=e(76760),v=e.n(a),E=e(57975),y=e.n(E),g=e(92091);function M(t){return{format:t,write:o=>process.stdout.write(o)}}const P={info:t=>console.error(t),warning:t=>console.error(`warning: ${t}`),debug:t=>{process.env.OSMOSIS_CI_DEBUG&&console.error(t)}};function O(t,o){try{const r=(0,E.parseArgs)({args:p(t,o),options:{...o,help:{type:"boolean",short:"h"}},allowPositionals:!0,strict:!0});return{values:r.values,positionals:r.positionals}}catch(r){throw new g.eb(`${(0,g.gJ)(r)}. Run \`osmosis-ci --help\` for the flags.`)}}function p(t,o){const r=[];for(let f=0;f<t.length;f++){const I=t[f],D=t[f+1],S=I.startsWith("--")?I.slice(2):void 0;S&&o[S]?.type==="string"&&D!==void 0&&/^-(\d|\.\d)/.test(D)?(r.push(`${I}=${D}`),f+=1):r.push(I)}return r}const _=t=>`--${t}`,m=(t,o)=>`--${t}${o?` ${o}`:""}`;function c(t,o){const r=t[o];return typeof r=="boolean"?r?"true":"false":typeof r=="string"?r:void 0}function l(t,o){const r={};for(const f of t)o.has(f)?(r[f]={type:"boolean"},r[`no-${f}`]={type:"boolean"}):r[f]={type:"string"};return r}function h(t,o){return t[`no-${o}`]===!0?"false":c(t,o)}function s(t,o){if(t.some(r=>r==="true"||r==="false")){const r=[...o][0]??"wait";throw new g.eb(`Boolean flags take no value: write --${r} or --no-${r}, not --${r} true|false.`)}}function u(t,o,r){t[o]!==void 0&&(P.warning(`--${o} is deprecated: use --${r}.`),t[r]===void 0&&(t[r]=t[o]))}function i(t){if(t.json&&t["comment-markdown"])throw new g.eb("--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).");return t.json?"json":t["comment-markdown"]?"comment-markdown":"terminal"}async function d(t,o){if(o!==void 0&&!(await(0,n.stat)((0,a.resolve)(t,o)).catch(()=>{}))?.isDirectory())throw new g.eb(`--baseline-dir ${o} is not a directory (looked in ${t}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`)}})};export{$ as id,F as ids,Y as modules};
