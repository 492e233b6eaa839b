// The page's state, shared by its parts, and the one way they find an element.

export const $ = (id) => document.getElementById(id);
export const state = {
  lang: 'ru', templates: [], result: null, stopNote: null, reading: null, readingTask: 0, readSeq: 0,
  seq: 0, shownSeq: 0, inputAt: 0, gridToken: 0, rest: null, rowPx: 0, chPx: 0, reports: [],
  view: { top: 0, left: 0, width: 1000, height: 600 }, // the grid's box: see watchView
};
