export const id = 836;
export const ids = [836];
export const modules = {

/***/ 4836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullRequestLabel: () => (/* binding */ pullRequestLabel)
/* harmony export */ });
/* unused harmony export labelFromEvents */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92091);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65052);
/**
 * Whether a pull request carries a label and who added it: GitHub's issue events,
 * `GET /repos/{owner}/{repo}/issues/{number}/events`, whose `labeled` and `unlabeled` events name the
 * label and the actor. The last of them for the label decides: labeled, by its actor; unlabeled or none,
 * not there. Best effort: a failure is "not there" with a line in the log (the label never hides a
 * regression GitHub would not confirm).
 */


const TIMEOUT_MS = 10_000;
/** From the events, oldest first: who added the label last, or null when it is not on the pull request. */
function labelFromEvents(events, name) {
    let found = null;
    for (const event of events) {
        if (event.label?.name !== name)
            continue;
        if (event.event === 'labeled')
            found = { addedBy: typeof event.actor?.login === 'string' ? event.actor.login : null };
        else if (event.event === 'unlabeled')
            found = null;
    }
    return found;
}
async function pullRequestLabel(options) {
    const { owner, repo } = options.repository;
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    try {
        const octokit = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createOctokit */ .Qi)(options.token, options.apiUrl, options.log, { maxAttempts: 2 });
        const events = (await octokit.paginate(octokit.rest.issues.listEvents, {
            owner,
            repo,
            issue_number: options.prNumber,
            per_page: 100,
            request: { signal },
        }));
        return labelFromEvents(events, options.name);
    }
    catch (error) {
        options.log.warning(`Could not read the label events of pull request #${options.prNumber} (${(0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) || (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}): the label "${options.name}" is not applied.`);
        return null;
    }
}


/***/ })

};
