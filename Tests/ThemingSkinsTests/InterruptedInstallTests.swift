import Foundation
import Testing
import Theming
import ThemingSkins
import ThemingTestSupport

/// A process killed in the middle of an install leaves the store as it was: the next store
/// opened on the folder finds the installed version, whole, and nothing of the other.
@MainActor
@Suite(.serialized) struct InterruptedInstallTests {
  @Test("a kill mid-install leaves the installed version and removes the staged files")
  func killMidInstall() async throws {
    let fixture = try PackFixture()
    defer { fixture.remove() }
    let manager = ThemeManager(store: InMemoryThemeStore(), notificationCenter: .init())
    var store: ThemeSkinStore? = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    try await store?.install(
      fromFolder: fixture.pack("festival", palette: ##"{"text": "#111111"}"##))
    store = nil
    let installed = fixture.tree(fixture.storeFolder)

    let served = fixture.root.appendingPathComponent("served", isDirectory: true)
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    let update = try fixture.pack(
      "festival", version: "2.0", palette: ##"{"text": "#222222"}"##,
      files: ["files/a.bin": Data(count: 1000), "files/z.bin": Data(count: 1000)])
    try FileManager.default.moveItem(at: update, to: served.appendingPathComponent("v2"))
    // Files come in path order: the last one never comes.
    let server = try await PackServer.start(root: served, behaviours: ["v2/files/z.bin": .stall])
    defer { server.stop() }

    let probe = try Probe.locate("SkinStoreProbe")
    let child = Process()
    child.executableURL = probe.executable
    child.arguments = [fixture.storeFolder.path, server.url("v2/skin.json").absoluteString]
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    let staging = fixture.storeFolder.appendingPathComponent("staging")
    var staged = false
    for _ in 0..<400 where child.isRunning {
      let folders = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
      staged = folders.contains { folder in
        FileManager.default.fileExists(
          atPath: staging.appendingPathComponent("\(folder)/files/a.bin").path)
      }
      if staged { break }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    if child.isRunning { kill(child.processIdentifier, SIGKILL) }
    child.waitUntilExit()
    #expect(staged, "the child was killed with part of the update staged")
    #expect(child.terminationReason == .uncaughtSignal)

    let reopened = try ThemeSkinStore(folder: fixture.storeFolder, manager: manager)
    let skin = try #require(reopened.skin("festival"))
    #expect(skin.version == ThemeSkinVersion("1.0.0"))
    #expect(reopened.color("text")(skin.style).hexString == "#111111")
    #expect(fixture.tree(fixture.storeFolder) == installed, "the staged files are gone")
  }
}
