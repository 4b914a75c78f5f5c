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

  /// Runs `body` with the slot's accessor, without counting it.
  func withAccessor<Result>(_ body: (BindingAccessor) -> Result) -> Result {
    accessorReference._withUnsafeGuaranteedRef { body($0) }
  }

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

  /// Runs the provider for `style` and stores its value into `object`, borrowing the accessor
  /// and the storage: the table keeps both alive while a provider runs (see the type's
  /// comment), so no reference is counted.
  @MainActor
  func apply(to object: AnyObject, style: ThemeStyle) {
    Self.borrowing(accessorReference) { accessor in
      Self.borrowing(storageReference) { storage in
        accessor.apply(object, style, storage)
      }
    }
  }

  /// Runs `body` with the object `reference` holds, without counting it.
  ///
  /// The caller's closure is handed to this function, compiled in the Swift 6 language mode,
  /// rather than to the standard library's `_withUnsafeGuaranteedRef`: a main-actor closure
  /// handed straight to a function of a module that may not respect isolation checks its
  /// executor at every call, which would cost a pass more than its work on the node.
  @inline(__always)
  private static func borrowing<Instance: AnyObject>(
    _ reference: Unmanaged<Instance>,
    _ body: (Instance) -> Void
  ) {
    reference._withUnsafeGuaranteedRef { body($0) }
  }
}
