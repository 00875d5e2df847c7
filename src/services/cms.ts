import config from '@payload-config'
import { type Payload, getPayload } from 'payload'

/** The Payload instance: the only way services reach content (local API, no HTTP hop). */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
