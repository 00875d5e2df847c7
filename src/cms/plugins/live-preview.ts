import type { CollectionConfig, GlobalConfig, LivePreviewConfig, Plugin } from 'payload'

/** The staff previews of spec §2 live under /preview/…; a preview elsewhere (a press release's public page) shows no draft. */
const STAFF_PREVIEW = /^\/preview\//

/** Live preview beside the edit form: the staff preview in an iframe, rendered again on each save (components/preview/live-preview-refresh.tsx). */
function withLivePreview<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const preview = config.admin?.preview
  if (!preview) return config
  const url: LivePreviewConfig['url'] = async ({ data, locale, req }) => {
    const address = await preview(data, { locale: locale?.code ?? '', req, token: null })
    return typeof address === 'string' && STAFF_PREVIEW.test(address) ? address : null
  }
  return { ...config, admin: { ...config.admin, livePreview: { url } } }
}

export function livePreviewPlugin(): Plugin {
  return (config) => ({
    ...config,
    collections: (config.collections ?? []).map(withLivePreview),
    globals: (config.globals ?? []).map(withLivePreview),
  })
}
