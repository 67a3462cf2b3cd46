// swift-tools-version:6.0
// Swift 6 language mode with strict concurrency for every target.
import PackageDescription

let package = Package(
  name: "Sectional",
  products: [
    .library(name: "SectionalGraphics", targets: ["SectionalGraphics"]),
    .library(name: "SectionalViews", targets: ["SectionalViews"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "SectionalCairo", targets: ["SectionalCairo"]),
    .library(name: "SectionalRecipes", targets: ["SectionalRecipes"]),
    .executable(name: "fuzz-solver", targets: ["FuzzSolver"]),
  ],
  targets: [
    // Core: pure Swift, no system dependencies.
    .target(name: "SectionalGraphics"),
    .target(name: "SectionalViews", dependencies: ["SectionalGraphics", "Cassowary"]),
    .target(name: "Cassowary"),

    // Renderers.
    .target(name: "SectionalCairo", dependencies: ["SectionalGraphics", "CPangoCairo"]),

    // Support for tests, fuzz targets and benchmarks (not a product).
    .target(
      name: "SectionalTestSupport",
      dependencies: ["SectionalGraphics", "SectionalCairo", "Cassowary"]),

    // Fuzz targets: corpus replay under plain `swift build`, libFuzzer with -DFUZZING
    // (Scripts/fuzz.sh). The harness bodies are in SectionalTestSupport.
    .executableTarget(
      name: "FuzzSolver", dependencies: ["SectionalTestSupport"], path: "Fuzz/FuzzSolver"),

    // System libraries (installed by `make deps`; see Scripts/bootstrap.sh).
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(
      name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),

    // Examples.
    .target(
      name: "SectionalRecipes", dependencies: ["SectionalViews", "SectionalGraphics"],
      path: "Examples/Recipes"),
    .executableTarget(
      name: "sectional-gallery",
      dependencies: ["SectionalRecipes", "SectionalViews", "SectionalCairo", "SectionalGraphics"],
      path: "Examples/Gallery"),
    .executableTarget(
      name: "sectional-usage", dependencies: ["Cassowary", "SectionalViews", "SectionalGraphics"],
      path: "Examples/Usage"),

    // Tests.
    .testTarget(
      name: "SectionalGraphicsTests", dependencies: ["SectionalGraphics", "SectionalTestSupport"]),
    .testTarget(
      name: "SectionalViewsTests",
      dependencies: ["SectionalViews", "SectionalTestSupport", "SectionalRecipes"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SectionalTestSupport"]),
    .testTarget(name: "SectionalTestSupportTests", dependencies: ["SectionalTestSupport"]),
    .testTarget(
      name: "SectionalCairoTests",
      dependencies: ["SectionalCairo", "SectionalGraphics", "SectionalTestSupport", "CPangoCairo"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GalleryTests",
      dependencies: [
        "sectional-gallery", "SectionalRecipes", "SectionalViews", "SectionalCairo",
        "SectionalGraphics",
      ]),
    .testTarget(
      name: "CassowaryFuzzReplayTests", dependencies: ["SectionalTestSupport", "Cassowary"]),
    .testTarget(name: "SystemLibrariesTests", dependencies: ["CPangoCairo", "CGtk4"]),
  ]
)
