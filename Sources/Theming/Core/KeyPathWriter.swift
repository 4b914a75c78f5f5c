@_spi(Reflection) internal import Swift

/// Makes the closures that write a provider's values through a key path.
///
/// A write through a key path known only at run time costs the Swift runtime a projection, a
/// box and several reference-count operations: about 120 ns, and 200 ns on an object that is
/// weakly referenced, as every tracked node is. When the key path is a single stored property
/// of a class, the same write is a store at a fixed offset into the object, so the closure
/// stores there directly. It does so only when three independent checks agree:
///
/// 1. the key path describes itself as one stored component (a computed one, including a
///    property with observers, describes itself as `<computed …>`);
/// 2. the class's reflection metadata has a stored field of that name and exactly that type;
/// 3. projecting the key path on a real instance yields the address of that very field (a
///    computed component yields a temporary, which can never lie inside the object).
///
/// Anything else, or a platform without the reflection entry point, keeps the key path.
@MainActor
@usableFromInline
enum KeyPathWriter {
  /// A closure that stores `Conversion.field(from: provider(style))` into `keyPath` of the
  /// object it is given.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - sample: An instance to check the key path against; it must be the key path's root or a
  ///     subclass, as every object the closure is later given must be.
  ///   - conversion: Turns a provided value into the property's type (wraps it in an optional,
  ///     or leaves it). A type rather than a closure, so that the specialised closure has no
  ///     call to make for it.
  /// - Returns: The closure a binding stores.
  ///
  /// Inlinable so that the closure is compiled for the call site's own types: compiled
  /// generically, it moved each value through run-time value witnesses, and a plain switch of
  /// 1,000 nodes took a quarter longer (94 µs, against 76 µs specialised).
  @inlinable
  static func makeApply<Base: AnyObject, Conversion: ValueConversion>(
    keyPath: ReferenceWritableKeyPath<Base, Conversion.Field>,
    sample: Base,
    conversion: Conversion.Type
  ) -> BindingApply {
    if let offset = storedOffset(of: keyPath, in: sample) {
      return { object, style, storage in
        let value = Conversion.field(
          from: unsafeDowncast(storage, to: ProviderStorage<Conversion.Provided>.self).closure(
            style))
        let base = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque())
        // The checks above proved this is the field the key path writes, with its type.
        (base + offset).assumingMemoryBound(to: Conversion.Field.self).pointee = value
      }
    }
    return { object, style, storage in
      unsafeDowncast(object, to: Base.self)[keyPath: keyPath] = Conversion.field(
        from: unsafeDowncast(storage, to: ProviderStorage<Conversion.Provided>.self).closure(style))
    }
  }

  /// The byte offset of the stored property `keyPath` names in `object`, or `nil` unless all
  /// three checks pass.
  @usableFromInline
  static func storedOffset<Base: AnyObject, Field>(
    of keyPath: ReferenceWritableKeyPath<Base, Field>,
    in object: Base
  ) -> Int? {
    guard let name = storedComponentName(of: keyPath),
      let offset = fieldOffset(named: name, of: Field.self, in: type(of: object))
    else { return nil }
    let start = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    // A stored component projects in place and runs no accessor, so this changes nothing.
    let projected = withUnsafeMutablePointer(to: &object[keyPath: keyPath]) {
      UnsafeRawPointer($0)
    }
    return projected == start + offset ? offset : nil
  }

  /// The property name when the key path describes itself as `\Root.name` with one stored
  /// component; `nil` for computed, optional-chained, subscripted or longer paths.
  static func storedComponentName(of keyPath: AnyKeyPath) -> String? {
    let description = keyPath.debugDescription
    guard !description.contains(where: { "<?![(".contains($0) }),
      let dot = description.lastIndex(of: ".")
    else {
      return nil
    }
    let name = description[description.index(after: dot)...]
    guard let first = name.first, first == "_" || first.isLetter,
      name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
    else { return nil }
    return String(name)
  }

  /// The offset of the stored field `name` of type `fieldType` in instances of `objectType`,
  /// from the class's reflection metadata (which lists inherited fields too).
  static func fieldOffset(named name: String, of fieldType: Any.Type, in objectType: AnyClass)
    -> Int?
  {
    guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else { return nil }
    var found: Int?
    // `.classType`, spelt by value: the standard library declares it as a mutable static.
    // Were the value ever to change, the call would fail for classes and the key path stay.
    let classType = _EachFieldOptions(rawValue: 1 << 0)
    _ = _forEachField(of: objectType, options: classType) { fieldName, offset, type, _ in
      if String(cString: fieldName) == name && type == fieldType {
        found = offset
        return false
      }
      return true
    }
    return found
  }
}

/// How a provided value becomes the value of the property it is bound to.
@usableFromInline
protocol ValueConversion {
  associatedtype Provided
  associatedtype Field
  static func field(from value: Provided) -> Field
}

/// A provider of the property's own type.
@usableFromInline
enum SameValue<Value>: ValueConversion {
  @inlinable
  static func field(from value: Value) -> Value { value }
}

/// A provider of non-optional values bound to an optional property.
@usableFromInline
enum WrappedInOptional<Value>: ValueConversion {
  @inlinable
  static func field(from value: Value) -> Value? { value }
}
