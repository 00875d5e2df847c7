import { HASH_SCROLL_DELAY_MS } from './reload-guard'

/**
 * spec §2, §9: the page's inline script that keeps the browser from jumping to the address's hash as it
 * loads, then after HASH_SCROLL_DELAY_MS puts the hash back and scrolls to its element, smoothly unless
 * the visitor asks for reduced motion. It runs before the body is parsed, so the jump never happens;
 * if the visitor has moved on meanwhile, it does nothing. Without scripts, the browser jumps as usual.
 */
export function hashScrollScript(delayMs: number = HASH_SCROLL_DELAY_MS): string {
  return `(function(){var h=location.hash;if(h.length<2)return;var u=location.pathname+location.search;history.replaceState(history.state,'',u);setTimeout(function(){if(location.pathname+location.search!==u||location.hash)return;history.replaceState(history.state,'',u+h);var t=null;try{t=document.getElementById(decodeURIComponent(h.slice(1)))}catch(e){}if(t)t.scrollIntoView({behavior:matchMedia('(prefers-reduced-motion: reduce)').matches?'auto':'smooth'})},${Math.round(delayMs)})})()`
}
