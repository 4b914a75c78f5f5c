// swift-tools-version: 6.0
// Writes a skin pack's manifest, `skin.json`, with ThemingSkins' own writer: every file of the
// folder with its size and SHA-256. `Examples/SkinPacks/make-spring-festival.sh` runs it.
import PackageDescription

let package = Package(
  name: "PackManifest",
  platforms: [.macOS(.v10_15)],
  dependencies: [
    .package(name: "Theming", path: "../../..")
  ],
  targets: [
    .executableTarget(
      name: "PackManifest",
      dependencies: [
        .product(name: "Theming", package: "Theming"),
        .product(name: "ThemingSkins", package: "Theming"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
