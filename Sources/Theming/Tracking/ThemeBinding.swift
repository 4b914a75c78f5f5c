/// What a binding on a node is stored under: a property, a named setter (with its argument),
/// or the node's customization.
enum BindingKey: Hashable {
  case keyPath(AnyKeyPath)
  case named(String, argument: AnyHashable?)
  case customization
}

/// One provider stored on one node, erased to a closure once, when it is assigned, so that a
/// pass makes no casts.
@MainActor
final class ThemeBinding {
  let key: BindingKey
  /// The `ThemeProvider<Value>` as assigned, for the getter.
  let storedProvider: any Sendable
  /// The same provider as a `ThemeProvider<Value?>`, when it drives an optional property, so
  /// that the getter finds it whichever type it is asked for.
  let optionalProvider: (any Sendable)?
  /// Runs the provider for a style and stores the value into the node passed in.
  let apply: @MainActor (AnyObject, ThemeStyle) -> Void
  /// The record that holds this binding, while it does.
  weak var record: NodeRecord?

  init(
    key: BindingKey,
    storedProvider: any Sendable,
    optionalProvider: (any Sendable)? = nil,
    apply: @escaping @MainActor (AnyObject, ThemeStyle) -> Void
  ) {
    self.key = key
    self.storedProvider = storedProvider
    self.optionalProvider = optionalProvider
    self.apply = apply
  }

  /// The stored provider as a `ThemeProvider<Value>`, attached to this binding.
  func provider<Value>(as type: Value.Type) -> ThemeProvider<Value>? {
    let stored =
      storedProvider as? ThemeProvider<Value> ?? optionalProvider as? ThemeProvider<Value>
    return stored.map { ThemeProvider($0.provider, binding: self) }
  }

  /// Re-applies this binding with its node's effective style, if it is still stored.
  func refresh() {
    guard let record, let node = record.node else { return }
    apply(node, record.manager.effectiveStyle(of: node))
  }
}

/// A tracked node: a weak reference to it and its bindings, in the order they were first
/// assigned.
@MainActor
final class NodeRecord {
  let id: ObjectIdentifier
  weak var node: (any ThemeNode)?
  unowned let manager: ThemeManager
  private(set) var bindings: [ThemeBinding] = []
  /// The style the bindings were last applied with; `nil` before the first pass.
  var appliedStyle: ThemeStyle?

  init(node: any ThemeNode, manager: ThemeManager) {
    self.id = ObjectIdentifier(node)
    self.node = node
    self.manager = manager
  }

  func binding(for key: BindingKey) -> ThemeBinding? {
    bindings.first { $0.key == key }
  }

  /// Stores `binding`, in place of an earlier one under the same key so that the first
  /// assignment fixes the order.
  func store(_ binding: ThemeBinding) {
    binding.record = self
    if let index = bindings.firstIndex(where: { $0.key == binding.key }) {
      bindings[index].record = nil
      bindings[index] = binding
    } else {
      bindings.append(binding)
    }
  }

  func removeBinding(for key: BindingKey) {
    guard let index = bindings.firstIndex(where: { $0.key == key }) else { return }
    bindings[index].record = nil
    bindings.remove(at: index)
  }

  /// Applies every binding with `style`. A binding that a provider replaced or removed while
  /// this ran is skipped; the replacement applied itself when it was assigned.
  func apply(_ style: ThemeStyle, to node: any ThemeNode) {
    appliedStyle = style
    for binding in bindings where binding.record === self {
      binding.apply(node, style)
    }
  }

  /// Detaches every binding, so that providers read from them stop refreshing.
  func detach() {
    for binding in bindings { binding.record = nil }
    bindings.removeAll()
  }
}
