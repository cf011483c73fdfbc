// The types of route-scripts.mjs for the TypeScript projects that import it (web/budgets.test.ts).
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare const routes: readonly { route: string; lazy: readonly string[] }[];
export declare function readBuild(dist: string): { manifest: Manifest; html: string };
export declare function routeScripts(dist: string, lazy: readonly string[]): string[];
