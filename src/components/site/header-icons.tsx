import type { ReactNode } from 'react'

// The header's icon buttons' drawings, drawn by header-menus.tsx itself: as a server component's props they travelled in every page's payload (docs/decisions/0150).

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      {children}
    </svg>
  )
}

/** The header's icon buttons' drawings. */
export const HEADER_ICONS = {
  light: (
    <Icon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  ),
  dark: (
    <Icon>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </Icon>
  ),
  search: (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </Icon>
  ),
  cart: (
    <Icon>
      <path d="M5 7h14l-1.5 12h-11z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </Icon>
  ),
}
