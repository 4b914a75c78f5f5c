// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Theming",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
  products: [
    // The core: providers, the `.theme` namespace, the manager, persistence, the platform glue.
    .library(name: "Theming", targets: ["Theming"]),
    // Palettes, design tokens, asset catalogs, color spaces, contrast audits and export.
    .library(name: "ThemingPalettes", targets: ["ThemingPalettes"]),
    // Skin packs: a store that installs, updates and removes downloaded skins, and providers of
    // their colors, fonts, images and files.
    .library(name: "ThemingSkins", targets: ["ThemingSkins"]),
    .executable(name: "theme-lint", targets: ["ThemeLint"]),
  ],
  targets: [
    .target(name: "Theming", swiftSettings: strictSettings),
    .target(name: "ThemingPalettes", dependencies: ["Theming"], swiftSettings: strictSettings),
    .target(
      name: "ThemingSkins", dependencies: ["Theming", "ThemingPalettes"],
      swiftSettings: strictSettings),
    // `swift run theme-lint`: checks palettes and converts between formats. ThemeLintTests run
    // the built executable.
    .executableTarget(
      name: "ThemeLint", dependencies: ["Theming", "ThemingPalettes", "ThemingSkins"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "ThemeDemo",
      dependencies: ["Theming", "ThemingPalettes", "ThemingSkins"],
      path: "Examples/ThemeDemo",
      // Read by `theme-lint` in CI, not by the demo.
      exclude: ["Resources/ContrastPairs.json"],
      resources: [
        .copy("Resources/Surfaces.plist"), .copy("Resources/Festival.json"),
        // A skin pack, served as a folder by the demo's loopback server in step 9.
        .copy("Resources/SpringFestival"),
      ],
      swiftSettings: strictSettings
    ),
    // Run by DurableStoreTests in processes of its own; `swift test` builds it with the tests.
    .executableTarget(
      name: "ThemeStoreProbe",
      dependencies: ["Theming"],
      path: "Tests/ThemeStoreProbe",
      swiftSettings: strictSettings
    ),
    // Run by InterruptedInstallTests, which kills it in the middle of an install.
    .executableTarget(
      name: "SkinStoreProbe",
      dependencies: ["Theming", "ThemingSkins"],
      path: "Tests/SkinStoreProbe",
      swiftSettings: strictSettings
    ),
    // Run by IsolationTests in processes of its own. In the Swift 5 language mode, as most apps
    // coming from JXTheme are: it calls main-actor API from a background queue the way such an
    // app can without a diagnostic, to prove that the library stops it at run time.
    .executableTarget(
      name: "IsolationProbe",
      dependencies: ["Theming", "ThemingPalettes"],
      path: "Tests/IsolationProbe",
      swiftSettings: strictSettings + [.swiftLanguageMode(.v5)]
    ),
    // What the test targets share: nodes, managers and probes, through public API only. Its
    // declarations are public for the test targets alone, so its .swift-format does not ask for
    // a documentation comment on each.
    .target(
      name: "ThemingTestSupport",
      dependencies: ["Theming"],
      path: "Tests/ThemingTestSupport",
      swiftSettings: strictSettings
    ),
    // Behaviour tests of each product, through its public API only; the `Internal` targets
    // are the only ones that see internals (`@testable import`).
    .testTarget(
      name: "ThemingTests",
      dependencies: ["Theming", "ThemingTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ThemingInternalTests",
      dependencies: ["Theming", "ThemingTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ThemingPalettesTests",
      dependencies: ["Theming", "ThemingPalettes", "ThemingTestSupport"],
      // Files real apps ship, read by the tests as they were published (SOURCES.md).
      resources: [.copy("Fixtures/RealWorld"), .copy("Fixtures/Conformance")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ThemingSkinsTests",
      dependencies: ["Theming", "ThemingPalettes", "ThemingSkins", "ThemingTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ThemingSkinsInternalTests",
      dependencies: ["ThemingSkins"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ThemingPalettesInternalTests",
      dependencies: ["Theming", "ThemingPalettes", "ThemingTestSupport"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
