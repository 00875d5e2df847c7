import { describe, expect, it } from 'vitest'

import { FORM_VALIDATION_DEBOUNCE_MS, type FormRule, validateField, validateForm } from './form-validators'

const check = (rule: FormRule, value: unknown, allValues: Record<string, unknown> = {}) => validateField([rule], value, 'Field', allValues)
const passes = (rule: FormRule, value: unknown) => check(rule, value) === null

describe('form validation timing', () => {
  // spec §5: debounce 5 ms (on blur and change, not input: the browser tests)
  it('waits 5 ms', () => {
    expect(FORM_VALIDATION_DEBOUNCE_MS).toBe(5)
  })
})

describe('required', () => {
  // spec §5: required fails on null, empty array, false, blank text
  it.each([[null], [undefined], [[]], [false], [''], ['   '], ['\t\n']])('fails on %j', (value) => {
    expect(check({ rule: 'required' }, value)).toBe('Field is not valid.')
  })

  it.each([['a'], [' a '], [0], [true], [['x']], [{}]])('passes %j', (value) => {
    expect(passes({ rule: 'required' }, value)).toBe(true)
  })
})

describe('empty values', () => {
  const rules: FormRule[] = [
    { rule: 'email' },
    { rule: 'minLength', value: 3 },
    { rule: 'maxLength', value: 1 },
    { rule: 'alpha' },
    { rule: 'confirmed', target: 'other' },
    { rule: 'digits', value: 4 },
    { rule: 'length', value: 2 },
    { rule: 'numeric' },
    { rule: 'regex', pattern: '[a-z]+' },
    { rule: 'usZip' },
    { rule: 'usPhone' },
    { rule: 'otherPhone' },
  ]
  // spec §5: empty values pass all but required
  it.each([[undefined], [null], [''], ['  '], [[]]])('%j passes every rule but required', (value) => {
    for (const rule of rules) expect(validateField([rule], value, 'Field', { other: 'x' })).toBeNull()
  })
})

describe('email', () => {
  // spec §5: email, a list allowed
  it.each(['ada@example.edu', 'first.last+tag@mail.example.co.uk', 'ada@example.edu,bob@example.org', 'ada@example.edu, bob@example.org ,c@d.io'])(
    'passes %s',
    (value) => expect(passes({ rule: 'email' }, value)).toBe(true),
  )

  it.each(['ada', 'ada@', '@example.edu', 'ada@example', 'ada@@example.edu', 'ada @example.edu', 'ada@example.edu, bob', 'ada@example.edu,', 'a@-x.edu'])(
    'fails %s',
    (value) => expect(check({ rule: 'email' }, value)).toBe('Field is not valid.'),
  )
})

describe('lengths', () => {
  // spec §5: min and max length, length (exact)
  it('counts characters of the trimmed text', () => {
    expect(passes({ rule: 'minLength', value: 3 }, 'abc')).toBe(true)
    expect(passes({ rule: 'minLength', value: 3 }, ' ab ')).toBe(false)
    expect(passes({ rule: 'maxLength', value: 3 }, 'abc')).toBe(true)
    expect(passes({ rule: 'maxLength', value: 3 }, 'abcd')).toBe(false)
    expect(passes({ rule: 'length', value: 2 }, 'ab')).toBe(true)
    expect(passes({ rule: 'length', value: 2 }, 'abc')).toBe(false)
    expect(passes({ rule: 'length', value: 2 }, 'a')).toBe(false)
  })

  it('counts an emoji or a non-Latin letter as one character, and a number as its text', () => {
    expect(passes({ rule: 'length', value: 2 }, '🎨🖌')).toBe(true)
    expect(passes({ rule: 'maxLength', value: 3 }, '日本語')).toBe(true)
    expect(passes({ rule: 'length', value: 5 }, 10010)).toBe(true)
  })
})

describe('alpha', () => {
  // spec §5: alpha (letters only; letters of any script)
  it.each(['Ada', 'Zoë', 'Zoe\u0308', 'Łódź', 'Ελένη', 'Мария', 'فاطمة', '李'])('passes %s', (value) => expect(passes({ rule: 'alpha' }, value)).toBe(true))

  it.each(['Ada Lovelace', "O'Neil", 'Ada1', 'Anne-Marie', '\u0308e'])('fails %s', (value) => expect(passes({ rule: 'alpha' }, value)).toBe(false))
})

describe('confirmed', () => {
  // spec §5: confirmed equals the target field
  it('passes when the value equals the target field', () => {
    expect(check({ rule: 'confirmed', target: 'email' }, 'a@b.edu', { email: 'a@b.edu' })).toBeNull()
  })

  it('fails on a mismatch', () => {
    expect(check({ rule: 'confirmed', target: 'email' }, 'a@b.edu', { email: 'a@c.edu' })).toBe('Field is not valid.')
    expect(check({ rule: 'confirmed', target: 'email' }, 'a@b.edu', {})).toBe('Field is not valid.')
  })

  it('compares lists item by item', () => {
    expect(check({ rule: 'confirmed', target: 'a' }, ['x', 'y'], { a: ['x', 'y'] })).toBeNull()
    expect(check({ rule: 'confirmed', target: 'a' }, ['x', 'y'], { a: ['y', 'x'] })).not.toBeNull()
  })

  it('reads only own fields of the values', () => {
    expect(check({ rule: 'confirmed', target: 'constructor' }, 'x', {})).toBe('Field is not valid.')
  })
})

describe('digits and numeric', () => {
  // spec §5: numeric (digits including Arabic-Indic); digits (exact count)
  it.each(['0', '0123456789', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'])('numeric passes %s', (value) => expect(passes({ rule: 'numeric' }, value)).toBe(true))

  it.each(['-1', '+1', '1.5', '1,000', '1e3', '12a', '١٢3', '١ ٢'])('numeric fails %s (digits only, one script)', (value) =>
    expect(passes({ rule: 'numeric' }, value)).toBe(false),
  )

  it('numeric takes a whole number but not a negative or a fraction', () => {
    expect(passes({ rule: 'numeric' }, 42)).toBe(true)
    expect(passes({ rule: 'numeric' }, -42)).toBe(false)
    expect(passes({ rule: 'numeric' }, 4.2)).toBe(false)
  })

  it('digits wants exactly that many digits', () => {
    expect(passes({ rule: 'digits', value: 4 }, '2025')).toBe(true)
    expect(passes({ rule: 'digits', value: 4 }, '٢٠٢٥')).toBe(true)
    expect(passes({ rule: 'digits', value: 4 }, '202')).toBe(false)
    expect(passes({ rule: 'digits', value: 4 }, '20251')).toBe(false)
    expect(passes({ rule: 'digits', value: 4 }, '20a5')).toBe(false)
  })
})

describe('regex', () => {
  // spec §5: regex ("The format is invalid.")
  it('matches the whole value', () => {
    expect(check({ rule: 'regex', pattern: '[A-Z]{2}[0-9]{3}' }, 'AB123')).toBeNull()
    expect(check({ rule: 'regex', pattern: '[A-Z]{2}[0-9]{3}' }, 'xAB1234')).toBe('The format is invalid.')
    expect(check({ rule: 'regex', pattern: 'a|b' }, 'ab')).toBe('The format is invalid.')
  })

  it('honours the allowed flags', () => {
    expect(check({ rule: 'regex', pattern: '[a-z]+', flags: 'i' }, 'ABC')).toBeNull()
  })

  it('fails every value under a stateful or multi-line flag (g, y and m would make the check wrong)', () => {
    for (const flags of ['g', 'y', 'm', 'ig']) expect(check({ rule: 'regex', pattern: 'a', flags }, 'a')).toBe('The format is invalid.')
  })

  it('fails rather than throws on a broken pattern', () => {
    expect(check({ rule: 'regex', pattern: '(' }, 'x')).toBe('The format is invalid.')
    expect(check({ rule: 'regex', pattern: 'a)|(b' }, 'a')).toBe('The format is invalid.')
  })
})

describe('US zip', () => {
  // spec §5: five digits, optional dash and four
  it.each(['10010', '10010-1234', ' 10010 '])('passes %s', (value) => expect(passes({ rule: 'usZip' }, value)).toBe(true))
  it.each(['1001', '100100', '10010-12', '10010-12345', '10010 1234', '10010-', 'ABCDE', '١٠٠١٠'])('fails %s', (value) =>
    expect(passes({ rule: 'usZip' }, value)).toBe(false),
  )
})

describe('US phone', () => {
  // spec §5: ten digits, optional parentheses around area code, dash, dot or bullet separators
  it.each(['(212) 555-0100', '(212)555-0100', '(212)-555-0100', '(212)555•0100', '212.555.0100', '212•555•0100', '212-555-0100', '2125550100'])(
    'passes %s',
    (value) => expect(passes({ rule: 'usPhone' }, value)).toBe(true),
  )

  it.each([
    '212-555-010',
    '212-555-01000',
    '212 555 0100',
    '212-555.0100',
    '(212 555-0100',
    '212) 555-0100',
    '(2125) 55-0100',
    '+1 212-555-0100',
    '212/555/0100',
  ])('fails %s', (value) => expect(passes({ rule: 'usPhone' }, value)).toBe(false))
})

describe('other phone', () => {
  // spec §5: 4-3-3-3 digit groups with the same separators
  it.each(['0044-207-946-000', '0044.207.946.000', '0044•207•946•000', '0044207946000'])('passes %s', (value) =>
    expect(passes({ rule: 'otherPhone' }, value)).toBe(true),
  )
  it.each(['044-207-946-000', '0044-207-946-0000', '0044 207 946 000', '0044-207.946-000'])('fails %s', (value) =>
    expect(passes({ rule: 'otherPhone' }, value)).toBe(false),
  )
})

describe('lists and other values', () => {
  it('checks each item of a list', () => {
    expect(passes({ rule: 'alpha' }, ['Ada', 'Zoë'])).toBe(true)
    expect(passes({ rule: 'alpha' }, ['Ada', 'R2'])).toBe(false)
  })

  it('fails text rules on a value with no text', () => {
    expect(passes({ rule: 'alpha' }, true)).toBe(false)
    expect(passes({ rule: 'minLength', value: 1 }, { a: 1 })).toBe(false)
  })
})

describe('messages', () => {
  // spec §5: default message "<field> is not valid."
  it('names the label in the default message', () => {
    expect(validateField([{ rule: 'usZip' }], '1', 'Zip code')).toBe('Zip code is not valid.')
  })

  it('prefers a custom message, with {field} for the label', () => {
    expect(validateField([{ rule: 'required', message: 'Please enter your {field}.' }], '', 'email')).toBe('Please enter your email.')
    expect(validateField([{ rule: 'regex', pattern: 'x', message: 'Use x.' }], 'y', 'Code')).toBe('Use x.')
  })

  it('falls back to the default for a blank or null custom message', () => {
    expect(validateField([{ rule: 'alpha', message: null }], '1', 'Name')).toBe('Name is not valid.')
    expect(validateField([{ rule: 'alpha', message: '  ' }], '1', 'Name')).toBe('Name is not valid.')
  })

  it('keeps a label with "$" as it is', () => {
    expect(validateField([{ rule: 'alpha' }], '1', 'Fee $&')).toBe('Fee $& is not valid.')
  })
})

describe('validateField', () => {
  // spec §5: stops at first failing rule per field
  it('reports only the first failing rule', () => {
    const rules: FormRule[] = [
      { rule: 'required', message: 'first' },
      { rule: 'minLength', value: 5, message: 'second' },
      { rule: 'alpha', message: 'third' },
    ]
    expect(validateField(rules, '', 'Name')).toBe('first')
    expect(validateField(rules, 'a1', 'Name')).toBe('second')
    expect(validateField(rules, 'abcd1', 'Name')).toBe('third')
    expect(validateField(rules, 'abcde', 'Name')).toBeNull()
    expect(validateField([], undefined, 'Name')).toBeNull()
  })
})

describe('validateForm', () => {
  const fields = {
    email: { label: 'Email', rules: [{ rule: 'required' }, { rule: 'email' }] },
    confirmEmail: { label: 'Confirm email', rules: [{ rule: 'confirmed', target: 'email' }] },
    zip: { label: 'Zip code', rules: [{ rule: 'usZip' }] },
    phone: { label: '', rules: [{ rule: 'usPhone' }] },
  } satisfies Record<string, { label: string; rules: FormRule[] }>

  it('answers the message of each failing field only', () => {
    expect(validateForm(fields, { email: 'a@b.edu, nope', confirmEmail: 'a@c.edu', zip: '10010', phone: '555' })).toEqual({
      email: 'Email is not valid.',
      confirmEmail: 'Confirm email is not valid.',
      phone: 'phone is not valid.',
    })
  })

  it('answers nothing for a valid form', () => {
    expect(validateForm(fields, { email: 'a@b.edu', confirmEmail: 'a@b.edu', zip: '10010-1234' })).toEqual({})
  })

  it('treats a missing field as empty', () => {
    expect(validateForm(fields, {})).toEqual({ email: 'Email is not valid.' })
  })

  it('keeps a field named __proto__ as its own entry', () => {
    const errors = validateForm({ ['__proto__']: { label: 'Odd', rules: [{ rule: 'required' }] } }, {})
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype)
    expect(Object.keys(errors)).toEqual(['__proto__'])
  })
})
