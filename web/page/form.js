// The form: each field a key of a template and a flag of the CLI; the
// request it makes, and solving it.

import { $, state } from './state.js';
import { w } from './words.js';
import { ask, workerBusy, stopWorker, hideStopNote, failureText } from './compute.js';
import { show } from './result.js';

export const FIELDS = [
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

export function buildForm() {
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

export function fill(t) {
  for (const f of FIELDS) {
    const el = $(`in-${f.key}`);
    const v = f.key === 'questions' ? (t ? t.questions : '') : (t ? t.fields[f.key] : null);
    if (el.type === 'checkbox') el.checked = !!v;
    else el.value = v == null ? '' : String(v);
  }
  describe(t);
}

// A template's name in the page's language.
export function title(t) {
  return (state.lang === 'en' && t.title_en) || t.title || '';
}

export function describe(t) {
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
export function changed(e) {
  state.inputAt = e && e.timeStamp ? e.timeStamp : performance.now();
  hideStopNote();
  solve();
}

// Sends the form to the worker. What the worker is still doing belongs to
// the old form: it is stopped, and the new form solved at once.
export function solve() {
  const r = request();
  $('cli').textContent = cliLine(r);
  const seq = ++state.seq;
  document.body.dataset.seq = String(seq);
  if (workerBusy()) stopWorker('input');
  run(r, seq);
}

// The worker's report of how far the solver has gone: shown as a
// percentage and a bar once the solve has taken long enough to be noticed.
export function showProgress(fraction) {
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
