import Theming
import UIKit

/// A card pinned to dark, whatever the app shows, with layers, a text view and progress
/// indicators inside it, and a badge layer pinned to pink.
final class OverrideViewController: UIViewController {
  private let cardView = UIView()
  private let notesView = UITextView()
  private let progressView = UIProgressView(progressViewStyle: .default)
  private let pageControl = UIPageControl()
  private let spinner = UIActivityIndicatorView()
  private let gradientLayer = CAGradientLayer()
  private let ringLayer = CAShapeLayer()
  private let badgeLayer = CALayer()
  private let pinSwitch = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pinned"
    layOut()

    view.theme.backgroundColor = ThemeProvider(
      light: .white, dark: UIColor(white: 0.08, alpha: 1), pink: UIColor(hex: "#FFF0F5") ?? .white)

    // The card and everything in it stays dark; set before or after its providers, the same.
    cardView.theme.overrideThemeStyle = .dark
    cardView.theme.backgroundColor = ThemeProvider(light: .white, dark: .black, pink: .systemPink)
    cardView.theme.cornerRadius = ThemeProvider { _ in CardStyle.cornerRadius }
    cardView.layer.theme.borderColor = ThemeProvider(
      light: .lightGray, dark: .darkGray, pink: .magenta)
    cardView.layer.theme.borderWidth = ThemeProvider { style in isDark(style) ? 1 : 2 }
    cardView.layer.theme.shadowColor = ThemeProvider { style in isDark(style) ? .black : .gray }
    cardView.theme.customization = ThemeProvider { [weak self] style in
      self?.cardView.layer.shadowOpacity = isDark(style) ? 0.6 : 0.2
    }

    gradientLayer.theme.gradientColors = ThemeProvider { style in
      isDark(style) ? [.black, UIColor(white: 0.2, alpha: 1)] : [.white, .systemGray]
    }
    ringLayer.theme.fillColor = ThemeProvider { _ in .clear }
    ringLayer.theme.strokeColor = ThemeProvider(
      light: .systemBlue, dark: .systemOrange, pink: .white)
    ringLayer.lineWidth = 3

    // A layer pinned on its own: its frame and color follow pink, not the card's dark.
    badgeLayer.theme.overrideThemeStyle = .pink
    badgeLayer.theme.backgroundColor = ThemeProvider(
      light: .systemBlue, dark: .systemOrange, pink: .systemPink)
    badgeLayer.theme.customization = ThemeProvider { [weak layer = badgeLayer] style in
      let side: CGFloat = (style == .pink ? 0.8 : 0.6) * CardStyle.cornerRadius
      layer?.bounds = CGRect(x: 0, y: 0, width: side, height: side)
      layer?.cornerRadius = side / 2
    }

    notesView.isEditable = false
    notesView.theme.backgroundColor = ThemeProvider { _ in .clear }
    notesView.theme.font = ThemeProvider { style in
      style == .sepia
        ? UIFont(name: "Georgia", size: 15) ?? .systemFont(ofSize: 15) : .systemFont(ofSize: 15)
    }
    notesView.theme.textColor = dynamicTextColor(.normal)
    notesView.theme.attributedText = ThemeProvider { style in
      NSAttributedString(
        string: "This card shows \(style.rawValue), whatever style the app shows.",
        attributes: [.foregroundColor: ColorTable.shared.textColor(style: style, level: .normal)])
    }
    notesView.theme.keyboardAppearance = ThemeProvider { style in isDark(style) ? .dark : .light }

    progressView.progress = 0.6
    progressView.theme.progressTintColor = ThemeProvider(
      light: .systemBlue, dark: .systemOrange, pink: .white)
    progressView.theme.trackTintColor = dynamicTextColor(.subTitle)
    progressView.theme.progressImage = ThemeProvider { style in
      swatch(isDark(style) ? .systemOrange : .systemBlue)
    }
    progressView.theme.trackImage = ThemeProvider { style in
      swatch(isDark(style) ? .darkGray : .lightGray)
    }

    pageControl.numberOfPages = 3
    pageControl.theme.pageIndicatorTintColor = dynamicTextColor(.subTitle)
    pageControl.theme.currentPageIndicatorTintColor = dynamicTextColor(.mainTitle)

    spinner.theme.style = ThemeProvider { style in isDark(style) ? .large : .medium }
    spinner.theme.color = dynamicTextColor(.mainTitle)
    spinner.startAnimating()

    // The switch outside the card takes the pin off and puts it back.
    pinSwitch.isOn = true
    pinSwitch.theme.onTintColor = ThemeProvider(
      light: .systemGreen, dark: .systemTeal, pink: .systemPink)
    pinSwitch.addTarget(self, action: #selector(pinChanged), for: .valueChanged)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The slider on the settings screen may have changed the radius these providers read.
    cardView.theme.provider(boundTo: "UIView.cornerRadius", as: CGFloat.self)?.refresh()
    badgeLayer.theme.refresh()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    gradientLayer.frame = cardView.bounds
    ringLayer.path =
      UIBezierPath(
        ovalIn: CGRect(x: cardView.bounds.maxX - 44, y: 12, width: 32, height: 32)
      ).cgPath
    badgeLayer.position = CGPoint(x: cardView.bounds.maxX - 28, y: 28)
  }

  @objc private func pinChanged() {
    // Everything in the card whose style changes is re-applied at once.
    cardView.theme.overrideThemeStyle = pinSwitch.isOn ? .dark : nil
  }

  private func layOut() {
    cardView.layer.addSublayer(gradientLayer)
    cardView.layer.addSublayer(ringLayer)
    cardView.layer.addSublayer(badgeLayer)
    let stack = UIStackView(arrangedSubviews: [notesView, progressView, pageControl, spinner])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    cardView.addSubview(stack)
    for view in [cardView, pinSwitch] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      cardView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
      cardView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      cardView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
      stack.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 56),
      stack.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -16),
      notesView.heightAnchor.constraint(equalToConstant: 80),
      pinSwitch.topAnchor.constraint(equalTo: cardView.bottomAnchor, constant: 20),
      pinSwitch.leadingAnchor.constraint(equalTo: cardView.leadingAnchor),
    ])
  }
}
