// swift-tools-version:6.0
// Benchmarks for Sectional: a nested package, so the root `swift build` never builds it.
//
//   swift run -c release --package-path Benchmarks sectional-bench solver --sizes 10 100
//
// See Benchmarks/README.md for the suites, the workloads and how to read the output.
import PackageDescription

let package = Package(
  name: "SectionalBenchmarks",
  products: [
    .executable(name: "sectional-bench", targets: ["sectional-bench"])
  ],
  dependencies: [
    .package(name: "Sectional", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "sectional-bench",
      dependencies: [
        .product(name: "Cassowary", package: "Sectional"),
        .product(name: "SectionalLayout", package: "Sectional"),
        .product(name: "SectionalGraphics", package: "Sectional"),
        .product(name: "SectionalViews", package: "Sectional"),
        .product(name: "SectionalRecipes", package: "Sectional"),
        .product(name: "Sectional", package: "Sectional"),
        .product(name: "SectionalCairo", package: "Sectional"),
        .product(name: "SectionalGTK", package: "Sectional"),
        .product(name: "SectionalTerminal", package: "Sectional"),
        .product(name: "SectionalInterfaceBuilder", package: "Sectional"),
        .product(name: "SectionalNibs", package: "Sectional"),
      ]
    ),
    .testTarget(name: "SectionalBenchTests", dependencies: ["sectional-bench"]),
  ]
)
