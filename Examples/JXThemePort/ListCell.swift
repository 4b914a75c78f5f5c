import Theming
import UIKit

/// A row of the list. Its providers read the cell's selection, and are refreshed when it
/// changes.
final class ListCell: UITableViewCell {
  static let reuseIdentifier = "ListCell"

  let titleLabel = UILabel()
  let detailLabel = UILabel()
  let iconView = UIImageView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for view in [iconView, titleLabel, detailLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      iconView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
      titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
      detailLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])

    // The selected row shows the table's selection color through a clear background.
    contentView.theme.backgroundColor = ThemeProvider { [weak self] style in
      if self?.isSelected == true { return .clear }
      return isDark(style) ? UIColor(white: 0.1, alpha: 1) : .white
    }
    backgroundColor = .clear
    selectedBackgroundView = UIView()
    selectedBackgroundView?.theme.backgroundColor = ThemeProvider(
      light: .systemBlue, dark: .systemOrange, pink: .systemPink)

    titleLabel.theme.font = ThemeProvider { [weak self] _ in
      self?.isSelected == true ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    }
    titleLabel.theme.textColor = dynamicTextColor(.mainTitle)
    titleLabel.theme.highlightedTextColor = ThemeProvider(light: .white, dark: .black, pink: .white)
    titleLabel.theme.shadowColor = ThemeProvider { style in
      isDark(style) ? .clear : UIColor(white: 0, alpha: 0.15)
    }
    detailLabel.theme.textColor = dynamicTextColor(.subTitle)
    detailLabel.theme.alpha = ThemeProvider { style in style == .sepia ? 0.8 : 1 }

    iconView.theme.image = ThemeProvider { [weak self] _ in
      symbol(self?.isSelected == true ? "checkmark.circle.fill" : "circle")
    }
    iconView.theme.tintColor = dynamicTextColor(.normal)
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// Shows one row.
  func show(title: String, detail: String) {
    titleLabel.text = title
    detailLabel.text = detail
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    // One property, with the cell's style.
    contentView.theme.backgroundColor?.refresh()
    // Every property of an object.
    titleLabel.theme.refresh()
    iconView.theme.image?.refresh()
  }
}
