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
    .library(name: "Theming", targets: ["Theming"]),
    .executable(name: "theme-lint", targets: ["ThemeLint"]),
  ],
  targets: [
    .target(name: "Theming", swiftSettings: strictSettings),
    // `swift run theme-lint`: checks palettes and converts between formats. ThemeLintTests run
    // the built executable.
    .executableTarget(name: "ThemeLint", dependencies: ["Theming"], swiftSettings: strictSettings),
    .executableTarget(
      name: "ThemeDemo",
      dependencies: ["Theming"],
      path: "Examples/ThemeDemo",
      // Read by `theme-lint` in CI, not by the demo.
      exclude: ["Resources/ContrastPairs.json"],
      resources: [.copy("Resources/Surfaces.plist"), .copy("Resources/Festival.json")],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "ThemeBenchmarks",
      dependencies: ["Theming"],
      path: "Benchmarks/ThemeBenchmarks",
      swiftSettings: strictSettings
    ),
    // Run by DurableStoreTests in processes of its own; `swift test` builds it with the tests.
    .executableTarget(
      name: "ThemeStoreProbe",
      dependencies: ["Theming"],
      path: "Tests/ThemeStoreProbe",
      swiftSettings: strictSettings
    ),
    // Run by IsolationTests in processes of its own. In the Swift 5 language mode, as most apps
    // coming from JXTheme are: it calls main-actor API from a background queue the way such an
    // app can without a diagnostic, to prove that the library stops it at run time.
    .executableTarget(
      name: "IsolationProbe",
      dependencies: ["Theming"],
      path: "Tests/IsolationProbe",
      swiftSettings: strictSettings + [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "ThemingTests",
      dependencies: ["Theming"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
