import { rm } from 'node:fs/promises';

/** Removes a file; nothing happens when it is not there (the deps' `removeFile`). */
export const removeFile = (path: string): Promise<void> => rm(path, { force: true });
