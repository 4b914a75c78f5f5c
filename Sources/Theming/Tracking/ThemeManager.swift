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
/// and ``ThemePalette/replaceContents(with:)`` check their caller at run time: a call made off
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
  public var currentThemeStyle: ThemeStyle { current.style }

  /// The current style and its interned number.
  @exclusivity(unchecked) private(set) var current: ResolvedStyle

  /// The style used when nothing usable is stored.
  public let defaultStyle: ThemeStyle

  /// The styles this manager knows. A stored style outside this set is not restored.
  /// ``changeTheme(to:)`` and ``register(_:)`` add to it.
  public internal(set) var availableStyles: Set<ThemeStyle>

  /// Where the chosen style is kept between launches.
  public let store: any ThemeStyleStore

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
      request(isFollowingSystem ? systemThemeStyle ?? explicitStyle : explicitStyle)
    }
  }

  /// The key the current user's style is stored under.
  public var storeKey: String {
    "Theming.currentThemeStyle.\(storeConfigsIdentifierKey)"
  }

  // The state a pass reads for every node is confined to the main actor and never accessed
  // while a caller holds it in place (no provider runs inside those accesses), so it skips the
  // run-time exclusivity checks. The subtree index is taken out of its property while it is
  // walked or extended, since both read `themeParent`.
  @exclusivity(unchecked) var table = NodeTable()
  @exclusivity(unchecked) var pins: [ObjectIdentifier: Pin] = [:]
  /// One accessor per key path and provider type, shared by every node bound through it.
  @exclusivity(unchecked) var accessors: [AccessorCacheKey: BindingAccessor] = [:]
  /// What is known of each class of tracked object: `nodeClasses[nodeClassIndex[class]]`.
  @exclusivity(unchecked) var nodeClassIndex = IdentityMap(capacity: 8)
  @exclusivity(unchecked) var nodeClasses: [NodeClass] = []
  /// The accessors used last, searched before `accessors`.
  @exclusivity(unchecked) var recentAccessors: [RecentAccessor] = []
  /// Built on the first override change, so that later ones touch only the subtree.
  @exclusivity(unchecked) var subtreeIndex: SubtreeIndex?
  /// Whether a walk or a link has the subtree index out of its property (see
  /// ``linkIntoSubtreeIndex(_:)``), and whether something happened meanwhile that it misses.
  @exclusivity(unchecked) var subtreeIndexInUse = false
  @exclusivity(unchecked) var subtreeIndexIsOutOfDate = false
  /// The mark the last subtree walk left on the records it visited.
  @exclusivity(unchecked) var lastSubtreeWalkMark: StyleID = -1
  private var styleIDs: [ThemeStyle: StyleID] = [:]
  /// The interned styles, at their number minus one.
  private var internedStyles: [ThemeStyle] = []
  var observers: [Int: Observer] = [:]
  var nextObserverID = 0
  /// How many entries `observers` may reach before adding one drops those of released tokens.
  var observerSweepThreshold = minimumObserverSweepThreshold
  static let minimumObserverSweepThreshold = 16

  @exclusivity(unchecked) private(set) var isUpdating = false
  @exclusivity(unchecked) private var pendingRequest: (style: ThemeStyle, animated: Bool)?
  @exclusivity(unchecked) var needsReconcile = false
  /// Whether observers are being told of a switch: its pass is over, so an override or a move
  /// they report is applied at once, as R4 asks, rather than after them.
  @exclusivity(unchecked) var isAnnouncing = false
  /// Sources (palettes) whose contents changed, waiting to be re-applied.
  @exclusivity(unchecked) var pendingOrigins: Set<ObjectIdentifier> = []
  @exclusivity(unchecked) var passDepth = 0
  /// Bindings the app's code replaced while something was applied, to apply again once it is
  /// done (see ``reapplyBindingsReplacedInUserCode()``).
  @exclusivity(unchecked) var bindingsReplacedInUserCode: [ReplacedBinding] = []
  /// Follow-up passes in a row since the last switch (see `runFollowUpPasses()`), counted over
  /// one call of `runPendingUpdates()`, so that a diagnostic handler that asks for a pass again
  /// cannot start the count over. A property rather than a local: captured by the switch's
  /// transition block, a local would be boxed and checked for exclusivity on every call.
  @exclusivity(unchecked) private var followUpPasses = 0
  /// Set once the app's code nested past ``userCodeNestingLimit``, until the call that led there
  /// from the outermost level returns: see ``runningUserCode(_:)``.
  @exclusivity(unchecked) var userCodeRecursionStopped = false
  /// How many switches one call may chain through providers and observers that switch again.
  static let chainedSwitchLimit = 100
  /// How many passes in a row one call may run for overrides, moves and palettes that the app's
  /// code keeps changing from inside the passes.
  static let chainedPassLimit = 100
  /// How deep the app's code may nest re-applications inside re-applications.
  static let userCodeNestingLimit = 100

  /// How many switches and passes a chain of updates may run in all managers together.
  ///
  /// A provider of one manager that switches or reloads a palette in another runs that
  /// manager's updates inside its own, each call with limits of its own, so a loop through
  /// several managers multiplies them: setters that reload a palette shared by three managers
  /// ran some 100^3 passes. Counting each manager's work over the whole chain instead would
  /// stop an app that does much at once (an observer that reloads 120 palettes read by another
  /// manager), so the chain has this budget, far above what such an app needs.
  static let chainWorkLimit = chainedSwitchLimit * chainedPassLimit

  /// How many calls of `runningUserCode(_:)` are running, one inside another, in every
  /// manager together: a provider that refreshes an object of another manager nests too, and
  /// a refresh passed round a ring of 40 managers overflowed the stack.
  @exclusivity(unchecked) static var userCodeNesting = 0
  /// Set once that nesting passed ``userCodeNestingLimit``, until it is back at level 1.
  @exclusivity(unchecked) static var userCodeNestingStopped = false
  /// How many managers are running `runPendingUpdates()`, one inside another: a chain of
  /// updates starts when the first begins and ends when it returns.
  @exclusivity(unchecked) private static var updateChainDepth = 0
  /// The switches and passes run so far in the current chain of updates, in every manager.
  @exclusivity(unchecked) private static var chainWork = 0
  /// Counts chains of updates, so that a manager reports a loop once per chain: in a loop
  /// through two managers, the inner one's updates run, and stop at their limit, once for
  /// every pass of the outer one.
  @exclusivity(unchecked) private static var chainCount = 0
  /// The last chain in which this manager reported a loop.
  @exclusivity(unchecked) private var loopReportedInChain = -1

  /// Whether the manager follows ``systemThemeStyle``; see ``followsSystem``.
  var isFollowingSystem = false
  /// The user's explicit choice, which following the system hides and turning it off brings
  /// back. Kept here as well as in the store, which may not be writable.
  var explicitStyle: ThemeStyle
  /// Counts explicit choices, so that restoring a style notices one made meanwhile.
  private var explicitChoices = 0
  /// The style the host last reported for the system, through ``systemStyleDidChange(to:)``.
  public internal(set) var systemThemeStyle: ThemeStyle?

  /// Observations of the platform (such as the system's appearance) that live as long as the
  /// manager.
  var platformObservations: [AnyObject] = []

  /// A stored style that was not known when it was read; registering it restores it.
  private var unrecognizedStoredStyle: ThemeStyle?

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
    self.current = ResolvedStyle(style: defaultStyle, id: 1)
    self.explicitStyle = defaultStyle
    self.styleIDs = [defaultStyle: 1]
    self.internedStyles = [defaultStyle]
    restoreChoice()
    self.current = resolved(explicitStyle)
    Self.registerLiveManager(self)
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
    unrecognizedStoredStyle = nil
    explicitStyle = style
    explicitChoices += 1
    if isFollowingSystem { setFollowsSystem(false, apply: false) }
    // Saved now, for the user who made the choice: called during a switch, the switch itself
    // waits, and a later request (another user signing in, following the system) replaces it.
    save(style)
    request(style, animated: animated)
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
    if let stored = unrecognizedStoredStyle, styles.contains(stored) {
      unrecognizedStoredStyle = nil
      explicitStyle = stored
      if !isFollowingSystem { request(stored) }
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
    // Moves made without `nodeDidMove(_:)` leave learnt child links out of date: relearn them.
    subtreeIndex = nil
    if subtreeIndexInUse { subtreeIndexIsOutOfDate = true }
    needsReconcile = true
    runPendingUpdates()
  }

  /// `style` with its interned number, made on first use; numbers start at 1, and 0 means
  /// "never applied".
  func resolved(_ style: ThemeStyle) -> ResolvedStyle {
    if let id = styleIDs[style] { return ResolvedStyle(style: style, id: id) }
    internedStyles.append(style)
    let id = StyleID(internedStyles.count)
    styleIDs[style] = id
    return ResolvedStyle(style: style, id: id)
  }

  /// The style behind an interned number.
  func style(withID id: StyleID) -> ResolvedStyle {
    ResolvedStyle(style: internedStyles[Int(id) - 1], id: id)
  }

  func report(_ diagnostic: ThemeDiagnostic) {
    diagnosticHandler(diagnostic)
  }

  // MARK: - Switching

  func request(_ style: ThemeStyle, animated: Bool = false) {
    pendingRequest = (style, animated)
    runPendingUpdates()
  }

  /// Runs requested switches and re-resolutions one after another. A request made while one
  /// runs (by a provider or an observer) waits for it, so passes never nest.
  func runPendingUpdates() {
    guard !isUpdating && passDepth == 0 else { return }
    guard pendingRequest != nil || needsReconcile || !pendingOrigins.isEmpty else { return }
    isUpdating = true
    if Self.updateChainDepth == 0 {
      Self.chainWork = 0
      Self.chainCount &+= 1
    }
    Self.updateChainDepth += 1
    defer {
      Self.updateChainDepth -= 1
      isUpdating = false
    }
    var switches = 0
    followUpPasses = 0
    while true {
      if let request = pendingRequest {
        pendingRequest = nil
        performSwitch(request, switchesSoFar: &switches)
      } else if needsReconcile || !pendingOrigins.isEmpty {
        runFollowUpPasses()
      } else {
        return
      }
    }
  }

  /// One requested switch, for `runPendingUpdates()`. Out of line, so that the properties only
  /// a switch reads are not checked for exclusivity on every call that finds nothing to do,
  /// such as every assignment of a provider.
  @inline(never)
  private func performSwitch(
    _ request: (style: ThemeStyle, animated: Bool),
    switchesSoFar switches: inout Int
  ) {
    let (style, animated) = request
    // No node work and no announcement (an explicit choice was saved when it was made).
    guard style != currentThemeStyle else { return }
    guard switches < Self.chainedSwitchLimit && Self.chainWork < Self.chainWorkLimit else {
      // Providers or observers that switch on every pass would never let the loop end.
      let limit =
        switches < Self.chainedSwitchLimit ? Self.chainWorkLimit : Self.chainedSwitchLimit
      reportLoop(.switchLoop(limit: limit, droppedStyle: style))
      return
    }
    switches += 1
    Self.chainWork += 1
    let oldStyle = currentThemeStyle
    current = resolved(style)
    needsReconcile = false
    let change = ThemeChange(oldStyle: oldStyle, newStyle: style)
    followUpPasses = 0
    // What providers change during the pass (overrides, moves, palettes) is applied with it:
    // inside the transition, and before observers hear of the switch.
    func applyChanges() {
      reconcile()
      runFollowUpPasses()
    }
    if animated, let transition {
      var applied = false
      transition(change) {
        guard !applied else { return }
        applied = true
        applyChanges()
      }
      if !applied { applyChanges() }
    } else {
      applyChanges()
    }
    announce(change)
  }

  /// Reports a loop the manager stopped, the first time in the current chain of updates, which
  /// holds the current call of `runPendingUpdates()`: a diagnostic handler that asks again is
  /// dropped silently.
  private func reportLoop(_ diagnostic: ThemeDiagnostic) {
    guard loopReportedInChain != Self.chainCount else { return }
    loopReportedInChain = Self.chainCount
    report(diagnostic)
  }

  /// Runs the passes that the app's code asked for from inside earlier ones (by setting an
  /// override, reporting a move or changing a palette's contents) until one asks for none.
  /// Code that asks again in every pass would never let that end: after
  /// ``chainedPassLimit`` passes in a row (``followUpPasses``), or once the chain of updates
  /// has used up ``chainWorkLimit``, the manager drops what is still asked for, and reports it.
  private func runFollowUpPasses() {
    while needsReconcile || !pendingOrigins.isEmpty {
      guard followUpPasses < Self.chainedPassLimit && Self.chainWork < Self.chainWorkLimit else {
        needsReconcile = false
        pendingOrigins.removeAll()
        let limit =
          followUpPasses < Self.chainedPassLimit ? Self.chainWorkLimit : Self.chainedPassLimit
        reportLoop(.passLoop(limit: limit))
        return
      }
      followUpPasses += 1
      // Both kinds in each pass: a reload asked for once must not wait behind overrides that
      // keep changing, and then be dropped with them.
      if needsReconcile {
        needsReconcile = false
        reconcile()
        Self.chainWork += 1
      }
      if !pendingOrigins.isEmpty {
        let origins = pendingOrigins
        pendingOrigins.removeAll()
        // Only a pass that found bindings counts for the chain: every manager alive hears of
        // every palette's reloads.
        if applyBindings(readingFrom: origins) { Self.chainWork += 1 }
      }
    }
  }

  // MARK: - Persistence

  /// Loads the current user's explicit choice and follow-system setting from the store, with a
  /// diagnostic for what cannot be used.
  ///
  /// The diagnostic handler may sign in another user meanwhile (set
  /// ``storeConfigsIdentifierKey``), which restores that user's choice at once: it is newer, and
  /// this restoration then stops, leaving it in place.
  func restoreChoice() {
    let key = storeKey
    let style = restoredStyle()
    guard storeKey == key else { return }
    explicitStyle = style
    let followsSystem = restoredFollowsSystem(fallback: style)
    guard storeKey == key else { return }
    isFollowingSystem = followsSystem
  }

  private func restoredStyle() -> ThemeStyle {
    let key = storeKey
    unrecognizedStoredStyle = nil
    // The diagnostic handler may make an explicit choice of its own (`changeTheme(to:)`), which
    // is saved at once and is then what this user chose.
    let choicesBefore = explicitChoices
    do {
      guard let raw = try store.string(forKey: key) else { return defaultStyle }
      let style = ThemeStyle(rawValue: raw)
      guard availableStyles.contains(style) else {
        report(.unknownStoredStyle(style, key: key, fallback: defaultStyle))
        // Another user signed in from the handler: their choice was restored instead.
        if storeKey != key { return explicitStyle }
        if explicitChoices != choicesBefore { return explicitStyle }
        // The handler may have registered it, which restores it here: remembered only
        // afterwards, so that registering does not also ask for a switch of its own.
        if availableStyles.contains(style) { return style }
        unrecognizedStoredStyle = style
        return defaultStyle
      }
      return style
    } catch {
      report(
        .storeReadFailed(
          storeError(error, key: key, expected: "a stored style"),
          fallback: defaultStyle
        )
      )
      return explicitChoices != choicesBefore ? explicitStyle : defaultStyle
    }
  }

  func save(_ style: ThemeStyle) {
    write(style.rawValue, forKey: storeKey, expected: "to store the style")
  }

  /// Stores `value` under `key`, reporting a failure instead of throwing it: the choice then
  /// holds for this run only.
  func write(_ value: String?, forKey key: String, expected: String) {
    do {
      try store.setString(value, forKey: key)
    } catch {
      report(.storeWriteFailed(storeError(error, key: key, expected: expected)))
    }
  }

  /// What the store threw at `key`, as a ``ThemeSourceError`` naming the store and the key;
  /// an error that already is one is kept as it is.
  func storeError(_ error: any Error, key: String, expected: String) -> ThemeSourceError {
    if let error = error as? ThemeSourceError { return error }
    return ThemeSourceError(
      source: String(describing: type(of: store)),
      place: "key \"\(key)\"",
      expected: expected,
      found: String(describing: error)
    )
  }
}
