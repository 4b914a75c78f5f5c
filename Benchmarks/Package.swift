// swift-tools-version: 6.0
// The benchmark: Theming against the least possible work and re-implementations of its peers'
// designs, in a package of its own so that no user of the library resolves it. Run it from
// this folder: `swift run -c release ThemeBenchmarks` (BENCHMARKS.md says what it measures);
// `--record LatestRun.md` also writes the report to LatestRun.md here.
import PackageDescription

let package = Package(
  name: "ThemeBenchmarks",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
  dependencies: [
    .package(name: "Theming", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "ThemeBenchmarks",
      dependencies: [
        .product(name: "Theming", package: "Theming"),
        .product(name: "ThemingPalettes", package: "Theming"),
      ],
      path: "ThemeBenchmarks",
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
