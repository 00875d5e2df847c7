import localFont from 'next/font/local'

/** Self-hosted variable fonts (DESIGN.md): a quiet text face and a display face, nothing fetched. */
export const textFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  preload: true,
  weight: '100 900',
})

export const displayFont = localFont({
  src: '../../../node_modules/@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2',
  variable: '--font-unbounded',
  display: 'swap',
  preload: true,
  weight: '200 900',
})
