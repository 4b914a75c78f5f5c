/// Shows an ``AsciiImage`` drawn in its tint color.
final class ImageView: View {
  var image: AsciiImage?
  var tintColor: RGBColor?
}
