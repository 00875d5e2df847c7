import { SiteForm } from '@/components/forms/site-form'
import flow from '@/components/ui/block-flow.module.css'
import { RequestForm } from '@/components/ui/lazy-clients'
import { relationId } from '@/domain/relations'
import type { FormBlock } from '@/payload-types'
import { findForm } from '@/services/forms'

/** A form on a content page: the same form, checks and submit as its own page, /form/{slug}. */
export async function FormBlockView({ block }: { block: FormBlock }) {
  const id = relationId(block.form)
  const form = id === null ? null : await findForm({ id })
  if (!form) return null
  const headingId = `form-${block.id ?? form.slug}`
  return (
    <section className={flow.column} data-block="form" aria-labelledby={headingId}>
      <h2 id={headingId} className={flow.blockHeading}>
        {block.heading || form.title}
      </h2>
      {form.intro && <p>{form.intro}</p>}
      <SiteForm form={form} RequestForm={RequestForm} />
    </section>
  )
}
