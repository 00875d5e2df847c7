import { describe, expect, it } from 'vitest'

import {
  FACULTY_PROFILES_LIMIT,
  INDEX_LETTERS,
  OTHER_LETTER,
  compareNames,
  foldName,
  groupByLetter,
  indexLetter,
  initials,
  letterAnchor,
  sortKey,
} from './faculty'

describe('faculty constants', () => {
  // spec §7: faculty-profiles (published, limit 4000)
  it('asks for 4000 profiles at a time', () => {
    expect(FACULTY_PROFILES_LIMIT).toBe(4000)
  })

  it('indexes A to Z and then #', () => {
    expect(INDEX_LETTERS).toHaveLength(27)
    expect(INDEX_LETTERS[0]).toBe('A')
    expect(INDEX_LETTERS.at(-1)).toBe(OTHER_LETTER)
  })
})

// spec §3: faculty profiles grouped by letter
describe('the index letter of a name', () => {
  it.each([
    ['Abara', 'A'],
    ['abara', 'A'],
    ['van der Berg', 'V'],
    ['de la Cruz', 'D'],
    ['Émile', 'E'],
    ['Ødegaard', 'O'],
    ['Łukasiewicz', 'L'],
    ['Æsir', 'A'],
    ['Ñúñez', 'N'],
    ['Çelik', 'C'],
    ['Śmigielski', 'S'],
    ["O'Neill", 'O'],
    ["'t Hooft", 'T'],
    ['  Whitfield  ', 'W'],
    ['ＡＢＣ', 'A'],
    ['3D Collective', OTHER_LETTER],
    ['99 Problems Studio', OTHER_LETTER],
    ['Ωmega', OTHER_LETTER],
    ['山田', OTHER_LETTER],
    ['', OTHER_LETTER],
    ['   ', OTHER_LETTER],
    ['—', OTHER_LETTER],
  ])('files %j under %s', (name, letter) => {
    expect(indexLetter(name)).toBe(letter)
  })

  it('folds accents, case and letters Unicode keeps whole', () => {
    expect(foldName('Dąbrowski')).toBe('dabrowski')
    expect(foldName('Ødegaard')).toBe('odegaard')
    expect(foldName('Szabó')).toBe('szabo')
    expect(foldName('Straße')).toBe('strase')
  })

  it('reduces a name to a sort key any collation orders alike', () => {
    expect(sortKey('van der Berg')).toBe('vanderberg')
    expect(sortKey("O'Neill")).toBe('oneill')
    expect(sortKey('Ødegaard')).toBe('odegaard')
    expect(sortKey('3D Collective')).toBe('3dcollective')
    expect(sortKey('山田')).toBe('')
  })

  it('gives each letter a stable anchor', () => {
    expect(letterAnchor('A')).toBe('letter-a')
    expect(letterAnchor(OTHER_LETTER)).toBe('letter-other')
  })
})

describe('grouping profiles by letter', () => {
  const people = [
    { name: 'Ines Ødegaard', last: 'Ødegaard' },
    { name: 'Bruno Okafor', last: 'Okafor' },
    { name: 'Ada van der Berg', last: 'van der Berg' },
    { name: 'Zoe Vasquez', last: 'Vasquez' },
    { name: 'Mina 3D Collective', last: '3D Collective' },
    { name: 'Hiro 10 Rooms', last: '10 Rooms' },
    { name: 'Hiro 9 Lives', last: '9 Lives' },
    { name: 'Luca Émond', last: 'Émond' },
    { name: 'Ana Eriksen', last: 'Eriksen' },
    { name: 'Camila eastman', last: 'eastman' },
    { name: "Femi O'Neill", last: "O'Neill" },
    { name: 'Bruno Abara', last: 'Abara' },
    { name: 'Ada Abara', last: 'Abara' },
  ]
  const groups = groupByLetter(
    people,
    (p) => p.last,
    (p) => p.name,
  )

  it('puts letters in order, # last, and leaves empty letters out', () => {
    expect(groups.map((g) => g.letter)).toEqual(['A', 'E', 'O', 'V', OTHER_LETTER])
  })

  it('sorts within a letter ignoring accents and case, then by full name', () => {
    const names = (letter: string) => groups.find((g) => g.letter === letter)!.items.map((p) => p.name)
    expect(names('A')).toEqual(['Ada Abara', 'Bruno Abara'])
    expect(names('E')).toEqual(['Camila eastman', 'Luca Émond', 'Ana Eriksen'])
    expect(names('O')).toEqual(['Ines Ødegaard', 'Bruno Okafor', "Femi O'Neill"])
    expect(names('V')).toEqual(['Ada van der Berg', 'Zoe Vasquez'])
  })

  it('sorts names that start with digits by their number', () => {
    expect(groups.at(-1)!.items.map((p) => p.last)).toEqual(['3D Collective', '9 Lives', '10 Rooms'])
  })

  it('keeps everybody exactly once', () => {
    expect(groups.flatMap((g) => g.items)).toHaveLength(people.length)
  })

  it('answers no groups for nobody', () => {
    expect(groupByLetter([], (p: { last: string }) => p.last)).toEqual([])
  })

  it('compares names without regard to accents or case', () => {
    expect(['Zed', 'eve', 'Emma', 'émile', 'Ødegaard', 'Okafor'].sort(compareNames)).toEqual(['émile', 'Emma', 'eve', 'Ødegaard', 'Okafor', 'Zed'])
  })
})

describe('initials for a profile without a portrait', () => {
  it.each([
    ['Ana Lucía de la Cruz', 'AC'],
    ['Ada van der Berg', 'AB'],
    ['Mina 3D Collective', 'MC'],
    ['Émile Ødegaard', 'ÉØ'],
    ['bell hooks', 'BH'],
    ['Prince', 'P'],
    ['  ', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
