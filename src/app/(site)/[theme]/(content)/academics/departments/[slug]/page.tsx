import { RequestForm } from '@/components/ui/lazy-clients'

import { departmentRoute } from '../../department-route'

export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

// Other departments ask no inquiry: the form's code only where one shows.
const route = departmentRoute('departments', RequestForm)
export const generateMetadata = route.generateMetadata
export default route.DepartmentPage
