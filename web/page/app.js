// gametable's page: the user interface only. Every computation is a request
// to the worker, which runs the Rust library compiled to WebAssembly.

// The page's words: the `ui-` messages of locales/<lang>/page.ftl, put in
// here by scripts/build-web.sh (web/words.py) as patterns for `w` to fill.
const WORDS = {};

// The form: each field is a key of a template and a flag of the CLI.
const FIELDS = [
  { key: 's', kind: 'text', ph: '1..69' },
  { key: 'start', kind: 'text', ph: '7, S' },
  { key: 'k', kind: 'text', ph: '1..29' },
  { key: 'moves', kind: 'text', ph: '+1 *2' },
  { key: 'end', kind: 'text', ph: 'sum >= 77' },
  { key: 'winner', kind: 'text', ph: 'mover' },
  { key: 'no_moves', kind: 'select', options: ['', 'lose', 'win'] },
  { key: 'no_repeat', kind: 'select', options: ['', 'none', 'opponent', 'own'] },
  { key: 'require', kind: 'text', ph: 'max <= 80' },
  { key: 'cap', kind: 'text', ph: '' },
  { key: 'handed_win_counts', kind: 'check' },
  { key: 'questions', kind: 'area', ph: '19\n20\n21' },
];
FIELDS.unshift(FIELDS.splice(1, 1)[0]); // start first, then S

const $ = (id) => document.getElementById(id);
// How many of a grid's cells are added in one frame after its window in view.
const REST_CELLS_A_FRAME = 1000;
const state = {
  lang: 'ru', templates: [], result: null, stopNote: null, reading: null, readingTask: 0, readSeq: 0,
  seq: 0, shownSeq: 0, inputAt: 0, gridToken: 0, rest: null, rowPx: 0, chPx: 0, reports: [],
  view: { top: 0, left: 0, width: 1000, height: 600 }, // the grid's box: see watchView
};

// ---- the worker ----------------------------------------------------------
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

function ask(op, args, transfer = []) {
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
function workerBusy() {
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
function stopWorker(why) {
  state.stopNote = why;
  document.body.dataset.stopped = why;
  showStopNote();
  restartWorker(why);
}

function showStopNote() {
  const note = $('stopped');
  const why = state.stopNote;
  note.hidden = !why;
  note.textContent = !why ? '' : why === 'time' ? w('stopped-time', { seconds: (TIME_LIMIT_MS / 1000).toLocaleString(state.lang) }) : w('stopped-input');
}

function hideStopNote() {
  state.stopNote = null;
  showStopNote();
}

// A stopped request's words, or its error's.
function failureText(e) {
  if (e && e.stopped === 'time') return w('stopped-time', { seconds: (TIME_LIMIT_MS / 1000).toLocaleString(state.lang) });
  if (e && e.stopped) return w('restarted'); // another request trapped the worker
  return (e && (e.error || e.message)) || String(e);
}

function showFailure(text) {
  $('general-error').textContent = text;
  $('general-error').hidden = false;
}

// ---- words ---------------------------------------------------------------
// The words `key` in the page's language, `args` filled in; undefined when
// the catalogs have no such words.
function w(key, args = {}) {
  const pattern = WORDS[state.lang] && WORDS[state.lang][key];
  return pattern && fillPattern(pattern, args);
}

// A task of a pasted text as the words 'task' take it.
function taskArgs(t) {
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

function applyWords() {
  document.documentElement.lang = state.lang;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = w(el.dataset.t);
  for (const f of FIELDS) {
    const label = document.querySelector(`#f-${f.key} > span`);
    if (label) {
      label.textContent = w(`field-${f.key}`);
      label.title = f.key === 'questions' ? '-q/--question' : `--${f.key.replace(/_/g, '-')}`;
    }
    if (f.kind === 'select') {
      for (const o of $(`in-${f.key}`).options) o.textContent = w(`option-${f.key}-${o.value || 'default'}`);
    }
  }
  const custom = $('template').querySelector('option[value=""]');
  if (custom) custom.textContent = w('custom');
  // The templates' names in the page's language.
  for (const o of $('template').options) {
    const t = state.templates.find((x) => x.name === o.value);
    if (t) o.textContent = `${t.name} — ${title(t)}`;
  }
  const t = state.templates.find((x) => x.name === $('template').value);
  if (t) describe(t);
  $('paste').placeholder = w('paste-placeholder');
  showStopNote();
  showReading();
  if (state.result) {
    if (state.result.ok) {
      const rest = render(state.result);
      if (rest) afterPaint(() => drawRest(rest));
    } else if (!state.result.stopped) {
      showErrors(state.result);
    }
    // What was shown in the old language is asked for again in the new one.
    if (state.picked && !$('explain').hidden) {
      const td = cellAt(state.picked);
      if (td) pick(td);
    }
    if (state.checked) checkFile(state.checked);
  }
}

// ---- the form ------------------------------------------------------------
function buildForm() {
  const box = $('fields');
  for (const f of FIELDS) {
    const wrap = document.createElement('label');
    wrap.className = 'field';
    wrap.id = `f-${f.key}`;
    wrap.append(document.createElement('span'));
    let input;
    if (f.kind === 'select') {
      input = document.createElement('select');
      for (const o of f.options) input.add(new Option(o, o));
    } else if (f.kind === 'area') {
      input = document.createElement('textarea');
      input.placeholder = f.ph;
    } else {
      input = document.createElement('input');
      input.type = f.kind === 'check' ? 'checkbox' : 'text';
      if (f.ph) input.placeholder = f.ph;
      input.spellcheck = false;
      input.autocomplete = 'off';
    }
    input.id = `in-${f.key}`;
    input.name = f.key;
    wrap.append(input);
    const err = document.createElement('pre');
    err.className = 'err';
    err.hidden = true;
    wrap.append(err);
    box.append(wrap);
    input.addEventListener(f.kind === 'text' || f.kind === 'area' ? 'input' : 'change', changed);
  }
}

function fieldValue(key) {
  const el = $(`in-${key}`);
  return el.type === 'checkbox' ? el.checked : el.value;
}

function fill(t) {
  for (const f of FIELDS) {
    const el = $(`in-${f.key}`);
    const v = f.key === 'questions' ? (t ? t.questions : '') : (t ? t.fields[f.key] : null);
    if (el.type === 'checkbox') el.checked = !!v;
    else el.value = v == null ? '' : String(v);
  }
  describe(t);
}

// A template's name in the page's language.
function title(t) {
  return (state.lang === 'en' && t.title_en) || t.title || '';
}

function describe(t) {
  $('description').textContent = t ? `${title(t)}${t.description ? ' — ' + t.description : ''}` : '';
}

// The form as the CLI would take it: the template, and as flags only the
// fields that differ from it.
function request() {
  const name = $('template').value;
  const t = state.templates.find((x) => x.name === name);
  const r = { template: name || null, labels: $('labels').value };
  for (const f of FIELDS) {
    const v = fieldValue(f.key);
    const was = !t ? null : f.key === 'questions' ? t.questions : t.fields[f.key];
    const same = f.kind === 'check' ? v === !!was : String(v).trim() === String(was ?? '').trim();
    r[f.key] = same ? (f.kind === 'check' ? false : '') : v;
  }
  return r;
}

function quote(v) {
  return /^[A-Za-z0-9_.+\-]+$/.test(v) ? v : `'${v.replace(/'/g, "'\\''")}'`;
}

function cliLine(r) {
  const parts = ['gametable', 'solve'];
  if (r.template) parts.push(r.template);
  for (const f of FIELDS) {
    const v = r[f.key];
    if (f.key === 'questions') {
      for (const q of String(v).split('\n').filter((l) => l.trim())) parts.push('-q', quote(q.trim()));
    } else if (f.kind === 'check') {
      if (v) parts.push('--handed-win-counts');
    } else if (String(v).trim()) {
      parts.push(`--${f.key.replace(/_/g, '-')}`, quote(String(v).trim()));
    }
  }
  if (r.labels !== 'win-lose') parts.push('--labels', r.labels);
  return parts.join(' ');
}

// The time of the event (the keystroke), not of its handler. A new input:
// the note of a computation stopped before it goes.
function changed(e) {
  state.inputAt = e && e.timeStamp ? e.timeStamp : performance.now();
  hideStopNote();
  solve();
}

// Sends the form to the worker. What the worker is still doing belongs to
// the old form: it is stopped, and the new form solved at once.
function solve() {
  const r = request();
  $('cli').textContent = cliLine(r);
  const seq = ++state.seq;
  document.body.dataset.seq = String(seq);
  if (workerBusy()) stopWorker('input');
  run(r, seq);
}

// The worker's report of how far the solver has gone: shown as a
// percentage and a bar once the solve has taken long enough to be noticed.
function showProgress(fraction) {
  state.progress = fraction;
  state.reports.push(fraction);
  if (!state.slow) return;
  const pct = Math.floor(fraction * 100);
  const st = $('status');
  st.textContent = w('solving-pct', { pct });
  st.style.setProperty('--done', `${pct}%`);
  st.classList.add('busy', 'known');
  document.body.dataset.progress = String(pct);
}

async function run(r, seq) {
  state.progress = null;
  state.reports = [];
  window.gtProgress = state.reports; // for the browser tests
  state.slow = false;
  const t0 = performance.now();
  const timer = setTimeout(() => {
    state.slow = true;
    $('status').textContent = w('solving');
    $('status').classList.add('busy');
    if (state.progress != null) showProgress(state.progress);
  }, 150);
  let reply;
  try {
    reply = await ask('solve', { request: r });
    reply.result = JSON.parse(reply.result);
  } catch (e) {
    if (e.stopped === 'input') { clearTimeout(timer); return; } // a newer input follows
    // Stopped by the time limit: the note above the answers says so.
    const errors = e.stopped === 'time' ? [] : [{ field: 'solve', message: failureText(e) }];
    reply = { result: { ok: false, errors, stopped: errors.length === 0 }, ms: 0 };
  }
  clearTimeout(timer);
  if (seq !== state.seq) return; // a newer form is being solved: this answer is stale
  state.slow = false;
  $('status').classList.remove('busy', 'known');
  if (seq >= state.shownSeq) {
    state.shownSeq = seq;
    reply.result.ms = reply.ms;
    reply.result.wall = performance.now() - t0;
    await show(reply.result);
    // Every row of the grid is in (unless a newer result replaced it).
    if (state.shownSeq === seq) document.body.dataset.shown = String(seq);
  }
}

// ---- the result ----------------------------------------------------------
function clearErrors() {
  for (const f of FIELDS) {
    const wrap = $(`f-${f.key}`);
    wrap.classList.remove('bad');
    wrap.querySelector('.err').hidden = true;
  }
  $('general-error').hidden = true;
}

// Shows a result: the grid's window in view first, then the rest; resolves
// when the whole grid is in the page.
function show(res) {
  clearErrors();
  state.result = res;
  // Nothing derived from the last result stays: its explanation and tree,
  // the check of a dropped table, its red cells belong to other rules.
  forgetDerived();
  if (!res.ok) {
    // No stale table: what was shown belongs to other rules.
    $('answers').replaceChildren();
    clearLegend();
    $('grid').replaceChildren();
    newGrid();
    $('status').textContent = '';
    if (!res.stopped) showErrors(res);
    setDownloads(false);
    document.body.dataset.state = 'error';
    return;
  }
  if (state.stopNote === 'input') hideStopNote(); // the new input's result is here
  const r0 = performance.now();
  const rest = render(res);
  window.gtRenderMs = performance.now() - r0;
  setDownloads(true);
  document.body.dataset.state = 'solved';
  // For the benchmark (web/e2e/bench.mjs): the solve's times, and when the
  // frames show the result. gtPainted: the table in view and the answers;
  // gtPaintedAll: every cell of the grid, added after that.
  const inputAt = state.inputAt;
  const seq = state.shownSeq;
  window.gtLastSolve = { ms: res.ms, wall: res.wall, built: performance.now() - inputAt };
  window.gtLastPositions = res.cli.positions;
  return new Promise((done) => afterPaint(() => {
    window.gtPainted = performance.now() - inputAt;
    window.gtFirstWindow = firstWindow();
    drawRest(rest, () => afterPaint(() => {
      window.gtPaintedAll = performance.now() - inputAt;
      window.gtPaintedSeq = seq;
      done();
    }));
  }));
}

// Hides what was derived from the result shown before (the explanation,
// the check of a dropped table) and forgets it.
function forgetDerived() {
  state.picked = null;
  state.checked = null;
  state.derived = (state.derived || 0) + 1;
  $('explain').hidden = true;
  $('explain').replaceChildren();
  $('check').hidden = true;
  $('check').replaceChildren();
  delete document.body.dataset.check;
}

// A result's mistakes: each in its field, and all of them where the
// result would be (the eye is there, also on a phone), each naming its
// field; a click on one goes to the field.
// An error's message in the page's language (the library words each in
// every language; a message from the page itself has one text).
function said(e) {
  return (e.messages && e.messages[state.lang]) || e.message;
}

function showErrors(res) {
  const near = $('general-error');
  near.replaceChildren();
  for (const e of res.errors) {
    const wrap = document.getElementById(`f-${e.field}`);
    const line = document.createElement('div');
    if (wrap) {
      wrap.classList.add('bad');
      const box = wrap.querySelector('.err');
      box.textContent = said(e);
      box.hidden = false;
      const head = document.createElement('b');
      head.textContent = w('error-in', { field: w(`field-${e.field}`) || e.field });
      line.append(head, ' ', said(e));
      line.className = 'to-field';
      line.addEventListener('click', () => {
        wrap.scrollIntoView({ block: 'center' });
        $(`in-${e.field}`).focus({ preventScroll: true });
      });
    } else {
      line.textContent = said(e);
    }
    near.append(line);
  }
  const hint = document.createElement('div');
  hint.className = 'hint';
  hint.textContent = w('error-above');
  near.append(hint);
  near.hidden = false;
}

// Calls `f` once the next frame is on the screen: a message posted from the
// frame's animation callback is handled after its style, layout and paint.
function afterPaint(f) {
  requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = f;
    ch.port2.postMessage(0);
  });
}

// What the first frame of a grid showed (for the browser tests): how many
// cells were in the page, where the grid was scrolled to (a window too
// small for the view would have pulled it back), and what is at the bottom
// right corner of the grid's view — a cell when the window covered it.
function firstWindow() {
  const box = $('grid');
  const r = box.getBoundingClientRect();
  const at = document.elementFromPoint(r.left + box.clientLeft + box.clientWidth - 3,
    r.top + box.clientTop + box.clientHeight - 3);
  return { cells: box.querySelectorAll('td').length, scroll: [box.scrollTop, box.scrollLeft], corner: at && box.contains(at) ? at.closest('td, th')?.tagName ?? null : null };
}

function setDownloads(on) {
  for (const b of document.querySelectorAll('.downloads button')) b.disabled = !on;
}

// Draws the answers and the grid's window in view; returns what adds the
// rest of the grid (to be called once that is painted), or null.
function render(res) {
  const cli = res.cli;
  const note = !res.note ? '' : (res.note.limit ? w('bounded', { limit: res.note.limit, depth: cli.depth }) : res.note.text) + '; ';
  $('status').textContent = note + w('solved', { n: cli.positions, ms: res.ms.toFixed(1) });
  // Answers, each with its qualifying values; a click shows its cell.
  const list = $('answers');
  list.replaceChildren();
  for (const a of cli.answers) {
    const li = document.createElement('li');
    li.dataset.id = a.id;
    li.title = a.query + (a.warnings.length ? '\n' + a.warnings.join('\n') : '');
    const vals = a.values.length > 12 ? a.values.slice(0, 12).join(' ') + ' …' : a.values.join(' ');
    li.innerHTML = `<span class="id"></span>:<span class="ans"></span><span class="vals"></span>`;
    li.querySelector('.id').textContent = a.id;
    li.querySelector('.ans').textContent = a.answer || '—';
    li.querySelector('.vals').textContent = a.values.length ? `(${w('values')}: ${vals})` : '';
    li.addEventListener('click', () => jumpTo(a));
    list.append(li);
  }
  return drawGrid(res);
}

// A new grid (or none): what was still being added to the old one stops.
// Returns the new grid's token.
function newGrid() {
  state.rest = null;
  return ++state.gridToken;
}

// No legend; the next grid's is built anew.
function clearLegend() {
  $('legend').replaceChildren();
  $('legend').dataset.key = '';
}

// The grid: its legend, its colours, and the window in view (see below);
// returns what adds the rest, or null when the window is the whole grid.
function drawGrid(res) {
  const box = $('grid');
  const token = newGrid();
  const legend = $('legend');
  const g = res.grid;
  if (!g || g.too_big) clearLegend();
  if (!g) { box.innerHTML = `<p class="note"></p>`; box.firstChild.textContent = w('no-grid'); return null; }
  if (g.too_big) { box.innerHTML = `<p class="note"></p>`; box.firstChild.textContent = w('too-big', { cells: g.cells }); return null; }
  // The labels' colours: one style sheet kept across solves, rewritten only
  // when they change (a new sheet restyles the whole page).
  const css = g.legend.map((l, i) =>
    `.grid td.c${i}{background:${l.fill}${l.white ? ';color:#fff;font-weight:bold' : ''}}`).join('\n');
  if ($('grid-colours').textContent !== css) $('grid-colours').textContent = css;
  // The legend, rebuilt only when its labels or colours change.
  const key = css + g.legend.map((l) => l.label).join('\n');
  if (legend.dataset.key !== key) {
    legend.replaceChildren();
    for (const [i, l] of g.legend.entries()) {
      const s = document.createElement('span');
      s.className = `c${i}`;
      s.style.background = l.fill;
      if (l.white) { s.style.color = '#fff'; s.style.fontWeight = 'bold'; }
      s.textContent = l.label;
      legend.append(s);
    }
    legend.dataset.key = key;
  }
  const starts = new Set(res.cli.starts.map((s) => s.position.join(',')));
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const labels = g.legend.map((l) => esc(l.label));
  // One heap is a hundred chart, as in the workbook: the tens down, the
  // units across, S = row + column.
  const wrap = g.wrap || 0;
  const corner = wrap ? 'S' : g.heaps === 1 ? 'h1' : g.heaps === 2 ? 'h1\\h2' : 'h2\\h3';
  const [lo, hi] = g.axes[0];
  // Columns of one width (in the monospace font's characters), so that the
  // browser lays the table out from its first row (table-layout: fixed)
  // instead of measuring every cell.
  const longest = (xs) => xs.reduce((m, x) => Math.max(m, String(x).length), 0);
  const cellCh = Math.max(4.3, 1 + Math.max(longest(g.legend.map((l) => l.label)),
    ...g.blocks.map((b) => longest(b.cols))));
  const rowName = (b, k) => (b.rows.length ? (wrap ? b.rows[k] * wrap : b.rows[k]) : '');
  const headCh = Math.max(4.3, 1 + Math.max(corner.length,
    ...g.blocks.map((b) => longest(b.rows.map((_, k) => rowName(b, k))))));
  // The window in view goes in first and is painted: the rows the view
  // shows (a spacer row stands for those above it, keeping the scroll
  // position), each only from the column at the view's left edge (a spacer
  // cell for those before it) to the one at its right edge. The rest is
  // written and added after that frame; the result counts as shown
  // (data-shown) once every cell is there. Laying out and painting cells is
  // what costs: the demo's window is a quarter of its table wherever it is
  // scrolled. The view's size and scroll are kept by observers, so nothing
  // here waits for a layout.
  const view = state.view;
  const rowPx = state.rowPx || 19;
  const chPx = state.chPx || 7.3;
  const colPx = chPx * cellCh;
  const headPx = chPx * headCh;
  // Only one block's rows are skipped above the view: with several, their
  // captions make where a row lies a guess.
  const single = g.blocks.length === 1;
  // One row's cells from column `from` up to (not including) `to`.
  const cellsHtml = (b, k, from, to) => {
    const r = b.rows.length ? b.rows[k] : null;
    let out = '';
    for (let j = from, i = k * b.cols.length + from; j < to; j++, i++) {
      const c = b.cols[j];
      if (wrap && (r * wrap + c < lo || r * wrap + c > hi)) { out += '<td class="out"></td>'; continue; }
      const key = (wrap ? [r * wrap + c] : g.heaps === 1 ? [c] : g.heaps === 2 ? [r, c] : [b.fixed, r, c]).join(',');
      const v = b.cells[i];
      const cls = (v == null ? '' : `c${v}`) + (starts.has(key) ? ' start' : '');
      out += `<td data-h="${key}" class="${cls}">${v == null ? '' : labels[v]}</td>`;
    }
    return out;
  };
  const rowHead = (b, k) => `<th>${rowName(b, k)}</th>`;
  const rowsHtml = (b, from, to) => {
    let out = '';
    for (let k = from; k < to; k++) out += `<tr>${rowHead(b, k)}${cellsHtml(b, k, 0, b.cols.length)}</tr>`;
    return out;
  };
  const spacer = (rows) => `height:${rows * rowPx}px`;
  const win = []; // each block's window: rows [top, end), columns [left, right)
  let html = '';
  let y = 0; // where the block's first row lies in the grid's content
  for (const [n, b] of g.blocks.entries()) {
    const rows = Math.max(1, b.rows.length);
    const cols = b.cols.length;
    const width = `calc(${headCh}ch + ${cols} * ${cellCh}ch)`;
    html += `<table id="block-${n}" style="--cell:${cellCh}ch;--head:${headCh}ch;width:${width}">`;
    if (b.fixed != null) html += `<caption>h1 = ${b.fixed}</caption>`;
    html += `<thead><tr><th class="corner">${esc(corner)}</th>`;
    for (const c of b.cols) html += `<th>${c}</th>`;
    html += '</tr></thead><tbody>';
    y += (b.fixed != null ? 2 : 1) * rowPx; // the caption and the header
    const top = single ? Math.min(rows, Math.max(0, Math.floor((view.top - y) / rowPx) - 1)) : 0;
    const end = Math.min(rows, Math.max(top, Math.ceil((view.top + view.height - y) / rowPx) + 1));
    const left = Math.min(cols, Math.max(0, Math.floor(view.left / colPx) - 1));
    const right = Math.min(cols, Math.max(left + 1, Math.ceil((view.left + view.width - headPx) / colPx) + 1));
    if (top > 0) html += `<tr class="gap" style="${spacer(top)}"><td colspan="${cols + 1}"></td></tr>`;
    for (let k = top; k < end; k++) {
      html += `<tr data-k="${k}">${rowHead(b, k)}`;
      if (left > 0) html += `<td class="gap" colspan="${left}"></td>`;
      html += `${cellsHtml(b, k, left, right)}</tr>`;
    }
    html += '</tbody></table>';
    win.push({ top, end, left, right, rows, cols });
    y += rows * rowPx;
  }
  box.innerHTML = html;
  // The rest, in frames of about a window's worth of cells (a keystroke is
  // never kept waiting behind a long frame): the window's rows completed
  // (left, then right), then the rows below it, then those above.
  const work = []; // [what, block, row]
  for (const [n, w] of win.entries()) {
    for (let k = w.top; k < w.end; k++) {
      if (w.left > 0) work.push(['left', n, k]);
      if (w.right < w.cols) work.push(['right', n, k]);
    }
  }
  for (const [n, w] of win.entries()) for (let k = w.end; k < w.rows; k++) work.push(['below', n, k]);
  for (const [n, w] of win.entries()) for (let k = 0; k < w.top; k++) work.push(['above', n, k]);
  if (!work.length) return null;
  let next = 0;
  // Adds the next frame's part of the rest (or, asked for a cell, all of
  // it); says whether more is left.
  state.rest = (budget = REST_CELLS_A_FRAME) => {
    if (token !== state.gridToken) return false; // a newer grid replaced this one
    if (next === 0) {
      // The real sizes, for the next window (measured while the layout of
      // the painted frame still holds: no layout forced).
      const td = box.querySelector('tbody td[data-h]');
      if (td) {
        const r = td.getBoundingClientRect();
        state.rowPx = r.height;
        state.chPx = r.width / cellCh;
      }
    }
    while (next < work.length && budget > 0) {
      const [what, n] = work[next];
      const b = g.blocks[n];
      const w = win[n];
      const body = box.querySelector(`#block-${n} tbody`);
      if (what === 'left' || what === 'right') {
        const k = work[next][2];
        const tr = body.querySelector(`tr[data-k="${k}"]`);
        if (what === 'left') {
          tr.querySelector('td.gap').outerHTML = cellsHtml(b, k, 0, w.left);
          budget -= w.left;
        } else {
          tr.insertAdjacentHTML('beforeend', cellsHtml(b, k, w.right, w.cols));
          budget -= w.cols - w.right;
        }
        next++;
        continue;
      }
      // Whole rows, as many as the budget allows, in order.
      const from = work[next][2];
      let to = from;
      while (next < work.length && work[next][0] === what && work[next][1] === n && budget > 0) {
        to = work[next][2] + 1;
        budget -= w.cols;
        next++;
      }
      if (what === 'below') {
        body.insertAdjacentHTML('beforeend', rowsHtml(b, from, to));
      } else {
        // Above: put in before the spacer, which shrinks by as much.
        const gap = body.querySelector('tr.gap');
        gap.insertAdjacentHTML('beforebegin', rowsHtml(b, from, to));
        if (to === w.top) gap.remove();
        else gap.style.cssText = spacer(w.top - to);
      }
    }
    return next < work.length;
  };
  return state.rest;
}

// Adds the rest of a grid a frame's part at a time (see drawGrid), then
// calls `done`.
function drawRest(rest, done = () => {}) {
  const more = () => {
    if (rest && rest()) afterPaint(more);
    else done();
  };
  more();
}

// The grid box's size and scroll, kept as they change, so that drawing the
// grid never has to ask for them (asking would force a layout).
function watchView() {
  const box = $('grid');
  new ResizeObserver(([e]) => {
    state.view.width = e.contentRect.width;
    state.view.height = e.contentRect.height;
  }).observe(box);
  box.addEventListener('scroll', () => {
    state.view.top = box.scrollTop;
    state.view.left = box.scrollLeft;
  }, { passive: true });
}

// A cell of the grid, by its heaps; the rest of the grid is put in first
// if it is still being added (an answer clicked, a table dropped meanwhile).
function cellAt(heaps) {
  if (state.rest) state.rest(Infinity);
  return $('grid').querySelector(`td[data-h="${heaps.join(',')}"]`);
}

function jumpTo(a) {
  const first = parseInt(String(a.answer).split(/\s+/)[0], 10);
  const pair = a.pairs.find((p) => p[1] === first) || a.pairs[0];
  if (!pair) return;
  const start = state.result.cli.starts.find((s) => s.k === pair[0] && s.s === pair[1]);
  if (!start) return;
  const td = cellAt(start.position);
  if (td) {
    td.scrollIntoView({ block: 'center', inline: 'center' });
    pick(td);
  }
}

async function pick(td) {
  for (const p of $('grid').querySelectorAll('td.picked')) p.classList.remove('picked');
  td.classList.add('picked');
  const heaps = td.dataset.h.split(',').map(Number);
  const derived = state.derived;
  let result;
  try {
    ({ result } = await ask('explain', { heaps, lang: state.lang }));
  } catch (e) {
    if (!e.stopped) showFailure(failureText(e));
    return; // stopped: the note says why
  }
  // Another result (or language) came meanwhile: this one is not its.
  if (derived !== state.derived) return;
  state.picked = heaps;
  const box = $('explain');
  box.replaceChildren();
  const close = document.createElement('button');
  close.className = 'close';
  // The × is drawn by the style sheet: the pane's text is its explanation.
  close.title = w('close');
  close.setAttribute('aria-label', w('close'));
  close.addEventListener('click', () => {
    box.hidden = true;
    state.picked = null;
    for (const p of $('grid').querySelectorAll('td.picked')) p.classList.remove('picked');
  });
  box.append(close);
  const head = document.createElement('div');
  head.innerHTML = '<b></b> <span></span>';
  const e = result.explain;
  head.firstChild.textContent = `${result.position}: ${result.label || ''}`;
  // The reason as `gametable check --lang` words it.
  const why = result.why ? `. ${result.why[0].toUpperCase()}${result.why.slice(1)}` : '';
  head.lastChild.textContent = result.error || (e ? `${e.words}${why}` : result.why);
  box.append(head);
  if (e && e.moves.length) {
    const ul = document.createElement('ul');
    for (const m of e.moves) {
      const li = document.createElement('li');
      li.textContent = `${m.move} → (${m.position.join(', ')}) ${m.label}: ${m.words}`;
      if (m.best) li.className = 'best';
      ul.append(li);
    }
    box.append(ul);
  }
  // The strategy tree, drawn by the library (explain --tree --svg).
  if (result.tree_svg) {
    const tree = document.createElement('div');
    tree.className = 'tree';
    tree.innerHTML = result.tree_svg;
    box.append(tree);
  } else if (result.no_tree) {
    const p = document.createElement('p');
    p.className = 'no-tree';
    p.textContent = result.no_tree;
    box.append(p);
  }
  box.hidden = false;
}

// ---- downloads and checking ---------------------------------------------
async function download(kind) {
  const lang = state.lang;
  const ext = kind === 'csv' || kind === 'answers-csv' ? 'csv' : kind === 'ods' ? 'ods' : 'xlsx';
  const base = fileBase();
  const name = kind === 'formulas' ? `${base}-formulas.${ext}` : kind === 'answers-csv' ? `${base}-answers.csv` : `${base}.${ext}`;
  try {
    const { result } = await ask('download', { kind, lang });
    const type = {
      csv: 'text/csv',
      ods: 'application/vnd.oasis.opendocument.spreadsheet',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }[ext];
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([result], { type }));
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  } catch (e) {
    if (e.stopped !== 'input') showFailure(failureText(e));
  }
}

// A download's name: the task's, as `gametable solve TASK --out TASK.xlsx`
// would be named (the template's name, kept when a field is edited; the
// rules' own name when they have one; else "my rules").
function fileBase() {
  const t = $('template').value;
  if (t) return t;
  const name = state.result && state.result.ok && state.result.name;
  const slug = name && name !== 'game' ? name.replace(/[\\/:*?"<>|\s]+/g, '-').slice(0, 60) : '';
  return slug || w('file');
}

// The check's words (reasons, summary) come from the library, in the page's
// language, as `gametable check --lang` prints them. Each problem's line
// goes to its cell when clicked.
async function checkFile(file) {
  const derived = state.derived;
  const bytes = await file.arrayBuffer();
  let result;
  try {
    ({ result } = await ask('check', { name: file.name, bytes, lang: state.lang }, [bytes]));
  } catch (e) {
    if (!e.stopped) showFailure(failureText(e));
    return; // stopped: the note says why
  }
  if (derived !== state.derived) return; // another game meanwhile
  state.checked = file;
  for (const td of $('grid').querySelectorAll('td.wrong')) { td.classList.remove('wrong'); td.removeAttribute('title'); }
  const box = $('check');
  box.replaceChildren();
  box.hidden = false;
  if (result.error) { box.textContent = result.error; document.body.dataset.check = 'error'; return; }
  box.append(result.summary);
  for (const p of result.problems) {
    const line = document.createElement('span');
    line.className = `line ${p.verdict}`;
    line.textContent = p.line;
    line.dataset.h = p.position.join(',');
    line.title = w('check-hint');
    box.append('\n', line);
    const td = cellAt(p.position);
    if (td && p.verdict === 'wrong') { td.classList.add('wrong'); td.title = p.line; }
  }
  document.body.dataset.check = 'done';
}

// A check's line clicked: its cell scrolled into view, picked and explained.
function goToCell(heaps) {
  const td = cellAt(heaps);
  if (!td) return;
  td.scrollIntoView({ block: 'center', inline: 'center' });
  pick(td);
}

// Several files: one class, as `gametable check --class … --json`; the
// class workbook (`--out class.xlsx`) from the library, for the download.
const MARKS = '5:95,4:80,3:60';
async function checkClass(files) {
  const list = [];
  for (const f of files) list.push({ name: f.name, bytes: await f.arrayBuffer() });
  for (const td of $('grid').querySelectorAll('td.wrong')) { td.classList.remove('wrong'); td.removeAttribute('title'); }
  const box = $('check');
  box.hidden = false;
  let result;
  try {
    ({ result } = await ask('check_class', { files: list, lang: state.lang, marks: MARKS }, list.map((f) => f.bytes)));
  } catch (e) {
    box.textContent = failureText(e);
    document.body.dataset.check = 'error';
    return;
  }
  box.textContent = '';
  const table = document.createElement('table');
  table.id = 'class-table';
  const ids = result.students.find((r) => r.answers.length)?.answers.map((a) => a.question) || [];
  const head = table.createTHead().insertRow();
  for (const c of [w('class-file'), w('class-student'), w('class-checked'), w('class-wrong'), w('class-right'), ...ids, w('mark'), w('why')]) head.append(Object.assign(document.createElement('th'), { textContent: c }));
  const body = table.createTBody();
  for (const r of result.students) {
    const tr = body.insertRow();
    const t = r.table;
    const answers = ids.map((id) => {
      const a = r.answers.find((x) => x.question === id);
      if (!a) return '';
      if (a.given === null) return `${w('answer-none')} ${a.expected}`;
      return a.right ? `${a.given} — ${w('answer-right')}` : `${a.given} — ${w('answer-wrong')} ${a.expected}`;
    });
    const cells = [r.file, r.student || '', t ? t.counts.checked : '', t ? t.counts.wrong : '',
      t ? t.percent.toFixed(1) : '', ...answers, r.mark || '', r.error || ''];
    for (const c of cells) tr.insertCell().textContent = String(c);
  }
  const get = document.createElement('button');
  get.id = 'class-download';
  get.textContent = w('class-book');
  get.addEventListener('click', async () => {
    let bytes;
    try {
      ({ result: bytes } = await ask('class_workbook', {}));
    } catch (e) {
      if (!e.stopped) showFailure(failureText(e));
      return;
    }
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    a.download = 'class.xlsx';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  });
  box.append(table, get);
  document.body.dataset.check = 'class';
}

function checkFiles(files) {
  if (files.length > 1) checkClass(files);
  else if (files[0]) checkFile(files[0]);
}

// ---- a task's text pasted ----------------------------------------------
// The library's reader (as `gametable read`) reads the text; the form is
// filled from the reading and solved as any form; each sentence is shown
// with the keys it set, the unread ones marked. The fields stay editable.
async function readPasted() {
  const text = $('paste').value;
  if (!text.trim()) return;
  hideStopNote();
  // A new input: what the worker is doing for the old one is stopped.
  const stopped = workerBusy();
  if (stopped) stopWorker('input');
  const seq = ++state.readSeq;
  document.body.dataset.reading = 'busy';
  $('reading').hidden = false;
  $('reading').textContent = w('reading');
  let result;
  try {
    ({ result } = await ask('read', { text, lang: state.lang }));
  } catch (e) {
    if (e.stopped === 'input') {
      // The form (or another paste) changed meanwhile: that input wins.
      if (seq === state.readSeq) { $('reading').textContent = w('stopped-input'); document.body.dataset.reading = 'stopped'; }
      return;
    }
    result = { ok: false, error: failureText(e) };
  }
  if (seq !== state.readSeq) return;
  state.reading = result;
  state.readingTask = 0;
  const choose = $('paste-task');
  choose.replaceChildren();
  if (result.ok && result.tasks.length > 1) {
    for (const [i, t] of result.tasks.entries()) choose.add(new Option(w('task', taskArgs(t)), String(i)));
  }
  choose.hidden = choose.options.length === 0;
  if (result.ok) {
    fillFromReading();
  } else {
    showReading();
    if (stopped) solve(); // the old form again: its solve was stopped
  }
  document.body.dataset.reading = result.ok ? 'done' : 'error';
}

// The chosen task's reading into the form (as a template fills it), then
// solved as the form is.
function fillFromReading() {
  const t = state.reading.tasks[state.readingTask];
  $('template').value = '';
  fill(t.form);
  $('description').textContent = w('task', taskArgs({ ...t, complete: true }));
  const set = new Set(t.sentences.flatMap((s) => s.keys));
  if (t.sentences.some((s) => s.questions.length)) set.add('questions');
  for (const f of FIELDS) $(`f-${f.key}`).classList.toggle('from-reading', set.has(f.key));
  showReading();
  changed();
}

// The reading: complete or not (and what is missing), then every sentence
// with the keys it set; a click on one goes to its field.
function showReading() {
  const box = $('reading');
  const r = state.reading;
  if (!r) { box.hidden = true; return; }
  box.replaceChildren();
  box.hidden = false;
  if (!r.ok) {
    box.className = 'reading failed';
    box.textContent = r.error;
    return;
  }
  const t = r.tasks[state.readingTask];
  box.className = `reading ${t.complete ? 'complete' : 'incomplete'}`;
  const head = document.createElement('p');
  head.className = 'verdict';
  head.textContent = t.complete ? w('read-complete') : w('read-incomplete');
  box.append(head);
  if (!t.complete) {
    const ul = document.createElement('ul');
    ul.className = 'problems';
    for (const p of t.problems) ul.append(Object.assign(document.createElement('li'), { textContent: p }));
    box.append(ul);
  }
  const text = document.createElement('p');
  text.className = 'sentences';
  for (const s of t.sentences) {
    const span = document.createElement('span');
    const key = s.keys[0] || (s.questions.length ? 'questions' : null);
    span.className = `sentence${key ? ` key-${key}` : ''}${s.unread ? ' unread' : ''}`;
    span.textContent = s.text;
    const tags = s.keys.map((k) => w(`key-${k}`) || k);
    if (s.questions.length) {
      tags.push(`${w('question')} ${s.questions.join(' / ')}${s.questions.length > 1 ? ` — ${w('two-readings')}` : ''}`);
    }
    if (s.unread) tags.push(w('not-read'));
    if (tags.length) {
      const tag = document.createElement('b');
      tag.className = 'tag';
      tag.textContent = tags.join(', ');
      span.append(' ', tag);
    }
    if (key) {
      span.dataset.key = key;
      span.addEventListener('click', () => {
        $(`f-${key}`).scrollIntoView({ block: 'center' });
        $(`in-${key}`).focus({ preventScroll: true });
      });
    }
    text.append(span, ' ');
  }
  box.append(text);
}

// ---- start ---------------------------------------------------------------
async function main() {
  buildForm();
  $('status').textContent = w('loading');
  const saved = (navigator.language || 'ru').startsWith('ru') ? 'ru' : 'en';
  state.lang = saved;
  $('lang').value = saved;
  wasmModule = await compileWasm();
  await startWorker();
  state.templates = (await ask('templates', {})).result;
  const sel = $('template');
  sel.add(new Option('', ''));
  for (const t of state.templates) {
    const o = new Option(`${t.name} — ${title(t)}`, t.name);
    o.title = t.description || '';
    sel.add(o);
  }
  sel.value = 'ege-2021-demo';
  fill(state.templates.find((t) => t.name === sel.value));
  sel.addEventListener('change', () => {
    fill(state.templates.find((t) => t.name === sel.value));
    for (const f of FIELDS) $(`f-${f.key}`).classList.remove('from-reading');
    changed();
  });
  // A paste is read at once; typed text when the button is pressed.
  $('paste').addEventListener('input', (e) => {
    if (e.inputType === 'insertFromPaste' || e.inputType === 'insertFromDrop') readPasted();
  });
  $('paste-read').addEventListener('click', readPasted);
  $('paste-task').addEventListener('change', () => {
    state.readingTask = Number($('paste-task').value);
    fillFromReading();
  });
  $('labels').addEventListener('change', changed);
  $('lang').addEventListener('change', () => { state.lang = $('lang').value; applyWords(); });
  for (const b of document.querySelectorAll('.downloads button')) b.addEventListener('click', () => download(b.dataset.kind));
  watchView();
  $('grid').addEventListener('click', (e) => { const td = e.target.closest('td[data-h]'); if (td) pick(td); });
  $('check').addEventListener('click', (e) => {
    const line = e.target.closest('.line[data-h]');
    if (line) goToCell(line.dataset.h.split(',').map(Number));
  });
  const drop = $('drop');
  drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', (e) => {
    e.preventDefault();
    drop.classList.remove('over');
    checkFiles([...e.dataTransfer.files]);
  });
  $('drop-input').addEventListener('change', (e) => {
    // A copy: the list empties when the input is reset below, while the
    // files are still being read.
    checkFiles([...e.target.files]);
    e.target.value = ''; // the same file again (after an edit) is a new drop
  });
  applyWords();
  changed();
}

main().catch((e) => {
  $('general-error').textContent = 'gametable: ' + (e.error || e.message || String(e));
  $('general-error').hidden = false;
});
