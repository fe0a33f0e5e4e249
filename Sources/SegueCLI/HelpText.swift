/// What `--help` prints; kept beside the commands it describes.
enum HelpText {
  static let version = "0.1.0"

  static let main = """
    segue — terminal slide presentations from Markdown

    Usage: segue [DECK] | segue <command> [options]

    With no argument, presents the built-in demo deck; 'segue talk.md' presents talk.md.

    Commands:
      present <deck>    Present a deck in the terminal (the default command)
      check <deck>      Read a deck and print its sections, slides and any problems
      export <deck>     Render every slide to text or ANSI at a fixed size
      themes            List the built-in themes and yours
      theme check FILE  Validate a theme file (every problem as file:line:col)
      theme preview T   Show the showcase deck in theme T (a name or a file)
      theme new NAME    Write a commented starter theme into your theme folder

    Options:
      -h, --help        Show this help (or 'segue <command> --help')
      --version         Print the version

    A deck is Markdown: '#' headings make sections, '##' headings make slides,
    '---' and <!-- end_slide --> break slides. See docs/deck-format.md.

    Exit codes: 0 success, 1 the deck has errors or cannot be read, 64 usage error.

    """

  static let present = """
    Usage: segue present [<deck>] [--theme NAME] [--start s/p] [--no-transitions] [--colors DEPTH]

    Presents a deck full-screen (the built-in demo without a deck). Keys:

      → l Space n PgDn Enter   next step or slide
      ← h Backspace p PgUp     previous
      Tab ] ↓ j                next section     Shift-Tab [ ↑ k   previous section
      1 … 9                    select section N (like tapping a segment)
      g g / Home, G / End      first / last slide
      N G, :N ⏎, :s/p ⏎        go to slide N, or section s page p
      o                        overview: arrows and Enter jump
      N                        speaker notes of the slide (N or Esc closes)
      r / Ctrl-R               reload now (the file is also watched)
      ?                        key help; Esc closes an overlay
      q / Ctrl-C               quit

    Mouse: click a segment or a dot; the wheel pages. The deck file is watched: saving
    it reloads the slides in place, and a broken save keeps the last good deck on
    screen under an error banner until it is fixed.

    Options:
      --theme NAME|FILE   Theme by name or path (default: the deck's 'theme:', else
                          dark; with NO_COLOR set, mono)
      --start s/p         Start at section s page p, or at slide N
      --no-transitions    No slide animation (also 'transition: none' in front matter)
      --colors DEPTH      Force 24bit, 256, 16 or none (default: what the terminal has;
                          NO_COLOR is honoured)
      -h, --help          Show this help

    """

  static let export = """
    Usage: segue export <deck> [--format text|ansi] [--size WxH] [--steps] [--no-chrome] [-o FILE]

    Renders every slide through the same pager and renderer as the presenter, at a
    fixed size (not the terminal's), so the output is the same on every machine.
    Each frame is preceded by a separator line naming the slide:

      ━━ 2.3 First deck ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

    Options:
      --format text|ansi  Plain text (no escape sequences at all; default) or ANSI
                          colours (SGR sequences only)
      --colors DEPTH      ANSI colour depth: 24bit (default), 256, 16 or none
      --size WxH          Frame size in cells (default 80x24)
      --theme NAME|FILE   Theme (default: the deck's, else dark)
      --steps             One frame per step instead of one per slide
      --no-chrome         Leave out the segment bar, page dots and footer
      --notes             Print each slide's speaker notes under its frame
      -o, --output FILE   Write to FILE instead of standard output
      -h, --help          Show this help

    """

  static let check = """
    Usage: segue check <deck> [--dump | --json] [--size WxH]

    Reads a deck and prints its structure: each section with its slides as
    's.p Title', their steps and whether they have speaker notes, the slide
    level and the heading that decided it, then warnings and errors as
    file:line:col with the source line and a caret.

    Options:
      --dump            Print the whole parsed deck as a tree with source lines
      --json            Print the structure as JSON (sections → slides) for scripts
      --size WxH        Also warn about every slide whose content does not fit
                        a frame of that size (overflow is a warning, not an error)
      -h, --help        Show this help

    Exit status: 0 when the deck loads (warnings allowed), 1 on errors.

    """
}
