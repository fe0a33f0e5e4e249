import Testing

@testable import SegueExec

@Suite struct ExecutorTableTests {
  /// The languages issue 29 names, each as a deck may spell it.
  @Test(arguments: [
    "bash", "sh", "zsh", "fish", "python", "py", "ruby", "perl", "lua", "javascript", "js",
    "node", "typescript", "ts", "go", "rust", "rs", "c", "c++", "cpp", "swift", "java", "kotlin",
    "kts", "haskell", "elixir", "php", "r", "R", "julia",
  ])
  func everyLanguageHasAnExecutor(_ language: String) throws {
    let executor = try #require(ExecutorTable.executor(language: language))
    #expect(!executor.install.isEmpty)
    #expect(executor.commands.allSatisfy { $0.contains("$file") || $0 == ["$dir/snippet"] })
  }

  @Test func alternativesAreChosenByName() {
    #expect(ExecutorTable.executor(language: "py", alternative: "uv")?.commands[0][0] == "uv")
    #expect(ExecutorTable.executor(language: "rust", alternative: "rust-script") != nil)
    #expect(ExecutorTable.executor(language: "python", alternative: "nope") == nil)
  }

  /// A compiled language runs its program only when the compiler succeeded.
  @Test func compiledLanguagesChainTheirCommands() throws {
    let gcc = try #require(ExecutorTable.executor(language: "c"))
    guard case .success(let arguments) = SnippetLaunch.arguments(gcc, directory: "/d") else {
      return  // gcc is not installed here: the missing-program path is tested elsewhere
    }
    #expect(arguments.suffix(3).first == "/bin/sh")
    #expect(arguments.last?.hasSuffix(" && '/d/snippet'") == true)
  }
}
