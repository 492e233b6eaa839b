// The page's worker: loads the WebAssembly core and answers the page's
// requests one at a time, so that solving never freezes the page. The page
// stops it (and starts another) when a request passes its time limit or the
// input changes while it works.
// In the static folder the glue (gametable_web.js, from wasm-bindgen
// --target no-modules) is loaded with importScripts; in the single-file page
// it is prepended to this script. The wasm comes with 'init', compiled once
// by the page (every worker it starts instantiates the same module).
/* global wasm_bindgen, importScripts */
'use strict';

let ready = null;

// The solver's progress goes to the page as it comes (the fraction done).
function call(id, op, args) {
  const w = wasm_bindgen;
  switch (op) {
    case 'templates': return JSON.parse(w.templates());
    case 'read': return JSON.parse(w.read(args.text, args.lang));
    // The answer as the library's JSON text: a string crosses to the page
    // faster than the object it would be parsed into here.
    case 'solve': return w.solve(JSON.stringify(args.request),
      (done, total) => self.postMessage({ id, progress: total ? done / total : 1 }));
    case 'download': return w.download(args.kind, args.lang);
    case 'explain': return JSON.parse(w.explain(BigInt64Array.from(args.heaps.map(BigInt)), args.lang));
    case 'check': return JSON.parse(w.check(args.name, new Uint8Array(args.bytes), args.lang));
    case 'check_class': {
      const sizes = Uint32Array.from(args.files.map((f) => f.bytes.byteLength));
      const all = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
      let at = 0;
      for (const f of args.files) { all.set(new Uint8Array(f.bytes), at); at += f.bytes.byteLength; }
      return JSON.parse(w.check_class(JSON.stringify(args.files.map((f) => f.name)), sizes, all, args.lang, args.marks));
    }
    case 'class_workbook': return w.class_workbook();
    default: throw new Error('unknown request ' + op);
  }
}

self.onmessage = async (e) => {
  const { id, op, args } = e.data;
  if (op === 'init') {
    // A worker stopped while it loads (the page stops a busy worker at each
    // keystroke) has its script's load cut off: that is an answer to the
    // page, never an uncaught error of a worker already thrown away.
    try {
      if (typeof wasm_bindgen === 'undefined') importScripts(args.glue);
      ready = wasm_bindgen({ module_or_path: args.module });
      await ready;
      self.postMessage({ id, ok: true });
    } catch (err) {
      ready = Promise.reject(err);
      ready.catch(() => {});
      self.postMessage({ id, ok: false, error: String(err) });
    }
    return;
  }
  try {
    await ready;
  } catch (err) {
    self.postMessage({ id, ok: false, error: String(err) });
    return;
  }
  const t0 = performance.now();
  try {
    const result = call(id, op, args);
    const ms = performance.now() - t0;
    const transfer = result instanceof Uint8Array ? [result.buffer] : [];
    self.postMessage({ id, ok: true, result, ms }, transfer);
  } catch (err) {
    let msg = err && err.message ? err.message : String(err);
    const panic = wasm_bindgen.last_panic && wasm_bindgen.last_panic();
    if (panic) msg = 'internal error: ' + panic;
    // A trap (a panic) leaves the instance unusable: the page starts another.
    const trapped = !!panic || err instanceof WebAssembly.RuntimeError;
    self.postMessage({ id, ok: false, error: msg, trapped, ms: performance.now() - t0 });
  }
};
