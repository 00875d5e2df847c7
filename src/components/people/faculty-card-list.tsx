'use client'

import { FacultyCard, type FacultyCardData } from './faculty-card'

/**
 * A grid of faculty cards, drawn from their data here (in the server's HTML and in the browser alike): the page's inline
 * payload carries a few fields per person, not each card's markup a second time (docs/decisions/0140).
 */
export function FacultyCardList({ cards, className }: { cards: FacultyCardData[]; className?: string }) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.id}>
          <FacultyCard card={card} />
        </li>
      ))}
    </ul>
  )
}
