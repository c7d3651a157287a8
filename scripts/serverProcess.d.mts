import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const SERVER_JS: string;
export const CHROMIUM_ARGS: string[];
export function freePort(): Promise<number>;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  baseUrl: string;
  logs(): string;
}
export function spawnServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDirPrefix?: string;
}): ServerProcess;
export function waitHealthy(server: ServerProcess, timeoutMs?: number): Promise<void>;
export function stopServer(server: ServerProcess): Promise<void>;
export function startServer(options?: {
  env?: Record<string, string>;
  dataDirPrefix?: string;
}): Promise<ServerProcess & { stop(): Promise<void> }>;
