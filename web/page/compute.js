// The worker that runs the Rust library compiled to WebAssembly: starting
// it, asking it, timing what it is asked, and stopping it when a request
// runs past the time limit or the input changed under it.

import { $, state } from './state.js';
import { w } from './words.js';
import { solve, showProgress } from './form.js';

// One computation may take this long; then the worker is stopped and
// another started, with a message. `?limit=MS` in the page's address sets
// another limit (the browser tests lower it).
const ASKED_LIMIT_MS = Number(new URLSearchParams(location.search).get('limit'));
const TIME_LIMIT_MS = ASKED_LIMIT_MS > 0 ? ASKED_LIMIT_MS : 10000;
let worker = null;
let workerUrl = null;
let wasmModule = null; // compiled once; every worker instantiates it
let nextId = 1;
// The requests sent, in the order sent: the worker answers them in that
// order, so the first is the one it works on.
const waiting = new Map();
let watched = null; // { id, timer }: the request whose time is running

// The wasm compiled in the page, so that a restarted worker only
// instantiates it.
async function compileWasm() {
  const inline = document.getElementById('gt-wasm');
  if (inline) {
    // The single-file page: the wasm is inlined (base64).
    const bin = atob(inline.textContent.trim());
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return WebAssembly.compile(bytes);
  }
  const url = new URL('gametable_web_bg.wasm', location.href).href;
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A host that serves the wasm under another type.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

// Compiles the wasm and starts the first worker.
export async function startComputing() {
  wasmModule = await compileWasm();
  await startWorker();
}

function startWorker() {
  const inline = document.getElementById('gt-worker');
  if (inline && !workerUrl) {
    // The single-file page: the worker's script (glue and worker.js) is inlined.
    workerUrl = URL.createObjectURL(new Blob([inline.textContent], { type: 'text/javascript' }));
  }
  worker = new Worker(workerUrl || 'worker.js');
  worker.onmessage = (e) => {
    if (e.data.progress !== undefined) { showProgress(e.data.progress); return; }
    const w = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    watch();
    if (!w) return;
    if (e.data.ok) { w.resolve(e.data); return; }
    w.reject(e.data);
    if (e.data.trapped) restartWorker('trap', w.op);
  };
  const glue = inline ? null : new URL('gametable_web.js', location.href).href;
  return ask('init', { module: wasmModule, glue });
}

export function ask(op, args, transfer = []) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, op });
    worker.postMessage({ id, op, args }, transfer);
    watch();
  });
}

// Times the request the worker is on (not its start-up).
function watch() {
  const first = waiting.entries().next().value;
  if (watched && (!first || watched.id !== first[0])) {
    clearTimeout(watched.timer);
    watched = null;
  }
  if (first && !watched && first[1].op !== 'init') {
    watched = { id: first[0], timer: setTimeout(() => stopWorker('time'), TIME_LIMIT_MS) };
  }
}

// Whether the worker is computing something (or has something waiting).
export function workerBusy() {
  for (const w of waiting.values()) if (w.op !== 'init') return true;
  return false;
}

// Stops the worker and starts another; what it was asked fails with
// `{stopped: why}`. The last result's game was lost with it: solved again
// unless a solve was among what was stopped (`failed`: the request that
// trapped) or a new input follows.
function restartWorker(why, failed = null) {
  worker.terminate();
  if (watched) { clearTimeout(watched.timer); watched = null; }
  const stopped = [...waiting.values()];
  waiting.clear();
  window.gtStops = (window.gtStops || 0) + 1; // for the browser tests
  startWorker().catch((e) => { if (!e.stopped) showFailure(e.error || String(e)); });
  for (const w of stopped) w.reject({ stopped: why, op: w.op });
  const ops = [failed, ...stopped.map((w) => w.op)];
  if (why !== 'input' && !ops.includes('solve') && state.result && state.result.ok) solve();
}

// A computation stopped (the time limit, or the input changed under it):
// the worker restarted and the page told why.
export function stopWorker(why) {
  state.stopNote = why;
  document.body.dataset.stopped = why;
  showStopNote();
  restartWorker(why);
}

export function showStopNote() {
  const note = $('stopped');
  const why = state.stopNote;
  note.hidden = !why;
  note.textContent = !why ? '' : why === 'time' ? w('stopped-time', { seconds: (TIME_LIMIT_MS / 1000).toLocaleString(state.lang) }) : w('stopped-input');
}

export function hideStopNote() {
  state.stopNote = null;
  showStopNote();
}

// A stopped request's words, or its error's.
export function failureText(e) {
  if (e && e.stopped === 'time') return w('stopped-time', { seconds: (TIME_LIMIT_MS / 1000).toLocaleString(state.lang) });
  if (e && e.stopped) return w('restarted'); // another request trapped the worker
  return (e && (e.error || e.message)) || String(e);
}

export function showFailure(text) {
  $('general-error').textContent = text;
  $('general-error').hidden = false;
}
