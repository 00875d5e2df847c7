// The request forms' validation rules (spec §5), shared by browser and server; no schema library, as zod weighed 32 KB gzip
// in every form page (docs/decisions/0074).

// spec §5: validation runs on blur and change (a committed value), never on each input (see components/forms/request-form.tsx).

/** spec §5: the debounce before a field is validated. */
export const FORM_VALIDATION_DEBOUNCE_MS = 5

/** spec §5 (and §8): the default message of every rule; the spec gives no other, not even for required. */
const DEFAULT_MESSAGE = '{field} is not valid.'

/** spec §5: the regex rule's own message. */
const REGEX_MESSAGE = 'The format is invalid.'

/** Stands for the field's label in a message, the default one or a custom one from the CMS. */
const FIELD_PLACEHOLDER = '{field}'

/** spec §5: numeric is digits only (no sign, no decimal point) in ASCII, Arabic-Indic ٠-٩ or Eastern Arabic-Indic ۰-۹; one script per value. */
const NUMERIC_PATTERN = /^(?:[0-9]+|[\u0660-\u0669]+|[\u06f0-\u06f9]+)$/

/** spec §5: alpha is letters only, in any script (a combining accent may follow a letter). */
const ALPHA_PATTERN = /^\p{L}[\p{L}\p{M}]*$/u

/** One address, as HTML's type=email checks it, but with a dot in the domain (a public address). */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** spec §5: the email rule takes a list of addresses separated by commas. */
const EMAIL_SEPARATOR = ','

/** spec §5: US zip is five digits, with an optional dash and four more (10010, 10010-1234). */
const US_ZIP_PATTERN = /^[0-9]{5}(?:-[0-9]{4})?$/

/** spec §5: US phone: ten digits, optional parentheses around the area code, one separator (dash, dot, bullet or none) throughout. */
const US_PHONE_PATTERNS = [/^[0-9]{3}([-.•]?)[0-9]{3}\1[0-9]{4}$/, /^\([0-9]{3}\)[ .•-]?[0-9]{3}[-.•]?[0-9]{4}$/]

/** spec §5: other phone is 4-3-3-3 digit groups with the separators of a US phone. */
const OTHER_PHONE_PATTERN = /^[0-9]{4}([-.•]?)[0-9]{3}\1[0-9]{3}\1[0-9]{3}$/

/** Regex flags a pattern may use: g and y make `test` stateful, m would defeat the whole-value match. */
const REGEX_FLAGS_PATTERN = /^[isu]*$/

/** A rule of spec §5; `message`, when set, replaces the default one (`{field}` stands for the label). */
export type FormRule = { message?: string | null } & (
  | { rule: 'required' }
  | { rule: 'email' | 'alpha' | 'numeric' | 'usZip' | 'usPhone' | 'otherPhone' }
  | { rule: 'minLength' | 'maxLength' | 'length' | 'digits'; value: number }
  | { rule: 'confirmed'; target: string }
  | { rule: 'regex'; pattern: string; flags?: string }
)

/** The rules of one field and the label its messages name. */
export type FormFieldRules = { label: string; rules: readonly FormRule[] }

type Values = Readonly<Record<string, unknown>>

/** The message of the first rule the value fails (spec §5: checking stops there), or null; `allValues` serve the confirmed rule. */
export function validateField(rules: readonly FormRule[], value: unknown, label: string, allValues: Values = {}): string | null {
  for (const rule of rules) {
    if (!passes(rule, value, allValues)) return messageOf(rule, label)
  }
  return null
}

/** The message of each failing field, by field name; passing fields are left out. */
export function validateForm(fieldRules: Readonly<Record<string, FormFieldRules>>, values: Values): Record<string, string> {
  const failures: [string, string][] = []
  for (const [name, field] of Object.entries(fieldRules)) {
    const failure = validateField(field.rules, valueOf(values, name), field.label.trim() || name, values)
    if (failure !== null) failures.push([name, failure])
  }
  // fromEntries defines own properties, so a field named "__proto__" cannot reach the prototype.
  return Object.fromEntries(failures)
}

/** spec §5: empty values pass every rule but required. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)
}

/** Own properties only: a field named "constructor" must not read Object's. */
function valueOf(values: Values, name: string): unknown {
  return Object.hasOwn(values, name) ? values[name] : undefined
}

function passes(rule: FormRule, value: unknown, allValues: Values): boolean {
  // spec §5: required also fails on false (an unticked box).
  if (rule.rule === 'required') return !isEmpty(value) && value !== false
  if (isEmpty(value)) return true
  if (rule.rule === 'confirmed') return sameValue(value, valueOf(allValues, rule.target))
  // A list (a multiple choice) passes when each of its items does.
  if (Array.isArray(value)) return value.every((item) => isEmpty(item) || passesText(rule, textOf(item)))
  return passesText(rule, textOf(value))
}

type TextRule = Exclude<FormRule, { rule: 'required' } | { rule: 'confirmed' }>

/** Text rules see the value trimmed (padding is not part of an answer) and count code points, not UTF-16 units. */
function passesText(rule: TextRule, text: string | null): boolean {
  // A boolean or an object has no text to check.
  if (text === null) return false
  const length = Array.from(text).length
  switch (rule.rule) {
    case 'email':
      return text.split(EMAIL_SEPARATOR).every((address) => EMAIL_PATTERN.test(address.trim()))
    case 'minLength':
      return length >= rule.value
    case 'maxLength':
      return length <= rule.value
    case 'length':
      return length === rule.value
    case 'alpha':
      return ALPHA_PATTERN.test(text)
    case 'numeric':
      return NUMERIC_PATTERN.test(text)
    case 'digits':
      return NUMERIC_PATTERN.test(text) && length === rule.value
    case 'regex':
      return compilePattern(rule.pattern, rule.flags)?.test(text) ?? false
    case 'usZip':
      return US_ZIP_PATTERN.test(text)
    case 'usPhone':
      return US_PHONE_PATTERNS.some((pattern) => pattern.test(text))
    case 'otherPhone':
      return OTHER_PHONE_PATTERN.test(text)
  }
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => Object.is(item, b[index]))
  return Object.is(a, b)
}

/** The pattern matched against the whole value, or null when invalid; checked bare first, as wrapping can validate "a)|(b". */
function compilePattern(pattern: string, flags = ''): RegExp | null {
  if (!REGEX_FLAGS_PATTERN.test(flags)) return null
  try {
    new RegExp(pattern, flags)
    return new RegExp(`^(?:${pattern})$`, flags)
  } catch {
    return null
  }
}

function messageOf(rule: FormRule, label: string): string {
  const template = rule.message?.trim() || (rule.rule === 'regex' ? REGEX_MESSAGE : DEFAULT_MESSAGE)
  // A function replacement, so a "$&" in a label is not read as a replacement pattern.
  return template.replaceAll(FIELD_PLACEHOLDER, () => label)
}
