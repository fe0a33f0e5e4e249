/// The built-in executors, by language, with their `+exec:name` alternatives.
///
/// Modelled on presenterm's `executors.yaml` (same file names and flags where its users
/// expect them), with Debian's program names (`python3`). To add a language: one entry in
/// `languages` (and its other spellings in `aliases`); an alternative goes in
/// `alternatives`. The user's config will override this table once it exists.
public enum ExecutorTable {
  /// The executor for a block of `language`, or its alternative `name` (`+exec:uv`); nil
  /// when there is none.
  public static func executor(language: String, alternative name: String? = nil) -> Executor? {
    let key = canonical(language)
    if let name { return alternatives[key]?[name] }
    return languages[key]
  }

  /// The table's name for `language` (`py` → `python`).
  public static func canonical(_ language: String) -> String {
    let lower = language.lowercased()
    return aliases[lower] ?? lower
  }

  static let aliases: [String: String] = [
    "shell": "bash", "py": "python", "python3": "python", "rb": "ruby", "pl": "perl",
    "js": "javascript", "node": "javascript", "ts": "typescript", "golang": "go", "rs": "rust",
    "cpp": "c++", "cxx": "c++", "kt": "kotlin", "kts": "kotlin", "hs": "haskell",
    "ex": "elixir", "exs": "elixir", "jl": "julia",
  ]

  static let languages: [String: Executor] = [
    "bash": .interpreter("bash", file: "script.sh", install: Executor.debian("bash")),
    "sh": .interpreter("sh", file: "script.sh", install: Executor.debian("dash")),
    "zsh": .interpreter("zsh", file: "script.zsh", install: Executor.debian("zsh")),
    "fish": .interpreter("fish", file: "script.fish", install: Executor.debian("fish")),
    "python": .interpreter(
      "python3", ["-u"], file: "snippet.py", install: Executor.debian("python3")),
    "ruby": .interpreter("ruby", file: "snippet.rb", install: Executor.debian("ruby")),
    "perl": .interpreter("perl", file: "snippet.pl", install: Executor.debian("perl")),
    "lua": .interpreter("lua", file: "snippet.lua", install: Executor.debian("lua5.4")),
    "javascript": .interpreter(
      "node", file: "snippet.js", install: Executor.debian("nodejs"), environment: color),
    "typescript": .interpreter(
      "tsx", file: "snippet.ts", install: "tsx (npm install -g tsx)", environment: color),
    "go": .interpreter(
      "go", ["run"], file: "snippet.go", install: Executor.debian("golang-go"),
      environment: [("GO111MODULE", "off")]),
    "rust": .compiler(
      ["rustc", "--crate-name", "snippet", "$file", "-o", "$dir/snippet", "--color", "always"],
      file: "snippet.rs", install: Executor.debian("rustc")),
    "c": .compiler(
      ["gcc", "$file", "-fdiagnostics-color=always", "-o", "$dir/snippet"], file: "snippet.c",
      install: Executor.debian("gcc")),
    "c++": .compiler(
      ["g++", "-std=c++20", "-fdiagnostics-color=always", "$file", "-o", "$dir/snippet"],
      file: "snippet.cpp", install: Executor.debian("g++")),
    "swift": .interpreter(
      "swift", file: "snippet.swift", install: "Swift (https://swift.org/install)"),
    "java": .interpreter("java", file: "Snippet.java", install: Executor.debian("default-jdk")),
    "kotlin": .interpreter(
      "kotlinc", ["-script"], file: "snippet.kts", install: Executor.debian("kotlin")),
    "haskell": .interpreter(
      "runhaskell", ["-w"], file: "snippet.hs", install: Executor.debian("ghc")),
    "elixir": .interpreter("elixir", file: "snippet.exs", install: Executor.debian("elixir")),
    "php": .interpreter("php", ["-f"], file: "snippet.php", install: Executor.debian("php-cli")),
    "r": .interpreter("Rscript", file: "snippet.R", install: Executor.debian("r-base-core")),
    "julia": .interpreter(
      "julia", file: "snippet.jl", install: "Julia (https://julialang.org/downloads)"),
  ]

  static let alternatives: [String: [String: Executor]] = [
    "python": [
      "uv": .interpreter(
        "uv", ["run", "--script", "-q"], file: "snippet.py",
        install: "uv (https://docs.astral.sh/uv)")
    ],
    "rust": [
      "rust-script": .interpreter(
        "rust-script", ["--debug"], file: "snippet.rs",
        install: "rust-script (cargo install rust-script)",
        environment: [("CARGO_TERM_COLOR", "always")])
    ],
    "javascript": [
      "deno": .interpreter(
        "deno", ["run", "-A"], file: "snippet.js", install: "Deno (https://deno.com)",
        environment: color),
      "bun": .interpreter(
        "bun", ["run"], file: "snippet.js", install: "Bun (https://bun.sh)", environment: color),
    ],
    "typescript": [
      "deno": .interpreter(
        "deno", ["run", "-A"], file: "snippet.ts", install: "Deno (https://deno.com)",
        environment: color),
      "node": .interpreter(
        "node", ["--experimental-strip-types"], file: "snippet.ts",
        install: Executor.debian("nodejs") + " (22.6 or later)", environment: color),
    ],
  ]

  /// Colours even though the output is a pipe (node, deno and bun honour it).
  private static let color = [("FORCE_COLOR", "true")]
}
