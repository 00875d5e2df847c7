import { departmentRoute } from '@/components/departments/department-route'

// Rendered on first request and cached until content changes (docs/decisions/0003).
export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

const route = departmentRoute('undergraduate')
export const generateMetadata = route.generateMetadata
export default route.DepartmentPage
