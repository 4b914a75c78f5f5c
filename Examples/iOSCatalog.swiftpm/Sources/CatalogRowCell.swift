import Theming
import UIKit

/// A reusable row: an icon, a title, an optional line under it and a detail, and a checked
/// state that turns the title and icon green.
///
/// A cell is themed once, the first time it is configured; when the table reuses it for another
/// row its providers stay. Every switch restyles every live cell, those waiting in the reuse
/// queue included, so a reused cell comes back in the current style. What does change with the
/// row, the checked state, is set at configure time and cleared in `prepareForReuse()`.
final class CatalogRowCell: UITableViewCell {
  /// The identifier the table reuses these cells under.
  static let reuseIdentifier = "CatalogRowCell"
  /// How many cells the table has made so far: a handful, however many rows it shows.
  private(set) static var madeCount = 0

  private let iconView = UIImageView()
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let detailLabel = UILabel()
  private var isThemed = false

  /// Whether the row is checked: a checkmark, and the title and icon in the checked color.
  var isChecked = false {
    didSet {
      guard isChecked != oldValue else { return }
      accessoryType = isChecked ? .checkmark : .none
      // The providers read `isChecked`, which the library cannot see change: ask it to
      // re-apply them, with the style they are drawn in now.
      titleLabel.theme.textColor?.refresh()
      iconView.theme.refresh()
    }
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    Self.madeCount += 1
    layOut()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Themes the cell if it has not been themed yet; a reused cell is left as it is.
  ///
  /// - Parameter palette: The palette to read colors from.
  func themeOnce(from palette: CatalogPalette) {
    guard !isThemed else { return }
    isThemed = true
    theme.backgroundColor = palette.color(.surfaceRow)
    subtitleLabel.theme.textColor = palette.color(.textSecondary)
    detailLabel.theme.textColor = palette.color(.textSecondary)
    let primary = palette.color(.textPrimary)
    let accent = palette.color(.accentFill)
    let checked = palette.color(.textChecked)
    // Captured weakly: the library keeps these closures as long as the labels live, and the
    // labels live as long as the cell.
    titleLabel.theme.textColor = ThemeProvider { [weak self] style in
      self?.isChecked == true ? checked(style) : primary(style)
    }
    iconView.theme.tintColor = ThemeProvider { [weak self] style in
      self?.isChecked == true ? checked(style) : accent(style)
    }
    // The checkmark accessory is drawn in the cell's tint.
    theme.tintColor = checked
  }

  /// Shows `row`.
  ///
  /// - Parameters:
  ///   - row: The row to show.
  ///   - isChecked: Whether the row is checked.
  func configure(with row: CatalogRow, isChecked: Bool) {
    iconView.image = UIImage(systemName: row.symbolName)
    titleLabel.text = row.title
    subtitleLabel.text = row.subtitle
    subtitleLabel.isHidden = row.subtitle == nil
    detailLabel.text = row.detail
    detailLabel.isHidden = row.detail.isEmpty
    self.isChecked = isChecked
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    // The last row's state must not show in the next one; clearing it refreshes the colors.
    isChecked = false
  }

  private func layOut() {
    iconView.contentMode = .scaleAspectFit
    iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
    titleLabel.font = .preferredFont(forTextStyle: .body)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.adjustsFontForContentSizeCategory = true
    subtitleLabel.numberOfLines = 0
    detailLabel.font = .monospacedDigitSystemFont(
      ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize,
      weight: .regular
    )
    detailLabel.setContentHuggingPriority(.required, for: .horizontal)
    detailLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    let titles = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
    titles.axis = .vertical
    titles.spacing = 2
    let row = UIStackView(arrangedSubviews: [iconView, titles, detailLabel])
    row.spacing = 12
    row.alignment = .center
    contentView.addSubviewFillingMargins(row)
    iconView.widthAnchor.constraint(equalToConstant: 28).isActive = true
  }
}
