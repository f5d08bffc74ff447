// swift-tools-version: 6.2
import PackageDescription

/// Uses navaudit as a library, as another package would: by its path here, by URL elsewhere.
let package = Package(
  name: "NavauditExamples",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "navaudit", path: "..")],
  targets: [
    .executableTarget(
      name: "audit-summary",
      dependencies: [.product(name: "NavauditKit", package: "navaudit")]
    )
  ]
)
