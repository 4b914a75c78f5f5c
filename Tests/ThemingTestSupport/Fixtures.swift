import Foundation
public import Theming

/// A color for tests: a name is enough to tell values apart.
public struct TestColor: Hashable, Sendable, CustomStringConvertible {
  public let name: String
  public static let white = TestColor(name: "white")
  public static let black = TestColor(name: "black")
  public static let red = TestColor(name: "red")
  public static let green = TestColor(name: "green")
  public static let gray = TestColor(name: "gray")
  public var description: String { name }
}

/// A view-like node for tests: a parent link, children held strongly, and a few properties of
/// different kinds, including an optional one and a setter with an argument.
@MainActor
open class TestView: ThemeCompatible {
  public weak var parent: TestView?
  public private(set) var children: [TestView] = []
  open var name: String
  open var backgroundColor: TestColor?
  open var textColor: TestColor = .gray
  open var alpha: Double = 1
  open var text = ""
  public private(set) var titleColors: [Int: TestColor] = [:]

  public init(_ name: String = "view") {
    self.name = name
  }

  public var themeParent: (any ThemeNode)? { parent }

  public func addChild(_ child: TestView) {
    child.removeFromParent()
    child.parent = self
    children.append(child)
  }

  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  public func setTitleColor(_ color: TestColor, for state: Int) {
    titleColors[state] = color
  }
}

/// A view whose `themeParent` runs `onParentRead` once, the next time it is read: the app's code
/// reaching back into the manager in the middle of a walk or a pass.
@MainActor
open class HookedView: TestView {
  public var onParentRead: (() -> Void)?

  open override var themeParent: (any ThemeNode)? {
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
public final class ReportedView: TestView, MoveReportingNode {
  public func startReportingMoves(to manager: ThemeManager) {}
}

/// A ``HookedView`` whose class says it reports its moves, as ``ReportedView``.
@MainActor
public final class ReportedHookedView: HookedView, MoveReportingNode {
  public func startReportingMoves(to manager: ThemeManager) {}
}

/// A manager that persists nowhere and keeps its diagnostics for inspection.
@MainActor
public func makeManager(
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
public final class DiagnosticLog {
  public init() {}

  public var entries: [ThemeDiagnostic] = []
}

/// Makes a themed node inside a function so no local outlives the call: two bindings whose
/// closures hold it weakly, an override, and a provider read back and refreshed.
@MainActor
public func makeThemedNode(in manager: ThemeManager) -> (weak: WeakBox, id: ObjectIdentifier) {
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
public final class WeakBox {
  public weak var object: TestView?
  public init(_ object: TestView) { self.object = object }
}

/// A value type of the test's own, to prove providers of any type re-apply.
public struct Spacing: Equatable, Sendable {
  public var top: Int
  public var bottom: Int

  public init(top: Int, bottom: Int) {
    self.top = top
    self.bottom = bottom
  }
}

/// A node with a property of a custom type.
@MainActor
public final class SpacedView: TestView {
  public var spacing = Spacing(top: 0, bottom: 0)
}

/// A provider that counts its calls, to tell work done from work skipped: black in every style
/// but dark, white in dark.
@MainActor
public final class CallCounter {
  public init() {}

  public var count = 0
  public func provider() -> ThemeProvider<TestColor> {
    ThemeProvider { [self] style in
      count += 1
      return style == .dark ? .white : .black
    }
  }
}

/// State that a provider reads, changed from outside as a view controller's state would be.
@MainActor
public final class StateBox<Value> {
  public var value: Value
  public init(_ value: Value) { self.value = value }
}

/// A parent pinned to dark, and outside it a branch with one leaf, both with a text color that
/// follows the style: the set-up of the tests that move the branch under the parent.
@MainActor
public struct PinnedParentAndBranch {
  public let pinned = TestView("pinned")
  public let branch = TestView("branch")
  public let leaf = TestView("leaf")

  public init(manager: ThemeManager) {
    pinned.theme(in: manager).overrideThemeStyle = .dark
    branch.addChild(leaf)
    for view in [branch, leaf] {
      view.theme(in: manager).textColor = ThemeProvider(light: .black, dark: .white)
    }
  }
}

/// SplitMix64: a small generator whose sequence depends only on its seed, so that a randomized
/// test's failure names an input that can be made again.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }
}

/// Resolves a node in a two-node parent cycle while another node is pinned, so that the walk up
/// the parents runs into the cycle, and returns the style found and what the manager reported.
@MainActor
public func resolveInParentCycle() -> (style: ThemeStyle, diagnostics: [ThemeDiagnostic]) {
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

/// A view that runs `onTextSet` once, the next time its text is set, and `reloadsOnEverySet`
/// every time: the app's code running in the middle of a reload.
@MainActor
public final class TextSettingView: TestView {
  public var onTextSet: (() -> Void)?
  public var reloadsOnEverySet: (() -> Void)?

  public override var text: String {
    didSet {
      if let action = onTextSet {
        onTextSet = nil
        action()
      }
      reloadsOnEverySet?()
    }
  }
}
