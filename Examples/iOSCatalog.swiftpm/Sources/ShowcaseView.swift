import Theming
import UIKit

/// The top of the catalog: a picture and a greeting that change with the style, two buttons
/// with state, and the card pinned to dark.
final class ShowcaseView: UIView {
  private let appTheme: AppTheme
  private let pictureView = UIImageView()
  private let greetingLabel = UILabel()
  /// On while the app follows the system's style: a title color per control state.
  private let followButton: OutlinedStateButton
  /// A `UIButton.Configuration` button (iOS 15 and later, so always here): its look is one
  /// configuration per style and playing state.
  private let playButton = UIButton(configuration: .filled())
  private let card: PinnedCardView

  /// Whether the Play button shows Pause.
  private var isPlaying = false {
    didSet {
      // The configuration provider reads `isPlaying`: re-apply the button's providers.
      playButton.theme.refresh()
    }
  }

  /// Makes the view and themes it.
  ///
  /// - Parameter appTheme: The app's theming.
  init(appTheme: AppTheme) {
    self.appTheme = appTheme
    let palette = appTheme.palette
    followButton = OutlinedStateButton(
      title: "Follow system",
      selectedTitle: "Following",
      palette: palette
    )
    card = PinnedCardView(palette: palette)
    super.init(frame: .zero)
    layOut()
    applyTheme(palette)
    followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
    playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows whether the app follows the system, which can change without a switch (turning it
  /// on while the system is in the style already shown).
  ///
  /// - Parameter follows: Whether the app follows the system's style.
  func showFollowSetting(_ follows: Bool) {
    followButton.isSelected = follows
    followButton.invalidateIntrinsicContentSize()
  }

  private func applyTheme(_ palette: CatalogPalette) {
    // A provider of `UIImage?`: an SF Symbol per style, named by the palette.
    pictureView.theme.image = palette.symbol(.greeting)
    pictureView.theme.tintColor = palette.color(.accentFill)
    greetingLabel.theme.textColor = palette.color(.textPrimary)
    // Free-form work on each switch: the greeting names whatever style is in effect, including
    // the festival, which arrives while the app runs.
    greetingLabel.theme.customization = ThemeProvider { [weak greetingLabel] style in
      let salutation =
        switch style {
        case .dark: "Good evening"
        case FestivalResponse.style: "Happy festival"
        default: "Good morning"
        }
      greetingLabel?.text = "\(salutation). This screen is drawn in \(style)."
    }
    let fill = palette.color(.accentFill)
    let text = palette.color(.accentText)
    let look = ThemeProvider<UIButton.Configuration> { [weak self] style in
      let isPlaying = self?.isPlaying == true
      var configuration = UIButton.Configuration.filled()
      configuration.title = isPlaying ? "Pause" : "Play"
      configuration.image = UIImage(systemName: isPlaying ? "pause.fill" : "play.fill")
      configuration.imagePadding = 6
      configuration.cornerStyle = .medium
      configuration.baseBackgroundColor = fill(style)
      configuration.baseForegroundColor = text(style)
      return configuration
    }
    playButton.theme.configuration = look
  }

  @objc private func followTapped() {
    appTheme.followsSystem.toggle()
    showFollowSetting(appTheme.followsSystem)
  }

  @objc private func playTapped() {
    isPlaying.toggle()
  }

  private func layOut() {
    layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 8, right: 20)
    pictureView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
    pictureView.contentMode = .scaleAspectFit
    pictureView.setContentHuggingPriority(.required, for: .horizontal)
    greetingLabel.font = .preferredFont(forTextStyle: .title3)
    greetingLabel.adjustsFontForContentSizeCategory = true
    greetingLabel.numberOfLines = 0

    let hero = UIStackView(arrangedSubviews: [pictureView, greetingLabel])
    hero.spacing = 16
    hero.alignment = .center
    let buttons = UIStackView(arrangedSubviews: [followButton, playButton])
    buttons.spacing = 12
    buttons.distribution = .fillEqually
    let stack = UIStackView(arrangedSubviews: [hero, buttons, card])
    stack.axis = .vertical
    stack.spacing = 20
    addSubviewFillingMargins(stack)
    pictureView.widthAnchor.constraint(equalToConstant: 64).isActive = true
  }
}
