// Downloads of the result, and workbooks checked against it.

import { $, state } from './state.js';
import { w } from './words.js';
import { ask, failureText, showFailure } from './compute.js';
import { cellAt, pick } from './result.js';

export async function download(kind) {
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
export async function checkFile(file) {
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
export function goToCell(heaps) {
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

export function checkFiles(files) {
  if (files.length > 1) checkClass(files);
  else if (files[0]) checkFile(files[0]);
}
