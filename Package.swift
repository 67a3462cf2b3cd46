// swift-tools-version:6.0
// Swift 6 language mode with strict concurrency for every target.
import PackageDescription

let package = Package(
  name: "Sectional",
  products: [
    .library(name: "SectionalGraphics", targets: ["SectionalGraphics"]),
    .library(name: "SectionalLayout", targets: ["SectionalLayout"]),
  ],
  targets: [
    // Core: pure Swift, no system dependencies.
    .target(name: "SectionalGraphics"),
    .target(name: "SectionalLayout", dependencies: ["SectionalGraphics"]),

    // Support for tests, fuzz targets and benchmarks (not a product).
    .target(name: "SectionalTestSupport", dependencies: ["SectionalLayout"]),

    // System libraries (installed by `make deps`; see Scripts/bootstrap.sh).
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(
      name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),

    // Tests.
    .testTarget(name: "SectionalGraphicsTests", dependencies: ["SectionalGraphics"]),
    .testTarget(name: "SectionalTestSupportTests", dependencies: ["SectionalTestSupport"]),
    .testTarget(
      name: "SectionalLayoutTests",
      dependencies: ["SectionalLayout", "SectionalGraphics", "SectionalTestSupport"]),
    .testTarget(name: "SystemLibrariesTests", dependencies: ["CPangoCairo", "CGtk4"]),
  ]
)
