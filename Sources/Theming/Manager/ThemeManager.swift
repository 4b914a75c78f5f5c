public import Foundation

/// Holds the current style, tracks every themed object weakly, and re-applies their providers
/// when the style that governs them changes.
///
/// ```swift
/// ThemeManager.shared.changeTheme(to: .dark)
/// ```
///
/// A switch is synchronous: when ``changeTheme(to:)`` returns, every tracked object whose
/// effective style changed has been restyled, and only then are observers told (a
/// ``Foundation/NSNotification/Name/themeDidChange`` notification, closures added with
/// ``addObserver(_:)``, and ``changes()``).
///
/// Use a manager on the main actor, like everything in the library that touches objects. The
/// Swift 6 compiler holds callers to that; code built in the Swift 5 language mode is not always
/// held to it (a completion handler run on a background queue can call ``changeTheme(to:)``
/// without a warning). So the manager's methods and setters that change it or reach objects,
/// the `.theme` namespace's providers, overrides and `refresh()`, ``ThemeProvider/refresh()``
/// and `ThemePalette.replaceContents(with:)` check their caller at run time: a call made off
/// the main actor stops the app with a message that names the API and says it "must be called
/// on the main thread (the main actor)", rather than restyle objects off the main thread. The
/// check costs a few nanoseconds per call, and nothing per object.
///
/// The chosen style is saved in a ``ThemeStyleStore`` under a key derived from
/// ``storeConfigsIdentifierKey`` and restored when a manager is created. Use ``shared`` for
/// the app, or make managers of your own (one per test, one per window):
///
/// ```swift
/// let manager = ThemeManager(defaultStyle: .light, store: InMemoryThemeStore())
/// label.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
/// manager.changeTheme(to: .dark)
/// ```
@MainActor
public final class ThemeManager {
  /// The app's manager, used by every object's `.theme` namespace. It keeps the chosen style in
  /// the store ``makeDefaultStore()`` makes (`UserDefaults.standard` on Apple platforms, the
  /// file `~/.config/<app>/theme.json` elsewhere) and starts in `.light` when nothing is stored.
  public static let shared = ThemeManager()

  /// The app's style: the style of every object that has no override above it.
  ///
  /// Observable (`withObservationTracking`, SwiftUI) where the platform has the Observation
  /// framework: a reader is told of a switch once, after every affected object was re-applied,
  /// and not at all when the style stays the same.
  public var currentThemeStyle: ThemeStyle {
    observers.observation.access(self, \.currentThemeStyle)
    return engine.current.style
  }

  /// The style used when nothing usable is stored.
  public let defaultStyle: ThemeStyle

  /// The styles this manager knows. A stored style outside this set is not restored.
  /// ``changeTheme(to:)`` and ``register(_:)`` add to it.
  public internal(set) var availableStyles: Set<ThemeStyle>

  /// Where the chosen style is kept between launches.
  ///
  /// Setting another store loads the choice kept there (the default style when none is), applies
  /// it to every tracked object and announces it like any switch; later choices are saved there.
  /// Give ``shared`` the store of an App Group this way at launch, so that widgets and other
  /// extensions read the app's choice:
  ///
  /// ```swift
  /// ThemeManager.shared.store = try UserDefaultsThemeStore(appGroup: "group.com.example.notes")
  /// ```
  public var store: any ThemeStyleStore {
    willSet { MainThreadCheck.require("ThemeManager.store") }
    didSet {
      restoreChoice()
      engine.request(choice.style)
    }
  }

  /// The center that ``Foundation/NSNotification/Name/themeDidChange`` is posted to, with this
  /// manager as the notification's object.
  public let notificationCenter: NotificationCenter

  /// Receives what the manager handled without failing, such as a corrupt stored value. By
  /// default it writes to standard error.
  public var diagnosticHandler: @MainActor (ThemeDiagnostic) -> Void {
    willSet { MainThreadCheck.require("ThemeManager.diagnosticHandler") }
  }

  /// The default ``diagnosticHandler``: one line per diagnostic on standard error.
  ///
  /// - Parameter diagnostic: What to report.
  public static func writeToStandardError(_ diagnostic: ThemeDiagnostic) {
    FileHandle.standardError.write(Data("Theming: \(diagnostic)\n".utf8))
  }

  /// Which user's choice is stored and restored; set it to the user's ID when they sign in.
  ///
  /// Changing it loads that user's stored style (the default style when none is stored),
  /// applies it to every tracked object and announces it like any switch.
  public var storeConfigsIdentifierKey: String {
    willSet { MainThreadCheck.require("ThemeManager.storeConfigsIdentifierKey") }
    didSet {
      guard storeConfigsIdentifierKey != oldValue else { return }
      restoreChoice()
      engine.request(choice.style)
    }
  }

  /// The key the current user's style is stored under.
  public var storeKey: String {
    ThemeChoiceReader.styleStoreKey(for: storeConfigsIdentifierKey)
  }

  /// Which system appearance each style means, and the roots kept matched.
  var appearance = SystemAppearanceSettings()

  /// Does all the work on objects: tracking, bindings, overrides and passes.
  let engine: ThemeEngine

  /// The user's choice and the system's style.
  var choice: StyleChoice {
    didSet {
      if oldValue.followsSystem != choice.followsSystem {
        observers.observation.didChange(self, \.followsSystem)
      }
      if oldValue.systemStyle != choice.systemStyle {
        observers.observation.didChange(self, \.systemThemeStyle)
      }
    }
  }

  /// The observers of switches.
  var observers = ObserverList()

  /// Observations of the platform (such as the system's appearance) that live as long as the
  /// manager.
  var platformObservations: [AnyObject] = []

  /// The style the host last reported for the system, through ``systemStyleDidChange(to:)``.
  /// Observable where the platform has the Observation framework.
  public var systemThemeStyle: ThemeStyle? {
    observers.observation.access(self, \.systemThemeStyle)
    return choice.systemStyle
  }

  /// Creates a manager and restores the style stored for `storeConfigsIdentifierKey`.
  ///
  /// - Parameters:
  ///   - defaultStyle: The style to start in when nothing usable is stored.
  ///   - styles: The styles to recognise besides `.light`, `.dark` and `defaultStyle`; a
  ///     stored style outside them falls back to `defaultStyle`.
  ///   - store: Where the chosen style is kept. By default, ``makeDefaultStore()``: on Apple
  ///     platforms `UserDefaults.standard`; elsewhere a JSON file at
  ///     `$XDG_CONFIG_HOME/<app>/theme.json` (`~/.config/<app>/theme.json` when the variable is
  ///     not set), rewritten atomically at each choice, so that the choice survives any exit.
  ///   - storeConfigsIdentifierKey: Whose choice to restore, such as a user ID.
  ///   - notificationCenter: Where ``Foundation/NSNotification/Name/themeDidChange`` is posted.
  ///   - diagnosticHandler: Receives what the manager handles without failing, starting with
  ///     a stored value it cannot restore while it is being created.
  public init(
    defaultStyle: ThemeStyle = .light,
    styles: Set<ThemeStyle> = [],
    store: any ThemeStyleStore = ThemeManager.makeDefaultStore(),
    storeConfigsIdentifierKey: String = "default",
    notificationCenter: NotificationCenter = .default,
    diagnosticHandler: @escaping @MainActor (ThemeDiagnostic) -> Void = writeToStandardError
  ) {
    // `shared` too, when first used off the main actor.
    MainThreadCheck.require("ThemeManager.init (or ThemeManager.shared, on its first use)")
    self.diagnosticHandler = diagnosticHandler
    self.defaultStyle = defaultStyle
    self.availableStyles = styles.union([.light, .dark, defaultStyle])
    self.store = store
    self.storeConfigsIdentifierKey = storeConfigsIdentifierKey
    self.notificationCenter = notificationCenter
    self.choice = StyleChoice(explicitStyle: defaultStyle)
    self.engine = ThemeEngine(style: defaultStyle)
    engine.host = self
    restoreChoice()
    engine.makeCurrent(choice.explicitStyle)
  }

  /// Switches the app to `style`, saves the choice and, once every tracked object whose
  /// effective style changed has been re-applied, tells observers.
  ///
  /// Objects pinned by an override are not touched. Switching to the current style re-applies
  /// nothing and tells no one, but is still saved as the choice (it stops following the
  /// system, and replaces a stored style the manager did not know). Called from a provider or
  /// an observer while a switch is under way, the new switch runs after the current one, and
  /// the last request wins.
  ///
  /// - Parameter style: The style to switch to; it joins ``availableStyles``.
  public func changeTheme(to style: ThemeStyle) {
    MainThreadCheck.require("ThemeManager.changeTheme(to:)")
    choose(style, animated: false)
  }

  /// Switches the app to `style` as ``changeTheme(to:)`` does, running the pass inside
  /// ``transition`` when `animated` is `true` and a transition is set.
  ///
  /// An explicit choice stops following the system style (see ``followsSystem``).
  ///
  /// - Parameters:
  ///   - style: The style to switch to; it joins ``availableStyles``.
  ///   - animated: Whether to run the switch inside ``transition``.
  public func changeTheme(to style: ThemeStyle, animated: Bool) {
    MainThreadCheck.require("ThemeManager.changeTheme(to:animated:)")
    choose(style, animated: animated)
  }

  /// An explicit choice of `style`, for both `changeTheme` methods once they have checked their
  /// caller's thread.
  private func choose(_ style: ThemeStyle, animated: Bool) {
    availableStyles.insert(style)
    choice.choose(style)
    if choice.followsSystem { setFollowsSystem(false, apply: false) }
    // Saved now, for the user who made the choice: called during a switch, the switch itself
    // waits, and a later request (another user signing in, following the system) replaces it.
    save(style)
    engine.request(style, animated: animated)
  }

  /// Adds styles the manager should recognise, such as ones a server delivered.
  ///
  /// If the stored choice named one of them and could not be restored at launch, it is
  /// restored now (or, while the manager ``followsSystem``, when following is turned off).
  ///
  /// - Parameter styles: The styles to add.
  public func register(_ styles: ThemeStyle...) {
    MainThreadCheck.require("ThemeManager.register(_:)")
    availableStyles.formUnion(styles)
    if let stored = choice.unrecognizedStoredStyle, styles.contains(stored) {
      choice.unrecognizedStoredStyle = nil
      choice.explicitStyle = stored
      if !choice.followsSystem { engine.request(stored) }
    }
  }

  /// Wraps a switch made with `changeTheme(to:animated: true)`: it receives the change and a
  /// closure that re-applies every affected object, and must call that closure once, at once.
  ///
  /// The closure cannot escape, so a UIKit animation block cannot call it. Restyle at once
  /// under a snapshot of the old look, then fade the snapshot out. On UIKit,
  /// `ThemeManager.crossDissolve(in:duration:)` is this transition, ready-made:
  ///
  /// ```swift
  /// manager.transition = { [weak window] _, applyChanges in
  ///   guard let window, let snapshot = window.snapshotView(afterScreenUpdates: false) else {
  ///     return applyChanges()
  ///   }
  ///   window.addSubview(snapshot)
  ///   applyChanges()
  ///   UIView.animate(
  ///     withDuration: 0.3,
  ///     animations: { snapshot.alpha = 0 },
  ///     completion: { _ in snapshot.removeFromSuperview() }
  ///   )
  /// }
  /// ```
  ///
  /// If it returns without calling the closure, the manager calls it, so no switch is lost.
  public var transition: ThemeTransition? {
    willSet { MainThreadCheck.require("ThemeManager.transition") }
  }

  /// Re-applies every tracked object whose effective style no longer matches the style it was
  /// last applied with, resolving each against the tree as it is now.
  ///
  /// Call it after moving many objects between parents, so that each moved subtree takes the
  /// style of its new place (``nodeDidMove(_:)`` visits one moved subtree only). Objects whose
  /// style did not change are not touched.
  public func refresh() {
    MainThreadCheck.require("ThemeManager.refresh()")
    engine.refreshAll()
  }

  func report(_ diagnostic: ThemeDiagnostic) {
    diagnosticHandler(diagnostic)
  }
}

// The engine reports, reads the transition and announces switches through this, and knows the
// manager no further.
extension ThemeManager: EngineHost {}
