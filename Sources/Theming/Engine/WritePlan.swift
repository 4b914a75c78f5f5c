/// How a key-path accessor writes, learnt from its first write.
@usableFromInline
final class WritePlan {
  /// Not written yet.
  @usableFromInline static let unknown = 0
  /// Every write goes through the key path.
  @usableFromInline static let throughKeyPath = -1

  /// Above `0`: the field's offset in the object. Otherwise ``unknown`` or ``throughKeyPath``.
  /// Read on every write, so that accesses are not checked at run time; only main-actor code
  /// reads or writes it.
  @usableFromInline @exclusivity(unchecked) var offset = WritePlan.unknown

  @usableFromInline init() {}
}
