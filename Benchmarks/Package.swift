// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so the main package carries no benchmark code.
let package = Package(
  name: "navaudit-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "navaudit", path: "..")],
  targets: [
    .executableTarget(
      name: "navaudit-benchmark",
      dependencies: [.product(name: "NavauditKit", package: "navaudit")],
      swiftSettings: [.treatAllWarnings(as: .error)]
    )
  ]
)
