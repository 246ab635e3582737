// Types for architecture-map.mjs, which runs as plain JavaScript (`npm run docs:architecture`).
export const REPO_ROOT: string;
export const ARCHITECTURE_DOC: string;
export const MAP_START: string;
export const MAP_END: string;
export interface MappedEndpoint {
  name: string;
  method: string;
  path: string;
  /** Repo-relative paths; `route` is undefined when no `registerEndpoint` call names the endpoint. */
  route: string | undefined;
  services: string[];
  access: string[];
  repos: string[];
  web: string[];
}
export function readEndpoints(root?: string): { feature: string; namespace: string; endpoints: { name: string; method: string; path: string }[] }[];
export function mapEndpoints(root?: string): { feature: string; endpoints: MappedEndpoint[] }[];
export function renderArchitectureMap(root?: string): string;
export function currentMap(doc: string): string | undefined;
