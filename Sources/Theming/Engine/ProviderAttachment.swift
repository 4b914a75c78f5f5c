/// Ties a provider read back from the `.theme` namespace to the node and property it came
/// from, so that ``ThemeProvider/refresh()`` can re-apply it.
@MainActor
final class ProviderAttachment: Sendable {
  private weak var engine: ThemeEngine?
  private weak var node: (any ThemeNode)?
  private let key: BindingKey
  /// The storage that was bound when this copy was read; a later replacement detaches it.
  private let storage: AnyObject

  init(engine: ThemeEngine?, node: any ThemeNode, key: BindingKey, storage: AnyObject) {
    self.engine = engine
    self.node = node
    self.key = key
    self.storage = storage
  }

  func refresh() {
    guard let engine, let node else { return }
    engine.refreshBinding(for: key, storage: storage, of: node)
  }
}
