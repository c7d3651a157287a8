import type { Plugin } from 'vite';

export const COMPRESSIBLE: Set<string>;
export function compressFile(file: string): { plain: number; '.br': number; '.gz': number };
export function compressDir(
  dir: string,
  filter?: (file: string) => boolean,
): { files: number; plainBytes: number; brBytes: number; gzBytes: number };
export function compressStaticPlugin(options?: { extraDirs?: string[]; filter?: (file: string) => boolean }): Plugin;
