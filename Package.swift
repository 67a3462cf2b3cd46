// swift-tools-version:6.0
// Swift 6 language mode with strict concurrency for every target.
import PackageDescription

let package = Package(
  name: "Sectional",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "SectionalGraphics", targets: ["SectionalGraphics"]),
    .library(name: "SectionalLayout", targets: ["SectionalLayout"]),
    .library(name: "SectionalViews", targets: ["SectionalViews"]),
    .library(name: "SectionalCairo", targets: ["SectionalCairo"]),
    .library(name: "Sectional", targets: ["Sectional"]),
    .library(name: "SectionalUIKit", targets: ["SectionalUIKit"]),
    .library(name: "SectionalRecipes", targets: ["SectionalRecipes"]),
    .library(name: "SectionalGTK", targets: ["SectionalGTK"]),
    .library(name: "SectionalTerminal", targets: ["SectionalTerminal"]),
    .library(name: "SectionalApp", targets: ["SectionalApp"]),
    .library(name: "SectionalInterfaceBuilder", targets: ["SectionalInterfaceBuilder"]),
    .library(name: "SectionalNibs", targets: ["SectionalNibs"]),
    .executable(name: "sectional-gallery", targets: ["sectional-gallery"]),
    .executable(name: "fuzz-solver", targets: ["FuzzSolver"]),
    .executable(name: "fuzz-table-layout", targets: ["FuzzTableLayout"]),
    .executable(name: "fuzz-interface-builder", targets: ["FuzzInterfaceBuilder"]),
    .executable(name: "fuzz-solver-differential", targets: ["FuzzSolverDifferential"]),
    .executable(name: "fuzz-table", targets: ["FuzzTable"]),
  ],
  targets: [
    // Core: pure Swift, no system dependencies; dependencies point inward.
    .target(name: "Cassowary"),
    .target(name: "SectionalGraphics"),
    .target(name: "SectionalLayout", dependencies: ["SectionalGraphics"]),
    .target(name: "SectionalViews", dependencies: ["SectionalGraphics", "Cassowary"]),
    .target(
      name: "Sectional", dependencies: ["SectionalLayout", "SectionalViews", "SectionalGraphics"]),
    // Storyboard and xib reader: Foundation (FoundationXML) only, a pure document model.
    .target(name: "SectionalInterfaceBuilder"),
    // Nibs: the reader's documents made into views, outlets and actions (UIKit's UINib).
    .target(name: "SectionalNibs", dependencies: ["Sectional", "SectionalInterfaceBuilder"]),

    // Compatibility: `import SectionalUIKit` replaces `import UIKit` (UIKit's type names).
    .target(name: "SectionalUIKit", dependencies: ["Sectional", "SectionalNibs", "SectionalApp"]),

    // Renderers.
    .target(name: "SectionalCairo", dependencies: ["SectionalGraphics", "CPangoCairo", "CPNG"]),

    // Hosts.
    .target(
      name: "SectionalGTK",
      dependencies: ["SectionalViews", "SectionalGraphics", "SectionalCairo", "CGtk4"]),
    // Terminal host: the view tree and Glibc, no C libraries (tables adapt themselves to
    // cells with `TableView.adaptToTerminal(cellHeight:)` in Sectional).
    .target(name: "SectionalTerminal", dependencies: ["SectionalViews", "SectionalGraphics"]),

    // One-call app entry: a root view controller in whichever host fits (window, terminal, PNG).
    .target(
      name: "SectionalApp",
      dependencies: ["Sectional", "SectionalGTK", "SectionalTerminal", "SectionalCairo"]),

    // System libraries (installed by `make deps`; see Scripts/bootstrap.sh).
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(
      name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

    // Support (not products): seeded RNG and fuzz harness bodies, shared by tests, fuzz
    // targets and benchmarks; snapshot assertions (Swift Testing, Cairo) for tests only.
    .target(
      name: "SectionalTestSupport",
      dependencies: [
        "Cassowary", "SectionalLayout", "SectionalInterfaceBuilder", "SectionalNibs", "Sectional",
        "SectionalViews", "SectionalGraphics",
      ]),
    .target(
      name: "SectionalSnapshotTesting", dependencies: ["SectionalGraphics", "SectionalCairo"]),

    // Fuzz targets: corpus replay under plain `swift build`, libFuzzer with -DFUZZING
    // (Scripts/fuzz.sh). The harness bodies are in SectionalTestSupport.
    .executableTarget(
      name: "FuzzSolver", dependencies: ["SectionalTestSupport"], path: "Fuzz/FuzzSolver"),
    .executableTarget(
      name: "FuzzTableLayout", dependencies: ["SectionalTestSupport"],
      path: "Fuzz/FuzzTableLayout"),
    .executableTarget(
      name: "FuzzInterfaceBuilder", dependencies: ["SectionalTestSupport"],
      path: "Fuzz/FuzzInterfaceBuilder"),
    .executableTarget(
      name: "FuzzSolverDifferential", dependencies: ["SectionalTestSupport"],
      path: "Fuzz/FuzzSolverDifferential"),
    .executableTarget(
      name: "FuzzTable", dependencies: ["SectionalTestSupport"], path: "Fuzz/FuzzTable"),

    // Examples: the seeds' views, the gallery behind `make gallery`, the README's example.
    .target(
      name: "SectionalRecipes",
      dependencies: ["Sectional", "SectionalUIKit", "SectionalViews", "SectionalGraphics"],
      path: "Examples/Recipes", resources: [.process("Nibs"), .process("Storyboards")]),
    .executableTarget(
      name: "sectional-gallery",
      dependencies: [
        "Sectional", "SectionalRecipes", "SectionalViews", "SectionalCairo", "SectionalGraphics",
        "SectionalGTK",
        "SectionalTerminal",
      ],
      path: "Examples/Gallery"),
    .executableTarget(
      name: "sectional-usage", dependencies: ["Cassowary", "SectionalViews", "SectionalGraphics"],
      path: "Examples/Usage"),
    // The getting-started article's app (Sectional.docc/GettingStarted.md shows this file).
    .executableTarget(
      name: "getting-started", dependencies: ["SectionalApp", "Sectional"],
      path: "Examples/GettingStarted"),

    // Tests.
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SectionalTestSupport"]),
    .testTarget(
      name: "CassowaryFuzzReplayTests", dependencies: ["SectionalTestSupport", "Cassowary"]),
    .testTarget(
      name: "SectionalGraphicsTests", dependencies: ["SectionalGraphics", "SectionalTestSupport"]),
    .testTarget(
      name: "SectionalLayoutTests",
      dependencies: ["SectionalLayout", "SectionalGraphics", "SectionalTestSupport"]),
    .testTarget(
      name: "SectionalTests",
      dependencies: [
        "Sectional", "SectionalViews", "SectionalLayout", "SectionalTestSupport",
        "SectionalSnapshotTesting", "SectionalRecipes", "SectionalCairo",
      ],
      exclude: ["__Snapshots__"]),
    // Written as UIKit code (`import SectionalUIKit` only): the compatibility product's promise.
    .testTarget(
      name: "SectionalUIKitTests", dependencies: ["SectionalUIKit"], resources: [.process("Nibs")]),
    .testTarget(
      name: "Seed000Tests", dependencies: ["SectionalUIKit"], resources: [.process("Storyboards")]),
    .testTarget(
      name: "Seed001Tests", dependencies: ["SectionalUIKit"], resources: [.process("Nibs")]),
    .testTarget(
      name: "Seed002Tests", dependencies: ["SectionalUIKit"], resources: [.process("Storyboards")]),
    .testTarget(
      name: "Seed003Tests", dependencies: ["SectionalUIKit"], resources: [.process("Storyboards")]),
    .testTarget(name: "Seed004Tests", dependencies: ["SectionalUIKit"]),
    .testTarget(
      name: "SectionalViewsTests",
      dependencies: ["SectionalViews", "SectionalTestSupport", "SectionalRecipes"]),
    .testTarget(
      name: "SectionalCairoTests",
      dependencies: [
        "SectionalCairo", "SectionalGraphics", "SectionalTestSupport", "SectionalSnapshotTesting",
        "CPangoCairo", "SectionalViews",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "SectionalTestSupportTests", dependencies: ["SectionalTestSupport"]),
    // The storyboard and xib reader: hand-written documents, and the fuzz corpus replayed.
    .testTarget(
      name: "SectionalInterfaceBuilderTests",
      dependencies: ["SectionalInterfaceBuilder", "SectionalTestSupport"],
      exclude: ["Documents"]),
    // Nibs made into views: documents as resources of the test bundle (`Bundle.module`).
    .testTarget(
      name: "SectionalNibsTests",
      dependencies: ["SectionalNibs", "Sectional", "SectionalInterfaceBuilder"],
      resources: [.process("Nibs")]),
    // The recipes' own tests: their scenes and views, with fixed text metrics and no Cairo
    // (scenes drawn in terminal cells use the terminal rasteriser, which has no C libraries).
    .testTarget(
      name: "SectionalRecipesTests",
      dependencies: [
        "SectionalRecipes", "Sectional", "SectionalViews", "SectionalGraphics",
        "SectionalTerminal",
      ]),
    .testTarget(
      name: "SectionalAppTests",
      dependencies: ["SectionalApp", "Sectional", "SectionalCairo", "SectionalTerminal"]),
    .testTarget(
      name: "GalleryTests",
      dependencies: [
        "sectional-gallery", "Sectional", "SectionalRecipes", "SectionalViews", "SectionalCairo",
        "SectionalGraphics", "SectionalSnapshotTesting",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "SectionalGTKTests",
      dependencies: [
        "SectionalGTK", "SectionalViews", "SectionalGraphics", "SectionalTestSupport", "CGtk4",
      ]),
    .testTarget(
      name: "SectionalTerminalTests",
      dependencies: [
        "SectionalTerminal", "Sectional", "SectionalViews", "SectionalGraphics",
        "SectionalLayout", "SectionalTestSupport",
      ]),
    .testTarget(name: "SystemLibrariesTests", dependencies: ["CPangoCairo", "CGtk4"]),
  ]
)
