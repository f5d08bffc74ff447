// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so the main package carries no benchmark code.
//
// - `NavauditBenchmarks` (ordo-one/benchmark): `swift package benchmark` measures wall time,
//   CPU, malloc count and peak memory; `Thresholds/` holds the malloc counts CI checks.
// - `navaudit-benchmark`: `swift run -c release navaudit-benchmark` prints the figures of the
//   README's Performance section.
let package = Package(
  name: "navaudit-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "navaudit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(name: "BenchmarkFixtures", swiftSettings: [.treatAllWarnings(as: .error)]),
    .executableTarget(
      name: "navaudit-benchmark",
      dependencies: ["BenchmarkFixtures", .product(name: "NavauditKit", package: "navaudit")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "NavauditBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "NavauditKit", package: "navaudit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/NavauditBenchmarks",
      swiftSettings: [.treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
