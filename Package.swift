// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every Swift target of navaudit.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "navaudit",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "navaudit", targets: ["navaudit"]),
    // The library other packages depend on: `import NavauditKit`.
    .library(name: "NavauditKit", targets: ["NavauditKit"]),
    // `swift package navaudit [audit options]` in a package that depends on navaudit.
    .plugin(name: "NavauditCommand", targets: ["NavauditCommand"]),
    // The parsers on their own, for the fuzz targets in the nested `Fuzz/` package.
    .library(
      name: "NavauditParsers",
      targets: [
        "UnicodeSupport", "Traits", "TextFiles", "InterfaceBuilder", "StringTables", "Navigation", "TextLayout",
        "StoryboardImport",
      ]
    ),
    // The Swift source importer, for the fuzz target `fuzz-source` only: a product of its own,
    // so that the other fuzz targets do not link swift-syntax.
    .library(name: "NavauditSourceImport", targets: ["SourceImport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // Only SourceImport depends on swift-syntax, so no other module pays its build cost.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
  ],
  targets: [
    // MARK: C interop
    // ICU through pkg-config: Debian's libicu-dev, or Homebrew's keg-only icu4c once
    // PKG_CONFIG_PATH names it. Only the shim's `.c` files include ICU's headers.
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    .target(
      name: "CICUShims",
      dependencies: ["CICU"],
      cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)]
    ),
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
    ),
    .target(
      name: "CFreeTypeShims",
      dependencies: ["CFreeType"],
      cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)]
    ),
    // HarfBuzz shapes text with an app's own font files (AppFontLibrary); only the shim's
    // `.c` file includes `<hb.h>`.
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
    ),
    .target(
      name: "CHarfBuzzShims",
      dependencies: ["CHarfBuzz"],
      cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)]
    ),
    // libyaml, as Yams builds it: the scenario loader reads its events in one C loop
    // (YAMLEvents); only the shim's `.c` file includes `<yaml.h>`.
    .target(
      name: "CYAMLShims",
      dependencies: [.product(name: "Yams", package: "Yams")],
      cSettings: [.define("YAML_DECLARE_STATIC"), .enableWarning("all"), .treatAllWarnings(as: .error)]
    ),
    // Process-wide allocator settings of the `navaudit` command (`<malloc.h>`).
    .target(
      name: "CProcessShims",
      cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)]
    ),
    .plugin(name: "LocaleBundleCompiler", capability: .buildTool()),
    .plugin(
      name: "NavauditCommand",
      capability: .command(
        intent: .custom(
          verb: "navaudit", description: "Audit navigation bars and VoiceOver in every locale and device"),
        permissions: [.writeToPackageDirectory(reason: "navaudit writes the reports asked for with -o in the package")]
      ),
      dependencies: ["navaudit"]
    ),

    // MARK: Libraries
    .target(name: "Diagnostics", swiftSettings: swiftSettings),
    .target(name: "Traits", swiftSettings: swiftSettings),
    .target(name: "SharedStorage", swiftSettings: swiftSettings),
    .target(name: "BundledResources", dependencies: ["Diagnostics"], swiftSettings: swiftSettings),
    .target(name: "TextFiles", dependencies: ["Diagnostics"], swiftSettings: swiftSettings),
    .target(name: "InterfaceBuilder", dependencies: ["Diagnostics", "TextFiles"], swiftSettings: swiftSettings),
    .target(
      name: "UnicodeSupport",
      dependencies: ["CICUShims", "CFreeTypeShims", "CHarfBuzzShims", "CYAMLShims"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "StringTables",
      dependencies: ["Diagnostics", "InterfaceBuilder", "TextFiles", "Traits", "UnicodeSupport"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "Navigation",
      dependencies: ["Diagnostics", "SharedStorage", "Traits", "UnicodeSupport", "Yams"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "TextLayout",
      dependencies: ["BundledResources", "Diagnostics", "Traits", "UnicodeSupport"],
      resources: [.copy("Resources/default.fontprofile")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "Announcements",
      dependencies: ["BundledResources", "Diagnostics", "UnicodeSupport", "Navigation"],
      swiftSettings: swiftSettings,
      plugins: ["LocaleBundleCompiler"]
    ),
    // MARK: Importers
    .target(
      name: "StoryboardImport",
      dependencies: ["Diagnostics", "TextFiles", "InterfaceBuilder", "Navigation", "Traits"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "SourceImport",
      dependencies: [
        "Diagnostics", "Navigation", "StoryboardImport", "Traits",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "AuditEngine",
      dependencies: [
        "Diagnostics", "UnicodeSupport", "Traits", "TextFiles", "StringTables", "Navigation", "TextLayout",
        "Announcements", "StoryboardImport", "SourceImport", "SharedStorage",
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "Reports",
      dependencies: ["AuditEngine", "Diagnostics", "Navigation", "TextLayout", "Traits", "UnicodeSupport"],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "NavauditKit",
      dependencies: [
        "AuditEngine", "Diagnostics", "Navigation", "Reports", "StoryboardImport", "StringTables", "TextFiles",
        "TextLayout", "Traits", "UnicodeSupport",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: CLI
    .executableTarget(
      name: "navaudit",
      dependencies: [
        "AuditEngine", "CProcessShims", "Diagnostics", "Navigation", "Reports", "StringTables", "TextLayout", "Traits",
        "UnicodeSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: Tests
    .target(
      name: "TestSupport",
      dependencies: ["Diagnostics", "Navigation"],
      path: "Tests/TestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "UnicodeSupportTests",
      dependencies: ["UnicodeSupport", "TestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "StringTablesTests",
      dependencies: [
        "StringTables", "TextFiles", "InterfaceBuilder", "Traits", "Diagnostics", "UnicodeSupport", "TestSupport",
      ],
      exclude: ["__Fixtures__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "StoryboardImportTests",
      dependencies: ["StoryboardImport", "InterfaceBuilder", "Navigation", "TestSupport", "Diagnostics", "Traits"],
      exclude: ["__Fixtures__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "SourceImportTests",
      dependencies: ["SourceImport", "StoryboardImport", "Navigation", "TestSupport", "Diagnostics", "Traits"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationTests",
      dependencies: ["Navigation", "TestSupport", "Traits", "Diagnostics", "SharedStorage", "UnicodeSupport", "Yams"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "TextLayoutTests",
      dependencies: ["BundledResources", "TextLayout", "Traits", "Diagnostics", "UnicodeSupport", "TestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AnnouncementsTests",
      dependencies: ["Announcements", "BundledResources", "UnicodeSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ReportsTests",
      dependencies: ["Reports", "AuditEngine", "Diagnostics", "Navigation", "TestSupport", "Traits"],
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "Announcements", "AuditEngine", "Diagnostics", "Navigation", "Reports", "StringTables", "TestSupport",
        "TextFiles", "TextLayout", "Traits", "UnicodeSupport",
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    // How others adopt navaudit: the library as a client imports it, the command plugin on a
    // fixture package, the Action, the pre-commit hooks, the README's snippets, completions.
    .testTarget(
      name: "AdoptionTests",
      dependencies: ["NavauditKit", "TestSupport", "Yams"],
      exclude: ["__Fixtures__"],
      swiftSettings: swiftSettings
    ),
  ]
)
