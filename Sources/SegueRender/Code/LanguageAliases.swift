/// The words decks write after a fence that KSyntaxHighlighting knows by another name.
///
/// Its own names (`Rust`, `Python`, case aside) and file extensions (`rs`, `py`) need no entry;
/// these are the short forms and other tools' names seen in real decks (presenterm, patat,
/// pandoc, GitHub), each to a definition's exact name.
enum LanguageAliases {
  static let table: [String: String] = {
    var table: [String: String] = [:]
    for (definition, words) in groups {
      for word in words { table[word] = definition }
    }
    return table
  }()

  private static let groups: [(String, [String])] = [
    (
      "Bash",
      [
        "sh", "shell", "console", "shell-session", "shellsession", "sh-session", "ksh", "env",
        "dotenv",
      ]
    ),
    ("Zsh", ["zsh"]),
    ("Fish", ["fish"]),
    ("PowerShell", ["ps", "ps1", "pwsh", "posh"]),
    ("MS-DOS Batch", ["bat", "batch", "cmd", "dos"]),
    ("JavaScript", ["js", "javascript", "node", "nodejs", "mjs", "cjs"]),
    ("JavaScript React (JSX)", ["jsx", "react"]),
    ("TypeScript", ["ts", "typescript", "mts", "cts"]),
    ("TypeScript React (TSX)", ["tsx"]),
    ("Python", ["py", "python3", "py3", "ipython", "python2", "py2", "pycon", "sage"]),
    ("Rust", ["rs"]),
    ("Go", ["golang"]),
    ("Kotlin", ["kt", "kts"]),
    ("C++", ["c++", "cpp", "cxx", "cc", "hpp", "hxx", "cuda", "arduino"]),
    ("C", ["h"]),
    ("C#", ["cs", "csharp", "c-sharp"]),
    ("FSharp", ["f#", "fs", "fsharp"]),
    ("Objective-C", ["objc", "objectivec", "obj-c"]),
    ("Objective Caml", ["ocaml", "ml"]),
    ("Haskell", ["hs"]),
    ("Elixir", ["ex", "exs"]),
    ("Erlang", ["erl"]),
    ("Clojure", ["clj", "cljs", "cljc", "edn"]),
    ("Common Lisp", ["lisp", "cl", "elisp", "emacs-lisp"]),
    ("Ruby", ["rb", "jruby"]),
    ("Perl", ["pl", "perl5"]),
    ("Raku", ["perl6", "p6"]),
    ("Terraform", ["tf", "terraform", "hcl", "tfvars"]),
    ("Makefile", ["make", "mk", "mak", "makefile"]),
    ("CMake", ["cmake"]),
    ("Dockerfile", ["docker", "containerfile"]),
    ("YAML", ["yml", "compose", "docker-compose", "k8s", "kubernetes", "helm", "ansible"]),
    ("JSON", ["jsonc", "json5", "geojson", "jsonl", "ndjson"]),
    ("INI Files", ["ini", "cfg", "conf", "dosini", "editorconfig"]),
    ("Markdown", ["md", "mkd", "gfm", "mdx"]),
    ("reStructuredText", ["rst", "rest"]),
    ("LaTeX", ["tex", "latex"]),
    ("HTML", ["htm", "xhtml"]),
    ("XML", ["svg", "xsd", "plist"]),
    ("LESSCSS", ["less"]),
    ("SQL (PostgreSQL)", ["postgres", "postgresql", "psql", "pgsql", "plpgsql"]),
    ("SQL (MySQL)", ["mysql", "mariadb"]),
    ("SQL", ["sqlite", "tsql", "plsql"]),
    ("GraphQL", ["gql"]),
    ("Protobuf", ["proto", "protobuf", "proto3"]),
    ("Diff", ["patch", "udiff"]),
    ("Intel x86 (NASM)", ["nasm", "asm", "x86asm"]),
    ("GNU Assembler", ["gas", "s"]),
    ("Mustache/Handlebars (HTML)", ["handlebars", "hbs", "mustache"]),
    ("Django HTML Template", ["django", "jinja", "jinja2", "j2"]),
    ("dot", ["graphviz", "gv"]),
    ("Matlab", ["matlab"]),
    ("R Script", ["r", "rscript"]),
    ("Julia", ["jl"]),
    ("Nim", ["nimrod"]),
    ("Vala", ["vapi"]),
    ("Scala", ["sc", "sbt"]),
    ("Groovy", ["gradle"]),
    ("Solidity", ["sol"]),
    ("Zig", ["zig"]),
    ("Nix", ["nixos"]),
    ("Java Properties", ["properties"]),
    ("systemd unit", ["systemd", "service"]),
    ("Tcl/Tk", ["tcl", "tk"]),
    ("Crystal", ["cr"]),
    ("Log File (simplified)", ["log"]),
    ("Fortran (Free Format)", ["fortran", "f90", "f95", "f03"]),
    ("Pascal", ["delphi", "objectpascal"]),
    ("Apache Configuration", ["apache", "apacheconf", "htaccess"]),
    ("Git Ignore", ["gitignore"]),
    ("Ruby/Rails/RHTML", ["erb", "rhtml"]),
    ("AsciiDoc", ["adoc"]),
    ("Mathematica", ["wolfram", "wl"]),
  ]

  /// Words that ask for no highlighting at all: plain text, with no note from `segue check`.
  static let plain: Set<String> = [
    "", "text", "txt", "plain", "plaintext", "plain_text", "none", "nohighlight",
    "no-highlight", "output", "stdout", "stderr", "raw", "ascii", "asciiart", "ascii-art",
    "example",
  ]
}
