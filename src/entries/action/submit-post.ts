/** The submit actions' post step: save this job's submissions, so a re-run of the job waits on them. */
export { saveSubmissions as submitPostAction } from './submissions-cache.js';
