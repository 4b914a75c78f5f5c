import Theming

/// How a view places its children: one under another, or side by side on one line.
enum Axis {
  case vertical
  case horizontal
}

/// The base of the demo's widget set: a node in a tree, with a background and no frame.
///
/// The terminal renderer lays views out by their order in the tree, so a view needs no
/// geometry. The tree is what the theme library reads to find overrides: `themeParent` is simply
/// the parent, and every subclass inherits that.
@MainActor
class View: ThemeCompatible {
  private(set) var children: [View] = []
  weak var parent: View?

  /// Filled behind the view's content; `nil` shows the parent's background through.
  var backgroundColor: RGBColor?

  var axis: Axis
  /// Blank lines in the view's own background above and below its content.
  var verticalPadding = 0
  /// Columns in the view's own background on each side of its content.
  var horizontalPadding = 0
  /// Columns in the parent's background on each side, so a card stands apart from its parent.
  var horizontalMargin = 0

  var themeParent: (any ThemeNode)? { parent }

  init(axis: Axis = .vertical) {
    self.axis = axis
  }

  func addSubview(_ child: View) {
    child.removeFromParent()
    child.parent = self
    children.append(child)
  }

  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
}
