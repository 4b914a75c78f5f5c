import Theming
import UIKit

/// The now-playing card, pinned to dark whatever the app's style: `overrideThemeStyle` on the
/// card pins it and everything in it.
///
/// The manager also gives the card the system's dark look, so the line drawn in a system color
/// (`secondaryLabel`, not themed at all) and the switch follow the pin too. The switch takes the
/// pin off and puts it back.
final class PinnedCardView: UIView {
  private let symbolView = UIImageView()
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let systemColorLabel = UILabel()
  private let pinLabel = UILabel()
  private let pinSwitch = UISwitch()
  private let queueButton: OutlinedStateButton

  /// Makes the card, pinned.
  ///
  /// - Parameter palette: The palette to read colors from.
  init(palette: CatalogPalette) {
    queueButton = OutlinedStateButton(title: "Queue", selectedTitle: "Queued", palette: palette)
    super.init(frame: .zero)
    layOut()
    // Pinned before the card's own views are themed, so their providers run in dark from the
    // start. The Queue button themed itself when it was made and is re-applied by the pin.
    theme.overrideThemeStyle = .dark
    applyTheme(palette)
    pinSwitch.isOn = true
    pinSwitch.addTarget(self, action: #selector(pinChanged), for: .valueChanged)
    queueButton.addTarget(self, action: #selector(queueTapped), for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private func applyTheme(_ palette: CatalogPalette) {
    theme.backgroundColor = palette.color(.surfaceCard)
    symbolView.theme.image = palette.symbol(.card)
    symbolView.theme.tintColor = palette.color(.accentFill)
    titleLabel.theme.textColor = palette.color(.textPrimary)
    subtitleLabel.theme.textColor = palette.color(.textSecondary)
    pinLabel.theme.textColor = palette.color(.textPrimary)
    pinSwitch.theme.onTintColor = palette.color(.accentFill)
  }

  @objc private func pinChanged() {
    // Everything inside is re-applied at once, in the app's style or in dark again.
    theme.overrideThemeStyle = pinSwitch.isOn ? .dark : nil
    pinLabel.text = pinSwitch.isOn ? "Pinned to dark" : "Following the app"
  }

  @objc private func queueTapped() {
    queueButton.isSelected.toggle()
  }

  private func layOut() {
    layer.cornerRadius = 16
    layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      textStyle: .title1
    )
    symbolView.setContentHuggingPriority(.required, for: .horizontal)
    titleLabel.text = "Now playing"
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    subtitleLabel.text = "Theming · Live in Swift"
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    systemColorLabel.text =
      "This line is UIColor.secondaryLabel, a system color: it follows the pin."
    systemColorLabel.font = .preferredFont(forTextStyle: .footnote)
    systemColorLabel.textColor = .secondaryLabel
    systemColorLabel.numberOfLines = 0
    pinLabel.text = "Pinned to dark"
    pinLabel.font = .preferredFont(forTextStyle: .body)
    for label in [titleLabel, subtitleLabel, systemColorLabel, pinLabel] {
      label.adjustsFontForContentSizeCategory = true
    }

    let titles = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
    titles.axis = .vertical
    titles.spacing = 2
    let heading = UIStackView(arrangedSubviews: [symbolView, titles, queueButton])
    heading.spacing = 12
    heading.alignment = .center
    let pinRow = UIStackView(arrangedSubviews: [pinLabel, pinSwitch])
    pinRow.spacing = 12
    let stack = UIStackView(arrangedSubviews: [heading, systemColorLabel, pinRow])
    stack.axis = .vertical
    stack.spacing = 12
    addSubviewFillingMargins(stack)
  }
}
