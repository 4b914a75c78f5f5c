/// Makes the closures that write a provider's values through a key path.
///
/// A write through a key path known only at run time costs the Swift runtime a projection, a
/// retain of the object and a generic store: about 200 ns on a tracked object, most of a
/// switch's time. When the key path is a stored property of a class, the same write is a store
/// at a fixed offset into the object. The closure finds out which it is with its first write,
/// made through the key path's own projection:
///
/// - a stored property projects in place, to an address inside the object, which is the
///   field's address in every object of the class;
/// - a computed property (including one with observers, a `lazy`, `weak` or `unowned` one, and
///   every property of a non-final class) projects to a temporary outside the object, which is
///   passed to the setter when the projection ends.
///
/// "Inside" is decided against the object's instance size (``ObjectLayout``), and the key path
/// must also name that one stored property alone (``KeyPathShape``). The first write
/// is an ordinary write either way: a computed property's getter runs once more than it would
/// otherwise, and its setter runs once, as for any write. Later writes store at the offset, or
/// go through the key path when no offset was found.
///
/// Why the offset, read from layouts the standard library does not publish (``KeyPathShape``,
/// ``ObjectLayout``): the compiler cannot make this closure call the setter. It folds a key
/// path into a stored closure only when the key path literal has no other use, and here the
/// same literal also names the binding (after inlining, the `keypath` instruction has the
/// closure, a retain and a release as users, and constant capture propagation requires a
/// single one outside OSSA). So without the offset every write of the `.theme` lookup is the
/// runtime's key-path application. Over the benchmark's full runs (BENCHMARKS.md), a switch of
/// the `final` class through the lookup cost 0.85–0.99× its floor; properties written through
/// the runtime's key-path application, as on the view-like class, 9–15× theirs; and the final
/// class's properties declared with `bind(_:to:apply:)` and a key path, which need no layout,
/// 0.97–1.18×. The offset path stays for the apps that theme `final` classes through the lookup
/// without declaring anything: it keeps them 13–19 % under the declared route.
@MainActor
@usableFromInline
enum KeyPathWriter {
  /// A closure that stores `Conversion.field(from: provider(style))` into `keyPath` of the
  /// object it is given.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - conversion: Turns a provided value into the property's type (wraps it in an optional,
  ///     or leaves it). A type rather than a closure, so that the specialised closure has no
  ///     call to make for it.
  /// - Returns: The closure a binding stores; every object it is given must be of `Base`.
  ///
  /// Inlinable so that the closure is compiled for the call site's own types: compiled
  /// generically, it moves each value through run-time value witnesses, which costs a plain
  /// switch about a quarter of its time.
  @inlinable
  static func makeApply<Base: AnyObject, Conversion: ValueConversion>(
    keyPath: ReferenceWritableKeyPath<Base, Conversion.Field>,
    conversion: Conversion.Type
  ) -> BindingApply {
    let plan = WritePlan()
    return { object, style, storage in
      let value = Conversion.field(
        from: unsafeDowncast(storage, to: ProviderStorage<Conversion.Provided>.self).closure(style))
      let offset = plan.offset
      if offset > 0 {
        let start = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque())
        // The first write proved this is the field the key path writes, in every object of
        // `Base`: a class's fields keep their offsets in its subclasses.
        (start + offset).assumingMemoryBound(to: Conversion.Field.self).pointee = value
      } else if offset == WritePlan.throughKeyPath {
        unsafeDowncast(object, to: Base.self)[keyPath: keyPath] = value
      } else {
        plan.offset = firstWrite(value, through: keyPath, of: unsafeDowncast(object, to: Base.self))
      }
    }
  }

  /// Writes `value` through the key path's projection and returns the offset of the address it
  /// projected to, when that lies inside the object, else ``WritePlan/throughKeyPath``.
  @usableFromInline
  static func firstWrite<Base: AnyObject, Field>(
    _ value: Field,
    through keyPath: ReferenceWritableKeyPath<Base, Field>,
    of object: Base
  ) -> Int {
    let start = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    let projected = withUnsafeMutablePointer(to: &object[keyPath: keyPath]) { field in
      field.pointee = value
      return UnsafeRawPointer(field)
    }
    guard let size = ObjectLayout.instanceSize(of: type(of: object)) else {
      return WritePlan.throughKeyPath
    }
    let offset = projected - start
    let isInside =
      offset >= ObjectLayout.headerSize
      && offset <= size - MemoryLayout<Field>.size
      && offset % MemoryLayout<Field>.alignment == 0
    // Inside the object is not enough: a key path through a reference to the object itself
    // (`\Chain.next.color` while `next` is the object) lands there too, but only on this object.
    let isOneStoredProperty = KeyPathShape.storedClassPropertyOffset(of: keyPath) == offset
    return isInside && isOneStoredProperty ? offset : WritePlan.throughKeyPath
  }
}
