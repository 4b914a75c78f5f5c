// swift-tools-version: 5.9

// An iOS app package (Swift Playgrounds' format). AppleProductTypes exists only in Xcode and
// Swift Playgrounds, so this manifest is evaluated there and nowhere else; on Linux,
// Scripts/check-ios-sdk.sh type-checks the sources against the iOS SDK without it.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "iOSCatalog",
  platforms: [
    .iOS("16.0")
  ],
  products: [
    .iOSApplication(
      name: "iOSCatalog",
      targets: ["iOSCatalog"],
      bundleIdentifier: "com.example.theming.iOSCatalog",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .pencil),
      accentColor: .presetColor(.purple),
      supportedDeviceFamilies: [
        .pad,
        .phone,
      ],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // The library from this repository, two folders up: the app always builds against the
    // working copy, never a released version.
    .package(name: "Theming", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "iOSCatalog",
      dependencies: [
        .product(name: "Theming", package: "Theming"),
        .product(name: "ThemingPalettes", package: "Theming"),
        .product(name: "ThemingSkins", package: "Theming"),
      ],
      path: "Sources",
      // A copy of the skin pack in Examples/ThemeDemo/Resources/SpringFestival: an app's
      // resources must lie inside its own package (Examples/SkinPacks/make-spring-festival.sh
      // makes both).
      resources: [
        .copy("Resources/SpringFestival")
      ],
      // Complete concurrency checking in Xcode too, as Scripts/check-ios-sdk.sh checks the
      // sources in the Swift 6 language mode.
      swiftSettings: [
        .enableExperimentalFeature("StrictConcurrency")
      ]
    )
  ]
)
