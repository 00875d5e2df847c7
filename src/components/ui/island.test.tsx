// The server's side of an island (docs/decisions/0189): its HTML is in the first part of the page sent, whatever waits inside.
import { Suspense, use, useId } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { islandOnServer } from './island'

/** The waits a render has waited for: only the first render given one waits, as a form's action is encoded for each form in turn. */
const waited = new WeakSet<Promise<void>>()

/** A field whose label finds it by a `useId` id, the first of its renders given `wait` waiting for it. */
function Field({ wait }: { wait?: Promise<void> }) {
  if (wait && !waited.has(wait)) {
    waited.add(wait)
    use(wait)
  }
  const id = useId()
  return (
    <p>
      <label htmlFor={id}>Name</label>
      <input id={id} name="name" />
    </p>
  )
}

/** The HTML sent first (the shell) and the whole of it, with `ready` settled between the two. */
async function streamed(element: React.ReactElement, settle: () => void): Promise<{ first: string; whole: string }> {
  const reader = (await renderToReadableStream(element)).getReader()
  const decoder = new TextDecoder()
  const first = decoder.decode((await reader.read()).value)
  settle()
  let whole = first
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) whole += decoder.decode(chunk.value)
  return { first, whole }
}

/** The ids of the fields in `html`. */
const idsOf = (html: string) => [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1]!)

describe('an island as the server renders it', () => {
  const FieldIsland = islandOnServer(Field)

  it('is its component, once, when nothing inside waits', async () => {
    const { first } = await streamed(<FieldIsland />, () => {})
    expect(first.match(/<input /g)).toHaveLength(1)
    expect(first).toContain('<!--$-->')
  })

  it('is in the first part sent when something inside waits, with ids of its own beside the copy streamed after', async () => {
    let settle = () => {}
    const wait = new Promise<void>((resolve) => (settle = resolve))
    const { first, whole } = await streamed(<FieldIsland wait={wait} />, () => settle())
    // Without a script the page keeps what came first: the field, labelled.
    expect(first.match(/<input /g)).toHaveLength(1)
    const [fallbackId] = idsOf(first)
    expect(first).toContain(`for="${fallbackId}"`)
    // The content streamed later, for a script to put in its place, takes other ids: no id is on the page twice.
    expect(whole.match(/<input /g)).toHaveLength(2)
    expect(new Set(idsOf(whole)).size).toBe(2)
  })

  // React 19.2 sends a finished boundary of more than 500 bytes apart once 12.8 KB of boundaries have gone (its progressive
  // chunking), though nothing in it waits: the course search's fields, below the page's frame (docs/decisions/0190).
  it('is in the first part sent when React sends a large one apart, with ids of its own beside the copy', async () => {
    const Paragraph = ({ text }: { text: string }) => <p id={useId()}>{text}</p>
    const ParagraphIsland = islandOnServer(Paragraph)
    const page = (
      <Suspense>
        <p>{'frame '.repeat(2_200)}</p>
        <ParagraphIsland text={'field '.repeat(100)} />
      </Suspense>
    )
    const html = await new Response(await renderToReadableStream(page)).text()
    const copies = [...html.matchAll(/<p id="([^"]+)">(field )+/g)].map((match) => match[1]!)
    expect(copies).toHaveLength(2)
    expect(new Set(copies).size).toBe(2)
  })
})
