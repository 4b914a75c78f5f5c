import Foundation
import Theming

/// The NotificationCenter design of SwiftTheme, DKNightVersion, SDTheme and LEETheme,
/// re-implemented here: every themed object adds one observer to a notification center, and a
/// switch posts one notification, whose delivery makes each observer call its object's
/// providers with the manager's current style and store the values.
///
/// It uses a private `NotificationCenter()` and the block-based
/// `addObserver(forName:object:queue:using:)` with `queue: nil`, the block capturing its node
/// weakly (as DKNightVersion's blocks do) and reading the style with no Swift concurrency check
/// (the Objective-C libraries have none); the tokens are removed at teardown, as DKNightVersion's
/// dealloc blocks remove them. Registering applies the providers at once.
///
/// Left out, all of which would make it slower: Objective-C message sends (`perform` of a
/// selector per property in SwiftTheme), the per-object dictionary of pickers, the hex and
/// key-path parsing that plist mode repeats on each switch, the animation block per property,
/// and any per-subtree override (these libraries have none).
@MainActor
final class NotificationCenterDesign<Node: BenchmarkNode>: Contender where Node.Base == Node {
  static var didChange: Notification.Name {
    Notification.Name("ThemeBenchmarks.NotificationCenterDesign.didChange")
  }

  let kind = ContenderKind.notificationCenter
  let forest: NodeForest<Node>
  let honoursOverrides = false
  private let providers: Providers
  private let center = NotificationCenter()
  private var tokens: [any NSObjectProtocol] = []
  /// The style observers read, like SwiftTheme's `ThemeManager.currentTheme` or
  /// DKNightVersion's `themeVersion`.
  private var currentStyle: ThemeStyle = .light

  init(forest: NodeForest<Node>, providers: Providers) {
    self.forest = forest
    self.providers = providers
  }

  func theme(_ node: Node) {
    let a = providers.a
    let b = providers.b
    let c = providers.c
    node.a = a(currentStyle)
    node.b = b(currentStyle)
    node.c = c(currentStyle)
    // The block runs only inside `post` in `changeTheme(to:)`, on the main actor, and the center
    // dies with `self`. So it is typed `@MainActor` and handed over as a plain block, and holds
    // `self` without reference counting: `MainActor.assumeIsolated` in a nonisolated block cost
    // two executor checks per node (about 40 % of this design's switch here), and `unowned`
    // two atomic operations, which the Objective-C libraries this models do not pay.
    let observer: @MainActor @Sendable (Notification) -> Void = {
      [weak node, unowned(unsafe) self] _ in
      guard let node else { return }
      let style = self.currentStyle
      node.a = a(style)
      node.b = b(style)
      node.c = c(style)
    }
    let token = center.addObserver(
      forName: Self.didChange,
      object: nil,
      queue: nil,
      using: unsafeBitCast(observer, to: (@Sendable (Notification) -> Void).self)
    )
    tokens.append(token)
  }

  func changeTheme(to style: ThemeStyle) {
    currentStyle = style
    center.post(name: Self.didChange, object: nil)
  }

  func setOverride(_ style: ThemeStyle?, onNodeAt index: Int) {
    // These libraries have no per-subtree override.
  }

  func tearDown() {
    for token in tokens {
      center.removeObserver(token)
    }
    tokens.removeAll()
  }
}
