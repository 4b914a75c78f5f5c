/// Stores a provider's value into a node: `(node, style, provider storage)`. It is made where
/// the node's and the value's types are known, so it writes without casts or key-path lookups
/// at run time.
@usableFromInline
typealias BindingApply = @MainActor (AnyObject, ThemeStyle, AnyObject) -> Void

/// ``BindingApply`` without its isolation, as ``BindingAccessor`` keeps it.
typealias UnisolatedBindingApply = (AnyObject, ThemeStyle, AnyObject) -> Void

/// The two sides of the cast in ``BindingAccessor/init(key:apply:)``.
private struct IsolatedApplyBox {
  let apply: BindingApply
}

private struct UnisolatedApplyBox {
  let apply: UnisolatedBindingApply
}

/// How to store one property's values: what the binding is stored under and the closure that
/// writes the value. Accessors for key paths are shared by every node themed through the same
/// key path, so that a binding costs a node two words.
final class BindingAccessor {
  let key: BindingKey
  /// `key`'s hash, kept so that telling two bindings' keys apart rarely compares key paths.
  let keyHash: Int
  /// The `BindingApply` the accessor was made with, its main-actor isolation erased from the
  /// type (not from the code: a synchronous function value is the same with or without it; an
  /// `@isolated(any)` type would not be, so `BindingApply` must stay a plain `@MainActor` one).
  /// Only main-actor code calls it: ``apply(_:_:_:)``, and ``BindingSlot/apply(to:style:)``
  /// through a nonisolated helper. A call from isolated code through the unretained references
  /// a slot holds would count the closure's context and the storage up and down, and a closure
  /// that carries the isolation into a nonisolated `body` would check the executor per call.
  private let unisolatedApply: UnisolatedBindingApply

  /// The class of the key path, for a key path's binding: key paths of one class (one root,
  /// one value type) name one property only when they are equal.
  let keyPathClass: ObjectIdentifier?

  init(key: BindingKey, apply: @escaping BindingApply) {
    self.key = key
    self.keyHash = key.hashValue
    if case .keyPath(let keyPath) = key {
      keyPathClass = ObjectIdentifier(type(of: keyPath))
    } else {
      keyPathClass = nil
    }
    // Cast inside one-field structs: cast as a function value, it would pass through the
    // generic parameters of `unsafeBitCast` and come out wrapped in two reabstraction thunks.
    self.unisolatedApply =
      unsafeBitCast(
        IsolatedApplyBox(apply: apply), to: UnisolatedApplyBox.self
      ).apply
  }

  /// Runs the binding on the main actor.
  @MainActor
  func apply(_ object: AnyObject, _ style: ThemeStyle, _ storage: AnyObject) {
    unisolatedApply(object, style, storage)
  }

  /// For ``BindingSlot``, which calls it only from main-actor code.
  nonisolated var applyFromMainActor: UnisolatedBindingApply { unisolatedApply }

  func hasSameKey(as other: BindingAccessor) -> Bool {
    self === other || (keyHash == other.keyHash && key == other.key)
  }
}
