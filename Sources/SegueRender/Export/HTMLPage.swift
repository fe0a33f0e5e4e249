/// The fixed parts of the HTML export's page: its style sheet, toolbar and script.
///
/// None of it holds deck text: the script reads positions from `data-` attributes and labels
/// with `textContent`, so a deck can never reach it as code or markup.
enum HTMLPage {
  /// The page's style sheet, the page and the frame in the paper's colours.
  ///
  /// Every cell's run of text is an inline block a row tall, so its background fills the row
  /// (an inline span's covers only the font's ascent and descent, and the frame's background
  /// showed between rows as a thin line). `--t` and `--T` are the light and heavy lines of
  /// `HTMLShapes`, at least a pixel and two. Rows do not clip: a shape reaches half a pixel
  /// into the next row (a glyph other than ASCII is clipped by its own cell, `.r i`).
  static func css(paper: PaperColors) -> String {
    let colours = HTMLStyles.declarations(.plain, paper: paper)
    return """
      :root{--lh:1.25em}
      html,body{margin:0;min-height:100%;\(colours)}
      body{font-family:ui-monospace,"DejaVu Sans Mono","Noto Sans Mono",Menlo,Consolas,monospace}
      main{font-size:min(calc(98vw / var(--cols) / .62),calc(94vh / var(--rows) / 1.25));padding-top:1vh}
      .frame{position:relative;width:calc(var(--cols) * 1ch);margin:0 auto 1em;\(colours)}
      .js .frame{display:none;margin-bottom:0}
      .js .frame.on{display:block}
      .r{height:var(--lh);line-height:var(--lh);white-space:pre;--t:max(1px,calc(1ch / 9));--T:max(2px,calc(2.5ch / 9))}
      .r span{display:inline-block;height:var(--lh);vertical-align:top}
      .r i{display:inline-block;width:1ch;height:var(--lh);overflow:hidden;vertical-align:top;font-style:normal;text-align:center}
      .r i.w{width:2ch}
      .r i.g{position:relative;overflow:visible;-webkit-text-fill-color:transparent}
      .r a{color:inherit;text-decoration:none;cursor:pointer}
      .r a:hover span{text-decoration:underline}
      .img{position:absolute;object-fit:contain;background:inherit;left:calc(var(--x) * 1ch);top:calc(var(--y) * var(--lh));width:calc(var(--w) * 1ch);height:calc(var(--h) * var(--lh))}
      .img:not([src]){display:none}
      .notes{display:none;width:calc(var(--cols) * 1ch);margin:.5em auto;font-size:.8em;white-space:pre-wrap}
      .notes h2{font-size:1em;margin:0 0 .3em}
      .notes p{margin:0 0 .3em}
      .shownotes .notes.cur{display:block}
      .bar{position:fixed;right:.5em;bottom:.5em;font:12px sans-serif;opacity:.75}
      .bar button{font:inherit;margin-left:.3em}
      @media print{
      @page{size:landscape;margin:0}
      main{font-size:min(calc(27cm / var(--cols) / .62),calc(19cm / var(--rows) / 1.25));padding:0}
      html,body{print-color-adjust:exact;-webkit-print-color-adjust:exact}
      .frame,.js .frame,.js .frame.on{display:none}
      .frame.print,.js .frame.print{display:block;margin:0 auto;break-after:page}
      .bar,.shownotes .notes.cur{display:none}
      }

      """
  }

  /// The buttons under the slide: previous, where, next, and the notes toggle when there are notes.
  static func toolbar(notes: Bool) -> String {
    var bar = "<nav class=\"bar\" aria-label=\"Slides\">"
    bar += "<span id=\"where\"></span>"
    bar += "<button type=\"button\" id=\"prev\" title=\"Previous (←)\">◀</button>"
    bar += "<button type=\"button\" id=\"next\" title=\"Next (→)\">▶</button>"
    if notes {
      bar +=
        "<button type=\"button\" id=\"notes\" aria-pressed=\"false\" title=\"Speaker notes (N)\">Notes</button>"
    }
    return bar + "</nav>\n"
  }

  /// Navigation: the presenter's keys, links by hash, one frame shown at a time.
  static let script = """
    (function () {
      "use strict";
      var d = document, frames = [].slice.call(d.querySelectorAll(".frame")), cur = -1;
      var notes = [].slice.call(d.querySelectorAll(".notes")), where = d.getElementById("where");
      if (!frames.length) return;
      d.documentElement.classList.add("js");
      pictures();
      // Each image file is once in the page, in a template before the first frame showing
      // it; every frame's img names it.
      function pictures() {
        var uris = {};
        [].forEach.call(d.querySelectorAll("template.pictures"), function (t) {
          if (!t.content) return;
          [].forEach.call(t.content.querySelectorAll("img[data-pic]"), function (i) {
            uris[i.getAttribute("data-pic")] = i.getAttribute("src");
          });
        });
        [].forEach.call(d.querySelectorAll(".frame img[data-pic]"), function (i) {
          var uri = uris[i.getAttribute("data-pic")];
          if (uri && uri.indexOf("data:image/") === 0) i.setAttribute("src", uri);
        });
      }
      function num(f, n) { return +f.getAttribute("data-" + n); }
      function key(f) {
        var k = num(f, "s") + "." + num(f, "p");
        return num(f, "k") > 1 ? k + "." + num(f, "k") : k;
      }
      function find(hash) {
        hash = hash.replace(/^#/, "");
        for (var i = 0; i < frames.length; i++) if (key(frames[i]) === hash) return i;
        return -1;
      }
      function firstOf(s) {
        for (var i = 0; i < frames.length; i++) if (num(frames[i], "s") === s) return i;
        return -1;
      }
      function show(i) {
        if (i < 0 || i >= frames.length || i === cur) return;
        if (cur >= 0) frames[cur].classList.remove("on");
        cur = i;
        var f = frames[i];
        f.classList.add("on");
        notes.forEach(function (n) {
          n.classList.toggle("cur", num(n, "s") === num(f, "s") && num(n, "p") === num(f, "p"));
        });
        if (where) where.textContent = f.getAttribute("aria-label");
        if (location.hash.slice(1) !== key(f)) {
          try { history.replaceState(null, "", "#" + key(f)); } catch (e) { location.replace("#" + key(f)); }
        }
      }
      function section(delta) {
        var s = num(frames[cur], "s");
        if (delta > 0) {
          for (var i = cur; i < frames.length; i++) if (num(frames[i], "s") > s) return i;
          return -1;
        }
        var start = firstOf(s);
        return start > 0 ? firstOf(num(frames[start - 1], "s")) : -1;
      }
      function digit(s) { return s === num(frames[cur], "s") ? -1 : firstOf(s); }
      function last() {
        var f = frames[frames.length - 1];
        return find(num(f, "s") + "." + num(f, "p"));
      }
      function toggleNotes() {
        var on = d.body.classList.toggle("shownotes");
        var b = d.getElementById("notes");
        if (b) b.setAttribute("aria-pressed", on ? "true" : "false");
      }
      var keys = {
        ArrowRight: 1, " ": 1, PageDown: 1, Enter: 1, l: 1,
        ArrowLeft: -1, PageUp: -1, Backspace: -1, h: -1
      };
      d.addEventListener("keydown", function (e) {
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        var k = e.key, i;
        if (keys[k]) i = cur + keys[k];
        else if (k === "ArrowDown" || k === "]" || k === "j" || (k === "Tab" && !e.shiftKey)) i = section(1);
        else if (k === "ArrowUp" || k === "[" || k === "k" || (k === "Tab" && e.shiftKey)) i = section(-1);
        else if (k === "Home") i = 0;
        else if (k === "End") i = last();
        else if (/^[1-9]$/.test(k)) i = digit(+k);
        else if (k === "N") { toggleNotes(); e.preventDefault(); return; }
        else return;
        e.preventDefault();
        show(i);
      });
      window.addEventListener("hashchange", function () { show(find(location.hash)); });
      d.getElementById("prev").addEventListener("click", function () { show(cur - 1); });
      d.getElementById("next").addEventListener("click", function () { show(cur + 1); });
      var b = d.getElementById("notes");
      if (b) b.addEventListener("click", toggleNotes);
      var start = find(location.hash);
      show(start < 0 ? 0 : start);
    })();

    """
}
