// A workbook's content as a person sees it: each sheet's name, its cells'
// values (shared or inline strings resolved), its links, and the number of
// notes. The page writes the class workbook in memory and the command line
// streams its students' sheets (strings inline, rows without spans), so the
// two are compared by this content, not byte for byte.
import { inflateRawSync } from 'node:zlib';

/** The files of a zip archive (stored or deflated), as text. */
function unzip(buf) {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const files = new Map();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

const unxml = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
  .replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const texts = (xml) => unxml([...xml.matchAll(/<t(?: [^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''));

/** [{ name, cells: { A1: value }, links: [[ref, location]] }] and the notes' count. */
export function xlsxContent(buf) {
  const f = unzip(buf);
  const shared = [...(f.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1]));
  const names = [...f.get('xl/workbook.xml').matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => unxml(m[1]));
  const sheets = names.map((name, i) => {
    const xml = f.get(`xl/worksheets/sheet${i + 1}.xml`) ?? '';
    const cells = {};
    for (const [, ref, attrs, body = ''] of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const t = /t="(\w+)"/.exec(attrs)?.[1];
      const v = t === 's' ? shared[Number(/<v>(\d+)<\/v>/.exec(body)?.[1])]
        : t === 'inlineStr' ? texts(body)
          : /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      if (v !== undefined) cells[ref] = v;
    }
    const links = [...xml.matchAll(/<hyperlink ref="([^"]+)"[^>]*?location="([^"]*)"/g)].map((m) => [m[1], unxml(m[2])]);
    return { name, cells, links };
  });
  const notes = [...f.entries()].filter(([n]) => /^xl\/comments\d+\.xml$/.test(n))
    .reduce((k, [, xml]) => k + (xml.match(/<comment /g) ?? []).length, 0);
  return { sheets, notes };
}
