// The page's words in its language: the `ui-` messages of
// locales/<lang>/page.ftl, as patterns `w` fills.

import { state } from './state.js';

// Put in by scripts/build-web.sh (web/words.py): the patterns of each
// language, by key.
const WORDS = {};

// The words `key` in the page's language, `args` filled in; undefined when
// the catalogs have no such words.
export function w(key, args = {}) {
  const pattern = WORDS[state.lang] && WORDS[state.lang][key];
  return pattern && fillPattern(pattern, args);
}

// A task of a pasted text as the words 'task' take it.
export function taskArgs(t) {
  return { number: t.number, titled: t.title ? 'yes' : 'no', title: t.title || '', complete: t.complete ? 'yes' : 'no' };
}

// A pattern of web/words.py: its strings, its values, and of a select the
// variant whose key is the value (or the number's plural category, as Fluent
// picks it), else the default.
function fillPattern(pattern, args) {
  let out = '';
  for (const part of pattern) {
    if (typeof part === 'string') out += part;
    else if (part.var !== undefined) out += String(args[part.var]);
    else {
      const v = args[part.sel];
      const keys = part.variants.map(([k]) => k);
      let i = keys.indexOf(String(v));
      if (i < 0 && typeof v === 'number') i = keys.indexOf(new Intl.PluralRules(state.lang).select(v));
      out += fillPattern(part.variants[i < 0 ? part.def : i][1], args);
    }
  }
  return out;
}
