import Theming
import UIKit

/// Switches the theme: a button per style, a switch for pink, and the account whose choice is
/// stored.
final class SettingsViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let stack = UIStackView()
  private let currentLabel = UILabel()
  private let pinkSwitch = UISwitch()
  private let sizeSlider = UISlider()
  private let accountField = UITextField()
  private let storeField = UITextField()
  private var styleButtons: [(ThemeStyle, UIButton)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    layOut()

    view.theme.backgroundColor = ThemeProvider(
      light: .systemGroupedBackground, dark: .black, pink: UIColor(hex: "#FFF0F5") ?? .white)
    scrollView.theme.indicatorStyle = ThemeProvider { style in isDark(style) ? .white : .black }

    // The label shows the style in effect, so it needs no observer.
    currentLabel.theme.attributedText = ThemeProvider { style in
      NSAttributedString(
        string: "Showing \(style.rawValue)",
        attributes: [
          .font: UIFont.preferredFont(forTextStyle: .headline),
          .foregroundColor: ColorTable.shared.textColor(style: style, level: .mainTitle),
        ])
    }

    for style in ThemeStyle.offered + ServerThemes.shared.styles {
      addButton(for: style)
    }
    showSelectedButton()

    pinkSwitch.isOn = ThemeManager.shared.currentThemeStyle == .pink
    pinkSwitch.theme.onTintColor = ThemeProvider(
      light: .systemGreen, dark: .systemTeal, pink: .systemPink)
    pinkSwitch.theme.thumbTintColor = ThemeProvider { style in isDark(style) ? .lightGray : .white }
    pinkSwitch.addTarget(self, action: #selector(pinkChanged), for: .valueChanged)

    sizeSlider.minimumValue = 12
    sizeSlider.maximumValue = 24
    sizeSlider.value = 17
    sizeSlider.theme.thumbTintColor = dynamicTextColor(.mainTitle)
    sizeSlider.theme.minimumTrackTintColor = ThemeProvider(
      light: .systemBlue, dark: .systemOrange, pink: .systemPink)
    sizeSlider.theme.maximumTrackTintColor = dynamicTextColor(.subTitle)
    sizeSlider.theme.minimumValueImage = ThemeProvider { style in
      symbol(isDark(style) ? "textformat.size.smaller" : "textformat.size")
    }
    sizeSlider.theme.maximumValueImage = ThemeProvider { _ in symbol("textformat.size.larger") }
    sizeSlider.addTarget(self, action: #selector(sizeChanged), for: .valueChanged)

    accountField.text = ThemeManager.shared.storeConfigsIdentifierKey
    accountField.borderStyle = .roundedRect
    accountField.layer.borderWidth = 1
    accountField.layer.cornerRadius = 6
    accountField.theme.borderColor = dynamicTextColor(.subTitle)
    accountField.returnKeyType = .go
    accountField.theme.font = ThemeProvider { style in
      style == .sepia
        ? UIFont(name: "Georgia", size: 17) ?? .systemFont(ofSize: 17) : .systemFont(ofSize: 17)
    }
    accountField.theme.textColor = dynamicTextColor(.mainTitle)
    accountField.theme.backgroundColor = ThemeProvider { style in
      isDark(style) ? UIColor(white: 0.15, alpha: 1) : .white
    }
    accountField.theme.attributedPlaceholder = ThemeProvider { style in
      NSAttributedString(
        string: "Account",
        attributes: [.foregroundColor: ColorTable.shared.textColor(style: style, level: .subTitle)])
    }
    accountField.theme.keyboardAppearance = ThemeProvider { style in isDark(style) ? .dark : .light
    }
    accountField.addTarget(self, action: #selector(signIn), for: .editingDidEndOnExit)

    storeField.isEnabled = false
    storeField.theme.attributedText = ThemeProvider { style in
      NSAttributedString(
        string: "Saved under \(ThemeManager.shared.storeKey)",
        attributes: [
          .font: UIFont.preferredFont(forTextStyle: .footnote),
          .foregroundColor: ColorTable.shared.textColor(style: style, level: .normal),
        ])
    }
  }

  private func layOut() {
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.spacing = 12
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
    for view in [currentLabel, pinkSwitch, sizeSlider, accountField, storeField] {
      stack.addArrangedSubview(view)
    }
  }

  /// A button that switches to `style`: its title, shadow, image and background follow the
  /// theme, and it is selected while `style` is shown.
  private func addButton(for style: ThemeStyle) {
    let button = UIButton(type: .custom)
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    button.setTitle(style.rawValue.capitalized, for: .normal)
    button.theme.setTitleColor(dynamicTextColor(.mainTitle), for: .normal)
    button.theme.setTitleColor(ThemeProvider { _ in .white }, for: .selected)
    button.theme.setTitleShadowColor(
      ThemeProvider { theme in isDark(theme) ? .black : UIColor(white: 0, alpha: 0.2) },
      for: .normal)
    button.theme.setImage(ThemeProvider { _ in symbol("circle") }, for: .normal)
    button.theme.setImage(ThemeProvider { _ in symbol("checkmark.circle.fill") }, for: .selected)
    button.theme.setBackgroundImage(
      ThemeProvider { theme in swatch(isDark(theme) ? UIColor(white: 0.2, alpha: 1) : .white) },
      for: .normal)
    let selectedBackground = ThemeProvider<UIImage> { theme in
      swatch(ColorTable.shared.textColor(style: theme, level: .mainTitle))
    }
    button.theme.setBackgroundImage(selectedBackground.map { $0 }, for: .selected)
    if style == .unspecified || style == .sepia {
      // A title in the style's own face, made anew for the style shown.
      button.theme.setAttributedTitle(
        ThemeProvider { theme in
          NSAttributedString(
            string: style.rawValue.capitalized,
            attributes: [
              .font: UIFont(name: "Georgia-Italic", size: 17) ?? .italicSystemFont(ofSize: 17),
              .foregroundColor: ColorTable.shared.textColor(style: theme, level: .mainTitle),
            ])
        },
        for: .normal)
    }
    button.addTarget(self, action: #selector(styleTapped(_:)), for: .touchUpInside)
    styleButtons.append((style, button))
    stack.addArrangedSubview(button)
  }

  private func showSelectedButton() {
    let current = ThemeManager.shared.currentThemeStyle
    for (style, button) in styleButtons {
      button.isSelected = style == current
    }
    pinkSwitch.setOn(current == .pink, animated: true)
  }

  @objc private func styleTapped(_ sender: UIButton) {
    guard let (style, _) = styleButtons.first(where: { $0.1 === sender }) else { return }
    ThemeManager.shared.changeTheme(to: style)
    showSelectedButton()
  }

  @objc private func pinkChanged() {
    ThemeManager.shared.changeTheme(to: pinkSwitch.isOn ? .pink : .light)
    showSelectedButton()
  }

  /// The slider sets the corner radius of every card; the cards' providers read it.
  @objc private func sizeChanged() {
    CardStyle.cornerRadius = CGFloat(sizeSlider.value)
  }

  @objc private func signIn() {
    guard let account = accountField.text, !account.isEmpty else { return }
    Account.signIn(account)
    storeField.theme.attributedText?.refresh()
    showSelectedButton()
  }
}
