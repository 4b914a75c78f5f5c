/// A binding replaced from the app's code while something was applied.
struct ReplacedBinding {
  let record: NodeRecord
  weak var node: AnyObject?
  let key: BindingKey

  /// Which binding this is, to apply each once.
  struct ID: Hashable {
    let record: ObjectIdentifier
    let key: BindingKey
  }

  var id: ID { ID(record: ObjectIdentifier(record), key: key) }
}
