"""Makes the single-file page: the static folder's index.html with its style,
script, worker (the wasm-bindgen glue + worker.js) and wasm (base64) inlined,
so that it opens from disk (file://) with no server and no network.

    python3 web/inline.py SITE_DIR OUT.html
"""
import base64
import pathlib
import sys

site, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])


def text(name):
    return (site / name).read_text(encoding="utf-8")


def safe(js, what):
    # Inside <script> only "</script" ends the element.
    if "</script" in js.lower():
        sys.exit(f"inline.py: {what} contains '</script'; cannot inline it")
    return js


html = text("index.html")
worker = safe(text("gametable_web.js") + "\n" + text("worker.js"), "the worker")
wasm = base64.b64encode((site / "gametable_web_bg.wasm").read_bytes()).decode("ascii")
parts = {
    '<link rel="stylesheet" href="style.css">': "<style>\n" + text("style.css") + "</style>",
    '<script type="module" src="app.js"></script>': (
        '<script id="gt-worker" type="text/plain">\n' + worker + "</script>\n"
        '<script id="gt-wasm" type="application/octet-stream">' + wasm + "</script>\n"
        '<script type="module">\n' + safe(text("app.js"), "app.js") + "</script>"
    ),
}
for old, new in parts.items():
    if old not in html:
        sys.exit(f"inline.py: index.html has no {old!r}")
    html = html.replace(old, new)
out.write_text(html, encoding="utf-8")
