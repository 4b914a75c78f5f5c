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
    .library(name: "Theming", targets: ["Theming"])
  ],
  targets: [
    .target(name: "Theming", swiftSettings: strictSettings),
    .executableTarget(
      name: "ThemeDemo",
      dependencies: ["Theming"],
      path: "Examples/ThemeDemo",
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
    .testTarget(
      name: "ThemingTests",
      dependencies: ["Theming"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
