/** The part of autocannon (which ships no types) that scripts/lib/load.mjs uses. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface Request {
      path?: string
      method?: string
      headers?: Record<string, string>
      body?: string | Buffer
      setupRequest?: (request: Request) => Request
    }
    interface Options {
      url: string
      connections?: number
      pipelining?: number
      /** Seconds. */
      duration?: number
      requests?: Request[]
    }
    interface Result {
      start: Date
      finish: Date
      errors: number
      timeouts: number
      throughput: { total: number }
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance
  export = autocannon
}
