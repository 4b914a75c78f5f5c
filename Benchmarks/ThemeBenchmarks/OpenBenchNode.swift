import Theming

/// ``BenchNode``'s twin that is not `final`: a parent link, children held strongly, and three
/// themed `Int` properties, for the figure that compares Theming on the two node classes.
///
/// A key path to a stored property of a class that may be subclassed goes through the
/// property's accessors, which a subclass could override, where a final class's is a plain
/// stored component. Views are of this kind (no UIKit or AppKit view class is final), so the
/// figure tells what a switch costs on them. Some nodes of every open forest are
/// ``OpenBenchLeaf``s, so that the class really has a subclass in this module and
/// whole-module optimisation cannot treat it as final.
@MainActor
class OpenBenchNode: ThemeCompatible {
  weak var parent: OpenBenchNode?
  var children: [OpenBenchNode] = []
  var a = 0
  var b = 0
  var c = 0

  var themeParent: (any ThemeNode)? { parent }

  func addChild(_ child: OpenBenchNode) {
    child.parent = self
    children.append(child)
  }
}

/// The subclass that the leaves of an ``OpenForest`` are made of; it adds and overrides
/// nothing.
final class OpenBenchLeaf: OpenBenchNode {}
