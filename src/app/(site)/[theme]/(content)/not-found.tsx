import type { Metadata } from 'next'

import { NotFoundPage } from '@/components/errors/not-found-page'
import { NOT_FOUND_HEADING } from '@/domain/messages'

export const metadata: Metadata = { title: NOT_FOUND_HEADING, robots: { index: false } }

export default NotFoundPage
