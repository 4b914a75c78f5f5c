import Combine
import Theming
import ThemingSkins
import UIKit

/// The skin pack screen, pushed from the catalog: installs the Spring Festival pack the app
/// ships, switches the app to it, and shows the pack's image in a `UIImageView`.
///
/// The image view's image is the store's provider, `store.uiImage("lantern")`: the lantern
/// while the skin shows, at the screen's scale, and `nil` in the app's own styles, which have
/// no such image. Like every provider, it is re-applied at each switch, and when the skin is
/// installed or removed.
final class SkinPackViewController: UIViewController {
  private let appTheme: AppTheme
  private let lanternView = UIImageView()
  private let titleLabel = UILabel()
  private let statusLabel = UILabel()
  private let actionButton: OutlinedStateButton
  /// Keeps the labels and the button in step with the skin pack.
  private var subscription: AnyCancellable?

  /// Makes the screen.
  ///
  /// - Parameter appTheme: The app's theming.
  init(appTheme: AppTheme) {
    self.appTheme = appTheme
    actionButton = OutlinedStateButton(
      title: "Install and show", selectedTitle: "Remove the skin", palette: appTheme.palette)
    super.init(nibName: nil, bundle: nil)
    title = "Skin pack"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layOut()
    let palette = appTheme.palette
    view.theme.backgroundColor = palette.color(.surfaceRoot)
    titleLabel.theme.textColor = palette.color(.textPrimary)
    statusLabel.theme.textColor = palette.color(.textSecondary)
    if let store = appTheme.skinPack.store {
      lanternView.theme.image = store.uiImage(BundledSkin.imageKey)
    }
    theme.statusBarStyle = StatusBarStyles.matchingSystemAppearance(in: appTheme.manager)
    actionButton.addTarget(self, action: #selector(actionTapped), for: .touchUpInside)
    // Published before each change: the new values are read on the next turn of the loop.
    subscription = appTheme.skinPack.objectWillChange
      .receive(on: RunLoop.main)
      .sink { [weak self] _ in self?.showState() }
    showState()
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    theme.preferredStatusBarStyle
  }

  @objc private func actionTapped() {
    let skinPack = appTheme.skinPack
    if skinPack.installed == nil {
      Task { await skinPack.installAndShow() }
    } else {
      skinPack.remove()
    }
  }

  private func showState() {
    let skinPack = appTheme.skinPack
    actionButton.isSelected = skinPack.installed != nil
    actionButton.isEnabled = skinPack.store != nil && !skinPack.isInstalling
    actionButton.invalidateIntrinsicContentSize()
    if let skin = skinPack.installed {
      titleLabel.text = "\(skin.displayName) \(skin.version)"
      statusLabel.text =
        "Installed from the app's bundle. The lantern above is the pack's image "
        + "\"\(BundledSkin.imageKey)\"; it shows while the skin does."
    } else {
      titleLabel.text = "Spring Festival"
      statusLabel.text =
        "A skin pack in the app's bundle: a palette and a lantern at 1x, 2x and 3x. "
        + "Install it to restyle the whole app."
    }
    if let problem = skinPack.problem { statusLabel.text = problem }
  }

  private func layOut() {
    lanternView.contentMode = .scaleAspectFit
    // The lantern is pixel art: drawn larger, its pixels stay sharp.
    lanternView.layer.magnificationFilter = .nearest
    lanternView.accessibilityLabel = "The skin pack's lantern"
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    statusLabel.font = .preferredFont(forTextStyle: .body)
    for label in [titleLabel, statusLabel] {
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      label.textAlignment = .center
    }
    let stack = UIStackView(arrangedSubviews: [lanternView, titleLabel, statusLabel, actionButton])
    stack.axis = .vertical
    stack.spacing = 16
    stack.alignment = .center
    view.layoutMargins = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      lanternView.widthAnchor.constraint(equalToConstant: 96),
      lanternView.heightAnchor.constraint(equalToConstant: 96),
    ])
  }
}
