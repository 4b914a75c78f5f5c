/// One provider stored on one node: two words, with no allocation of its own when the provider
/// and the key path are shared.
///
/// The references are unmanaged so that a pass, which visits every slot of every node, does no
/// reference counting on them. The table owns one retain of each: taken in
/// ``retaining(accessor:storage:)`` and given back by ``release()`` when the slot leaves its
/// record, which the table defers while providers run (see ``NodeTable/retire(_:)``). Every
/// caller applies slots inside ``UpdateScheduler/runningUserCode(in:_:)``, and none of the app's code
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

  /// Whether the slot's accessor stores under `accessor`'s key, read without counting it.
  func hasSameKey(as accessor: BindingAccessor) -> Bool {
    accessorReference._withUnsafeGuaranteedRef { $0.hasSameKey(as: accessor) }
  }

  /// The class of the slot's key path, if it binds one, read without counting the accessor.
  var keyPathClass: ObjectIdentifier? {
    accessorReference._withUnsafeGuaranteedRef { $0.keyPathClass }
  }

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
