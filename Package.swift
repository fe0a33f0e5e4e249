// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Segue",
  products: [
    .executable(name: "segue", targets: ["segue"]),
    .library(name: "SegueCore", targets: ["SegueCore"]),
  ],
  targets: [
    // C libraries: one module per library, each wrapped by exactly one Swift file.
    .systemLibrary(
      name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    // cmark-gfm's parse with a bounded memory (issue 13): a counter on cmark's arena and a
    // jump out of the parse when a piece outgrows it, in C so that no Swift frame is jumped.
    .target(name: "CCmarkBudget", linkerSettings: [.linkedLibrary("cmark-gfm")]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
    // fstatfs, which Swift's Glibc module lacks: files are judged by their file system.
    .systemLibrary(name: "CFileSystem"),
    // Images (issue 15): chafa draws pixels as symbols; stb decodes PNG, JPEG, GIF, … from memory.
    .systemLibrary(
      name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    .target(name: "CStb", cSettings: [.unsafeFlags(["-I/usr/include/stb"])]),
    // PDF and PNG export (issue 17): cairo draws the pages, Pango shapes the text.
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    // KSyntaxHighlighting is C++ with Qt types and has no .pc of its own: a small C++ target
    // wraps it behind a plain C header (include/CKSyntax.h), so Swift never sees C++.
    .target(
      name: "CKSyntax",
      cxxSettings: [
        .unsafeFlags(
          [
            "-fPIC", "-I/usr/include/KF5/KSyntaxHighlighting", "-I/usr/include/KF5",
            "-I/usr/include/x86_64-linux-gnu/qt5", "-I/usr/include/x86_64-linux-gnu/qt5/QtCore",
            "-I/usr/include/x86_64-linux-gnu/qt5/QtGui",
          ])
      ],
      linkerSettings: [
        .linkedLibrary("KF5SyntaxHighlighting"), .linkedLibrary("Qt5Gui"),
        .linkedLibrary("Qt5Core"), .linkedLibrary("stdc++"),
      ]),
    // Terminal programs in a slide (issue 29): libvterm, the emulator inside Neovim, keeps
    // their screen; a small C file starts them in a pseudo-terminal (fork's child runs C only).
    .systemLibrary(name: "CVTerm", pkgConfig: "vterm", providers: [.apt(["libvterm-dev"])]),
    .target(name: "CPseudoTerminal"),
    // SVG images (issue 30): librsvg draws them with cairo, already here through chafa and Pango.
    .systemLibrary(
      name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),

    .target(name: "SegueCore", dependencies: ["CCmarkGFM", "CCmarkBudget", "CYAML"]),
    .target(
      name: "SegueRender", dependencies: ["SegueCore", "CKSyntax", "CChafa", "CStb", "CRsvg"]),
    // PDF and PNG (issue 17): the formats that draw with cairo and Pango, apart from the pure
    // painter in SegueRender.
    .target(name: "SeguePages", dependencies: ["SegueRender", "CPangoCairo"]),
    // A program in a pseudo-terminal whose screen is cells (issue 29), apart from the presenter.
    .target(
      name: "SegueTerminalPane", dependencies: ["SegueRender", "CVTerm", "CPseudoTerminal"]),
    .target(
      name: "SegueTerminal",
      dependencies: [
        "SegueCore", "SegueRender", "SegueExec", "SegueTerminalPane", "CSpawn", "CNcursesw",
      ]),
    // Live code (issue 29): snippets run in their own process group, their output sanitized.
    // CSpawn does the child's side of fork/exec in C, where only async-signal-safe calls run.
    .target(name: "CSpawn"),
    .target(
      name: "SegueExec", dependencies: ["SegueCore", "SegueRender", "SegueResources", "CSpawn"]),
    .target(
      name: "SegueCLI",
      dependencies: [
        "SegueCore", "SegueRender", "SeguePages", "SegueTerminal", "SegueResources", "SegueExec",
        "CFileSystem",
      ]),
    .executableTarget(name: "segue", dependencies: ["SegueCLI"]),

    // Decks/, Themes/ and Resources/ compiled in: the EmbedResources plugin runs the segue-embed
    // build tool (not a product: it is built for the host and never installed).
    .target(name: "SegueResources", plugins: [.plugin(name: "EmbedResources")]),
    .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["segue-embed"]),
    .executableTarget(name: "segue-embed", dependencies: ["SegueEmbedding"]),
    .target(name: "SegueEmbedding"),

    .target(name: "SegueTestSupport", dependencies: [], path: "Tests/SegueTestSupport"),
    .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore", "SegueTestSupport"]),
    .testTarget(
      name: "SegueRenderTests", dependencies: ["SegueRender", "SeguePages", "SegueTestSupport"]),
    .testTarget(name: "SegueTerminalPaneTests", dependencies: ["SegueTerminalPane"]),
    .testTarget(name: "SegueTerminalTests", dependencies: ["SegueTerminal", "SegueTestSupport"]),
    .testTarget(
      name: "SegueCLITests",
      dependencies: ["SegueCLI", "SegueRender", "SegueTerminal", "SegueTestSupport"]),
    .testTarget(
      name: "SegueExecTests", dependencies: ["SegueExec", "SegueResources", "SegueTestSupport"]),
    .testTarget(name: "SegueResourcesTests", dependencies: ["SegueResources", "SegueEmbedding"]),

    // What each fuzz target does with one input: plain Swift, so the unit tests replay the
    // regression fixtures through the same code (see docs/testing.md).
    .target(
      name: "SegueFuzz",
      dependencies: ["SegueCore", "SegueRender", "SegueTerminal", "SegueCLI", "SegueResources"]),
    .testTarget(name: "SegueFuzzTests", dependencies: ["SegueFuzz", "SegueTestSupport"]),
  ],
  cxxLanguageStandard: .cxx17
)

// The libFuzzer driver exists only in a build with `-sanitize=fuzzer`: `make fuzz` sets
// SEGUE_FUZZ=1 and builds into `.build/fuzz`, and a plain `swift build` never sees these two.
if Context.environment["SEGUE_FUZZ"] == "1" {
  package.targets += [
    .target(name: "CFuzzerDriver"),
    .executableTarget(name: "segue-fuzz", dependencies: ["SegueFuzz", "CFuzzerDriver"]),
  ]
}
