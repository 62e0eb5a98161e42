"""Checks docs/op2-compatibility.md's summary line against its tables: in
every table headed `| Name | Status | ...`, each name in backticks in the
first column counts once under its row's status (the status cell starts
with supported, different or rejected; "Loom's own" rows are not OP2's and
are not counted). A row with any other status, or a summary that does not
match, is one `loom: error:` line and exit status 1.

Usage: doc_summary.py DOC"""
import re
import sys

STATUSES = ("supported", "different", "rejected")
SUMMARY = re.compile(r"\*\*supported (\d+)\*\*, \*\*different (\d+)\*\*, "
                     r"\*\*rejected (\d+)\*\*")


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def count(lines, doc):
    counts = dict.fromkeys(STATUSES, 0)
    header = None
    for number, line in enumerate(lines, 1):
        if not line.startswith("|"):
            header = None
            continue
        row = cells(line)
        if header is None:
            header = row
            continue
        if set(line) <= set("|-: ") or header[:2] != ["Name", "Status"]:
            continue
        status = next((s for s in STATUSES if row[1].startswith(s)), None)
        if status is None:
            if row[1].startswith("Loom's own"):
                continue
            sys.exit(f"loom: error: {doc}:{number}: status '{row[1][:40]}' "
                     f"starts with none of {', '.join(STATUSES)}")
        counts[status] += len(re.findall(r"`[^`]+`", row[0]))
    return counts


def main(doc):
    with open(doc) as f:
        lines = f.read().split("\n")
    counts = count(lines, doc)
    found = [(n, SUMMARY.search(l)) for n, l in enumerate(lines, 1)]
    found = [(n, m) for n, m in found if m]
    if len(found) != 1:
        sys.exit(f"loom: error: {doc}: {len(found)} summary lines "
                 "(**supported N**, **different N**, **rejected N**), "
                 "expected 1")
    number, m = found[0]
    said = dict(zip(STATUSES, map(int, m.groups())))
    if said != counts:
        def text(c):
            return ", ".join(f"{s} {c[s]}" for s in STATUSES)
        sys.exit(f"loom: error: {doc}:{number}: the summary says "
                 f"{text(said)}; the tables hold {text(counts)}")
    print(f"{doc}: {', '.join(f'{s} {counts[s]}' for s in STATUSES)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
