// gametable's page: the user interface only. Every computation is a request
// to the worker, which runs the Rust library compiled to WebAssembly.

import { $, state } from './state.js';
import { w } from './words.js';
import { startComputing, ask, showStopNote } from './compute.js';
import { FIELDS, buildForm, fill, title, describe, changed } from './form.js';
import { showErrors, afterPaint, render, drawRest, watchView, cellAt, pick } from './result.js';
import { download, checkFile, goToCell, checkFiles } from './files.js';
import { readPasted, fillFromReading, showReading } from './paste.js';

// The page's words put in the page's language: every label, the templates'
// names, and what is shown (asked for again in the new language).
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

async function main() {
  buildForm();
  $('status').textContent = w('loading');
  const saved = (navigator.language || 'ru').startsWith('ru') ? 'ru' : 'en';
  state.lang = saved;
  $('lang').value = saved;
  await startComputing();
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
