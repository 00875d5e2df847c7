import localFont from 'next/font/local'

// Self-hosted fonts (DESIGN.md) cut to the weights in use by scripts/subset-fonts.sh (docs/decisions/0075);
// next/font takes literals only, so fonts.test.ts holds this range and the script's together.
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
