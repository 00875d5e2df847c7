import { departmentRoute } from '../../department-route'

export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

const route = departmentRoute('departments')
export const generateMetadata = route.generateMetadata
export default route.DepartmentPage
