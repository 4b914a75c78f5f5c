/// What a binding on a node is stored under: a property, a named setter (with its argument),
/// or the node's customization. One word, so that a slot stays small.
@usableFromInline
enum BindingKey: Hashable {
  case keyPath(AnyKeyPath)
  case named(NamedBindingKey)
  case customization
}

/// The name and argument of a binding made with `bind(_:to:for:apply:)`, boxed to keep
/// ``BindingKey`` one word wide.
@usableFromInline
final class NamedBindingKey: Hashable {
  let name: String
  let argument: AnyHashable?

  init(_ name: String, argument: AnyHashable?) {
    self.name = name
    self.argument = argument
  }

  @usableFromInline
  static func == (lhs: NamedBindingKey, rhs: NamedBindingKey) -> Bool {
    lhs === rhs || (lhs.name == rhs.name && lhs.argument == rhs.argument)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(argument)
  }
}

/// Stores a provider's value into a node: `(node, style, provider storage)`. It is made where
/// the node's and the value's types are known, so it writes without casts or key-path lookups
/// at run time.
@usableFromInline
typealias BindingApply = @MainActor (AnyObject, ThemeStyle, AnyObject) -> Void

/// ``BindingApply`` without its isolation, as ``BindingAccessor`` keeps it.
private typealias UnisolatedBindingApply = (AnyObject, ThemeStyle, AnyObject) -> Void

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

  init(key: BindingKey, apply: @escaping BindingApply) {
    self.key = key
    self.keyHash = key.hashValue
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
  fileprivate nonisolated var applyFromMainActor: UnisolatedBindingApply { unisolatedApply }

  func hasSameKey(as other: BindingAccessor) -> Bool {
    self === other || (keyHash == other.keyHash && key == other.key)
  }
}

/// What accessors are shared under: the key path, and the provider storage's type (the same key
/// path can be bound with a `ThemeProvider<Value>` or a `ThemeProvider<Value?>`, whose
/// accessors cast differently).
///
/// The key path is compared by value: one written in generic code is a new object on every
/// call, and keyed by identity each would make, and keep, an accessor of its own.
struct AccessorCacheKey: Hashable {
  let keyPath: AnyKeyPath
  let storageType: ObjectIdentifier
}

/// An accessor used lately, found by the identity of a key path object it was asked for (a
/// literal key path is one object for the life of the program), which costs less to compare than
/// the key path. The entry holds that object, so that no other key path takes its address.
struct RecentAccessor {
  let keyPathID: ObjectIdentifier
  let storageType: ObjectIdentifier
  let accessor: BindingAccessor
  /// Held only so that `keyPathID` stays its identity.
  let keyPath: AnyKeyPath
}

/// One provider stored on one node: two words, with no allocation of its own when the provider
/// and the key path are shared.
///
/// The references are unmanaged so that a pass, which visits every slot of every node, does no
/// reference counting on them. The table owns one retain of each: taken in
/// ``retaining(accessor:storage:)`` and given back by ``release()`` when the slot leaves its
/// record, which the table defers while providers run (see ``NodeTable/retire(_:)``). Every
/// caller applies slots inside ``ThemeManager/runningUserCode(_:)``, and none of the app's code
/// (a `themeParent` read while resolving the style, say) runs between looking a slot up and
/// applying it outside that. A record, which releases its slots when it goes, is dropped only
/// outside it, and replaced only once its node has died, while a caller holds the node. So a
/// slot being applied can never be freed under its own call.
struct BindingSlot {
  private let accessorReference: Unmanaged<BindingAccessor>
  private let storageReference: Unmanaged<AnyObject>

  private init(accessor: Unmanaged<BindingAccessor>, storage: Unmanaged<AnyObject>) {
    self.accessorReference = accessor
    self.storageReference = storage
  }

  static func retaining(accessor: BindingAccessor, storage: AnyObject) -> BindingSlot {
    BindingSlot(accessor: .passRetained(accessor), storage: .passRetained(storage))
  }

  func release() {
    accessorReference.release()
    storageReference.release()
  }

  var accessor: BindingAccessor { accessorReference.takeUnretainedValue() }

  /// The provider's `ProviderStorage<Value>`.
  var storage: AnyObject { storageReference.takeUnretainedValue() }

  var key: BindingKey { accessorReference.takeUnretainedValue().key }

  func isSame(as other: BindingSlot) -> Bool {
    storageReference.toOpaque() == other.storageReference.toOpaque()
      && accessorReference.toOpaque() == other.accessorReference.toOpaque()
  }

  /// Runs the provider for `style` and stores its value into `object`.
  @MainActor
  func apply(to object: AnyObject, style: ThemeStyle) {
    applyOnMainActor(to: object, style: style)
  }

  /// Called only by ``apply(to:style:)``. Nonisolated so that the closures below are too: an
  /// isolated closure handed to `_withUnsafeGuaranteedRef` would check the executor each call.
  /// The table keeps both references alive while a provider runs (see the type's comment), so
  /// borrowing them without a retain is sound.
  private nonisolated func applyOnMainActor(to object: AnyObject, style: ThemeStyle) {
    accessorReference._withUnsafeGuaranteedRef { accessor in
      storageReference._withUnsafeGuaranteedRef { storage in
        accessor.applyFromMainActor(object, style, storage)
      }
    }
  }
}

/// Ties a provider read back from the `.theme` namespace to the node and property it came
/// from, so that ``ThemeProvider/refresh()`` can re-apply it.
@MainActor
final class ProviderAttachment: Sendable {
  private weak var manager: ThemeManager?
  private weak var node: (any ThemeNode)?
  private let key: BindingKey
  /// The storage that was bound when this copy was read; a later replacement detaches it.
  private let storage: AnyObject

  init(manager: ThemeManager, node: any ThemeNode, key: BindingKey, storage: AnyObject) {
    self.manager = manager
    self.node = node
    self.key = key
    self.storage = storage
  }

  func refresh() {
    guard let manager, let node else { return }
    manager.refreshBinding(for: key, storage: storage, of: node)
  }
}

/// A binding replaced from the app's code while something was applied.
struct ReplacedBinding {
  let record: NodeRecord
  weak var node: AnyObject?
  let key: BindingKey
}

/// Which binding a ``ReplacedBinding`` is, to apply each once.
struct ReplacedBindingID: Hashable {
  let record: ObjectIdentifier
  let key: BindingKey
}
