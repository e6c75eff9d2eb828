#!/usr/bin/python3
"""preview_browser.py URL RULES [SHOT]: preview's page in headless Chromium
(Debian's chromium and chromium-driver, through python3-selenium), for
tests/cli/preview-browser.sh. Prints TAP lines from START (the test's
count so far, the env PREVIEW_TAP_FROM); exits 0. SHOT: a screenshot of
the page once its boards and statistics are shown (the README's).

It opens the page and waits for the grid's boards and the statistics;
opens a board large and finds its checks and the command that makes it
again; changes the rules file on disk and waits for the page to show it
by itself; breaks the file and waits for FILE:LINE on the page, the
boards kept; mends it and waits for the mistake to go.
"""
import os
import re
import shutil
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

n = int(os.environ.get("PREVIEW_TAP_FROM", "0"))


def tap(ok, what, why=""):
    global n
    n += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", n, what))
    if not ok and why:
        print("# " + why)
    sys.stdout.flush()


# The least any wait lasts before it gives up: the event a test waits for
# (a grid made, a pin taken) comes when it comes on a loaded machine (the
# sanitizer variant beside two others); a wait that is met ends at once.
SLACK = 180


def until(f, seconds):
    """f() again every 0.1 s until it is true or seconds (SLACK at the
    least) pass: its value."""
    end = time.monotonic() + max(seconds, SLACK)
    while True:
        try:
            v = f()
        except Exception:
            v = None
        if v or time.monotonic() > end:
            return v
        time.sleep(0.1)


def browser():
    o = webdriver.ChromeOptions()
    o.binary_location = "/usr/bin/chromium"
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu",
              "--window-size=1500,1000", "--hide-scrollbars",
              "--force-device-scale-factor=1"):
        o.add_argument(a)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"),
                            options=o)


def shown(d):
    return int(d.find_element(By.TAG_NAME, "body").get_attribute(
        "data-shown"))


def rewrite(path, f):
    with open(path) as fh:
        text = fh.read()
    with open(path + ".new", "w") as fh:
        fh.write(f(text))
    os.replace(path + ".new", path)


def boards(d):
    return d.find_elements(By.CSS_SELECTOR, "#boards .board img")


def main(url, rules, shot):
    d = browser()
    try:
        d.get(url)
        ok = until(lambda: shown(d) >= 1 and len(boards(d)) == 12 and
                   d.find_element(By.ID, "statn").text == "100", 60)
        tap(bool(ok), "the page shows 12 boards and the statistics of 100")
        imgs = boards(d)
        drawn = d.execute_script(
            "return [...document.querySelectorAll('#boards img')]"
            ".filter(i => i.complete && i.naturalWidth > 0).length")
        tap(drawn == 12, "every board's SVG is drawn by the browser",
            "%s of 12" % drawn)
        rate = d.find_element(By.ID, "regen").text
        rows = d.find_elements(By.CSS_SELECTOR, "#counts tr")
        tap(rate.endswith("%") and len(rows) > 5,
            "the regeneration rate (%s) and the counts' table" % rate)
        # Each board's seats' win shares by play (issue 32), as the
        # grid's JSON has them.
        lines = d.execute_script(
            "return [...document.querySelectorAll('#boards .board')]"
            ".map(e => { const p = e.querySelector('.play');"
            " return p ? [p.textContent, p.dataset.verdict] : null })")
        want = d.execute_script(
            "return st.boards.map(b => b.play ? [b.play.shares.map(x =>"
            " x.toFixed(2)).join(' '), b.play.verdict] : null)")
        good = len(lines) == 12 and all(
            line and w and re.fullmatch(r"seats( [01]\.\d\d){4} \S "
                                  r"(fair|unfair|undecided)", line[0]) and
            line[0].startswith("seats " + w[0] + " ") and line[1] == w[1]
            and line[0].endswith(w[1])
            for line, w in zip(lines, want))
        tap(good, "each board shows its seats' win shares and a fair/unfair "
            "mark, as the grid's JSON", str(lines[:2]))
        if shot:
            d.save_screenshot(shot)
        imgs[2].click()
        big = until(lambda: d.find_element(By.ID, "big").is_displayed() and
                    d.find_element(By.ID, "big").text, 10) or ""
        tap("seed 3" in big and "--seed 3 --players 4" in big and
            "completeness." in big, "a board large: its seed, command "
            "and checks", big[:200])
        tap("Play: 64 games by greedy" in big and "95 % interval" in big,
            "a board large: its play, each seat's share and interval",
            big[:300])
        d.find_element(By.ID, "big").click()
        v0 = shown(d)
        first = d.execute_script("return st.boards[0].svg")
        rewrite(rules, lambda t: re.sub(r"(?m)^title .*$",
                                        "title    Moonfall", t).replace(
            "min_spacing      0.85", "min_spacing      0.95"))
        t0 = time.monotonic()
        ok = until(lambda: shown(d) > v0 and "Moonfall" in d.find_element(
            By.ID, "files").text, 20)
        took = time.monotonic() - t0
        # (how soon is the watcher's 0.2 s tick and the making: a
        # figure, not a bound a loaded machine could miss)
        tap(bool(ok), "a change on disk: the page follows by itself (in "
            "%.1f s)" % took)
        tap(d.execute_script("return st.boards[0].svg") != first,
            "the boards are made and drawn again (another SVG)")
        v1 = shown(d)
        rewrite(rules, lambda t: t.replace("min_spacing      0.95",
                                           "min_spacing      -3"))
        line = next(i + 1 for i, l in enumerate(open(rules))
                    if l.startswith("min_spacing"))
        err = until(lambda: shown(d) > v1 and d.find_element(
            By.ID, "error").is_displayed() and d.find_element(
            By.ID, "error").text, 20) or ""
        tap(re.search(r"r\.rules:%d: \S" % line, err) is not None,
            "a broken file: the page shows FILE:LINE (line %d)" % line, err)
        tap(len(boards(d)) == 12, "the last good boards stay beside it")
        v2 = shown(d)
        rewrite(rules, lambda t: t.replace("min_spacing      -3",
                                           "min_spacing      0.85"))
        gone = until(lambda: shown(d) > v2 and not d.find_element(
            By.ID, "error").is_displayed(), 20)
        tap(bool(gone), "mended: the mistake goes")
    finally:
        d.quit()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "")
