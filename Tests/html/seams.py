"""Seams in the HTML export, measured on screenshots of headless Chromium at two device
scale factors (1 and 1.5; a page zoom of 150% lays out the same way).

A code box's rows must meet: the pixels on the boundary between two rows of the box are the
box's background, not a thin line of the slide's (an inline span's background covered only
the font's ascent and descent). The page around the slide must be the paper the PNG export
paints for the same theme, not black.
"""
import os
import subprocess

import png

# The cells on both sides of a row boundary inside a code box: columns where both rows hold a
# space in the same background, which differs from the frame's (so it is the box).
BOUNDARIES = """
var f = arguments[0], rows = [].slice.call(f.querySelectorAll('.r'));
var fr = f.getBoundingClientRect(), cols = +getComputedStyle(f.parentNode).getPropertyValue('--cols');
var cell = fr.width / cols, frameBg = getComputedStyle(f).backgroundColor, found = [];
function bgAt(x, y) {
  var e = document.elementFromPoint(x, y);
  return e ? getComputedStyle(e.closest('span') || e).backgroundColor : null;
}
for (var i = 0; i + 1 < rows.length; i++) {
  var a = rows[i].textContent, b = rows[i + 1].textContent;
  var ra = rows[i].getBoundingClientRect(), rb = rows[i + 1].getBoundingClientRect();
  for (var c = Math.floor(cols / 2); c < Math.min(a.length, b.length); c++) {
    if (a[c] !== ' ' || b[c] !== ' ') continue;
    var x = fr.left + (c + 0.5) * cell, top = bgAt(x, ra.top + ra.height / 2);
    if (top && top !== frameBg && top === bgAt(x, rb.top + rb.height / 2)) {
      found.push([x, ra.bottom, top]);
      break;
    }
  }
}
return found;
"""


def rgb(css):
    """'rgb(30, 30, 46)' as a tuple."""
    return tuple(int(v) for v in css[css.index("(") + 1:css.index(")")].split(",")[:3])


def near(a, b, tolerance=3):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def check_rows_meet(driver, frame, scale, check):
    boundaries = driver.execute_script(BOUNDARIES, frame)
    check(len(boundaries) >= 3, f"x{scale}: the code box has row boundaries to sample "
          f"(got {len(boundaries)})")
    _, _, pixels = png.read(driver.get_screenshot_as_png())
    seams = []
    for x, y, background in boundaries:
        want = rgb(background)
        px, py = round(x * scale), round(y * scale)
        got = [pixels[py + dy][px] for dy in (-1, 0, 1)]
        if not all(near(p, want) for p in got):
            seams.append(f"y {py}: {got} for {want}")
    check(not seams, f"x{scale}: between code rows the box's background, no seam {seams}")
    return pixels


# The left border of the code box: the centre of its `╭` corner, and of each `│` cell straight
# under it (the segment bar's `│` separators and other boxes are elsewhere), first to last.
BORDER = """
var f = arguments[0], glyphs = [].slice.call(f.querySelectorAll('i.g'));
var corner = glyphs.find(function (i) { return i.textContent === '╭' || i.textContent === '┌'; });
if (!corner) { return null; }
var c = corner.getBoundingClientRect(), x = c.left + c.width / 2, cells = [];
glyphs.forEach(function (i) {
  var b = i.getBoundingClientRect();
  if (i.textContent === '│' && b.top > c.top && Math.abs(b.left + b.width / 2 - x) < 1) {
    cells.push([b.top, b.bottom]);
  }
});
return cells.length ? [x, cells[0][0], cells[cells.length - 1][1], cells.length] : null;
"""


def check_border_unbroken(driver, frame, pixels, scale, check):
    """Down the box's left border no pixel is the background beside it: a glyph `│` shorter
    than the row left a dashed line."""
    border = driver.execute_script(BORDER, frame)
    check(border is not None and border[3] >= 4, f"x{scale}: the code box has a left border")
    if border is None:
        return
    x, top, bottom, _ = border
    px = round(x * scale - 0.5)
    beside = pixels[round((top + bottom) / 2 * scale)][px - round(4 * scale)]
    gaps = [y for y in range(round(top * scale) + 1, round(bottom * scale) - 1)
            if near(pixels[y][px], beside, 8) and near(pixels[y][px + 1], beside, 8)]
    check(not gaps, f"x{scale}: the box's left border is unbroken (gaps at {gaps[:5]})")


def check_page_paper(driver, frame, pixels, scale, paper, check):
    box = driver.execute_script(
        "var r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.height];", frame)
    left, top, height = box
    x, y = (left / 2, top + height / 2) if left >= 4 else (640, top / 2)
    got = pixels[round(y * scale)][round(x * scale)]
    check(near(got, paper), f"x{scale}: the page around the slide is the PNG's paper {paper} "
          f"(got {got} at {x:.0f},{y:.0f})")


def png_paper(segue, deck, out):
    """The paper of the PNG export of the deck's first slide: the pixel at its left edge,
    half-way down (a margin of the slide)."""
    folder = os.path.join(out, os.path.basename(deck) + "-png")
    subprocess.run([segue, "export", deck, "--format", "png", "-o", folder], check=True)
    _, height, rows = png.read(open(os.path.join(folder, "01-01.png"), "rb").read())
    return rows[height // 2][1]


def check_seams(driver, url, segue, deck, out, check, slide="1.2"):
    """The code box of `slide` of `deck` (its HTML export at `url`) at two scales."""
    paper = png_paper(segue, deck, out)
    try:
        for scale in (1, 1.5):
            # The viewport is 1280x800 CSS pixels at both scales: the same layout, drawn
            # with 1 and 1.5 device pixels to a CSS pixel.
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": 1280, "height": 800, "deviceScaleFactor": scale, "mobile": False})
            driver.get(url.split("#")[0] + "#" + slide)
            frames = [f for f in driver.find_elements("css selector", ".frame") if f.is_displayed()]
            check(len(frames) == 1, f"x{scale}: one frame shown")
            if not frames:
                continue
            pixels = check_rows_meet(driver, frames[0], scale, check)
            check_border_unbroken(driver, frames[0], pixels, scale, check)
            check_page_paper(driver, frames[0], pixels, scale, paper, check)
            name = os.path.basename(deck).replace(".md", "")
            driver.save_screenshot(os.path.join(out, f"{name}-{slide}-x{scale}.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
