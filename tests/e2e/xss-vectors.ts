/**
 * The XSS corpus of the browser tests (decision 0062): markup for every place a text or HTML
 * value is shown, and addresses for every link. Each vector is a template: `$X` becomes
 * `__xss(n)` (the tests' recorder), `$A` becomes `alert(n)` (a dialog the tests listen for), `$N`
 * the number alone and `$B` a base64 `<script>alert(n)</script>`. Every use of a vector gets a number
 * of its own, so a hit names the vector and the place it ran from.
 */

/** Markup and text that try to run in a text node, an attribute, a script, a title or pasted HTML. */
export const MARKUP_VECTORS: readonly string[] = [
  // Plain script elements
  '<script>$X</script>',
  '<SCRIPT>$X</SCRIPT>',
  '<script type="module">$X</script>',
  '<script src="data:text/javascript,$X"></script>',
  '<scr<script>ipt>$X</scr</script>ipt>',
  '<<script>script>$X<</script>/script>',
  '<script>/*</script><script>*/$X</script>',
  // Event handlers on elements that fire by themselves
  '<img src=x onerror=$X>',
  '<img src="x" onerror="$X">',
  '<IMG SRC=x OnErRoR=$A>',
  '<img/src=x/onerror=$X>',
  '<img src=x onerror=$X//',
  '<img src=x onerror="&#95;&#95;xss($N)">',
  '<img src=x onerror=\\u0061lert($N)>',
  "<img src=x onerror=window['__x'+'ss']($N)>",
  '<img src=x:$A onerror=eval(src)>',
  '<img srcset=x onerror=$X>',
  '<img src=`x`onerror=$X>',
  '<img """><script>$X</script>">',
  '<img src=x onerror="setTimeout(\'$X\')">',
  "<img src=1 onerror=import('data:text/javascript,$X')>",
  '<picture><source srcset=x><img src=x onerror=$X></picture>',
  '<input type=image src=x onerror=$X>',
  '<svg onload=$X>',
  '<svg/onload=$A>',
  '<svg\nonload=$X>',
  '<svg><script>$X</script></svg>',
  '<svg><script href="data:,$X"/></svg>',
  '<svg><animate onbegin=$X attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:$X"><text y=20>svg link</text></a></svg>',
  '<svg><foreignObject><iframe onload=$X></iframe></foreignObject></svg>',
  '<svg><style><img src=x onerror=$X></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=$X>',
  '<math><mi xlink:href="javascript:$X">math link</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=$X>">',
  '</style><img src=x onerror=$X>',
  '<style>@import "javascript:$X";</style>',
  '<body onload=$X>',
  '<body onpageshow=$X>',
  '<frameset onload=$X>',
  '<details open ontoggle=$X>',
  '<input autofocus onfocus=$X>',
  '<select autofocus onfocus=$X></select>',
  '<textarea autofocus onfocus=$X></textarea>',
  '<keygen autofocus onfocus=$X>',
  '<marquee onstart=$X>',
  '<video><source onerror=$X></video>',
  '<audio src=x onerror=$X>',
  '<video poster=javascript:$X></video>',
  '<isindex type=image src=1 onerror=$X>',
  '<xmp><img src=x onerror=$X></xmp>',
  '<x onclick=$X>click</x>',
  // Frames, objects and navigation
  '<iframe src="javascript:$X"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.$X&lt;/script&gt;"></iframe>',
  '<iframe src="data:text/html,<script>$A</script>"></iframe>',
  '<object data="javascript:$X"></object>',
  '<object data="data:text/html,<script>$A</script>"></object>',
  '<embed src="javascript:$X">',
  '<base href="javascript:$X//">',
  '<meta http-equiv="refresh" content="0;url=javascript:$X">',
  '<link rel=stylesheet href="javascript:$X">',
  '<form action="javascript:$X"><input type=submit></form>',
  '<form><button formaction="javascript:$X">go</button></form>',
  '<a href="javascript:$X">html link</a>',
  '<a href="jav&#x09;ascript:$X">tab link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$X">entity link</a>',
  '<a href="  JaVaScRiPt:$X">mixed link</a>',
  // Styles
  '<div style="background:url(javascript:$X)">styled</div>',
  '<div style="width:expression($X)">expression</div>',
  '<table background="javascript:$X"><tr><td>t</td></tr></table>',
  // Breaking out of the context the value is put in
  '"><script>$X</script>',
  "'><img src=x onerror=$X>",
  '" autofocus onfocus="$X" x="',
  "' autofocus onfocus='$X' x='",
  '</title><script>$X</script>',
  '</textarea><script>$X</script>',
  '</script><script>$X</script>',
  '--><script>$X</script><!--',
  ']]><script>$X</script>',
  '\u2028</script><script>$X</script>',
  // Templates, encodings and look-alikes
  "{{constructor.constructor('$X')()}}",
  '${$X}',
  'https://example.org/?q=<script>$X</script>',
  '%3Cscript%3E$X%3C%2Fscript%3E',
  '&lt;script&gt;$X&lt;/script&gt;',
  '&#60;img src=x onerror=$X&#62;',
  '\uFF1Cscript\uFF1E$X\uFF1C/script\uFF1E',
]

/** Addresses a link must never lead to: other schemes that run script, and paths that leave the site. */
export const URL_VECTORS: readonly string[] = [
  'javascript:$X',
  'JavaScript:$X',
  'JAVASCRIPT:$A',
  ' javascript:$X',
  '\tjavascript:$X',
  'java\tscript:$X',
  'java\nscript:$X',
  'javascript:/*-->*/$X',
  'javascript://%0a$X',
  'javascript&colon;$X',
  '&#106;avascript:$X',
  '&#x6A;avascript:$X',
  'jav&#x09;ascript:$X',
  'javascript&#58;$X',
  '%6A%61%76%61%73%63%72%69%70%74:$X',
  'livescript:$X',
  'data:text/html,<script>$A</script>',
  'data:text/html;base64,$B',
  'DATA:text/html,<script>$A</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="$A"/>',
  'data:application/javascript,$A',
  'vbscript:msgbox($N)',
  'VBScript:MsgBox($N)',
  'file:///etc/passwd#$N',
  '/\\evil.example',
  '/\\evil.example/xss-$N',
  ' /\\evil.example/xss-$N',
  '\\\\evil.example/xss-$N',
  '//evil.example/xss-$N',
  '/\\/evil.example/xss-$N',
  '\\/\\/evil.example/xss-$N',
  '/\t/evil.example/xss-$N',
  '\u000bjavascript:$X',
]

/** The vector with its placeholders filled for use number `n`. */
export function fill(vector: string, n: number): string {
  const base64 = Buffer.from(`<script>alert(${n})</script>`).toString('base64')
  return vector.replaceAll('$X', `__xss(${n})`).replaceAll('$A', `alert(${n})`).replaceAll('$B', base64).replaceAll('$N', String(n))
}

/** Every vector, markup first: what text fields, form answers and query strings are given. */
export const ALL_VECTORS: readonly string[] = [...MARKUP_VECTORS, ...URL_VECTORS]

/** A host no link may lead to (requests to it are refused by the tests' pages). */
export const EVIL_HOST = 'evil.example'
