import Foundation
import Testing

@testable import Theming

/// R14, white-box: where `FileThemeStore(appGroup:fileName:)` puts its file, and the errors it
/// throws, checked on every platform through the lookup-free part that the Apple-only
/// initializer calls with the container the system gives.
@Suite struct AppGroupFileTests {
  private let container = URL(fileURLWithPath: "/containers/group.example", isDirectory: true)

  @Test("R14: the file is in Library/Application Support in the group's container")
  func r14FileIsInApplicationSupport() throws {
    let url = try FileThemeStore.appGroupFile(
      appGroup: "group.example", fileName: "theme.json", container: container)
    #expect(url.path == "/containers/group.example/Library/Application Support/theme.json")
  }

  @Test("R14: a group without a container is an error naming the group")
  func r14NoContainerIsAnError() {
    #expect {
      _ = try FileThemeStore.appGroupFile(
        appGroup: "group.example", fileName: "theme.json", container: nil)
    } throws: { error in
      guard let error = error as? ThemeSourceError else { return false }
      return error.source == "App Group \"group.example\"" && error.place == "its shared container"
        && error.expected.contains("com.apple.security.application-groups")
    }
  }

  @Test(
    "R14: an identifier that names no group is an error naming it",
    arguments: ["", " group.example", "group.example\t"])
  func r14BadIdentifierIsAnError(group: String) {
    #expect {
      _ = try FileThemeStore.appGroupFile(
        appGroup: group, fileName: "theme.json", container: container)
    } throws: { error in
      (error as? ThemeSourceError)?.source == "App Group \"\(group)\""
    }
  }

  @Test(
    "R14: a file name that is not one file inside the folder is an error naming the group",
    arguments: ["", ".", "..", "../theme.json", "a/b.json", "a\\b.json", "theme\u{0}.json"])
  func r14BadFileNameIsAnError(fileName: String) {
    #expect {
      _ = try FileThemeStore.appGroupFile(
        appGroup: "group.example", fileName: fileName, container: container)
    } throws: { error in
      guard let error = error as? ThemeSourceError else { return false }
      return error.source == "App Group \"group.example\""
        && error.place == "file name \"\(fileName)\""
    }
  }
}
