/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { staffAnswersNotStored } from '@/cms/rest-answers'

// Answers that may carry staff data are never kept by a cache (docs/decisions/0118).
export const GET = staffAnswersNotStored(REST_GET(config))
export const POST = staffAnswersNotStored(REST_POST(config))
export const DELETE = staffAnswersNotStored(REST_DELETE(config))
export const PATCH = staffAnswersNotStored(REST_PATCH(config))
export const PUT = staffAnswersNotStored(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
