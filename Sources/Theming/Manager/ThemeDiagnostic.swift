/// Something the library handled without failing but that the app should know about.
///
/// A manager hands each diagnostic to its ``ThemeManager/diagnosticHandler``; by default they
/// are written to standard error.
public enum ThemeDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The store could not be read, or held a value that cannot be used; the manager shows
  /// `fallback` instead: its default style, or when the follow-system setting is the value at
  /// fault, the explicit choice (without following the system).
  case storeReadFailed(ThemeSourceError, fallback: ThemeStyle)
  /// The store could not be written; the choice holds for this run only.
  case storeWriteFailed(ThemeSourceError)
  /// The stored style is not one the manager knows; it used its default style instead.
  /// Registering the style later restores it.
  case unknownStoredStyle(ThemeStyle, key: String, fallback: ThemeStyle)
  /// Providers or observers kept switching from inside switches; after `limit` chained
  /// switches the request for `droppedStyle` was dropped so that the call could return. When
  /// the loop runs through several managers, `limit` is the budget of switches and passes
  /// (10,000) that one call may set off in all of them together.
  case switchLoop(limit: Int, droppedStyle: ThemeStyle)
  /// A palette lookup fell back: its key is missing or its value is of the wrong kind.
  /// `description` says which palette, key and style, as the palette describes them.
  case paletteLookupFailed(description: String)
  /// A node's chain of parents loops back on itself; resolution stopped after `limit` steps.
  case parentCycle(limit: Int)
  /// The app's code kept asking for another pass from inside every pass (by changing an
  /// override, reporting a move or changing a palette's contents); after `limit` such passes in
  /// a row the manager stopped, so that the call could return. Objects stay as the last pass
  /// left them. When the loop runs through several managers (a palette that each one's setters
  /// reload), `limit` is the budget of switches and passes one call may set off in all of them (10,000).
  case passLoop(limit: Int)
  /// The app's code applied objects from inside their own application (a provider that
  /// refreshes its own object, say) `limit` levels deep; the application that would have gone
  /// deeper, and any other asked for from inside that chain of calls, were skipped so that the
  /// stack would not overflow. Other objects of the same pass are applied as usual. The depth
  /// counts across managers: a provider that refreshes an object of another manager nests too.
  case reapplyRecursion(limit: Int)
  /// An object's property may be bound twice: through key paths rooted at two of its classes
  /// (`roots`, the earlier binding's first), with the same value type, where nothing tells
  /// whether they name one property. Both bindings are kept and applied in the order they were
  /// first assigned, so if they name one property, the later one wins on every pass. Reach the
  /// property through one static type. (Where Key-Value Coding names both key paths, as for
  /// UIKit and AppKit properties, one property's two key paths are one binding, and nothing is
  /// reported.)
  case keyPathsMayNameOneProperty(objectType: String, valueType: String, roots: [String])
  /// ``ThemeManager/refresh()`` found an object under another parent than the one the manager
  /// learnt, while that parent lives and every tracked class says it reports its moves
  /// (``MoveReportingNode/reportsMoves``): the object, of type `objectType`, moved without a
  /// report. Until the refresh, override changes above its new place could miss it, and it could
  /// show the wrong style. Report every move (a class that cannot should not claim it does).
  case unreportedMove(objectType: String)

  /// A sentence describing the diagnostic.
  public var description: String {
    switch self {
    case .storeReadFailed(let error, let fallback):
      "could not use a stored value (\(error)); using \"\(fallback)\""
    case .storeWriteFailed(let error):
      "could not store the chosen style (\(error)); it holds for this run only"
    case .unknownStoredStyle(let style, let key, let fallback):
      "the style \"\(style)\" stored at key \"\(key)\" is not a known style; using \"\(fallback)\""
    case .switchLoop(let limit, let style):
      "providers or observers switched \(limit) times in a row; the switch to \"\(style)\" was dropped"
    case .paletteLookupFailed(let description):
      "a palette lookup fell back (\(description))"
    case .parentCycle(let limit):
      "a node's themeParent chain did not end within \(limit) steps; it is treated as a root"
    case .passLoop(let limit):
      "the app's code asked for another pass from inside \(limit) passes in a row; stopped there"
    case .reapplyRecursion(let limit):
      "objects were applied from inside their own application \(limit) levels deep; deeper ones were skipped"
    case .keyPathsMayNameOneProperty(let objectType, let valueType, let roots):
      "an object of type \(objectType) has bindings of \(valueType) values through key paths "
        + "rooted at \(roots.joined(separator: " and ")); if they name one property, the later "
        + "one wins on every pass: reach it through one type"
    case .unreportedMove(let objectType):
      "a refresh found a \(objectType) under another parent than the one it was learnt under: "
        + "an object moved without a report, though every tracked class says it reports its "
        + "moves"
    }
  }
}
