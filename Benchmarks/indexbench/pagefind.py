#!/usr/bin/env python3
"""Pagefind on the same pages indexbench gives doctool, for the side-by-side column.

Renders every Markdown page of --corpus to HTML under --site (a small renderer for the Markdown the
generator writes: headings, paragraphs, fenced code, list items; text escaped), then runs Pagefind
(PyPI `pagefind-bin`, installed on first use into a virtual environment under --work) on the site and
prints one JSON line: Pagefind's wall time, CPU time (user + system) and peak RSS, as wait4 reports
them for its process alone, plus the time the rendering took (not part of Pagefind's figures).
"""
import argparse
import html
import json
import os
import subprocess
import sys
import time
import venv

PAGEFIND = "pagefind-bin==1.5.2"


def pagefind_binary(work):
    env = os.path.join(work, "pagefind-venv")
    python = os.path.join(env, "bin", "python")
    if not os.path.exists(python):
        venv.create(env, with_pip=True)
    check = [python, "-c", "import pagefind_bin, os; print(os.path.join(os.path.dirname(pagefind_bin.__file__), 'pagefind'))"]
    found = subprocess.run(check, capture_output=True, text=True)
    if found.returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "--quiet", PAGEFIND], check=True, stdout=sys.stderr)
        found = subprocess.run(check, capture_output=True, text=True, check=True)
    return found.stdout.strip()


def render(markdown, language):
    out, paragraph, code = [], [], None
    def flush():
        if paragraph:
            out.append("<p>" + html.escape(" ".join(paragraph)) + "</p>")
            paragraph.clear()
    for line in markdown.split("\n"):
        if code is not None:
            if line.startswith("```"):
                out.append('<pre><code class="language-%s">%s</code></pre>' % (html.escape(code[0]), html.escape("\n".join(code[1:]))))
                code = None
            else:
                code.append(line)
        elif line.startswith("```"):
            flush()
            code = [line[3:].strip()]
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            out.append("<h%d>%s</h%d>" % (level, html.escape(line[level:].strip()), level))
        elif line.startswith("- "):
            flush()
            out.append("<ul><li>" + html.escape(line[2:]) + "</li></ul>")
        elif not line.strip():
            flush()
        else:
            paragraph.append(line)
    flush()
    title = next((line.lstrip("# ").strip() for line in markdown.split("\n") if line.startswith("# ")), "")
    return ('<!DOCTYPE html>\n<html lang="%s"><head><meta charset="utf-8"><title>%s</title></head>'
            '<body><main>%s</main></body></html>\n') % (language, html.escape(title), "\n".join(out))


def render_site(corpus, site):
    pages = 0
    for folder, _, files in os.walk(corpus):
        for name in sorted(files):
            if not name.endswith(".md"):
                continue
            source = os.path.join(folder, name)
            stem = name[:-3]
            language = stem if stem in ("en", "ru", "hi", "zh") else "en"
            target = os.path.join(site, os.path.relpath(source, corpus)[:-3] + ".html")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(source, encoding="utf-8") as page, open(target, "w", encoding="utf-8") as out:
                out.write(render(page.read(), language))
            pages += 1
    return pages


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--site", required=True)
    args = parser.parse_args()
    binary = pagefind_binary(args.work)
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    started = time.monotonic()
    pages = render_site(args.corpus, args.site)
    rendered = time.monotonic() - started
    started = time.monotonic()
    child = subprocess.Popen([binary, "--site", args.site], stdout=sys.stderr, stderr=sys.stderr)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - started
    print(json.dumps({"pages": pages, "render_s": round(rendered, 3), "wall": round(wall, 3),
                      "cpu": round(usage.ru_utime + usage.ru_stime, 3), "maxrss_kb": float(usage.ru_maxrss),
                      "status": os.waitstatus_to_exitcode(status), "version": version}))


if __name__ == "__main__":
    main()
