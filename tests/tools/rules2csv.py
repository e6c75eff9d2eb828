#!/usr/bin/python3
"""rules2csv.py: a typed rules file turned into the same rules with its
sections read from CSV files ("[type] from type.csv"), in the format
lib/board/rules_csv.c reads; tests/cli/csv.sh makes its fixtures with it
from templates/rules/*.rules, so they follow the shipped rules.

  rules2csv.py [options] RULES DIR

writes DIR/NAME.rules (NAME: RULES's file name) and DIR/SECTION.csv for
each section converted. The [rules] section stays typed, as do the
sections --typed names; every other section (or only those --only names)
becomes "[SECTION] from SECTION.csv":

  a table ([type NAME] entries): a header row "name" and the keys, in the
      order they first appear among the entries; one row an entry, a key
      the entry does not set an empty cell (the reader skips those);
  a single section ([board]): a header row of its keys and one row of
      their values; with --down SECTION, each value's words one a row
      down its column (the reader joins a column's cells that are not
      empty with spaces: a list as a spreadsheet's column).

A cell holding a comma or a quote is quoted as RFC 4180 says (a typed
value never holds a line break). Records end in LF, or CRLF for the
sections --crlf names. Comments are left out, and so are the typed
sections' blank lines; a typed section keeps its lines as written.

Options (LIST: section names, comma-separated):
  --only LIST    convert these sections only
  --typed LIST   keep these sections typed as well as [rules]
  --down LIST    single sections whose lists run down their columns
                 (--down and --crlf may name sections RULES lacks)
  --crlf LIST    sections whose CSV records end in CRLF
  --sections     print the sections RULES holds, one a line, and stop
  --help         print this

What the reader cannot take is refused, naming RULES and its line, with
status 2: a section or key twice, a key without a value, a value with a
control byte, more fields or records than the reader reads (64 fields,
1,001 records, 4,095 bytes a field), a rules file already reading CSV.
The typed file is read as the rules loader reads it (lib/board/rules.c):
a "#" that starts a word starts a comment; the key is the line's first
word, its value the rest between blanks.
"""
import os
import re
import sys

FIELDS = 64       # fields a record (lib/core/csv.h, CSV_FIELDS)
RECORDS = 1001    # records a file, the header's included
FIELD = 4095      # bytes a field


class Refused(Exception):
    pass


def strip_comment(s):
    """s cut at a '#' that starts a word and ends it (rules.c)."""
    i = s.find("#")
    while i >= 0:
        before = i == 0 or s[i - 1] in " \t"
        after = i + 1 == len(s) or s[i + 1] in " \t"
        if before and after:
            return s[:i]
        i = s.find("#", i + 1)
    return s


class Section:
    """One section of the typed file: single, or a table of entries."""

    def __init__(self, name, table, line):
        self.name = name
        self.table = table
        self.line = line
        self.entries = []      # [(entry name, [(key, value)])]
        self.lines = []        # its lines as typed, for a typed section


def read_rules(path):
    """The sections of the typed rules file at path, in their order."""
    try:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise Refused("%s: cannot read it: %s" % (path, e))
    sections, by_name = [], {}
    cur = None
    for n, raw in enumerate(text.split("\n"), 1):
        raw = raw.rstrip("\r")
        s = strip_comment(raw).strip(" \t")
        if not s:
            continue
        where = "%s:%d" % (path, n)
        if s.startswith("["):
            end = s.find("]")
            words = s[1:end].split() if end > 0 else []
            if end < 0 or s[end + 1:].strip(" \t"):
                raise Refused("%s: %s: not a typed section header" %
                              (where, s))
            if not 1 <= len(words) <= 2:
                raise Refused("%s: a section header looks like [type "
                              "ember]" % where)
            name = words[0]
            sec = by_name.get(name)
            if sec is None:
                sec = Section(name, len(words) == 2, n)
                by_name[name] = sec
                sections.append(sec)
            elif sec.table != (len(words) == 2) or not sec.table:
                raise Refused("%s: [%s] appears twice" % (where, name))
            entry = words[1] if len(words) == 2 else ""
            if any(e == entry for e, _ in sec.entries):
                raise Refused("%s: [%s] appears twice" %
                              (where, " ".join(words)))
            sec.entries.append((entry, []))
            if sec.lines:
                sec.lines.append("")
            sec.lines.append("[%s]" % " ".join(words))
            cur = sec
            continue
        if cur is None:
            raise Refused("%s: a setting outside any section" % where)
        key = re.split("[ \t]", s, 1)[0]
        value = s[len(key):].strip(" \t")
        if not value:
            raise Refused("%s: %s: a key without a value" % (where, key))
        if any((ord(c) < 0x20 and c != "\t") or ord(c) == 0x7f
               for c in value):
            raise Refused("%s: %s: a control character in the value" %
                          (where, key))
        if len(value.encode("utf-8")) > FIELD:
            raise Refused("%s: %s: a value longer than %d bytes" %
                          (where, key, FIELD))
        pairs = cur.entries[-1][1]
        if any(k == key for k, _ in pairs):
            raise Refused("%s: %s: set twice in one section" % (where, key))
        pairs.append((key, value))
        cur.lines.append(strip_comment(raw).rstrip(" \t"))
    return sections


def cell(value):
    """value as one CSV field (RFC 4180: quoted when it must be)."""
    if any(c in value for c in ',"\r\n'):
        return '"' + value.replace('"', '""') + '"'
    return value


def table_of(path, sec, down):
    """sec's records: a header and its rows, as lists of fields."""
    keys = []
    for _, pairs in sec.entries:
        for k, _ in pairs:
            if k not in keys:
                keys.append(k)
    if sec.table:
        rows = [["name"] + keys]
        for entry, pairs in sec.entries:
            d = dict(pairs)
            rows.append([entry] + [d.get(k, "") for k in keys])
    else:
        d = dict(sec.entries[0][1])
        rows = [keys]
        if down:
            cols = [d[k].split() for k in keys]
            for i in range(max(len(c) for c in cols)):
                rows.append([c[i] if i < len(c) else "" for c in cols])
        else:
            rows.append([d[k] for k in keys])
    if len(rows[0]) > FIELDS or len(rows) > RECORDS:
        raise Refused("%s:%d: [%s]: %d fields and %d records, more than "
                      "a CSV file is read with (%d, %d)" %
                      (path, sec.line, sec.name, len(rows[0]), len(rows),
                       FIELDS, RECORDS))
    if not keys and not sec.table:
        raise Refused("%s:%d: [%s]: no key to make a column of" %
                      (path, sec.line, sec.name))
    return rows


def write(path, text):
    """text to path, by a temporary file renamed (never half-written)."""
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, path)


def names(arg):
    return [s for s in arg.split(",") if s]


def main(argv):
    opts = {"--only": None, "--typed": [], "--down": [], "--crlf": []}
    args, list_only = [], False
    i = 1
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            sys.stdout.write(__doc__)
            return
        if a == "--sections":
            list_only = True
        elif a in opts and i + 1 < len(argv):
            opts[a] = names(argv[i + 1])
            i += 1
        elif a.startswith("-"):
            raise Refused("usage: rules2csv.py [--only LIST] [--typed "
                          "LIST] [--down LIST] [--crlf LIST] RULES DIR")
        else:
            args.append(a)
        i += 1
    if len(args) != (1 if list_only else 2):
        raise Refused("usage: rules2csv.py [options] RULES DIR, or "
                      "--sections RULES")
    path = args[0]
    sections = read_rules(path)
    if list_only:
        sys.stdout.write("".join(s.name + "\n" for s in sections))
        return
    have = {s.name for s in sections}
    for o in ("--only", "--typed"):
        for n in opts[o] or []:
            if n not in have:
                raise Refused("%s: %s %s: no such section" % (path, o, n))
    typed = {"rules"} | set(opts["--typed"])
    convert = [s for s in sections if s.name not in typed and
               (opts["--only"] is None or s.name in opts["--only"])]
    if "rules" in (opts["--only"] or []):
        raise Refused("%s: [rules] is typed in the rules file, not read "
                      "from a CSV file" % path)
    out = args[1]
    os.makedirs(out, exist_ok=True)
    files = []
    for s in convert:
        rows = table_of(path, s, s.name in opts["--down"])
        eol = "\r\n" if s.name in opts["--crlf"] else "\n"
        files.append((s.name + ".csv", "".join(
            ",".join(cell(v) for v in r) + eol for r in rows)))
    text = []
    for s in sections:
        if s not in convert:
            text.append("\n".join(s.lines) + "\n")
    text.append("".join("[%s] from %s.csv\n" % (s.name, s.name)
                        for s in convert))
    for name, body in files:
        write(os.path.join(out, name), body)
    write(os.path.join(out, os.path.basename(path)), "\n".join(text))


if __name__ == "__main__":
    try:
        main(sys.argv)
    except Refused as e:
        sys.stderr.write("rules2csv.py: %s\n" % e)
        sys.exit(2)
    except OSError as e:
        sys.stderr.write("rules2csv.py: %s\n" % e)
        sys.exit(2)
