public import Foundation

extension FileThemeStore {
  /// The name of the file inside the application's configuration folder.
  static let userConfigurationFileName = "theme.json"

  /// The folder name used when the application's name leaves nothing usable.
  static let fallbackApplicationFolderName = "theming"

  /// The file in the user's configuration directory where an application keeps its style,
  /// following the XDG Base Directory specification: `$XDG_CONFIG_HOME/<application>/theme.json`,
  /// which is `~/.config/<application>/theme.json` when `XDG_CONFIG_HOME` is not set.
  ///
  /// ```swift
  /// let url = FileThemeStore.defaultLocation(forApplication: "notes")
  /// print(url.path)  // /home/ada/.config/notes/theme.json
  /// ```
  ///
  /// The configuration directory is `XDG_CONFIG_HOME` when it is set to an absolute path; the
  /// specification makes a relative or empty value invalid, so it is ignored. Otherwise it is
  /// `$HOME/.config`, and when `HOME` is not an absolute path either, the `.config` folder in
  /// the home directory Foundation reports for the user (`NSHomeDirectory()`).
  ///
  /// The application's name becomes a single folder name: whitespace at either end is dropped,
  /// path separators, control characters and the characters Windows forbids in file names
  /// (`\ / : * ? " < > |`) become `_`, and it is cut to 255 bytes. A name with nothing left but
  /// dots, such as `..`, gives `theming`.
  ///
  /// - Parameters:
  ///   - application: The name of the application's folder; `nil` uses the process's name,
  ///     `ProcessInfo.processInfo.processName`.
  ///   - environment: The variables to read `XDG_CONFIG_HOME` and `HOME` from; the process's
  ///     own unless you pass others.
  /// - Returns: A file URL ending in `<application>/theme.json`. Nothing is created.
  public static func defaultLocation(
    forApplication application: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let folderName = applicationFolderName(application ?? ProcessInfo.processInfo.processName)
    return configurationDirectory(environment: environment)
      .appendingPathComponent(folderName, isDirectory: true)
      .appendingPathComponent(userConfigurationFileName, isDirectory: false)
  }

  /// A store at ``defaultLocation(forApplication:environment:)``: the style is kept in the
  /// user's configuration directory, in a file rewritten atomically at each choice. It is the
  /// default store of ``ThemeManager`` on platforms other than Apple's.
  ///
  /// ```swift
  /// let manager = ThemeManager(store: FileThemeStore.userConfiguration(forApplication: "notes"))
  /// ```
  ///
  /// - Parameters:
  ///   - application: The name of the application's folder; `nil` uses the process's name.
  ///   - environment: The variables to read `XDG_CONFIG_HOME` and `HOME` from; the process's
  ///     own unless you pass others.
  /// - Returns: A store over `<configuration directory>/<application>/theme.json`; the folder
  ///   and the file are made on the first write.
  public static func userConfiguration(
    forApplication application: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> FileThemeStore {
    FileThemeStore(url: defaultLocation(forApplication: application, environment: environment))
  }

  /// The user's configuration directory: `XDG_CONFIG_HOME`, else `$HOME/.config`, else the
  /// `.config` folder in the home directory Foundation reports. Relative and empty values are
  /// ignored, as the XDG specification requires.
  static func configurationDirectory(environment: [String: String]) -> URL {
    if let configHome = environment["XDG_CONFIG_HOME"], isAbsolutePath(configHome) {
      return URL(fileURLWithPath: configHome, isDirectory: true)
    }
    let home = environment["HOME"].flatMap { isAbsolutePath($0) ? $0 : nil } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".config", isDirectory: true)
  }

  /// Whether `path` is absolute. A path starting with `~` is not: nothing expands it here.
  static func isAbsolutePath(_ path: String) -> Bool {
    #if os(Windows)
      return !path.hasPrefix("~") && NSString(string: path).isAbsolutePath
    #else
      return path.hasPrefix("/")
    #endif
  }

  /// `application` as one safe folder name, as ``defaultLocation(forApplication:environment:)``
  /// describes.
  static func applicationFolderName(_ application: String) -> String {
    let forbidden: Set<Unicode.Scalar> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
    var name = ""
    for scalar in application.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars {
      let unsafe = forbidden.contains(scalar) || scalar.properties.generalCategory == .control
      name.unicodeScalars.append(unsafe ? "_" : scalar)
    }
    // NAME_MAX on Linux and the BSDs, and the limit of most file systems, counts bytes.
    while name.utf8.count > 255 { name.removeLast() }
    if name.allSatisfy({ $0 == "." }) { return fallbackApplicationFolderName }
    return name
  }
}
