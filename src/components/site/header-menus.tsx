'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type MouseEvent, lazy, useEffect, useMemo, useReducer, useRef, useState } from 'react'

import type { CartDialog as CartDialogComponent, CartDialogHandle } from '@/components/cart/cart-dialog'
import { KeptMarkup } from '@/components/ui/kept-markup'
import { HEADER_SCROLL_THROTTLE_MS, headerIsShrunk } from '@/domain/header'
import { type NavigationItem, type PackedNavigationItem, unpackNavigation } from '@/domain/navigation'
import { INITIAL_SECONDARY_MENU_STATE, isSearchActive, searchFromAddress, secondaryMenuReducer } from '@/domain/secondary-menu'
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, type Theme, bodyClassName } from '@/domain/theme'
import type { RegistrationSettings } from '@/services/site-config'

import { HEADER_ICONS as icons } from './header-icons'
import type * as HeaderParts from './header-parts'
import { NavLink, trackLinkEvent } from './nav-link'
import type * as NavigationPanelModule from './navigation-panel'
import type { SearchPanel as SearchPanelComponent } from './search-panel'
import styles from './site-header.module.css'
import { useCartCount } from './use-cart-count'

type Props = {
  navigation: PackedNavigationItem[]
  /** The college's social links, which the GET INFO panel adds to its Watch column (header-parts.tsx). */
  socialLinks: { network: string; url: string }[]
  registration: RegistrationSettings
}

/** Where the cart link leads when scripts have not loaded (or it is opened in a new tab): the courses. */
const CART_LINK_HREF = '/academics/continuing-education/courses'

const NavigationPanelContentsInBrowser = lazy(() => import('./navigation-panel').then((module) => ({ default: module.NavigationPanelContents })))

/** A panel's links, drawn by the server and kept by hydration: not in every page's script (docs/decisions/0185). */
function NavigationPanelContents({ item }: { item: NavigationItem }) {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only here, so that the browser's build leaves it out (kept-markup.tsx)
    const { NavigationPanelContents: Contents } = require('./navigation-panel') as typeof NavigationPanelModule
    return <Contents item={item} />
  }
  return <KeptMarkup tag="div" inBrowser={<NavigationPanelContentsInBrowser item={item} />} />
}

/** A top-level item's panel. Every panel is in the server's HTML, closed ones hidden, so crawlers and no-JavaScript browsers find every link. */
function NavigationPanel({ item, open, onClose }: { item: NavigationItem; open: boolean; onClose: () => void }) {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('[data-close-panel]')) onClose()
    else trackLinkEvent(event)
  }
  return (
    <div className={styles.panel} id={`panel-${item.id}`} hidden={!open} onClick={onClick}>
      <NavigationPanelContents item={item} />
    </div>
  )
}

function setTheme(theme: Theme): void {
  document.cookie = `${THEME_COOKIE}=${theme}; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
  const blackAndWhite = document.body.classList.contains('b-and-w')
  document.body.className = bodyClassName(theme, blackAndWhite)
}

/** The header's interactive part: panels, APPLY, GET INFO, theme buttons, mobile menu, shrink on scroll; state in spec §4's pure reducer. */
export function HeaderMenus({ navigation: packed, socialLinks, registration }: Props) {
  const navigation = useMemo(() => unpackNavigation(packed), [packed])
  const [state, dispatch] = useReducer(secondaryMenuReducer, INITIAL_SECONDARY_MENU_STATE)
  const [shrunk, setShrunk] = useState(false)
  const cartCount = useCartCount()
  const cart = useRef<CartDialogHandle | null>(null)
  const cartLink = useRef<HTMLAnchorElement>(null)
  // The dialog's code loads on the first open, so that pages keep within the first-load budget (docs/decisions/0009).
  const [CartDialog, setCartDialog] = useState<typeof CartDialogComponent | null>(null)
  const openOnLoad = useRef(false)
  const cartReady = (handle: CartDialogHandle | null) => {
    cart.current = handle
    if (handle && openOnLoad.current) {
      openOnLoad.current = false
      handle.open()
    }
  }
  // The search box's code loads when search first opens, as the cart dialog's does (docs/decisions/0009, 0073).
  const [SearchPanel, setSearchPanel] = useState<typeof SearchPanelComponent | null>(null)
  useEffect(() => {
    if (state.active === 'search' && !SearchPanel) import('./search-panel').then((module) => setSearchPanel(() => module.SearchPanel), console.error)
  }, [state.active, SearchPanel])
  // The APPLY menu's and the GET INFO panel's contents load when either is first pointed at or opened: not in every page's payload (docs/decisions/0150).
  const [parts, setParts] = useState<typeof HeaderParts | null>(null)
  const loadParts = () => void import('./header-parts').then(setParts, console.error)
  useEffect(() => {
    if ((state.active === 'apply' || state.active === 'getInfo') && !parts) import('./header-parts').then(setParts, console.error)
  }, [state.active, parts])
  const pathname = usePathname()
  const router = useRouter()
  const shownPath = useRef(pathname)
  const searchButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (pathname !== shownPath.current) dispatch({ type: 'routeChange' })
    shownPath.current = pathname
  }, [pathname])

  // APPLY and GET INFO give focus back to their button when they close by Escape, their close button or the overlay.
  const applyButton = useRef<HTMLButtonElement>(null)
  const getInfoButton = useRef<HTMLButtonElement>(null)
  const active = useRef(state.active)
  const openPanelId = useRef(state.openPanelId)
  useEffect(() => {
    active.current = state.active
    openPanelId.current = state.openPanelId
  }, [state.active, state.openPanelId])
  const focusOpener = (menu: string) => (menu === 'apply' ? applyButton : menu === 'getInfo' ? getInfoButton : null)?.current?.focus()

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const closing = openPanelId.current === null ? active.current : null
      dispatch({ type: 'escape' })
      if (closing) focusOpener(closing)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  // spec §4, §9: a throttled scroll check; its result goes to <html data-header-shrunk>, read by the header CSS.
  useEffect(() => {
    let waiting = false
    const check = () => {
      waiting = false
      setShrunk(headerIsShrunk(window.scrollY, window.innerWidth))
    }
    const onScroll = () => {
      if (waiting) return
      waiting = true
      window.setTimeout(check, HEADER_SCROLL_THROTTLE_MS)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    document.documentElement.dataset.headerShrunk = String(shrunk)
  }, [shrunk])

  // spec §4: the open mobile navigation, and an active search, hide page and footer (site-header.module.css reads these).
  useEffect(() => {
    document.body.dataset.secondaryMenu = state.active
    document.body.dataset.searchActive = String(state.active === 'search' && isSearchActive(state.query))
  }, [state.active, state.query])

  // spec §2: a page loaded with ?search= opens search with it. Read after hydration: the server renders no address.
  useEffect(() => {
    const query = searchFromAddress(window.location.search)
    if (query === null) return
    dispatch({ type: 'select', menu: 'search', viewportWidth: window.innerWidth })
    dispatch({ type: 'query', query })
  }, [])

  const select = (menu: string) => dispatch({ type: 'select', menu, viewportWidth: window.innerWidth })
  const closeMenu = (menu: 'apply' | 'getInfo') => {
    if (state.active === menu) select(menu)
    focusOpener(menu)
  }
  // The search box goes with search: focus returns to the button that opened it.
  const leaveSearch = () => {
    dispatch({ type: 'leaveSearch' })
    searchButton.current?.focus()
  }
  const openPanel = navigation.find((item) => item.id === state.openPanelId)
  const chooseTheme = (theme: Theme) => (event: MouseEvent) => {
    event.preventDefault()
    setTheme(theme)
    router.refresh()
  }

  return (
    <>
      <nav className={styles.nav} aria-label="Main" data-open={state.active === 'navigation'} onClick={trackLinkEvent}>
        <ul className={styles.navList}>
          {navigation.map((item) =>
            item.children.length > 0 && !item.terminalNode ? (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.navButton}
                  aria-expanded={state.openPanelId === item.id}
                  aria-controls={`panel-${item.id}`}
                  onClick={() => dispatch({ type: 'openPanel', id: item.id })}
                >
                  {item.title}
                </button>
              </li>
            ) : (
              <li key={item.id}>
                <NavLink item={item} />
              </li>
            ),
          )}
        </ul>
      </nav>

      <div className={styles.actions}>
        <div className={styles.themes} role="group" aria-label="Colour theme">
          <button type="button" className={styles.iconButton} onClick={chooseTheme('light')} aria-label="Light theme" title="Light theme">
            {icons.light}
          </button>
          <button type="button" className={styles.iconButton} onClick={chooseTheme('dark')} aria-label="Dark theme" title="Dark theme">
            {icons.dark}
          </button>
        </div>
        <button
          ref={searchButton}
          type="button"
          className={styles.iconButton}
          aria-expanded={state.active === 'search'}
          aria-controls="search-panel"
          aria-label="Search"
          title="Search"
          onClick={() => select('search')}
        >
          {icons.search}
        </button>
        {/* The cart link opens Your Selections; without scripts it leads to the courses. */}
        <a
          ref={cartLink}
          href={CART_LINK_HREF}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return
            event.preventDefault()
            if (cart.current) return cart.current.open()
            openOnLoad.current = true
            void import('@/components/cart/cart-dialog').then((module) => setCartDialog(() => module.CartDialog))
          }}
          aria-haspopup="dialog"
          className={`${styles.iconButton} ${styles.cart}`}
          data-cart-link
          aria-label={`Your selections: ${cartCount} ${cartCount === 1 ? 'course' : 'courses'}`}
          title="Your selections"
        >
          {icons.cart}
          {cartCount > 0 && (
            <span className={styles.cartCount} aria-hidden="true">
              {cartCount}
            </span>
          )}
        </a>
        {CartDialog && <CartDialog ref={cartReady} returnFocusTo={cartLink} registration={registration} />}
        <button
          ref={getInfoButton}
          type="button"
          className={styles.action}
          aria-expanded={state.active === 'getInfo'}
          aria-controls="get-info-panel"
          onPointerEnter={loadParts}
          onFocus={loadParts}
          onClick={() => select('getInfo')}
        >
          GET INFO
        </button>
        <button
          ref={applyButton}
          type="button"
          className={`${styles.action} ${styles.primary}`}
          aria-expanded={state.active === 'apply'}
          aria-controls="apply-menu"
          onPointerEnter={loadParts}
          onFocus={loadParts}
          onClick={() => select('apply')}
        >
          APPLY
        </button>
      </div>
      <button type="button" className={styles.menuButton} aria-expanded={state.active === 'navigation'} onClick={() => select('navigation')}>
        {state.active === 'navigation' ? 'Close' : 'Menu'}
      </button>

      {(openPanel || state.active === 'apply' || state.active === 'getInfo') && (
        // A click beside an open panel or menu closes it (choosing the open menu again returns to main).
        <div
          className={styles.overlay}
          data-testid="panel-overlay"
          aria-hidden="true"
          onClick={() => (openPanel ? dispatch({ type: 'closePanel' }) : closeMenu(state.active === 'apply' ? 'apply' : 'getInfo'))}
        />
      )}
      {navigation
        .filter((item) => item.children.length > 0 && !item.terminalNode)
        .map((item) => (
          <NavigationPanel key={item.id} item={item} open={item.id === openPanel?.id} onClose={() => dispatch({ type: 'closePanel' })} />
        ))}

      {state.active === 'search' && SearchPanel && (
        <SearchPanel query={state.query} onQuery={(query) => dispatch({ type: 'query', query })} onLeave={leaveSearch} />
      )}

      {state.active === 'apply' && (
        <div className={styles.panel} id="apply-menu">
          {parts && <parts.ApplyLinks />}
        </div>
      )}

      {state.active === 'getInfo' && (
        <div className={styles.panel} id="get-info-panel" role="region" aria-label="Get info">
          {parts && <parts.GetInfoColumns socialLinks={socialLinks} />}
          <div className={`container ${styles.closeRow}`}>
            <button type="button" className={styles.close} onClick={() => closeMenu('getInfo')}>
              Close <span className="visually-hidden">Get info</span>
            </button>
          </div>
        </div>
      )}
    </>
  )
}
