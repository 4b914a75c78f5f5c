/// A toolkit's view, written without Theming in mind: not `Sendable`, not isolated to the main
/// actor, with a superview, subviews and a hook that runs after a move.
open class View {
  /// The view this one is inside, if any.
  public private(set) weak var superview: View?
  /// The views inside this one, in the order they were added.
  public private(set) var subviews: [View] = []
  /// The colours the view draws with.
  public var colorScheme = ColorScheme.plain
  /// A name for printing.
  public let name: String
  /// Runs after the view joined a new superview.
  public var onMovedToSuperview: ((View) -> Void)?

  /// Creates a view with no superview.
  public init(name: String) {
    self.name = name
  }

  /// Moves `view` inside this one, then runs its ``onMovedToSuperview`` hook and this view's
  /// ``subviewAdded(_:)``.
  public func addSubview(_ view: View) {
    view.superview?.subviews.removeAll { $0 === view }
    view.superview = self
    subviews.append(view)
    view.onMovedToSuperview?(view)
    subviewAdded(view)
  }

  /// Called after `view` was added; subclasses override it.
  open func subviewAdded(_ view: View) {}
}

/// A text view.
open class Label: View {
  /// The text shown.
  public var text = ""
  /// The colour of the text.
  public var textColor = Color("black")
}

/// A view that floats above another and draws in its colours.
public final class Popup: View {
  /// The view the popup belongs to.
  public weak var anchor: View?
}
