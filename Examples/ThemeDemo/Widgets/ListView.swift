/// A vertical list of rows.
final class ListView: View {
  var rows: [Row] {
    children.compactMap { $0 as? Row }
  }

  func append(_ row: Row) {
    addSubview(row)
  }
}

/// One line of a list: a title on the left, an optional detail on the right.
///
/// A selectable row shows a check box; its text color is the classic case of a value that
/// depends on the row's own state as well as on the style.
final class Row: View {
  var title: String
  var detail: String?
  var textColor: RGBColor?
  var detailColor: RGBColor?
  let isSelectable: Bool
  var isSelected = false

  init(title: String, detail: String? = nil, isSelectable: Bool = false) {
    self.title = title
    self.detail = detail
    self.isSelectable = isSelectable
    super.init()
  }
}
