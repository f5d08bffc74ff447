// swift-tools-version: 6.2
import PackageDescription

/// An app package that uses navaudit's command plugin: `swift package navaudit`.
let package = Package(
  name: "PluginApp",
  dependencies: [.package(name: "navaudit", path: "../../../..")],
  targets: [.target(name: "PluginApp")]
)
