'use client'

import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { CAROUSEL_INTERVAL_MS, wrapIndex } from '@/domain/blocks'

import styles from './component.module.css'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches
// The server cannot know; it renders the still carousel.
const reducedOnServer = () => true

/** The WAI-ARIA carousel, swiped by scroll snapping; it plays only when staff asked, never under reduced motion, and pauses on hover or focus. */
export function CarouselClient({ label, slides, autoplay }: { label: string; slides: ReactNode[]; autoplay: boolean }) {
  const track = useRef<HTMLDivElement>(null)
  const currentRef = useRef(0)
  const settle = useRef<number | undefined>(undefined)
  /** The slide a button or key asked for, until the scrolling reaches it. */
  const target = useRef<number | null>(null)
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const [resting, setResting] = useState(false)
  const reduced = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, reducedOnServer)
  const count = slides.length
  const canPlay = autoplay && !reduced
  const playing = canPlay && !paused && !resting

  const show = useCallback(
    (index: number) => {
      const list = track.current
      if (!list) return
      const next = wrapIndex(index, count)
      // Every slide is as wide as the track.
      target.current = next
      list.scrollTo({ left: next * list.clientWidth, behavior: reduced ? 'auto' : 'smooth' })
      currentRef.current = next
      setCurrent(next)
    },
    [count, reduced],
  )

  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => show(currentRef.current + 1), CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [playing, show])

  // The current slide follows where scrolling stops, except for slides a button's or key's move passes.
  const onScroll = () => {
    window.clearTimeout(settle.current)
    settle.current = window.setTimeout(() => {
      const list = track.current
      if (!list || list.clientWidth === 0) return
      const index = Math.min(count - 1, Math.round(list.scrollLeft / list.clientWidth))
      if (target.current !== null) {
        if (index === target.current) target.current = null
        return
      }
      if (index !== currentRef.current) {
        currentRef.current = index
        setCurrent(index)
      }
    }, 120)
  }
  // A visitor who swipes takes over from a move under way.
  const onUserScroll = () => {
    target.current = null
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      setPaused(true)
      show(currentRef.current + (event.key === 'ArrowRight' ? 1 : -1))
    }
  }

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setResting(false)
      }}
    >
      <div className={styles.controls}>
        {canPlay && (
          <button
            type="button"
            className={styles.control}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? 'Play the slides' : 'Pause the slides'}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          aria-label="Previous slide"
          onClick={() => {
            setPaused(true)
            show(currentRef.current - 1)
          }}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p className={styles.counter} aria-hidden="true">
          {current + 1} / {count}
        </p>
        <button
          type="button"
          className={styles.control}
          aria-label="Next slide"
          onClick={() => {
            setPaused(true)
            show(currentRef.current + 1)
          }}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div
        ref={track}
        className={styles.track}
        tabIndex={0}
        role="region"
        aria-label={`${label}: slides`}
        aria-live={playing ? 'off' : 'polite'}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onPointerDown={onUserScroll}
        onWheel={onUserScroll}
        onTouchStart={onUserScroll}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.item}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-current={index === current ? 'true' : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => {
              setPaused(true)
              show(index)
            }}
          />
        ))}
      </div>
    </div>
  )
}
