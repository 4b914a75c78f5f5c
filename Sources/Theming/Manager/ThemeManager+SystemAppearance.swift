extension ThemeManager {
  /// The system appearance each style means: `.light` and `.dark` mean themselves; any other
  /// style means `.unspecified` (the system's own look) until listed here.
  ///
  /// ```swift
  /// manager.systemAppearances[.festival] = .light  // system colors stay light in the festival
  /// ```
  ///
  /// Changing it sets the new appearance at once on every pinned object and matched root.
  public var systemAppearances: [ThemeStyle: ThemeSystemAppearance] {
    get { appearance.appearances }
    set {
      MainThreadCheck.require("ThemeManager.systemAppearances")
      appearance.appearances = newValue
      applySystemAppearanceEverywhere()
    }
  }

  /// Whether the manager sets the system appearance: on a ``ThemeSystemAppearanceTarget`` whose
  /// ``ThemeWrapper/overrideThemeStyle`` is set, the appearance of the override's style; on the
  /// roots given to ``matchSystemAppearance(of:)``, that of the current style. `true` unless
  /// turned off; turning it off removes every appearance the manager set.
  public var setsSystemAppearance: Bool {
    get { appearance.isEnabled }
    set {
      MainThreadCheck.require("ThemeManager.setsSystemAppearance")
      guard newValue != appearance.isEnabled else { return }
      appearance.isEnabled = newValue
      applySystemAppearanceEverywhere()
    }
  }

  /// The system appearance the manager sets for `style`: its entry in ``systemAppearances``,
  /// else `.unspecified`; `.unspecified` for every style while ``setsSystemAppearance`` is off.
  ///
  /// - Parameter style: A style.
  /// - Returns: The appearance.
  public func systemAppearance(for style: ThemeStyle) -> ThemeSystemAppearance {
    appearance.appearance(for: style)
  }

  /// Keeps `root`'s system appearance matched to the current style: at once, and after every
  /// switch, before observers are told. Give it the app's windows, so that everything without
  /// an override of its own, system colors included, looks like the theme.
  ///
  /// ```swift
  /// ThemeManager.shared.matchSystemAppearance(of: window)
  /// ```
  ///
  /// The manager holds `root` weakly.
  ///
  /// - Parameter root: A window, or the root of another toolkit's tree.
  public func matchSystemAppearance(of root: any ThemeSystemAppearanceTarget) {
    MainThreadCheck.require("ThemeManager.matchSystemAppearance(of:)")
    appearance.addRoot(root)
    // The engine's style, not `currentThemeStyle`, whose getter would register an
    // Observation read for a caller that is only registering a window.
    root.applySystemAppearance(systemAppearance(for: engine.current.style))
  }

  /// Stops matching `root` and removes the appearance the manager set on it.
  ///
  /// - Parameter root: A root given to ``matchSystemAppearance(of:)``.
  public func stopMatchingSystemAppearance(of root: any ThemeSystemAppearanceTarget) {
    MainThreadCheck.require("ThemeManager.stopMatchingSystemAppearance(of:)")
    appearance.removeRoot(root)
    root.applySystemAppearance(.unspecified)
  }

  /// Sets the current style's appearance on every matched root, unless turned off.
  func matchRootsToCurrentStyle() {
    guard appearance.isEnabled else { return }
    applyCurrentAppearanceToRoots()
  }

  /// Sets, on every pinned target and matched root, the appearance the settings give now
  /// (`.unspecified` everywhere once turned off).
  private func applySystemAppearanceEverywhere() {
    for (node, style) in engine.pinnedNodes() {
      (node as? any ThemeSystemAppearanceTarget)?.applySystemAppearance(
        appearance.appearance(for: style))
    }
    applyCurrentAppearanceToRoots()
  }

  private func applyCurrentAppearanceToRoots() {
    let current = appearance.appearance(for: engine.current.style)
    for root in appearance.roots { root.target?.applySystemAppearance(current) }
  }
}
