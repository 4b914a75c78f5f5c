/// One line of text.
final class Label: View {
  var text: String
  var textColor: RGBColor?

  init(_ text: String = "") {
    self.text = text
    super.init()
  }
}
