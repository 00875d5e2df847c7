import { RequestForm } from '@/components/forms/request-form'

import { departmentRoute } from '../../department-route'

export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

// A degree programme's page shows its request for information: the form comes with the page, not through next/dynamic.
const route = departmentRoute('undergraduate', RequestForm)
export const generateMetadata = route.generateMetadata
export default route.DepartmentPage
