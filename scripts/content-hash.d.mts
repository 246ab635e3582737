// Types for content-hash.mjs, which runs as plain JavaScript before anything is built.
export const REPO_ROOT: string;
export function hashInputs(inputs: string[], skip?: (name: string) => boolean, extra?: string): string;
export function readStamp(file: string): string | undefined;
export function isTestFile(name: string): boolean;
