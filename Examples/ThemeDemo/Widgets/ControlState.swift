/// The states a control can be in, each of which may have its own title color.
enum ControlState: Hashable, Sendable {
  case normal
  case selected
  case disabled
}
