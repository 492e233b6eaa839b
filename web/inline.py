"""Makes the single-file page: the static folder's index.html with its style,
script, worker (the wasm-bindgen glue + worker.js) and wasm (base64) inlined,
so that it opens from disk (file://) with no server and no network.

The script is app.js and the modules it imports (one file per part of the
page), joined into one module in the order a browser runs them (each after
the modules it imports, depth first from app.js): a page opened from disk may
not import another file.

    python3 web/inline.py SITE_DIR OUT.html
"""
import base64
import pathlib
import re
import sys

site, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])


def text(name):
    return (site / name).read_text(encoding="utf-8")


def safe(js, what):
    # Inside <script> only "</script" ends the element.
    if "</script" in js.lower():
        sys.exit(f"inline.py: {what} contains '</script'; cannot inline it")
    return js


IMPORT = re.compile(r"^import \{[^}]*\} from '\./([\w-]+\.js)';$")


def bundle(entry):
    """The page's modules joined into one: `import` lines dropped, `export`
    words taken off, each module after the ones it imports."""
    order, seen = [], set()
    # Depth first, with an explicit stack (module, its imports left).
    def imports(name):
        found = []
        for line in text(name).splitlines():
            m = IMPORT.match(line)
            if m:
                found.append(m.group(1))
            elif line.startswith("import ") or line.startswith("export {") or line.startswith("export default"):
                sys.exit(f"inline.py: {name}: an import or export this script cannot join: {line!r}")
        return found

    stack = [(entry, imports(entry))]
    seen.add(entry)
    while stack:
        name, left = stack[-1]
        if left:
            nxt = left.pop(0)
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, imports(nxt)))
        else:
            stack.pop()
            order.append(name)
    parts = []
    for name in order:
        lines = [l for l in text(name).splitlines() if not IMPORT.match(l)]
        lines = [l[len("export "):] if l.startswith("export ") else l for l in lines]
        parts.append(f"// ---- {name}\n" + "\n".join(lines) + "\n")
    return safe("".join(parts), "the page's script")


html = text("index.html")
worker = safe(text("gametable_web.js") + "\n" + text("worker.js"), "the worker")
wasm = base64.b64encode((site / "gametable_web_bg.wasm").read_bytes()).decode("ascii")
parts = {
    '<link rel="stylesheet" href="style.css">': "<style>\n" + text("style.css") + "</style>",
    '<script type="module" src="app.js"></script>': (
        '<script id="gt-worker" type="text/plain">\n' + worker + "</script>\n"
        '<script id="gt-wasm" type="application/octet-stream">' + wasm + "</script>\n"
        '<script type="module">\n' + bundle("app.js") + "</script>"
    ),
}
for old, new in parts.items():
    if old not in html:
        sys.exit(f"inline.py: index.html has no {old!r}")
    html = html.replace(old, new)
out.write_text(html, encoding="utf-8")
