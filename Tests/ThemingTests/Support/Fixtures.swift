import Foundation
import Theming

/// A color for tests: a name is enough to tell values apart.
struct TestColor: Hashable, Sendable, CustomStringConvertible {
  let name: String
  static let white = TestColor(name: "white")
  static let black = TestColor(name: "black")
  static let red = TestColor(name: "red")
  static let green = TestColor(name: "green")
  static let gray = TestColor(name: "gray")
  var description: String { name }
}

/// A view-like node for tests: a parent link, children held strongly, and a few properties of
/// different kinds, including an optional one and a setter with an argument.
@MainActor
class TestView: ThemeCompatible {
  weak var parent: TestView?
  private(set) var children: [TestView] = []
  var name: String
  var backgroundColor: TestColor?
  var textColor: TestColor = .gray
  var alpha: Double = 1
  var text = ""
  private(set) var titleColors: [Int: TestColor] = [:]

  init(_ name: String = "view") {
    self.name = name
  }

  var themeParent: (any ThemeNode)? { parent }

  func addChild(_ child: TestView) {
    child.removeFromParent()
    child.parent = self
    children.append(child)
  }

  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  func setTitleColor(_ color: TestColor, for state: Int) {
    titleColors[state] = color
  }
}

/// A view whose `themeParent` runs `onParentRead` once, the next time it is read: the app's code
/// reaching back into the manager in the middle of a walk or a pass.
@MainActor
class HookedView: TestView {
  var onParentRead: (() -> Void)?

  override var themeParent: (any ThemeNode)? {
    if let action = onParentRead {
      onParentRead = nil
      action()
    }
    return parent
  }
}

/// A view whose class says it reports its moves, so that a manager trusts its subtree index
/// with it: a test that moves one calls `nodeDidMove(_:)` itself, as the class's hook would.
@MainActor
final class ReportedView: TestView, MoveReportingNode {
  func startReportingMoves(to manager: ThemeManager) {}
}

/// A ``HookedView`` whose class says it reports its moves, as ``ReportedView``.
@MainActor
final class ReportedHookedView: HookedView, MoveReportingNode {
  func startReportingMoves(to manager: ThemeManager) {}
}

/// A manager that persists nowhere and keeps its diagnostics for inspection.
@MainActor
func makeManager(
  defaultStyle: ThemeStyle = .light,
  store: any ThemeStyleStore = InMemoryThemeStore()
) -> (ThemeManager, DiagnosticLog) {
  let log = DiagnosticLog()
  let manager = ThemeManager(
    defaultStyle: defaultStyle,
    store: store,
    notificationCenter: NotificationCenter(),
    diagnosticHandler: { log.entries.append($0) }
  )
  return (manager, log)
}

@MainActor
final class DiagnosticLog {
  var entries: [ThemeDiagnostic] = []
}

/// Makes a themed node inside a function so no local outlives the call: two bindings whose
/// closures hold it weakly, an override, and a provider read back and refreshed.
@MainActor
func makeThemedNode(in manager: ThemeManager) -> (weak: WeakBox, id: ObjectIdentifier) {
  let view = TestView()
  view.theme(in: manager).textColor = ThemeProvider { [weak view] style in
    view?.alpha = 0.5
    return style == .dark ? .white : .black
  }
  view.theme(in: manager).customization = ThemeProvider { [weak view] _ in view?.text = "x" }
  view.theme(in: manager).overrideThemeStyle = .dark
  let kept = view.theme(in: manager).textColor
  kept?.refresh()
  return (WeakBox(view), ObjectIdentifier(view))
}

@MainActor
final class WeakBox {
  weak var object: TestView?
  init(_ object: TestView) { self.object = object }
}

/// A new view at the address `id` held, made by making views (kept in `made`, so that each
/// takes a new address) until the allocator hands that address out; `nil` if it does not
/// within 10,000 views.
@MainActor
func view(at id: ObjectIdentifier?, holding made: inout [TestView]) -> TestView? {
  for _ in 0..<10_000 {
    let view = TestView("x")
    if ObjectIdentifier(view) == id { return view }
    made.append(view)
  }
  return nil
}

/// A value type of the test's own, to prove providers of any type re-apply.
struct Spacing: Equatable, Sendable {
  var top: Int
  var bottom: Int
}

/// A node with a property of a custom type.
@MainActor
final class SpacedView: TestView {
  var spacing = Spacing(top: 0, bottom: 0)
}

/// A provider that counts its calls, to tell work done from work skipped: black in every style
/// but dark, white in dark.
@MainActor
final class CallCounter {
  var count = 0
  func provider() -> ThemeProvider<TestColor> {
    ThemeProvider { [self] style in
      count += 1
      return style == .dark ? .white : .black
    }
  }
}

/// State that a provider reads, changed from outside as a view controller's state would be.
@MainActor
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A parent pinned to dark, and outside it a branch with one leaf, both with a text color that
/// follows the style: the set-up of the tests that move the branch under the parent.
@MainActor
struct PinnedParentAndBranch {
  let pinned = TestView("pinned")
  let branch = TestView("branch")
  let leaf = TestView("leaf")

  init(manager: ThemeManager) {
    pinned.theme(in: manager).overrideThemeStyle = .dark
    branch.addChild(leaf)
    for view in [branch, leaf] {
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    }
  }
}

/// SplitMix64: a small generator whose sequence depends only on its seed, so that a randomized
/// test's failure names an input that can be made again.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }
}

/// Resolves a node in a two-node parent cycle while another node is pinned, so that the walk up
/// the parents runs into the cycle, and returns the style found and what the manager reported.
@MainActor
func resolveInParentCycle() -> (style: ThemeStyle, diagnostics: [ThemeDiagnostic]) {
  let (manager, log) = makeManager()
  let first = TestView()
  let second = TestView()
  first.parent = second
  second.parent = first
  defer { first.parent = nil }
  manager.register("pinned")
  let pinnedElsewhere = TestView()
  pinnedElsewhere.theme(in: manager).overrideThemeStyle = "pinned"
  let style = first.theme(in: manager).effectiveThemeStyle
  return (style, log.entries)
}
