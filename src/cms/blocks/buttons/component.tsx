import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import Link from 'next/link'

import flow from '@/components/ui/block-flow.module.css'
import { RichText } from '@/components/ui/rich-text'
import { documentHref } from '@/domain/link-href'
import { isExternalHref, safeHref } from '@/domain/safe-url'
import type { ButtonsBlock } from '@/payload-types'

import styles from './component.module.css'
import { ModalButton } from '@/cms/blocks/lazy-blocks'

type Button = ButtonsBlock['buttons'][number]

/** spec §3: buttons of type Url, Internal or Modal, in the primary, secondary or text style. */
export function ButtonsBlockView({ block }: { block: ButtonsBlock }) {
  return (
    <div className={`${flow.column} ${styles.row}`} data-block="buttons">
      {block.buttons.map((button, index) => (
        <ButtonView key={button.id ?? index} button={button} dialogId={`dialog-${block.id}-${index}`} />
      ))}
    </div>
  )
}

function ButtonView({ button, dialogId }: { button: Button; dialogId: string }) {
  const className = `${styles.button} ${styles[button.style ?? 'primary']}`
  if (button.type === 'Modal') {
    return (
      <ModalButton label={button.label} title={button.modalTitle || button.label} className={className} dialogId={dialogId}>
        <RichText data={button.modalContent as unknown as SerializedEditorState} />
      </ModalButton>
    )
  }
  if (button.type === 'Internal') {
    const target = documentHref(button.page)
    return target ? (
      <Link className={className} href={target.href} data-button-type="Internal">
        {button.label}
      </Link>
    ) : null
  }
  const href = safeHref(button.url)
  if (!href || href.startsWith('data:')) return null
  const newTab = Boolean(button.newTab)
  return (
    <a className={className} href={href} data-button-type="Url" {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {button.label}
      {isExternalHref(href) && <span aria-hidden="true"> ↗</span>}
      {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
