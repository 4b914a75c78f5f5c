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
