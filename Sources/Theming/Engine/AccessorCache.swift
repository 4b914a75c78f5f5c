/// The accessors of bound key paths, one per key path and provider type, shared by every node
/// bound through them, so that a binding costs a node two words.
struct AccessorCache {
  /// What accessors are shared under: the key path, and the provider storage's type (the same
  /// key path can be bound with a `ThemeProvider<Value>` or a `ThemeProvider<Value?>`, whose
  /// accessors cast differently), and how the accessor writes (a declared setter and the key
  /// path write one property, but an accessor keeps the setter it was made with).
  ///
  /// The key path is compared by value: one written in generic code is a new object on every
  /// call, and keyed by identity each would make, and keep, an accessor of its own.
  private struct Key: Hashable {
    let keyPath: AnyKeyPath
    let storageType: ObjectIdentifier
    let writer: AccessorWriter
  }

  /// An accessor used lately, found by the identity of a key path object it was asked for (a
  /// literal key path is one object for the life of the program), which costs less to compare
  /// than the key path. The entry holds that object, so that no other key path takes its
  /// address.
  private struct Recent {
    let keyPathID: ObjectIdentifier
    let storageType: ObjectIdentifier
    let writer: AccessorWriter
    let accessor: BindingAccessor
    let keyPath: AnyKeyPath
  }

  /// How many accessors ``recent`` keeps.
  static let recentLimit = 8

  private var accessors: [Key: BindingAccessor] = [:]
  private var recent: [Recent] = []

  /// How many accessors are kept.
  var count: Int { accessors.count }

  /// The accessor for `key` bound with a provider whose storage is `storage`: shared for a key
  /// path already bound with this kind of provider and `writer`, new otherwise (a named binding's closure
  /// captures its own argument). `makeApply` runs only for a new accessor.
  mutating func accessor(
    for key: BindingKey,
    storage: AnyObject,
    writer: AccessorWriter,
    makeApply: () -> BindingApply
  ) -> BindingAccessor {
    guard case .keyPath(let keyPath) = key else {
      return BindingAccessor(key: key, apply: makeApply())
    }
    let keyPathID = ObjectIdentifier(keyPath)
    let storageType = ObjectIdentifier(type(of: storage))
    // Theming code assigns the same few properties over and over: look at those first. By
    // index, so that only the match is copied out (with its references counted).
    for index in recent.indices
    where recent[index].keyPathID == keyPathID && recent[index].storageType == storageType
      && recent[index].writer == writer
    {
      return recent[index].accessor
    }
    let cacheKey = Key(keyPath: keyPath, storageType: storageType, writer: writer)
    let accessor: BindingAccessor
    if let known = accessors[cacheKey] {
      accessor = known
    } else {
      accessor = BindingAccessor(key: key, apply: makeApply())
      accessors[cacheKey] = accessor
    }
    if recent.count == Self.recentLimit { recent.removeFirst() }
    recent.append(
      Recent(
        keyPathID: keyPathID, storageType: storageType, writer: writer, accessor: accessor,
        keyPath: keyPath))
    return accessor
  }
}
