/// Stores a provider's value into a node: `(node, style, provider storage)`. It is made where
/// the node's and the value's types are known, so it writes without casts or key-path lookups
/// at run time.
@usableFromInline
typealias BindingApply = @MainActor (AnyObject, ThemeStyle, AnyObject) -> Void

/// How to store one property's values: what the binding is stored under and the closure that
/// writes them. Shared by every node bound through one key path, so a binding costs two words.
@usableFromInline
final class BindingAccessor {
  let key: BindingKey
  /// `key`'s hash, kept so that telling two bindings' keys apart rarely compares key paths.
  let keyHash: Int
  /// Writes a provider's value into a node.
  private let storeValue: BindingApply

  /// The class of the key path, for a key path's binding: key paths of one class (one root,
  /// one value type) name one property only when they are equal.
  let keyPathClass: ObjectIdentifier?

  @usableFromInline
  init(key: BindingKey, apply: @escaping BindingApply) {
    self.key = key
    self.keyHash = key.hashValue
    if case .keyPath(let keyPath) = key {
      keyPathClass = ObjectIdentifier(type(of: keyPath))
    } else {
      keyPathClass = nil
    }
    self.storeValue = apply
  }

  /// Runs the binding on the main actor.
  @MainActor
  func apply(_ object: AnyObject, _ style: ThemeStyle, _ storage: AnyObject) {
    storeValue(object, style, storage)
  }

  func hasSameKey(as other: BindingAccessor) -> Bool {
    self === other || (keyHash == other.keyHash && key == other.key)
  }
}
