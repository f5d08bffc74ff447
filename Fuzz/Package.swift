// swift-tools-version: 6.2
import PackageDescription

// libFuzzer targets for every parser navaudit runs on hostile input. They live in their own
// package so `swift build` and `swift test` of navaudit never see them; `Fuzz/run` builds
// them in release with `-sanitize=fuzzer,address` and runs them.
let targets = [
  "fuzz-strings", "fuzz-stringsdict", "fuzz-xcstrings", "fuzz-xliff", "fuzz-storyboard",
  "fuzz-scenario", "fuzz-icu", "fuzz-fontprofile", "fuzz-font", "fuzz-format", "fuzz-strings-budget",
  "fuzz-source",
]

/// Products a target needs beyond the parsers: only `fuzz-source` links swift-syntax.
let extraDependencies: [String: [Target.Dependency]] = [
  "fuzz-source": [.product(name: "NavauditSourceImport", package: "navaudit")]
]

let package = Package(
  name: "navaudit-fuzz",
  platforms: [.macOS(.v15)],
  products: targets.map { .executable(name: $0, targets: [$0]) },
  dependencies: [.package(name: "navaudit", path: "..")],
  targets: [
    .target(name: "FuzzSupport")
  ]
    + targets.map {
      .executableTarget(
        name: $0,
        dependencies: ["FuzzSupport", .product(name: "NavauditParsers", package: "navaudit")]
          + (extraDependencies[$0] ?? [])
      )
    }
)
