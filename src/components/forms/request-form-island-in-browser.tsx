import { island, touched } from '@/components/ui/island-in-browser'
import { restoresAnswers } from '@/domain/form-restore'

/**
 * The request form's island in the browser (docs/decisions/0189): its checks come when the visitor starts on it, and at once
 * when it comes back with answers to fill in (the submit-error page's link). A form sent before they came is sent again
 * once they have.
 */
export const RequestFormIsland = island(
  () => import('@/components/forms/request-form').then((module) => module.RequestForm),
  (element, wake) => {
    if (!restoresAnswers(window.location.search)) return touched(element, wake)
    wake()
    return () => {}
  },
)
