// swift-tools-version: 6.0
// An app that themes the views of a widget toolkit it does not own, through Theming's public
// API only. `Widgets` stands for the third-party toolkit, a package of its own; `WidgetsApp`
// is the app. `Scripts/check-toolkit-integration.sh` builds and runs it.
import PackageDescription

let package = Package(
  name: "ToolkitIntegration",
  dependencies: [
    // An app names the repository's URL and a version: .package(url: "…", from: "1.0.0").
    .package(name: "Theming", path: "../.."),
    .package(path: "Widgets"),
  ],
  targets: [
    .executableTarget(
      name: "WidgetsApp",
      dependencies: [
        .product(name: "Theming", package: "Theming"),
        .product(name: "ThemingPalettes", package: "Theming"),
        .product(name: "Widgets", package: "Widgets"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
