#!/usr/bin/python3
"""preview_options.py URL BIN DIR: the page's choices in headless Chromium
(issue 36), for tests/cli/preview-options.sh. Prints TAP lines from START
(the env PREVIEW_TAP_FROM); exits 0.

It opens the page at URL (an address that holds its seeds), then changes
each choice on the page in turn: the players, the paper, the orientation,
an expansion, the style, the page template (its soft proof), the rules
and the scenario; after each the grid's boards must change and the
address hold the choice. Reloading the address must give the same
choices and boards. Last, one board's SVG from the server is compared
byte for byte with what the command the page shows for it writes, run
in DIR with BIN's tools.
"""
import os
import subprocess
import sys
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import preview_browser as pb  # noqa: E402 (its tap, until and browser)

pb.n = int(os.environ.get("PREVIEW_TAP_FROM", "0"))
tap, until = pb.tap, pb.until


def query(d):
    """The choices the page last showed boards for."""
    return d.find_element(By.TAG_NAME, "body").get_attribute(
        "data-query") or ""


def first_svg(d):
    return d.execute_script("return st.boards.length && st.boards[0].svg")


def address(d):
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(
        d.current_url).query, keep_blank_values=True))


def change(d, what, act, key, value):
    """act() changes a choice; the boards must change, the address hold
    key=value."""
    before, q0 = first_svg(d), query(d)
    act()
    ok = until(lambda: query(d) != q0 and first_svg(d) and
               first_svg(d) != before and
               address(d).get(key) == value, 60)
    tap(bool(ok), "%s: the boards change, the address holds %s=%s" %
        (what, key, value), "query %s, address %s" % (query(d),
                                                    d.current_url))


def pick(d, sel, value):
    return lambda: Select(d.find_element(By.CSS_SELECTOR, sel)
                          ).select_by_value(value)


def main(url, bindir, work):
    d = pb.browser()
    try:
        d.get(url)
        ok = until(lambda: len(pb.boards(d)) == 3 and first_svg(d) and
                   d.find_element(By.ID, "statn").text == "20", 60)
        tap(bool(ok), "the default game: 3 boards and the statistics of "
            "20, as the address asks")
        tap(Select(d.find_element(By.ID, "rules")).first_selected_option
            .get_attribute("value") == "lanternfall" and
            "tidewater" in [o.get_attribute("value") for o in
                            Select(d.find_element(By.ID, "rules")).options],
            "the rules offered: the default game's chosen, the shipped "
            "ones listed")
        change(d, "players", pick(d, "#players", "3"), "players", "3")
        change(d, "paper", pick(d, "#paper", "A3"), "paper", "A3")
        change(d, "orientation", pick(d, "#orient", "portrait"), "orient",
               "portrait")
        change(d, "an expansion", lambda: d.find_element(
            By.CSS_SELECTOR, "#exps .exp[value='thorns']").click(), "exp",
            "thorns")
        change(d, "style", pick(d, "#style", "lanternfall-ink"), "style",
               "lanternfall-ink")
        change(d, "soft proof", lambda: d.find_element(By.ID,
                                                       "proof").click(),
               "proof", "1")
        change(d, "page template (its print's profile)",
               pick(d, "#template", "shop-us"), "template", "shop-us")
        change(d, "rules", pick(d, "#rules", "tidewater"), "rules",
               "tidewater")
        until(lambda: d.find_elements(By.CSS_SELECTOR,
                                      "#kopts .kopt[data-name=scenario]"),
              10)
        change(d, "scenario", pick(
            d, "#kopts .kopt[data-name=scenario]", "railways"), "scenario",
            "railways")
        change(d, "soft proof off", lambda: d.find_element(
            By.ID, "proof").click(), "template", "shop-us")
        # The address restores the page: the same choices and boards.
        svg, q, where = first_svg(d), query(d), d.current_url
        d.get(where)
        ok = until(lambda: query(d) == q and first_svg(d) == svg, 60)
        tap(bool(ok) and Select(d.find_element(By.ID, "orient"))
            .first_selected_option.get_attribute("value") == "portrait",
            "reloading the address gives the same choices and boards",
            "%s vs %s" % (query(d), q))
        # One board's SVG, as the server drew it, and the command the
        # page shows for it, run.
        d.find_elements(By.CSS_SELECTOR, "#boards .board img")[1].click()
        cmd = until(lambda: d.find_element(By.ID, "bigsvg").text, 10) or ""
        b = d.execute_script("return [st.boards[1].id, st.boards[1].svg]")
        tap("--seed 2" in cmd and "--scenario railways" in cmd and
            "--paper A3 --portrait" in cmd, "the board's command holds the "
            "choices", cmd)
        env = dict(os.environ, PATH=bindir + ":" + os.environ["PATH"])
        run = subprocess.run(["sh", "-c", cmd], cwd=work, env=env,
                             stderr=subprocess.PIPE)
        path = os.path.join(work, b[0] + ".svg")
        made = open(path, "rb").read() if os.path.exists(path) else b""
        tap(run.returncode == 0 and made == b[1].encode("utf-8"),
            "%s.svg from the server is, byte for byte, what the page's "
            "command writes (%d bytes)" % (b[0], len(made)),
            run.stderr.decode(errors="replace")[-300:])
    finally:
        d.quit()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
