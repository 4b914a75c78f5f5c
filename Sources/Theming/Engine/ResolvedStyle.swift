/// A style together with its interned number.
struct ResolvedStyle: Equatable {
  let style: ThemeStyle
  let id: StyleID
}
