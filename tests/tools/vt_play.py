#!/usr/bin/python3
"""vt_play.py PDF DECK: each record's fairness.play keys read back.

Reads PDF with pikepdf and DECK (the deck it was laid out from) with
ElementTree: every record's /DPM has /PlayVerdict, /PlayBot, /PlayGames,
/PlayShares, /PlayLow and /PlayHigh equal to its board's fairness.play
detail in <validation> when the board carries one that was played, and
none of those keys when it does not. Prints "N played, M not played";
exits 1 with a line per difference.
"""
import re
import sys
import xml.etree.ElementTree as ET

import pikepdf

KEYS = ("/PlayVerdict", "/PlayBot", "/PlayGames", "/PlayShares",
        "/PlayLow", "/PlayHigh")
SEAT = re.compile(r"([0-9.]+) \[([0-9.]+), ([0-9.]+)\]")


def expected(deck):
    """The board id -> (verdict, bot, games, shares, lows, highs) or None."""
    want = {}
    for board in ET.parse(deck).getroot().iter("board"):
        play = None
        for c in board.iter("check"):
            d = c.get("detail") or ""
            m = re.match(r"(fair|unfair|undecided): (\d+) games by (\S+), "
                         r"shares (.*); spread", d)
            if c.get("id") == "fairness.play" and m:
                seats = SEAT.findall(m.group(4))
                play = (m.group(1), m.group(3), int(m.group(2)),
                        [float(s[0]) for s in seats],
                        [float(s[1]) for s in seats],
                        [float(s[2]) for s in seats])
        want[board.get("id")] = play
    return want


def main():
    pdf, deck = sys.argv[1], sys.argv[2]
    want = expected(deck)
    bad, seen, played = [], set(), 0
    with pikepdf.open(pdf) as p:
        for page in p.pages:
            if "/DPart" not in page.obj:
                continue
            dpm = page.obj.DPart.DPM
            bid = str(dpm.BoardID)
            if bid in seen:
                continue
            seen.add(bid)
            w = want.get(bid, "missing")
            if w == "missing":
                bad.append(f"{bid}: not in the deck")
            elif w is None:
                extra = [k for k in KEYS if k in dpm]
                if extra:
                    bad.append(f"{bid}: not played, yet {extra}")
            else:
                played += 1
                got = (str(dpm.get("/PlayVerdict", ""))[1:],
                       str(dpm.get("/PlayBot", "")),
                       int(dpm.get("/PlayGames", -1)),
                       [float(x) for x in dpm.get("/PlayShares", [])],
                       [float(x) for x in dpm.get("/PlayLow", [])],
                       [float(x) for x in dpm.get("/PlayHigh", [])])
                same = got[:3] == w[:3] and all(
                    len(g) == len(e) and
                    all(abs(a - b) < 1e-4 for a, b in zip(g, e))
                    for g, e in zip(got[3:], w[3:]))
                if not same:
                    bad.append(f"{bid}: record {got}, deck {w}")
    if len(seen) != len(want):
        bad.append(f"{len(seen)} records, {len(want)} boards")
    for b in bad:
        print(b)
    print(f"{played} played, {len(seen) - played} not played")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
