import Foundation

extension FileThemeStore {
  /// The folder inside an App Group's container where ``FileThemeStore`` keeps its file:
  /// `Library/Application Support`, where Apple asks apps to keep files they make and need.
  static let appGroupFolder = "Library/Application Support"

  #if canImport(Darwin)
    /// Creates a store over a file in an App Group's shared container, which the app and its
    /// extensions (widgets among them) share: each opens a store with the same identifier and
    /// file name and sees the others' choices.
    ///
    /// ```swift
    /// let store = try FileThemeStore(appGroup: "group.com.example.notes")
    /// ```
    ///
    /// The file is `Library/Application Support/<fileName>` in the container that
    /// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` gives; it and its
    /// folder are made on the first write. The processes take turns as every
    /// ``FileThemeStore`` does: each write holds the advisory lock on `<fileName>.lock` beside
    /// the file from reading it to replacing it, and the replacement is atomic, so a widget
    /// reading meanwhile sees the choice before the write or after it.
    ///
    /// Every target that opens it needs the App Group in its
    /// `com.apple.security.application-groups` entitlement. On iOS, tvOS and watchOS a group
    /// missing from it has no container, which throws; on macOS the system gives a container's
    /// URL even then, so check the entitlements of the app and of each extension.
    ///
    /// - Parameters:
    ///   - appGroup: The App Group's identifier, such as `group.com.example.notes`, exactly as
    ///     the entitlement lists it.
    ///   - fileName: The file's name: one path component, not `.` or `..`.
    /// - Throws: ``ThemeSourceError`` naming the group when the identifier is empty or
    ///   surrounded by whitespace, when `fileName` is not a single file name, or when the system
    ///   gives the group no container.
    public convenience init(appGroup: String, fileName: String = "theme.json")
      throws(ThemeSourceError)
    {
      let container: URL?
      if Self.appGroupIdentifierProblem(appGroup) == nil {
        container = FileManager.default.containerURL(
          forSecurityApplicationGroupIdentifier: appGroup)
      } else {
        container = nil
      }
      self.init(
        url: try Self.appGroupFile(appGroup: appGroup, fileName: fileName, container: container))
    }
  #endif

  /// The store's file in the App Group's container `container`, which is `nil` when the
  /// system gave none: separate from the lookup, so that every rule is checked on any platform.
  ///
  /// - Throws: ``ThemeSourceError`` naming the group, as `init(appGroup:fileName:)` describes.
  static func appGroupFile(
    appGroup: String, fileName: String, container: URL?
  ) throws(ThemeSourceError) -> URL {
    if let problem = appGroupIdentifierProblem(appGroup) {
      throw ThemeSourceError(
        source: "App Group \"\(appGroup)\"", place: "its identifier",
        expected: "an App Group identifier such as group.com.example.app", found: problem)
    }
    if let problem = fileNameProblem(fileName) {
      throw ThemeSourceError(
        source: "App Group \"\(appGroup)\"", place: "file name \"\(fileName)\"",
        expected: "a single file name, such as theme.json", found: problem)
    }
    guard let container else {
      throw ThemeSourceError(
        source: "App Group \"\(appGroup)\"", place: "its shared container",
        expected:
          "a container (the group must be in the com.apple.security.application-groups "
          + "entitlement of the app and of each extension)",
        found: "none: the system gave no container for the group")
    }
    return container.appendingPathComponent(appGroupFolder, isDirectory: true)
      .appendingPathComponent(fileName, isDirectory: false)
  }

  /// What makes `appGroup` unusable as an identifier, or `nil`.
  static func appGroupIdentifierProblem(_ appGroup: String) -> String? {
    if appGroup.isEmpty { return "an empty string" }
    if appGroup.trimmingCharacters(in: .whitespacesAndNewlines) != appGroup {
      return "whitespace at either end"
    }
    return nil
  }

  /// What makes `fileName` other than one file name inside the folder, or `nil`: a separator
  /// or `..` would put the file, and its lock, somewhere other processes do not look.
  static func fileNameProblem(_ fileName: String) -> String? {
    if fileName.isEmpty { return "an empty string" }
    if fileName == "." || fileName == ".." { return "\"\(fileName)\", which names a folder" }
    if fileName.contains("/") || fileName.contains("\\") { return "a path separator" }
    if fileName.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "a control character"
    }
    return nil
  }
}
