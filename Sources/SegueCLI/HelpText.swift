/// What `--help` prints; kept beside the commands it describes.
enum HelpText {
  static let version = "0.1.0"

  static let main = """
    segue — terminal slide presentations from Markdown

    Usage: segue <command> [options]

    Commands:
      check <deck>      Read a deck and print its sections, slides and any problems
      export <deck>     Render every slide to text or ANSI at a fixed size

    Options:
      -h, --help        Show this help (or 'segue <command> --help')
      --version         Print the version

    A deck is Markdown: '#' headings make sections, '##' headings make slides,
    '---' and <!-- end_slide --> break slides. See docs/deck-format.md.

    Exit codes: 0 success, 1 the deck has errors or cannot be read, 64 usage error.

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
      --steps             One frame per step instead of one per slide
      --no-chrome         Leave out the segment bar, page dots and footer
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
