/** The part of autocannon's programmatic API the reliability suite uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    min: number;
    max: number;
    average: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number };
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
