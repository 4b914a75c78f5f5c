/// Wraps a switch: it receives the change and a closure that re-applies every affected object,
/// and calls that closure once, at once. The closure cannot escape, so it cannot run inside a
/// UIKit animation block: cover the old look with a snapshot, call the closure, then fade the
/// snapshot out, as `ThemeManager.crossDissolve(in:duration:)` does on UIKit.
public typealias ThemeTransition = @MainActor (ThemeChange, _ applyChanges: () -> Void) -> Void

extension ThemeManager {
  /// Whether a switch made with `changeTheme(to:animated: true)` is re-applying objects inside
  /// its ``transition`` now, in any manager. Setters that would otherwise animate by themselves,
  /// such as a standalone layer's colors, animate only then.
  public static var isApplyingAnimatedSwitch: Bool {
    EngineGroup.mainActor.animatedSwitchDepth > 0
  }

  /// Whether the app follows the style of the system (light or dark, as the host reports it
  /// through ``systemStyleDidChange(to:)``) rather than an explicit choice.
  ///
  /// ```swift
  /// manager.followsSystem = true                 // use the system's style from now on
  /// manager.systemStyleDidChange(to: .dark)      // the host reports a change: switch
  /// manager.changeTheme(to: .light)              // an explicit choice stops following
  /// ```
  ///
  /// The setting is saved with the explicit choice, per ``storeConfigsIdentifierKey``, and
  /// restored with it. Turning it on switches to the system style if one was reported;
  /// turning it off switches back to the explicit choice.
  ///
  /// Observable where the platform has the Observation framework: a reader is told as soon as
  /// the setting changes, before the switch it causes.
  public var followsSystem: Bool {
    get {
      observers.observation.access(self, \.followsSystem)
      return choice.followsSystem
    }
    set {
      MainThreadCheck.require("ThemeManager.followsSystem")
      setFollowsSystem(newValue, apply: true)
    }
  }

  /// Tells the manager the system's style, such as the trait collection's
  /// `userInterfaceStyle` on iOS or the terminal's background on Linux. When the manager
  /// ``followsSystem``, it switches to it (without saving it as an explicit choice). While
  /// ``hostIsInBackground``, the report is held until the app is back in front.
  ///
  /// - Parameter style: The system's style now.
  public func systemStyleDidChange(to style: ThemeStyle) {
    MainThreadCheck.require("ThemeManager.systemStyleDidChange(to:)")
    guard !choice.hostIsInBackground else {
      choice.heldSystemStyle = style
      return
    }
    followSystemStyle(style)
  }

  /// Whether the app is in the background, as the host reports it. While it is, system styles
  /// reported through ``systemStyleDidChange(to:)`` are held, not followed: iOS flips a scene
  /// between light and dark while it takes the app switcher's snapshots. Once it is back in
  /// front, the last style reported meanwhile is followed, with one switch at most.
  ///
  /// On UIKit, `observeSystemStyle(of:)` keeps it up to date from the scene's activation.
  public var hostIsInBackground: Bool {
    get { choice.hostIsInBackground }
    set {
      MainThreadCheck.require("ThemeManager.hostIsInBackground")
      guard newValue != choice.hostIsInBackground else { return }
      choice.hostIsInBackground = newValue
      guard !newValue, let held = choice.heldSystemStyle else { return }
      choice.heldSystemStyle = nil
      followSystemStyle(held)
    }
  }

  /// Records `style` as the system's and switches to it when the manager follows the system.
  private func followSystemStyle(_ style: ThemeStyle) {
    choice.systemStyle = style
    availableStyles.insert(style)
    if choice.followsSystem { engine.request(style) }
  }

  /// The key the follow-system setting is stored under.
  public var followsSystemStoreKey: String {
    ThemeChoiceReader.followsSystemStoreKey(for: storeConfigsIdentifierKey)
  }

  func setFollowsSystem(_ follows: Bool, apply: Bool) {
    guard follows != choice.followsSystem else { return }
    choice.followsSystem = follows
    write(follows ? "true" : "false", forKey: followsSystemStoreKey, expected: "to store it")
    guard apply else { return }
    if follows {
      if let systemStyle = choice.systemStyle { engine.request(systemStyle) }
    } else {
      engine.request(choice.explicitStyle)
    }
  }

  /// The stored follow-system setting; `false` when nothing usable is stored, with a
  /// diagnostic when something unusable is, naming `fallback`, the explicit choice that is
  /// then shown.
  func restoredFollowsSystem(fallback: ThemeStyle) -> Bool {
    switch ThemeChoiceReader.storedFollowsSystem(in: store, key: followsSystemStoreKey) {
    case .success(let follows): return follows
    case .failure(let failure):
      report(.storeReadFailed(failure, fallback: fallback))
      return false
    }
  }
}

extension ThemeManager {
  /// The style of something under `override`: the override, else ``currentThemeStyle``. It is
  /// the style SwiftUI's `ThemeReader` shows under a `.themeOverride(_:)`.
  ///
  /// - Parameter override: The nearest override above it, if any.
  /// - Returns: The style it is drawn with.
  public func effectiveStyle(underOverride override: ThemeStyle?) -> ThemeStyle {
    override ?? currentThemeStyle
  }
}
