#!/usr/bin/env python3
"""Hand .ts strings to translators in chunks, and take their work back.

  tschunks.py export playbench_nl.ts OUTDIR [--parts N]
      writes OUTDIR/part-K.json: a list of {"id", "context", "source", "numerus"} for every
      unfinished message (numerus: the translation needs the plural forms as a list).
  tschunks.py import playbench_nl.ts FILE.json...
      each FILE is {"id": "translation"} or {"id": ["singular", "plural"]}; every translation is
      checked (the same %1..%9 and %n, the same HTML tags, an & accelerator kept when the source
      has one) and written into the .ts as finished. Problems are printed, those entries skipped.
  tschunks.py check playbench_nl.ts
      prints the unfinished messages and exits 1 when there are any.

ids are "context|source", stable across lupdate runs. Python's standard library only.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET


def load(path):
    tree = ET.parse(path)
    return tree, tree.getroot()


def messages(root):
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            yield name, msg


def key(context, msg):
    return f"{context}|{msg.findtext('source')}"


def unfinished(msg):
    tr = msg.find("translation")
    return tr is not None and tr.get("type") == "unfinished"


PLACEHOLDER = re.compile(r"%(?:\d+|n|L\d+)")
TAG = re.compile(r"</?([a-zA-Z0-9]+)")


def problems(source, text, numerus=False):
    out = []
    # A plural form may leave out %n ("ein Zug"); every other placeholder stays.
    drop = {"%n"} if numerus else set()
    if set(PLACEHOLDER.findall(source)) - drop != set(PLACEHOLDER.findall(text)) - drop:
        out.append("placeholders differ")
    if sorted(TAG.findall(source)) != sorted(TAG.findall(text)):
        out.append("HTML tags differ")
    if re.search(r"&[^&\s;]", source.replace("&amp;", "")) and not re.search(r"&[^&\s;]", text.replace("&amp;", "")):
        if not re.search(r"&\w+;", source):
            out.append("accelerator & missing")
    if not text.strip() and source.strip():
        out.append("empty")
    return out


def export(ts, outdir, parts):
    import os
    _, root = load(ts)
    items = []
    for context, msg in messages(root):
        if unfinished(msg):
            items.append({"id": key(context, msg), "context": context, "source": msg.findtext("source"),
                          "numerus": msg.get("numerus") == "yes"})
    os.makedirs(outdir, exist_ok=True)
    size = (len(items) + parts - 1) // parts
    for k in range(parts):
        chunk = items[k * size:(k + 1) * size]
        with open(f"{outdir}/part-{k + 1}.json", "w", encoding="utf-8") as f:
            json.dump(chunk, f, ensure_ascii=False, indent=1)
        print(f"{outdir}/part-{k + 1}.json: {len(chunk)} messages")


def write(tree, ts):
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    # lupdate's own layout comes back on its next run; keep the DOCTYPE it expects.
    with open(ts, encoding="utf-8") as f:
        text = f.read()
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
    with open(ts, "w", encoding="utf-8") as f:
        f.write(text)


def import_(ts, files):
    tree, root = load(ts)
    done = {}
    for path in files:
        with open(path, encoding="utf-8") as f:
            done.update(json.load(f))
    applied = skipped = 0
    for context, msg in messages(root):
        k = key(context, msg)
        if k not in done:
            continue
        value = done[k]
        source = msg.findtext("source")
        tr = msg.find("translation")
        forms = value if isinstance(value, list) else [value]
        bad = [p for text in forms for p in problems(source, text, msg.get("numerus") == "yes")]
        if msg.get("numerus") == "yes" and not isinstance(value, list):
            bad.append("plural forms expected as a list")
        if bad:
            print(f"skipped {k!r}: {', '.join(sorted(set(bad)))}", file=sys.stderr)
            skipped += 1
            continue
        tr.attrib.pop("type", None)
        for child in list(tr):
            tr.remove(child)
        if msg.get("numerus") == "yes":
            tr.text = None
            for text in forms:
                ET.SubElement(tr, "numerusform").text = text
        else:
            tr.text = forms[0]
        applied += 1
    write(tree, ts)
    print(f"{ts}: {applied} translations written, {skipped} skipped")
    return 1 if skipped else 0


def check(ts):
    _, root = load(ts)
    left = [key(c, m) for c, m in messages(root) if unfinished(m)]
    for k in left:
        print(k)
    print(f"{ts}: {len(left)} unfinished", file=sys.stderr)
    return 1 if left else 0


def main(argv):
    if len(argv) >= 4 and argv[1] == "export":
        parts = int(argv[argv.index("--parts") + 1]) if "--parts" in argv else 1
        export(argv[2], argv[3], parts)
        return 0
    if len(argv) >= 4 and argv[1] == "import":
        return import_(argv[2], argv[3:])
    if len(argv) == 3 and argv[1] == "check":
        return check(argv[2])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
