/**
 * The part of autocannon's API the bench scripts use (https://github.com/mcollina/autocannon#api);
 * the package ships no type declarations.
 */
declare module "autocannon" {
  interface RequestParams {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }

  interface Request extends RequestParams {
    /** Called before each request; returns the request to send. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
  }

  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many requests instead of `duration`. */
    amount?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    requests?: Request[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    non2xx: number;
    errors: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
