import Theming

/// What the last run left in the store, and what this launch made of it.
///
/// The manager restores the choice by itself, but says only which style it is in; whether that
/// style came from the store or is the default, the app learns by reading the store itself.
struct LaunchRecord {
  /// What the store held under the manager's key when the app started.
  enum SavedChoice {
    /// Nothing: the app's first launch, or the first since its data was erased.
    case nothing
    /// A style's name.
    case style(String)
    /// A value that could not be read; the manager reported it and started in its default.
    case unreadable(String)
  }

  /// What the store held at launch.
  let saved: SavedChoice
  /// The style the manager started in, before anything was delivered.
  let startedIn: ThemeStyle
  /// The style once this launch's work was done (the festival delivered, if it was saved).
  let restored: ThemeStyle
  /// Whether the restored setting follows the system's style.
  let followsSystem: Bool
  /// Where the choice is kept, for people: the store's type and key.
  let storeDescription: String

  /// Reads what `manager`'s store holds for the current user, as the manager found it.
  ///
  /// - Parameter manager: A manager, before anything has switched it.
  /// - Returns: What the store holds.
  @MainActor
  static func savedChoice(in manager: ThemeManager) -> SavedChoice {
    do {
      guard let name = try manager.store.string(forKey: manager.storeKey) else { return .nothing }
      return .style(name)
    } catch {
      return .unreadable("\(error)")
    }
  }

  /// The saved style's name, when the store held one.
  var savedStyleName: String? {
    guard case .style(let name) = saved else { return nil }
    return name
  }

  /// What the store held, in words.
  var savedSummary: String {
    switch saved {
    case .nothing: "nothing: a first launch"
    case .style(let name): name
    case .unreadable(let problem): "unreadable (\(problem))"
    }
  }

  /// What the app came up in, in words.
  var restoredSummary: String {
    var summary = restored.rawValue
    if savedStyleName == restored.rawValue {
      summary += startedIn == restored ? ", the saved choice" : ", once its palette arrived"
    } else {
      summary += ", the default"
    }
    if followsSystem { summary += "; following the system" }
    return summary
  }
}
