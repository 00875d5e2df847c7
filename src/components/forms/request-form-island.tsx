import { island } from '@/components/ui/island'

import { RequestForm } from './request-form'

/**
 * The request form as an island (docs/decisions/0189): the server renders it at once; the browser's build takes
 * `request-form-island-in-browser.tsx` in its place (next.config.ts), whose code comes when a visitor starts on the form.
 */
export const RequestFormIsland = island(RequestForm)
