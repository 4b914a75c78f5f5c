// Installs a skin pack into a store, for InterruptedInstallTests, which kills this process
// while the install is under way and then opens the store itself.
//
//     SkinStoreProbe STORE-FOLDER MANIFEST-URL
//
// Exits 0 after the install, 1 when it fails, 2 for wrong arguments.

import Foundation
import Theming
import ThemingSkins

let arguments = CommandLine.arguments
guard arguments.count == 3, let manifest = URL(string: arguments[2]) else {
  FileHandle.standardError.write(Data("usage: SkinStoreProbe STORE-FOLDER MANIFEST-URL\n".utf8))
  exit(2)
}

@MainActor
func install() async -> Int32 {
  do {
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    let store = try ThemeSkinStore(
      folder: URL(fileURLWithPath: arguments[1], isDirectory: true), manager: manager)
    try await store.install(fromManifestAt: manifest)
    return 0
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    return 1
  }
}

exit(await install())
