export const id = 60;
export const ids = [60];
export const modules = {

/***/ 51060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commitsBehind: () => (/* binding */ commitsBehind)
/* harmony export */ });
/* unused harmony export COMPARE_TIMEOUT_MS */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92091);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65052);
/**
 * How far the baseline's commit is behind the pull request's base commit: GitHub's compare API,
 * `GET /repos/{owner}/{repo}/compare/{baseline}...{base}`, whose `ahead_by` counts the base's commits
 * the baseline lacks. Best effort: any failure (no such commit: 404, no access, no network) is null,
 * "not known", with a line in the log; it never fails the step and never delays it long.
 */


/** One retry at most, and no long wait: the count is a courtesy, the comparison does not need it. */
const BRIEF_RETRY = { maxAttempts: 2, maxWaitMs: 5_000 };
/**
 * The whole call, retry included: a server that accepts and never answers would otherwise hold the step for
 * undici's 300 s header timeout, twice.
 */
const COMPARE_TIMEOUT_MS = 5_000;
async function commitsBehind(options) {
    const { owner, repo } = options.repository;
    const basehead = `${options.baselineSha}...${options.baseSha}`;
    const timeoutMs = options.timeoutMs ?? COMPARE_TIMEOUT_MS;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
        const octokit = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createOctokit */ .Qi)(options.token, options.apiUrl, options.log, {
            ...BRIEF_RETRY,
            ...options.retry,
        });
        // per_page 1: only the counts are read, not the commits listed beside them.
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
            owner,
            repo,
            basehead,
            per_page: 1,
            request: { signal },
        });
        const ahead = data.ahead_by;
        if (typeof ahead === 'number' && Number.isInteger(ahead) && ahead >= 0)
            return ahead;
        options.log.info(`GitHub compare ${basehead} gave no ahead_by: how far behind is not known.`);
        return null;
    }
    catch (error) {
        if (signal.aborted) {
            options.log.info(`GitHub compare ${basehead} timed out after ${Math.round(timeoutMs / 1000)} s: how far behind is not known.`);
            return null;
        }
        const status = (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        options.log.info(`GitHub compare ${basehead} failed (${status || (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}): how far behind is not known.`);
        return null;
    }
}


/***/ })

};
