import Foundation

/// Reads the user's choice from the store an app's ``ThemeManager`` writes, without a manager:
/// for a widget's timeline provider, a share extension or any other process that draws with
/// the app's theme but drives no themed objects.
///
/// ```swift
/// let store = InMemoryThemeStore(values: ["Theming.currentThemeStyle.default": "dark"])
/// let choice = ThemeChoiceReader(store: store).read()
/// print(choice.style(systemStyle: .light))  // dark: an explicit choice
/// ```
///
/// Give it the store the app's manager uses, over the same place (an App Group's
/// `UserDefaults` suite or file: ``UserDefaultsThemeStore/init(appGroup:)``,
/// `FileThemeStore(appGroup:fileName:)`), and the same `defaultStyle`, `styles` and
/// `storeConfigsIdentifierKey` as the manager: it then reads what a manager created now would
/// restore, by the same rules.
///
/// - Nothing stored gives `defaultStyle`, not following the system.
/// - A stored style outside `styles`, `.light`, `.dark` and `defaultStyle` gives
///   `defaultStyle`, with ``ThemeDiagnostic/unknownStoredStyle(_:key:fallback:)``.
/// - A value the store cannot read, or a follow-system setting other than `true` or `false`,
///   gives `defaultStyle` or `false`, with ``ThemeDiagnostic/storeReadFailed(_:fallback:)``.
///
/// Nothing a store returns makes it crash or throw. It is not isolated to the main actor: a
/// timeline provider calls it on a queue of WidgetKit's. The stores the library ships may be
/// read from any thread: ``FileThemeStore`` replaces its file atomically, so a read sees the
/// choice before a write or after it, never half of one, and `UserDefaults` is thread-safe.
public struct ThemeChoiceReader {
  /// The store the app's manager writes.
  public let store: any ThemeStyleStore

  /// The style read when nothing usable is stored: the app's manager's ``ThemeManager/defaultStyle``.
  public let defaultStyle: ThemeStyle

  /// The styles a stored style is read as: those given, `.light`, `.dark` and
  /// ``defaultStyle``, as a manager's ``ThemeManager/availableStyles`` at launch.
  public let styles: Set<ThemeStyle>

  /// Whose choice is read, as ``ThemeManager/storeConfigsIdentifierKey``.
  public let storeConfigsIdentifierKey: String

  /// Creates a reader of the choice a manager with these settings stores.
  ///
  /// - Parameters:
  ///   - store: The store the app's manager writes.
  ///   - defaultStyle: The app's manager's default style.
  ///   - styles: The styles the app registers besides `.light`, `.dark` and `defaultStyle`; a
  ///     stored style outside them reads as `defaultStyle`, as it does in the app.
  ///   - storeConfigsIdentifierKey: Whose choice to read, such as the signed-in user's ID.
  public init(
    store: any ThemeStyleStore,
    defaultStyle: ThemeStyle = .light,
    styles: Set<ThemeStyle> = [],
    storeConfigsIdentifierKey: String = "default"
  ) {
    self.store = store
    self.defaultStyle = defaultStyle
    self.styles = styles.union([.light, .dark, defaultStyle])
    self.storeConfigsIdentifierKey = storeConfigsIdentifierKey
  }

  /// The key the explicit style is read from: ``ThemeManager/storeKey`` of a manager with the
  /// same ``storeConfigsIdentifierKey``.
  public var styleStoreKey: String {
    Self.styleStoreKey(for: storeConfigsIdentifierKey)
  }

  /// The key the follow-system setting is read from: ``ThemeManager/followsSystemStoreKey`` of
  /// a manager with the same ``storeConfigsIdentifierKey``.
  public var followsSystemStoreKey: String {
    Self.followsSystemStoreKey(for: storeConfigsIdentifierKey)
  }

  /// The key a user's explicit style is kept under, by every manager and reader.
  static func styleStoreKey(for identifier: String) -> String {
    "Theming.currentThemeStyle.\(identifier)"
  }

  /// The key a user's follow-system setting is kept under, by every manager and reader.
  static func followsSystemStoreKey(for identifier: String) -> String {
    "Theming.followsSystem.\(identifier)"
  }

  /// Reads the choice, reporting what it cannot use to `diagnosticHandler`.
  ///
  /// - Parameter diagnosticHandler: Receives each stored value that could not be used, with
  ///   the value read instead; by default it writes a line to standard error.
  /// - Returns: The choice a manager with the same settings would restore now.
  public func read(
    diagnosticHandler: (ThemeDiagnostic) -> Void = ThemeChoiceReader.writeToStandardError
  ) -> SharedThemeChoice {
    let style = readStyle(diagnosticHandler)
    let followsSystem = readFollowsSystem(fallback: style, diagnosticHandler)
    return SharedThemeChoice(explicitStyle: style, followsSystem: followsSystem)
  }

  /// The default diagnostic handler of ``read(diagnosticHandler:)``: one line on standard
  /// error, as a manager's default handler writes. Usable off the main actor.
  ///
  /// - Parameter diagnostic: What to report.
  public static func writeToStandardError(_ diagnostic: ThemeDiagnostic) {
    FileHandle.standardError.write(Data("Theming: \(diagnostic)\n".utf8))
  }

  private func readStyle(_ report: (ThemeDiagnostic) -> Void) -> ThemeStyle {
    let key = styleStoreKey
    do {
      guard let raw = try store.string(forKey: key) else { return defaultStyle }
      let style = ThemeStyle(rawValue: raw)
      guard styles.contains(style) else {
        report(.unknownStoredStyle(style, key: key, fallback: defaultStyle))
        return defaultStyle
      }
      return style
    } catch {
      report(
        .storeReadFailed(
          sourceError(error, key: key, expected: "a stored style"), fallback: defaultStyle))
      return defaultStyle
    }
  }

  /// The stored follow-system setting; `false` when nothing usable is stored, with a
  /// diagnostic naming `fallback`, the explicit style then shown, when something unusable is.
  private func readFollowsSystem(
    fallback: ThemeStyle,
    _ report: (ThemeDiagnostic) -> Void
  ) -> Bool {
    switch Self.storedFollowsSystem(in: store, key: followsSystemStoreKey) {
    case .success(let follows): return follows
    case .failure(let failure):
      report(.storeReadFailed(failure, fallback: fallback))
      return false
    }
  }

  private func sourceError(_ error: any Error, key: String, expected: String) -> ThemeSourceError {
    Self.sourceError(error, in: store, key: key, expected: expected)
  }

  /// The follow-system setting kept at `key` in `store`, read as every manager and reader reads
  /// it: `false` when nothing is kept, an error naming the store and the key when what is kept
  /// is neither `true` nor `false`, or cannot be read.
  static func storedFollowsSystem(
    in store: any ThemeStyleStore,
    key: String
  ) -> Result<Bool, ThemeSourceError> {
    let expected = "true or false"
    do {
      switch try store.string(forKey: key) {
      case "true": return .success(true)
      case nil, "false": return .success(false)
      case let other?:
        return .failure(
          ThemeSourceError(
            source: String(describing: type(of: store)), place: "key \"\(key)\"",
            expected: expected, found: "\"\(other)\""))
      }
    } catch {
      return .failure(sourceError(error, in: store, key: key, expected: expected))
    }
  }

  /// What `store` threw at `key`, as a ``ThemeSourceError`` naming the store and the key; an
  /// error that already is one is kept as it is.
  static func sourceError(
    _ error: any Error,
    in store: any ThemeStyleStore,
    key: String,
    expected: String
  ) -> ThemeSourceError {
    if let error = error as? ThemeSourceError { return error }
    return ThemeSourceError(
      source: String(describing: type(of: store)),
      place: "key \"\(key)\"",
      expected: expected,
      found: String(describing: error)
    )
  }
}
