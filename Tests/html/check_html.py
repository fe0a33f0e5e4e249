#!/usr/bin/env python3
"""The HTML export in a real browser: headless Chromium driven by selenium.

Exports the demo deck (and a deck with wide characters) with the segue binary given in
$SEGUE, loads each page from a file:// URL and checks what a viewer sees: one frame at a
time, the third segment and a dot clicked, the arrow keys, digits, Home/End, the URL hash
kept across a reload, the notes toggle, every row of cells as wide as the grid, a
picture's image loaded over its cells (a cut picture has none), and no seams in a code box
at two device scale factors, on a page of the PNG export's paper (seams.py).
A screenshot is kept in .build/html-check/ as the test's artifact. Exits 1 on a failure.
"""
import os
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from seams import check_seams

SEGUE = os.environ.get("SEGUE", ".build/debug/segue")
OUT = os.path.abspath(".build/html-check")
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def export(deck, name, *extra):
    path = os.path.join(OUT, name)
    subprocess.run([SEGUE, "export", deck, "--format", "html", "-o", path, *extra], check=True)
    return "file://" + path


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,800"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def shown(driver):
    """The frames on screen: exactly one is expected."""
    return [f for f in driver.find_elements(By.CSS_SELECTOR, ".frame") if f.is_displayed()]


def where(driver):
    frames = shown(driver)
    check(len(frames) == 1, f"one frame shown (got {len(frames)})")
    hash_ = driver.execute_script("return location.hash")
    return hash_, frames[0] if frames else None


def press(driver, key):
    driver.find_element(By.TAG_NAME, "body").send_keys(key)


def rows_are_aligned(driver, frame, label):
    """Every row of cells ends where the grid does (wide glyphs take two cells, no more)."""
    widths = driver.execute_script(
        "var f = arguments[0], w = f.getBoundingClientRect().width;"
        "return [w].concat([].map.call(f.querySelectorAll('.r'), function (r) {"
        "  var last = r.lastElementChild, left = r.getBoundingClientRect().left;"
        "  return last.getBoundingClientRect().right - left; }));",
        frame)
    grid, rows = widths[0], widths[1:]
    off = [i for i, w in enumerate(rows) if abs(w - grid) > 1]
    check(not off, f"{label}: all {len(rows)} rows {grid:.0f}px wide (off: {off})")


def check_pictures(driver, url):
    """The pictures deck at 60x16: slide 2.2's logo is a loaded <img> over the cells its
    symbols take (x 16, y 5, 28x7 in the page's <img> data), 2.6's cut logo has none."""
    driver.get(url + "#2.2")
    _, frame = where(driver)
    if frame is None:
        return
    images = frame.find_elements(By.CSS_SELECTOR, "img.img")
    check(len(images) == 1, f"2.2 has one image (got {len(images)})")
    if not images:
        return
    natural = driver.execute_script(
        "var i = arguments[0]; return i.complete ? i.naturalWidth : -1;", images[0])
    check(natural == 16, f"the logo's image is loaded at its 16 pixels (naturalWidth {natural})")
    box = driver.execute_script(
        "var f = arguments[0].getBoundingClientRect(), i = arguments[1].getBoundingClientRect(),"
        " r = arguments[0].querySelector('.r').getBoundingClientRect();"
        "return [f.width / 60, r.height, i.left - f.left, i.top - f.top, i.width, i.height];",
        frame, images[0])
    cell, line, left, top, width, height = box
    near = lambda a, b: abs(a - b) <= max(2, cell / 2)
    check(near(left, 16 * cell) and near(top, 5 * line) and near(width, 28 * cell)
          and near(height, 7 * line),
          f"the image covers cells 16,5 28x7 (at {left:.0f},{top:.0f} {width:.0f}x{height:.0f}"
          f" px, cells {cell:.1f}x{line:.1f})")
    driver.save_screenshot(os.path.join(OUT, "pictures-2.2.png"))
    driver.execute_script("location.hash = '#2.6'")
    _, frame = where(driver)
    if frame is not None:
        cut = frame.find_elements(By.CSS_SELECTOR, "img")
        check(not cut, f"the cut picture on 2.6 has no image (got {len(cut)})")


def main():
    os.makedirs(OUT, exist_ok=True)
    demo = export("Decks/demo.md", "demo.html", "--notes")
    wide = export("Tests/Fixtures/decks/hostile-html.md", "wide.html")
    pictures = export("Tests/Fixtures/decks/pictures.md", "pictures.html", "--size", "60x16")
    code_box = "Tests/Fixtures/decks/code-box.md"
    boxed = export(code_box, "code-box.html")
    driver = browser()
    try:
        driver.get(demo)
        hash_, frame = where(driver)
        check(hash_ == "#1.1", f"starts at #1.1 (got {hash_})")
        check("Segue" in frame.text, "the first slide's title is visible")
        rows_are_aligned(driver, frame, "demo 1.1")

        tabs = frame.find_elements(By.CSS_SELECTOR, "a.tab")
        check(len(tabs) == 7, f"seven segments are links (got {len(tabs)})")
        tabs[2].click()
        hash_, frame = where(driver)
        check(hash_ == "#3.1", f"the third segment selects section 3 (got {hash_})")
        check("Writing" in frame.text, "section 3's first slide is visible")

        dots = frame.find_elements(By.CSS_SELECTOR, "a.dot")
        check(len(dots) >= 2, f"the page dots are links (got {len(dots)})")
        dots[1].click()
        hash_, frame = where(driver)
        check(hash_ == "#3.2", f"the second dot goes to page 2 (got {hash_})")
        check("splits slides too" not in frame.text, "step 1 hides what step 2 reveals")

        press(driver, Keys.ARROW_RIGHT)
        hash_, frame = where(driver)
        check(hash_ == "#3.2.2", f"→ reveals the next step (got {hash_})")
        check("splits slides too" in frame.text, "step 2 shows its line")
        driver.save_screenshot(os.path.join(OUT, "demo-3.2.2.png"))

        press(driver, Keys.ARROW_LEFT)
        hash_, _ = where(driver)
        check(hash_ == "#3.2", f"← hides it again (got {hash_})")
        press(driver, Keys.ARROW_DOWN)
        hash_, _ = where(driver)
        check(hash_ == "#4.1", f"↓ goes to the next section (got {hash_})")
        press(driver, "2")
        hash_, _ = where(driver)
        check(hash_ == "#2.1", f"2 selects section 2 (got {hash_})")
        press(driver, Keys.END)
        hash_, _ = where(driver)
        check(hash_.startswith("#7."), f"End goes to the last slide (got {hash_})")
        press(driver, Keys.HOME)
        hash_, _ = where(driver)
        check(hash_ == "#1.1", f"Home goes to the first (got {hash_})")
        press(driver, " ")
        hash_, _ = where(driver)
        check(hash_ == "#2.1", f"Space goes on (got {hash_})")

        notes = [n for n in driver.find_elements(By.CSS_SELECTOR, ".notes") if n.is_displayed()]
        check(not notes, "notes are hidden at first")
        driver.execute_script("location.hash = '#2.2'")
        press(driver, "N")
        notes = [n for n in driver.find_elements(By.CSS_SELECTOR, ".notes") if n.is_displayed()]
        check(len(notes) == 1 and "Point at the bar" in notes[0].text,
              "N shows the slide's notes, and only those")
        press(driver, Keys.ARROW_RIGHT)
        notes = [n for n in driver.find_elements(By.CSS_SELECTOR, ".notes") if n.is_displayed()]
        check(not notes, "a slide without notes shows none")
        driver.find_element(By.ID, "notes").click()
        driver.execute_script("location.hash = '#2.2'")
        notes = [n for n in driver.find_elements(By.CSS_SELECTOR, ".notes") if n.is_displayed()]
        check(not notes, "the Notes button hides them again")

        driver.get(demo.split("#")[0] + "#3.2.3")
        driver.refresh()
        hash_, _ = where(driver)
        check(hash_ == "#3.2.3", f"the hash keeps the position across a reload (got {hash_})")

        driver.get(wide)
        press(driver, "3")
        hash_, frame = where(driver)
        press(driver, Keys.ARROW_RIGHT)
        hash_, frame = where(driver)
        check("日本語" in frame.text, f"the wide-character slide is visible ({hash_})")
        rows_are_aligned(driver, frame, "wide characters " + hash_)
        driver.save_screenshot(os.path.join(OUT, "wide.png"))
        check(not driver.execute_script("return window.__pwned === true"), "no deck script ran")

        check_pictures(driver, pictures)
        check_seams(driver, boxed, SEGUE, code_box, OUT, check)
        # The demo's highlighted code, as the README's reader first sees it exported.
        check_seams(driver, demo, SEGUE, "Decks/demo.md", OUT, check, slide="5.2")
    finally:
        driver.quit()
    print(f"screenshots in {OUT}")
    if failures:
        print(f"{len(failures)} HTML check(s) failed", file=sys.stderr)
        return 1
    print("HTML check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
