import flow from '@/components/ui/block-flow.module.css'
import { rectangularRows } from '@/domain/blocks'
import type { TableBlock } from '@/payload-types'

import styles from './component.module.css'

/** A data table with its caption and headers; a wide one scrolls sideways inside its frame. */
export function TableBlockView({ block }: { block: TableBlock }) {
  const header = block.columns.map((column) => column.label)
  const rows = rectangularRows(
    header,
    block.rows.map((row) => (row.cells ?? []).map((cell) => cell.text ?? '')),
  )
  const captionId = `table-${block.id}`
  const wide = header.length > 4
  return (
    <div className={`${wide ? flow.wide : flow.column} ${styles.frame}`} data-block="table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {block.caption}
        </caption>
        <thead>
          <tr>
            {header.map((label, index) => (
              <th key={index} scope="col">
                {label}
              </th>
            ))}
            {Array.from({ length: Math.max(0, (rows[0]?.length ?? 0) - header.length) }, (_, index) => (
              <td key={`pad-${index}`} />
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={row.id ?? rowIndex}>
              {rows[rowIndex]!.map((text, cellIndex) =>
                cellIndex === 0 && block.rowHeaders ? (
                  <th key={cellIndex} scope="row">
                    {text}
                  </th>
                ) : (
                  <td key={cellIndex}>{text}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
