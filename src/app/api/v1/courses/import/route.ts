import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { handle } from '@/api/handler'
import { CourseImportFileError } from '@/domain/course-import'
import { importCourses } from '@/services/course-import'

/** spec §2 (run course importer): `POST /api/v1/courses/import`, multipart form data `file` and `mode`. */
export const POST = handle(endpoints.courseImport, async ({ body, staff }) => {
  const { file, mode } = body
  try {
    return await importCourses({ file: { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }, mode, staff })
  } catch (error) {
    if (!(error instanceof CourseImportFileError)) throw error
    throw new ApiError(error.problem === 'too-large' ? 413 : 400, error.message, [{ path: 'file', message: error.message }])
  }
})
