// SwiftUI glue. Compiled only where SwiftUI exists; the Linux CI type-checks it against the real
// iOS SDK (Scripts/check-ios-sdk.sh) and against stand-in declarations of the SwiftUI and
// Combine API it uses (Scripts/check-apple-glue.sh). The style
// it shows is resolved by ThemeManager.effectiveStyle(underOverride:), which is tested on Linux.

#if canImport(SwiftUI) && canImport(Combine)
  internal import Combine
  public import SwiftUI

  private struct ThemeOverrideKey: EnvironmentKey {
    static let defaultValue: ThemeStyle? = nil
  }

  private struct ThemeManagerKey: EnvironmentKey {
    static let defaultValue: ThemeManager? = nil
  }

  private struct ThemeStyleKey: EnvironmentKey {
    static let defaultValue = ThemeStyle.unspecified
  }

  extension EnvironmentValues {
    /// The nearest ``SwiftUI/View/themeOverride(_:)`` above the view, or `nil`.
    public var themeOverride: ThemeStyle? {
      get { self[ThemeOverrideKey.self] }
      set { self[ThemeOverrideKey.self] = newValue }
    }

    /// The style the views below are drawn with: the nearest
    /// ``SwiftUI/View/themeOverride(_:)``, else the manager's current style, kept current after
    /// every switch. Set by ``SwiftUI/View/themeEnvironment(_:)``, by `themeOverride(_:)` and
    /// inside a ``ThemeReader``; `.unspecified` outside them.
    ///
    /// ```swift
    /// struct Badge: View {
    ///   @Environment(\.themeStyle) private var style
    ///   var body: some View { Text(style == .dark ? "🌙" : "☀️") }
    /// }
    /// ```
    public var themeStyle: ThemeStyle {
      get { self[ThemeStyleKey.self] }
      set { self[ThemeStyleKey.self] = newValue }
    }

    /// The manager whose style the views below read; `nil` for ``ThemeManager/shared``.
    public var themeManager: ThemeManager? {
      get { self[ThemeManagerKey.self] }
      set { self[ThemeManagerKey.self] = newValue }
    }
  }

  extension View {
    /// Pins the view and everything below it to `style`, as ``ThemeWrapper/overrideThemeStyle``
    /// pins a subtree of objects; `nil` follows the app's style again. Both ``themeOverride``
    /// and ``themeStyle`` in the environment below say so.
    ///
    /// - Parameter style: The style, or `nil`.
    /// - Returns: The view with the override in its environment.
    public func themeOverride(_ style: ThemeStyle?) -> some View {
      modifier(ThemeStyleModifier(override: .set(style), manager: nil))
    }

    /// Makes the views below read `manager`'s style instead of ``ThemeManager/shared``'s.
    ///
    /// - Parameter manager: The manager.
    /// - Returns: The view with the manager in its environment.
    public func themeManager(_ manager: ThemeManager) -> some View {
      modifier(ThemeStyleModifier(override: .inherit, manager: manager))
    }

    /// Puts the current style of the manager in the environment's ``themeStyle`` for every
    /// view below, and redraws them after each switch. Apply it once, near the root.
    ///
    /// - Returns: The view with the style in its environment.
    public func themeEnvironment() -> some View {
      modifier(ThemeStyleModifier(override: .inherit, manager: nil))
    }
  }

  /// Sets the environment's override, manager and effective style, and redraws after every
  /// switch of the manager in effect.
  private struct ThemeStyleModifier: ViewModifier {
    /// What the modifier does to the override above it.
    enum OverrideChange {
      /// Keeps it.
      case inherit
      /// Replaces it; `nil` clears it.
      case set(ThemeStyle?)
    }

    let override: OverrideChange
    /// The manager for the views below; `nil` keeps the one above.
    let manager: ThemeManager?
    @Environment(\.themeOverride) private var inheritedOverride
    @Environment(\.themeManager) private var inheritedManager
    /// Bumped by each switch, so that SwiftUI draws the content again.
    @State private var switches = 0

    func body(content: Content) -> some View {
      let manager = manager ?? inheritedManager ?? .shared
      let override: ThemeStyle? =
        switch self.override {
        case .inherit: inheritedOverride
        case .set(let style): style
        }
      let _ = switches
      content
        .environment(\.themeManager, manager)
        .environment(\.themeOverride, override)
        .environment(\.themeStyle, manager.effectiveStyle(underOverride: override))
        .onReceive(
          manager.notificationCenter.publisher(for: .themeDidChange, object: manager)
        ) { _ in
          switches += 1
        }
    }
  }

  /// Hands its content the style it is drawn with (the nearest ``SwiftUI/View/themeOverride(_:)``,
  /// else the manager's current style), and draws it again after every switch.
  ///
  /// ```swift
  /// ThemeReader { style in
  ///   Text("Hello")
  ///     .foregroundColor(Color(palette.color("TEXT")(style)))
  ///     .font(Font(palette.font("body")(style)))
  /// }
  /// .themeOverride(.dark)
  /// ```
  ///
  /// It listens for the manager's ``Foundation/NSNotification/Name/themeDidChange``, so it
  /// updates on every system SwiftUI runs on; where the Observation framework exists, a view
  /// that reads ``ThemeManager/currentThemeStyle`` in its body updates without it.
  public struct ThemeReader<Content: View>: View {
    @Environment(\.themeOverride) private var override
    @Environment(\.themeManager) private var chosenManager
    /// Bumped by each switch, so that SwiftUI draws the content again.
    @State private var switches = 0
    private let content: @MainActor (ThemeStyle) -> Content

    /// Creates a reader.
    ///
    /// - Parameter content: Builds the content for a style.
    public init(@ViewBuilder content: @escaping @MainActor (ThemeStyle) -> Content) {
      self.content = content
    }

    /// The content for the style in effect, redrawn after each switch.
    public var body: some View {
      let manager = chosenManager ?? .shared
      let _ = switches
      let style = manager.effectiveStyle(underOverride: override)
      content(style)
        .environment(\.themeStyle, style)
        .onReceive(
          manager.notificationCenter.publisher(for: .themeDidChange, object: manager)
        ) { _ in
          switches += 1
        }
    }
  }
#endif
