/**
 * The process's memory budget for work on untrusted input. Worker threads share the process's memory
 * (a worker's heap cap does not count the ArrayBuffers a PDF's streams inflate into), so while any such
 * work runs, the process's resident set is sampled every 50 ms; above the budget every running job is
 * stopped (its worker terminated, which frees its memory) and answers as "too large to read".
 */
const SAMPLE_MS = 50;

let budgetBytes = 900 * 1024 * 1024;
const running = new Set<() => void>();
let timer: NodeJS.Timeout | undefined;

/** Sets the resident-set budget (MEMORY_BUDGET_MB). */
export function setMemoryBudget(bytes: number): void {
  budgetBytes = bytes;
}

export function memoryBudget(): number {
  return budgetBytes;
}

function sample(): void {
  if (process.memoryUsage.rss() <= budgetBytes) return;
  for (const stop of [...running]) stop();
}

/** Watches the budget while a job runs: `stop` is called at most once if the process goes over. Returns the release. */
export function guardMemory(stop: () => void): () => void {
  let done = false;
  const entry = () => {
    if (done) return;
    done = true;
    running.delete(entry);
    stop();
  };
  running.add(entry);
  if (!timer) {
    timer = setInterval(sample, SAMPLE_MS);
    timer.unref();
  }
  return () => {
    done = true;
    running.delete(entry);
    if (running.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
