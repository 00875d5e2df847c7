// What Turbopack builds `next/dynamic` from for the app router, and the server renders (docs/decisions/0186).
import nextDynamic from 'next/dist/shared/lib/app-dynamic'
import { lazy, useId } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import dynamicInBrowser from './dynamic-in-browser'

function Field({ label }: { label: string }) {
  const id = useId()
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  )
}

/** The whole HTML of `element`, once every lazily loaded component in it has come. */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

/** A form with an id of its own, then two lazily loaded fields beside a plain one, as a page draws them. */
function Form({ LazyField }: { LazyField: React.ComponentType<{ label: string }> }) {
  const id = useId()
  return (
    <form aria-describedby={id}>
      <p id={id}>All fields</p>
      <LazyField label="Name" />
      <Field label="E-mail" />
      <LazyField label="Phone" />
    </form>
  )
}

// docs/decisions/0186: the server renders Next.js's next/dynamic, the browser this one; hydration needs the same `useId` ids.
describe("next/dynamic's stand-in in the browser", () => {
  it("loads the component and gives its elements the ids Next.js's gives them", async () => {
    const load = () => Promise.resolve(Field)
    const server = await html(<Form LazyField={nextDynamic(load)} />)
    const browser = await html(<Form LazyField={dynamicInBrowser(load)} />)
    expect(server).toContain('<label for="')
    expect(server.match(/id="[^"]+"/g)).toHaveLength(4)
    expect(browser).toBe(server)
  })

  it('needs the place Next.js keeps for its preload: `lazy` alone gives other ids', async () => {
    const load = () => Promise.resolve(Field)
    const server = await html(<Form LazyField={nextDynamic(load)} />)
    const lazyAlone = lazy(() => load().then((component) => ({ default: component })))
    const withoutIt = await html(<Form LazyField={lazyAlone} />)
    const withoutIds = (text: string) => text.replace(/(id|for|aria-describedby)="[^"]+"/g, '$1')
    expect(withoutIds(withoutIt)).toBe(withoutIds(server))
    expect(withoutIt).not.toBe(server)
  })
})
