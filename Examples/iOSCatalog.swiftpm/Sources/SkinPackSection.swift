import SwiftUI
import Theming
import ThemingSkins

/// The skin pack in the SwiftUI screen: the pack's image in a SwiftUI `Image`, from the store's
/// `swiftUIImage(_:)` provider read for the style the `ThemeReader` above gives, and the button
/// that installs or removes the skin.
@MainActor
struct SkinPackSection: View {
  /// The app's theming.
  let appTheme: AppTheme
  /// The skin pack, observed: an install or a removal redraws the section even when it
  /// switches nothing.
  @ObservedObject var skinPack: BundledSkin
  /// The style in effect, from the `ThemeReader` above.
  let style: ThemeStyle

  var body: some View {
    let palette = appTheme.palette
    HStack(spacing: 16) {
      lantern
        .frame(width: 48, height: 48)
      VStack(alignment: .leading, spacing: 8) {
        Text(status)
          .foregroundStyle(Color(palette.themeColor(.textPrimary, for: style)))
        Button(skinPack.installed == nil ? "Install and show" : "Remove the skin") {
          if skinPack.installed == nil {
            Task { await skinPack.installAndShow() }
          } else {
            skinPack.remove()
          }
        }
        .disabled(skinPack.store == nil || skinPack.isInstalling)
      }
    }
  }

  /// The pack's lantern while the skin shows; a placeholder in the app's own styles, which
  /// have no such image.
  @ViewBuilder private var lantern: some View {
    if let image = skinPack.store?.swiftUIImage(BundledSkin.imageKey)(style) {
      // Pixel art: scaled up without smoothing.
      image.resizable().interpolation(.none).scaledToFit()
    } else {
      Image(systemName: "shippingbox")
        .font(.title)
        .foregroundStyle(Color(appTheme.palette.themeColor(.accentFill, for: style)))
    }
  }

  private var status: String {
    if let problem = skinPack.problem { return problem }
    guard let skin = skinPack.installed else {
      return "Spring Festival, in the app's bundle: not installed."
    }
    return "\(skin.displayName) \(skin.version), installed from the app's bundle."
  }
}
