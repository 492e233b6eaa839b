// A task's text pasted: read by the library, the form filled from the
// reading, each sentence shown with the key it set.

import { $, state } from './state.js';
import { w, taskArgs } from './words.js';
import { ask, workerBusy, stopWorker, hideStopNote, failureText } from './compute.js';
import { FIELDS, fill, changed, solve } from './form.js';

// The library's reader (as `gametable read`) reads the text; the form is
// filled from the reading and solved as any form; each sentence is shown
// with the keys it set, the unread ones marked. The fields stay editable.
export async function readPasted() {
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
export function fillFromReading() {
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
export function showReading() {
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
