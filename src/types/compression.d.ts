/** The part of compression (which ships no types) that src/server/serve.mjs uses, on Node's own request and response. */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  import type { BrotliOptions, ZlibOptions } from 'node:zlib'

  namespace compression {
    interface Options extends ZlibOptions {
      brotli?: BrotliOptions
      filter?: (request: IncomingMessage, response: ServerResponse) => boolean
      threshold?: number | string
      enforceEncoding?: string
    }
    type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void
  }

  function compression(options?: compression.Options): compression.Middleware
  export = compression
}
