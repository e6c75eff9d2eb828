#!/usr/bin/python3
"""pins_browser.py URL RULES KIND: lock and regenerate on preview's page in
headless Chromium (python3-selenium, as preview_browser.py), for
tests/cli/pins-browser.sh. Prints TAP lines from PREVIEW_TAP_FROM and,
last, "pin: LINE" (the pin made, as the page shows it) and "seeds: A B"
(the grid's seeds); exits 0.

It opens the page, opens a board large and clicks on it: the thing
nearest (a node of a nodes board, a city of a transport map, a feature
of a dungeon) is pinned ("node X Y type T", "city X Y goods G,…",
"feature X Y type F"); no file is written beside the
rules until "save pins"; the grid is made again by itself and every board
of it keeps the pin (its check completeness.pins passes, as the grid's
JSON says); "regenerate" makes it again, the same; "save pins" writes the
pins beside the rules (RULES.pins for RULES.rules). A shift-drag held
draws its rectangle, dashed, the drag's size, and Escape drops it and the
drag. Then a shift-drag over most of the large board shows its rectangle
until it is released, pins everything in it, a pin each, and the grid is
made again keeping them all.
"""
import os
import re
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# The TAP count, the waits and the browser are preview_browser.py's.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from preview_browser import browser, shown, tap, until  # noqa: E402


def text(d, ident):
    """The text of element ident, read again while the page redraws it
    (a read between its removal and its new copy is stale)."""
    got = until(lambda: (d.find_element(By.ID, ident).text,), 20)
    return got[0] if got else ""


def press(find):
    """find()'s element clicked, found again while the page redraws it."""
    until(lambda: find().click() or True, 20)


def rect(d):
    """The rectangle a shift-drag draws (#pinrect): [width, height, its
    border's style] in CSS pixels, or None when there is none."""
    return d.execute_script(
        "const e = document.getElementById('pinrect'); if (!e) return null;"
        " const r = e.getBoundingClientRect();"
        " return [r.width, r.height, getComputedStyle(e).borderTopStyle]")


def kept(d):
    """Each board of the grid: does its completeness.pins pass?"""
    return d.execute_script(
        "return st.boards.map(b => (b.checks || []).some(c =>"
        " c.id === 'completeness.pins' && c.pass))")


def main(url, rules, kind):
    pins = re.sub(r"\.rules$", "", rules) + ".pins"
    word = {"nodes": "node", "transport": "city", "dungeon": "feature"}[kind]
    key = {"nodes": "type", "transport": "goods", "dungeon": "type"}[kind]
    d = browser()
    try:
        d.get(url)
        ok = until(lambda: shown(d) >= 1 and len(d.find_elements(
            By.CSS_SELECTOR, "#boards .board img")) == 12 and
            d.find_element(By.ID, "pins"), 60)
        tap(bool(ok), "%s: the page shows 12 boards and the pins' panel" %
            kind)
        tap(kept(d) == [False] * 12 or not any(kept(d)),
            "%s: no board checks pins before one is made" % kind)
        press(lambda: d.find_elements(By.CSS_SELECTOR,
                                      "#boards .board img")[1])
        img = until(lambda: d.find_element(By.CSS_SELECTOR, "#big img"), 10)
        until(lambda: img.is_displayed() and img.size["width"] > 100, 10)
        v0 = shown(d)
        # A click a little left of the middle and above it.
        w, h = img.size["width"], img.size["height"]
        ActionChains(d).move_to_element_with_offset(
            img, int(-0.1 * w), int(-0.12 * h)).click().perform()
        said = until(lambda: d.find_element(By.ID, "pinsay").text.startswith(
            "pinned: ") and d.find_element(By.ID, "pinsay").text, 20) or ""
        line = said[len("pinned: "):]
        tap(re.fullmatch(r"%s \d+\.\d{3} \d+\.\d{3} %s \S+" % (
            word, key), line) is not None,
            "%s: a click on the large board pins the %s nearest" % (kind,
                                                                   word),
            said)
        tap(text(d, "pinstext").strip() == line,
            "%s: the panel lists the pin" % kind)
        tap(not os.path.exists(pins),
            "%s: nothing written beside the rules before \"save pins\"" %
            kind)
        # Closed by a click on the overlay, not on the board in it.
        d.execute_script("document.getElementById('big').click()")
        ok = until(lambda: shown(d) > v0 and all(kept(d)) and
                   len(kept(d)) == 12, 30)
        tap(bool(ok), "%s: the grid is made again by itself, every board "
            "keeping the pin" % kind, kept(d))
        first = d.execute_script("return st.boards.map(b => b.svg)")
        v1 = shown(d)
        press(lambda: d.find_element(By.ID, "pinregen"))
        ok = until(lambda: shown(d) >= v1 and all(kept(d)) and
                   d.execute_script("return st.boards.map(b => b.svg)") ==
                   first, 30)
        tap(bool(ok), "%s: \"regenerate\": the same boards, the pin kept "
            "on each" % kind)
        press(lambda: d.find_element(By.ID, "pinsave"))
        saved = until(lambda: os.path.exists(pins) and open(pins).read(), 20)
        told = until(lambda: "saved as" in d.find_element(
            By.ID, "pinsay").text, 20)
        tap(saved == line + "\n" and bool(told),
            "%s: \"save pins\" writes them beside the rules" % kind, saved)
        # A shift-drag over the large board pins everything in the
        # rectangle, each as a pin of its own.
        n0 = len(text(d, "pinstext").split())
        press(lambda: d.find_elements(By.CSS_SELECTOR,
                                      "#boards .board img")[1])
        img = until(lambda: d.find_element(By.CSS_SELECTOR, "#big img"), 10)
        until(lambda: img.is_displayed() and img.size["width"] > 100, 10)
        w, h = img.size["width"], img.size["height"]
        # Dragged and held, then Escape: the rectangle is drawn, then
        # gone, and the release after it pins nothing.
        dx, dy = int(0.3 * w), int(0.2 * h)
        ActionChains(d).key_down(Keys.SHIFT).move_to_element_with_offset(
            img, int(-0.2 * w), int(-0.2 * h)).click_and_hold().move_by_offset(
            dx, dy).perform()
        box = until(lambda: rect(d), 10)
        tap(bool(box) and abs(box[0] - dx) <= 1 and abs(box[1] - dy) <= 1 and
            box[2] == "dashed",
            "%s: a shift-drag draws its rectangle, dashed, the drag's size "
            "(%dx%d)" % (kind, dx, dy), str(box))
        ActionChains(d).send_keys(Keys.ESCAPE).perform()
        gone = until(lambda: rect(d) is None, 10)
        ActionChains(d).release().key_up(Keys.SHIFT).perform()
        tap(bool(box) and bool(gone) and until(lambda: d.execute_script(
            "return pinFrom === null"), 10) is True,
            "%s: Escape drops the rectangle drawn and the drag" % kind)
        # The drag that pins: its rectangle while the button is down,
        # none once it is released.
        dx, dy = int(0.5 * w), int(0.5 * h)
        ActionChains(d).key_down(Keys.SHIFT).move_to_element_with_offset(
            img, int(-0.25 * w), int(-0.25 * h)).click_and_hold().move_by_offset(
            dx, dy).perform()
        box = until(lambda: rect(d), 10)
        ActionChains(d).release().key_up(Keys.SHIFT).perform()
        gone = until(lambda: rect(d) is None, 10)
        tap(bool(box) and abs(box[0] - dx) <= 1 and abs(box[1] - dy) <= 1 and
            bool(gone),
            "%s: the rectangle is the drag's (%dx%d) and is gone on release"
            % (kind, dx, dy), str(box))
        lines = until(lambda: len(d.find_element(
            By.ID, "pinstext").text.split()) >= n0 + 10 and d.find_element(
            By.ID, "pinstext").text.strip().split("\n"), 20) or []
        tap(len(lines) >= 3 and all(re.fullmatch(
            r"%s \d+\.\d{3} \d+\.\d{3} %s \S+" % (word, key), l)
            for l in lines),
            "%s: a shift-drag pins everything in its rectangle, a pin each"
            % kind, str(lines))
        # The board dragged on keeps them all (the rest of it made
        # again); other seeds' boards keep them where they can (a board
        # that cannot is made again, then fails completeness.pins).
        v2 = shown(d)
        d.execute_script("document.getElementById('big').click()")
        ok = until(lambda: shown(d) > v2 and len(kept(d)) == 12 and
                   kept(d)[1], 60)
        tap(bool(ok), "%s: the grid is made again, the board dragged on "
            "keeping all %d pins" % (kind, len(lines)), str(kept(d)))
        print("# %s: %d of 12 boards keep all %d pins" % (
            kind, sum(kept(d)), len(lines)))
        seeds = d.execute_script("return [st.boards[0].seed,"
                                 " st.boards[st.boards.length - 1].seed]")
        print("pin: " + line)
        print("seeds: %s %s" % (seeds[0], seeds[1]))
    finally:
        d.quit()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
