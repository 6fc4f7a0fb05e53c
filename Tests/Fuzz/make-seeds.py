#!/usr/bin/env python3
"""Fuzz seeds for the formats the shipped corpus lacks: each page's outline (`doctool parse --json`
documents on stdin, NUL-separated) rendered as an HTML page and a Markdown page, into SEEDS/html and
SEEDS/markdown. A test tool of Tests/Fuzz/run.sh; doctool itself never runs it."""
import html
import json
import os
import sys


def render_html(document):
    out = ['<!DOCTYPE html>', '<html lang="%s"><head><meta charset="utf-8">' % document.get("declaredLanguage", "en"),
           '<title>%s</title></head><body>' % html.escape(document.get("title", ""))]
    for section in document["sections"]:
        blocks = ([section["heading"]] if section.get("heading") else []) + section["blocks"]
        for block in blocks:
            kind, text = block["kind"], block["text"]
            if kind == "heading":
                level = block.get("headingLevel", 2)
                out.append("<h%d>%s</h%d>" % (level, html.escape(text), level))
            elif kind == "code":
                hint = block.get("codeHint", {}).get("normalized")
                attribute = ' class="language-%s"' % hint if hint else ""
                out.append("<pre><code%s>%s</code></pre>" % (attribute, html.escape(text)))
            elif kind == "code-label":
                out.append("<p><strong>%s</strong></p>" % html.escape(text))
            elif kind == "list":
                items = "".join("<li>%s" % html.escape(line.lstrip("-*• ")) for line in text.split("\n"))
                out.append("<ul>%s</ul>" % items)
            elif kind == "media":
                out.append('<p><img src="%s" alt=""></p>' % html.escape(text))
            elif kind == "chrome":
                out.append("<nav>%s</nav>" % html.escape(text))
            else:
                out.append("<p>%s" % html.escape(text).replace("\n", "<br>\n"))
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def render_markdown(document):
    out = ["---", "title: %s" % document.get("title", "").replace("\n", " "), "---", ""]
    for section in document["sections"]:
        blocks = ([section["heading"]] if section.get("heading") else []) + section["blocks"]
        for block in blocks:
            kind, text = block["kind"], block["text"]
            if kind == "heading":
                out.append("#" * block.get("headingLevel", 2) + " " + text)
            elif kind == "code":
                hint = block.get("codeHint", {}).get("normalized", "")
                out.append("```%s\n%s\n```" % (hint, text))
            elif kind == "code-label":
                out.append("**%s**" % text)
            elif kind == "list":
                out.append("\n".join(line if line[:2] in ("- ", "* ") else "- " + line for line in text.split("\n")))
            elif kind == "media":
                out.append("![](%s)" % text)
            else:
                out.append(text)
            out.append("")
    return "\n".join(out)


def main():
    folder = sys.argv[1]
    for number, chunk in enumerate(sys.stdin.buffer.read().split(b"\0")):
        if not chunk.strip():
            continue
        document = json.loads(chunk)
        name = document["path"].replace("/", "_").rsplit(".", 1)[0]
        with open(os.path.join(folder, "html", name + ".html"), "w", encoding="utf-8") as page:
            page.write(render_html(document))
        with open(os.path.join(folder, "markdown", name + ".md"), "w", encoding="utf-8") as page:
            page.write(render_markdown(document))


if __name__ == "__main__":
    main()
