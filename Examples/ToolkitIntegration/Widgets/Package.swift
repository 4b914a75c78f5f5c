// swift-tools-version: 6.0
// Stands for a third-party widget toolkit: a package of its own that knows nothing of Theming.
import PackageDescription

let package = Package(
  name: "Widgets",
  products: [.library(name: "Widgets", targets: ["Widgets"])],
  targets: [.target(name: "Widgets")],
  swiftLanguageModes: [.v6]
)
