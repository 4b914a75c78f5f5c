import Foundation
import Theming

/// JXTheme's algorithm (0.0.7), re-implemented here from its documented behaviour; no JXTheme
/// code is used.
///
/// - Tracking: a weak table of objects (JXTheme's `NSHashTable(options: .weakMemory)`), here an
///   array of weak slots with a dictionary from object identity to slot so an object is added
///   once; a switch first copies out the live objects, as `allObjects` does.
/// - Storage: per object a `[String: Any]` of providers keyed `"Node.a"` and so on (JXTheme
///   keeps it in an associated object). Each stored provider is a struct holding the user's
///   closure and a `config` closure that applies it to the object; `config` captures the object
///   weakly and the provider, like JXTheme's `customization` closures.
/// - Assignment (`ThemeTool.setup…ThemeProperty`): store the provider copy with its `config`,
///   add the object to the table, and call `config` with the current style.
/// - Switch (`changeTheme(to:)`): set the style, post the change notification synchronously,
///   then for each live object take `overrideThemeStyle ?? currentThemeStyle` and resolve each
///   of its providers through JXTheme's chain of `as?` casts over 11 provider types, calling
///   `config` on the match. The `Int` provider sits where JXTheme puts `CGFloat`, fifth.
/// - Overrides: setting one stores it on the object and copies it down the whole subtree,
///   overwriting descendants' own overrides. JXTheme re-applies nothing when an override is set;
///   to make the override visible (as R4 requires) the app must call `theme.refresh()` on each
///   node of the subtree, so ``setOverride(_:onNodeAt:)`` does both and both are timed.
///
/// Left out, all of which would make it slower: the associated-object look-ups and the
/// NSDictionary bridging on every access to `providers`, UserDefaults persistence, the
/// `DispatchQueue.main.async` hop (the refresh runs inline here so that it is timed), and the
/// first `as? UIView` / `as? CALayer` test is a single class cast here.
@MainActor
final class JXThemeDesign<Node: BenchmarkNode>: Contender where Node.Base == Node {
  static var didChange: Notification.Name {
    Notification.Name("ThemeBenchmarks.JXThemeDesign.didChange")
  }

  let kind = ContenderKind.jxTheme
  let forest: NodeForest<Node>
  let honoursOverrides = true
  private var currentStyle: ThemeStyle = .light
  private let a: JXProvider<Int>
  private let b: JXProvider<Int>
  private let c: JXProvider<Int>
  private let center = NotificationCenter()
  private var slots: [WeakSlot] = []
  private var slotIndex: [ObjectIdentifier: Int] = [:]

  /// A class, like the floor's entries, so that reading a slot is one weak load.
  private final class WeakSlot {
    weak var object: AnyObject?

    init(object: AnyObject) {
      self.object = object
    }
  }

  init(forest: NodeForest<Node>, providers: Providers) {
    self.forest = forest
    (self.a, self.b, self.c) = providers.jxTheme
  }

  /// The weak table's entries, dead ones included: the model never sweeps. A slot is reused
  /// only when a new object is tracked at a dead object's address.
  var trackedEntryCount: Int { slots.count }

  // MARK: - Assignment

  func theme(_ node: Node) {
    let a = self.a
    let b = self.b
    let c = self.c
    setUpThemeProperty(node, key: "Node.a", provider: a) { [weak node] style in
      node?.a = a.provider(style)
    }
    setUpThemeProperty(node, key: "Node.b", provider: b) { [weak node] style in
      node?.b = b.provider(style)
    }
    setUpThemeProperty(node, key: "Node.c", provider: c) { [weak node] style in
      node?.c = c.provider(style)
    }
  }

  /// JXTheme's `ThemeTool.setupViewThemeProperty(view:key:provider:customization:)`, for a
  /// provider that is not `nil` (a `nil` one would only be removed).
  private func setUpThemeProperty<Value>(
    _ node: Node,
    key: String,
    provider: JXProvider<Value>,
    customization: @escaping @MainActor (ThemeStyle) -> Void
  ) {
    var stored = provider
    let config: @MainActor (ThemeStyle) -> Void = { style in customization(style) }
    stored.config = config
    node.jxProviders[key] = stored
    addTrackedObject(node, addedConfig: config)
  }

  /// JXTheme's `addTrackedObject(_:addedConfig:)`: track once, apply now with the global style.
  private func addTrackedObject(
    _ object: AnyObject,
    addedConfig: @MainActor (ThemeStyle) -> Void
  ) {
    let id = ObjectIdentifier(object)
    if let index = slotIndex[id] {
      if slots[index].object !== object {
        slots[index].object = object
      }
    } else {
      slotIndex[id] = slots.count
      slots.append(WeakSlot(object: object))
    }
    addedConfig(currentStyle)
  }

  // MARK: - Switching

  func changeTheme(to style: ThemeStyle) {
    currentStyle = style
    center.post(name: Self.didChange, object: nil, userInfo: ["style": style])
    for object in allObjects() {
      refreshTargetObject(object)
    }
  }

  /// `NSHashTable.allObjects`: the live objects, copied out. A plain loop, not `compactMap`: a
  /// main-actor closure handed to a standard-library algorithm checks its isolation on every
  /// call, a cost NSHashTable does not have.
  private func allObjects() -> [AnyObject] {
    var objects: [AnyObject] = []
    objects.reserveCapacity(slots.count)
    for slot in slots {
      if let object = slot.object {
        objects.append(object)
      }
    }
    return objects
  }

  /// JXTheme's `refreshTargetObject(_:)`: the object's own override or the global style, then
  /// every stored provider, in dictionary order.
  private func refreshTargetObject(_ object: AnyObject) {
    guard let node = object as? Node else { return }
    let style = node.jxOverride ?? currentStyle
    for provider in node.jxProviders.values {
      resolveProvider(provider, style: style)
    }
  }

  /// JXTheme's `resolveProvider(_:style:)`: a closed chain of downcasts, in JXTheme's order.
  private func resolveProvider(_ provider: Any, style: ThemeStyle) {
    if let provider = provider as? JXProvider<JXColor> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<JXImage> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<NSAttributedString> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<JXKeyboardAppearance> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<Int> {
      // JXTheme's CGFloat slot.
      provider.config?(style)
    } else if let provider = provider as? JXProvider<[NSAttributedString.Key: Any]> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<JXFont> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<JXBarStyle> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<JXActivityIndicatorStyle> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<Void> {
      provider.config?(style)
    } else if let provider = provider as? JXProvider<JXScrollIndicatorStyle> {
      provider.config?(style)
    }
  }

  // MARK: - Overrides

  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int) {
    let node = forest.nodes[index]
    pushOverride(style, onto: node)
    refreshSubtree(node)
  }

  /// JXTheme's `overrideThemeStyle` setter: store, then copy to every subview, recursively.
  private func pushOverride(_ style: ThemeStyle?, onto node: Node) {
    node.jxOverride = style
    for child in node.children {
      pushOverride(style, onto: child)
    }
  }

  /// What the app must add to see an override at once: `theme.refresh()` on every node.
  private func refreshSubtree(_ node: Node) {
    refreshTargetObject(node)
    for child in node.children {
      refreshSubtree(child)
    }
  }

  func tearDown() {
    slots.removeAll()
    slotIndex.removeAll()
  }
}

/// JXTheme's `ThemeProvider<T>`: the user's closure, plus the `config` closure that the stored
/// copy carries to apply it to its object.
struct JXProvider<Value> {
  let provider: @MainActor (ThemeStyle) -> Value
  var config: (@MainActor (ThemeStyle) -> Void)?

  init(_ provider: @escaping @MainActor (ThemeStyle) -> Value) {
    self.provider = provider
    self.config = nil
  }
}

// Stand-ins for the UIKit types in JXTheme's cast list; only their identity matters.
final class JXColor {}
final class JXImage {}
final class JXFont {}
enum JXKeyboardAppearance {
  case light
  case dark
}
enum JXBarStyle {
  case light
  case dark
}
enum JXActivityIndicatorStyle {
  case medium
  case large
}
enum JXScrollIndicatorStyle {
  case light
  case dark
}
