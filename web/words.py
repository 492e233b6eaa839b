"""Puts the page's interface words into its script: the `ui-` messages of
locales/<lang>/page.ftl (the Fluent catalogs the library reads too), as a
table of patterns that words.js's `w(key, args)` formats, in place of the line
`const WORDS = {};` of the site's words.js. The words so live in the catalogs
only, one place per language, and the page needs no Fluent library.

    python3 web/words.py LOCALES_DIR SITE_DIR/words.js

A pattern is a list of parts: a string, {"var": name} (a value), or
{"sel": name, "variants": [[key, pattern], ...], "def": index} (a select:
the variant whose key is the value, or the value's plural category, else the
default). This reads the part of Fluent those messages use: one-line texts,
{ $var }, { "literal" } and selects over a variable whose variants are one
line each; anything else stops the build with the message's name.
"""
import json
import pathlib
import re
import sys

MARK = "const WORDS = {};"
LANGS = ("ru", "en")
IDENT = re.compile(r"[a-zA-Z][a-zA-Z0-9_-]*")


class Unsupported(Exception):
    pass


def messages(text):
    """(id, value) of every message of a catalog; the value's lines joined."""
    out, current = [], None
    for line in text.split("\n"):
        if line.startswith("#") or not line.strip():
            current = None
            continue
        # An indented line, or a select's closing brace, goes on the value.
        if line[0] in " \t}":
            if current is None:
                raise Unsupported(f"an indented line outside a message: {line!r}")
            current[1].append(line.rstrip())
            continue
        m = re.match(r"([a-zA-Z][a-zA-Z0-9_-]*)\s*=\s?(.*)$", line)
        if not m:
            raise Unsupported(f"not a message: {line!r}")
        current = (m.group(1), [m.group(2).rstrip()])
        out.append(current)
    return [(k, "\n".join(v).strip()) for k, v in out]


class Parser:
    def __init__(self, text, name):
        self.s, self.i, self.name = text, 0, name

    def fail(self, what):
        raise Unsupported(f"{self.name}: {what} at {self.s[self.i:self.i + 20]!r}")

    def pattern(self, end_of_line):
        parts, text = [], ""
        while self.i < len(self.s):
            c = self.s[self.i]
            if c == "\n":
                if end_of_line:
                    break
                self.fail("a text of more than one line")
            if c == "}":
                if end_of_line:
                    self.fail("'}' in a variant")
                self.fail("a stray '}'")
            if c == "{":
                self.i += 1
                part = self.placeable()
                if isinstance(part, str):
                    text += part
                else:
                    if text:
                        parts.append(text)
                    text = ""
                    parts.append(part)
                continue
            text += c
            self.i += 1
        if text:
            parts.append(text)
        return parts

    def blank(self, newlines=True):
        while self.i < len(self.s) and self.s[self.i] in (" \t\n" if newlines else " \t"):
            self.i += 1

    def placeable(self):
        self.blank()
        if self.s.startswith('"', self.i):
            end = self.s.find('"', self.i + 1)
            if end < 0 or "\\" in self.s[self.i:end]:
                self.fail("a string literal")
            literal = self.s[self.i + 1:end]
            self.i = end + 1
            self.close()
            return literal
        if not self.s.startswith("$", self.i):
            self.fail("a placeable other than { $var } or a select")
        self.i += 1
        m = IDENT.match(self.s, self.i)
        if not m:
            self.fail("a variable's name")
        name = m.group(0)
        self.i = m.end()
        self.blank()
        if not self.s.startswith("->", self.i):
            self.close()
            return {"var": name}
        self.i += 2
        variants, default = [], None
        while True:
            self.blank()
            if self.s.startswith("}", self.i):
                self.i += 1
                break
            star = self.s.startswith("*", self.i)
            if star:
                self.i += 1
            if not self.s.startswith("[", self.i):
                self.fail("a variant")
            end = self.s.find("]", self.i)
            key = self.s[self.i + 1:end].strip()
            self.i = end + 1
            self.blank(newlines=False)
            if star:
                default = len(variants)
            variants.append([key, self.pattern(end_of_line=True)])
        if default is None:
            self.fail("a select without a default variant")
        return {"sel": name, "variants": variants, "def": default}

    def close(self):
        self.blank()
        if not self.s.startswith("}", self.i):
            self.fail("'}'")
        self.i += 1


def words(locales):
    table = {}
    for lang in LANGS:
        text = (locales / lang / "page.ftl").read_text(encoding="utf-8")
        table[lang] = {
            name[3:]: Parser(value, f"locales/{lang}/page.ftl: {name}").pattern(False)
            for name, value in messages(text)
            if name.startswith("ui-")
        }
    return table


def main():
    locales, script_path = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    try:
        table = words(locales)
    except Unsupported as e:
        sys.exit(f"words.py: {e}")
    script = script_path.read_text(encoding="utf-8")
    if script.count(MARK) != 1:
        sys.exit(f"words.py: {script_path} must have the line {MARK!r} once")
    filled = "const WORDS = " + json.dumps(table, ensure_ascii=False) + ";"
    script_path.write_text(script.replace(MARK, filled), encoding="utf-8")


if __name__ == "__main__":
    main()
