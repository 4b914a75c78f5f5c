import Theming
import Widgets

/// The toolkit's views become nodes. The conformance is retroactive: neither the type nor the
/// protocol belongs to this module. Members declared here are main-actor isolated, as the
/// protocol is.
// swift-format-ignore: AvoidRetroactiveConformances
extension View: @retroactive ThemeCompatible, @retroactive MoveReportingNode {
  /// A member of an extension cannot be overridden, so a subclass that needs another parent
  /// says so through `CustomThemeParent`, asked first.
  public var themeParent: (any ThemeNode)? {
    (self as? any CustomThemeParent)?.customThemeParent ?? superview
  }

  /// Rides on the toolkit's move hook: each manager that tracks the view adds itself, weakly.
  public func startReportingMoves(to manager: ThemeManager) {
    let earlier = onMovedToSuperview
    onMovedToSuperview = { [weak manager] view in
      earlier?(view)
      // The toolkit moves views on the main thread, without saying so to the compiler.
      MainActor.assumeIsolated { manager?.nodeDidMove(view) }
    }
  }
}

/// A view whose style comes from somewhere other than its superview.
@MainActor
protocol CustomThemeParent {
  var customThemeParent: (any ThemeNode)? { get }
}

extension Popup: CustomThemeParent {
  var customThemeParent: (any ThemeNode)? { anchor }
}

/// A toolkit whose hook is a method to override, not a closure: the override is nonisolated, so
/// the view it is given must be handed to the main actor explicitly. The toolkit calls it on the
/// main thread, which `assumeIsolated` checks.
final class ThemedPanel: View {
  override func subviewAdded(_ view: View) {
    super.subviewAdded(view)
    nonisolated(unsafe) let added = view
    MainActor.assumeIsolated { ThemedPanel.moveReporter.reportMove(of: added) }
  }

  /// A class from another module cannot store a reporter per view; one reporter serves every
  /// view, since it is told which node moved. Static stored properties are not isolated by
  /// the conformance, so this one says so.
  @MainActor static let moveReporter = ThemeMoveReporter()
}
