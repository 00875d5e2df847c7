import localFont from 'next/font/local'

/**
 * Self-hosted variable fonts (DESIGN.md): a quiet text face and a display face, nothing fetched.
 * The files are fontsource's Latin faces cut to the weights the site uses (scripts/subset-fonts.sh,
 * docs/decisions/0075): 60 KB for both instead of 99 KB. next/font takes literals only, so the
 * range is written here and in the script; fonts.test.ts holds it to the files, and the files to
 * every weight the style sheets ask for.
 */
export const textFont = localFont({
  src: './fonts/inter-latin-400-800.woff2',
  variable: '--font-inter',
  display: 'swap',
  preload: true,
  weight: '400 800',
})

export const displayFont = localFont({
  src: './fonts/unbounded-latin-400-800.woff2',
  variable: '--font-unbounded',
  display: 'swap',
  preload: true,
  weight: '400 800',
})
