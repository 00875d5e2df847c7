import { describe, expect, it } from 'vitest'

import { MAX_HTML_LENGTH, sanitizeHtml } from './sanitize-html'

// spec §5: sanitized HTML allows the schemes data, http, https, mailto, tel, fax
describe('sanitized HTML', () => {
  it('keeps text, lists, tables and links with the allowed schemes', () => {
    const html =
      '<h2>Hours</h2><p>Call <a href="tel:+12125550147">the desk</a>, fax <a href="fax:+12125550148">us</a>, write to <a href="mailto:info@foundry.example">info</a> or visit <a href="https://foundry.example/visit">the site</a>.</p><ul><li>One</li></ul><table><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td>Mon</td></tr></tbody></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps relative links and data: images', () => {
    expect(sanitizeHtml('<a href="/admissions/visit?tab=graduate">Tours</a>')).toBe('<a href="/admissions/visit?tab=graduate">Tours</a>')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="dot" />')).toBe('<img src="data:image/png;base64,AAAA" alt="dot" />')
  })

  it.each([
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="file:///etc/passwd">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<img src="javascript:alert(1)" alt="a">', '<img alt="a" />'],
  ])('drops the link of %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean)
  })

  it.each([
    ['<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['<img src="https://foundry.example/a.png" onerror="alert(1)" alt="a">', '<img src="https://foundry.example/a.png" alt="a" />'],
    ['<a href="https://foundry.example" onmouseover="alert(1)">x</a>', '<a href="https://foundry.example">x</a>'],
    ['<p style="background:url(javascript:alert(1))" class="x" id="y">Hi</p>', '<p>Hi</p>'],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
  ])('drops event handlers, styles and classes: %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean)
  })

  it.each([
    ['<script>alert(1)</script><p>After</p>', '<p>After</p>'],
    ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT>Text', 'Text'],
    ['<p>a<script>document.cookie</script>b</p>', '<p>ab</p>'],
    ['<style>body{display:none}</style><p>Shown</p>', '<p>Shown</p>'],
    ['<iframe src="https://evil.example"></iframe><p>Shown</p>', '<p>Shown</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>Shown</p>', '<p>Shown</p>'],
    ['<form action="https://evil.example"><input name="password"></form>', ''],
  ])('removes scripts, styles, frames and forms: %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean)
  })

  // Parser-confusion tricks: whatever text survives, no element or attribute that runs code does.
  it.each([
    '<<script>script>alert(1)<</script>/script>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<img src=x onerror=alert(1)//',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" onclick="x()">x</a>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<div><!--<img src=x onerror=alert(1)>--></div>',
  ])('leaves nothing that runs in %s', (dirty) => {
    const clean = sanitizeHtml(dirty)
    expect(clean).not.toMatch(/<script|<img[^>]*onerror|\son\w+=|javascript:|<iframe|<style/i)
  })

  it('keeps data: for images only: a link to a data: document loses its address', () => {
    expect(sanitizeHtml('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>')).toBe('<a>x</a>')
  })

  it('opens new tabs without a handle on the page and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://foundry.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://foundry.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="https://foundry.example" target="_top">x</a>')).toBe('<a href="https://foundry.example">x</a>')
  })

  it('keeps the page outline: h1 becomes h2, landmarks become divisions, images get an alt', () => {
    expect(sanitizeHtml('<main><h1>Title</h1><nav>Links</nav></main>')).toBe('<div><h2>Title</h2><div>Links</div></div>')
    expect(sanitizeHtml('<img src="https://foundry.example/a.png">')).toBe('<img src="https://foundry.example/a.png" alt="" />')
  })

  it('answers nothing for nothing and cuts very long input', () => {
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml(42)).toBe('')
    expect(sanitizeHtml('   ')).toBe('')
    expect(sanitizeHtml(`<p>${'a'.repeat(MAX_HTML_LENGTH + 10)}</p>`).length).toBeLessThanOrEqual(MAX_HTML_LENGTH + 10)
  })

  it('survives deep nesting', () => {
    const deep = `${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`
    expect(sanitizeHtml(deep)).toContain('x')
  })
})
