// The result: the answers, the grid (drawn a window at a time), the
// cells' explanations.

import { $, state } from './state.js';
import { w } from './words.js';
import { ask, hideStopNote, failureText, showFailure } from './compute.js';
import { FIELDS } from './form.js';

// How many of a grid's cells are added in one frame after its window in view.
const REST_CELLS_A_FRAME = 1000;

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
export function show(res) {
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

export function showErrors(res) {
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
export function afterPaint(f) {
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
export function render(res) {
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
export function drawRest(rest, done = () => {}) {
  const more = () => {
    if (rest && rest()) afterPaint(more);
    else done();
  };
  more();
}

// The grid box's size and scroll, kept as they change, so that drawing the
// grid never has to ask for them (asking would force a layout).
export function watchView() {
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
export function cellAt(heaps) {
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

export async function pick(td) {
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
