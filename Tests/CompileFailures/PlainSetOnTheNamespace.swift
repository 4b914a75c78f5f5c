// expected-error: declare properties on ThemeWrapper with 'nonmutating set'
// A property declared on the namespace with a plain `set`, as JXTheme's were, must not compile:
// Swift would otherwise take the assignment for the key-path lookup of the object's own
// property, a binding the declaration's getter never reads.
import Theming

@MainActor
final class Badge: ThemeCompatible {
  var themeParent: (any ThemeNode)? { nil }
  var tint = 0
}

extension ThemeWrapper where Base: Badge {
  var tint: ThemeProvider<Int>? {
    get { provider(boundTo: "Badge.tint") }
    set { bind(newValue, to: "Badge.tint") { badge, value in badge.tint = value } }
  }
}

@MainActor
func theme(_ badge: Badge) {
  badge.theme.tint = ThemeProvider { _ in 1 }
}
