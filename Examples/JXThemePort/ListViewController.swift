import Theming
import UIKit

/// A list of rows under a search bar, pulled to reload; its footer is restyled by hand from the
/// theme notification.
final class ListViewController: UITableViewController {
  private let sections = ["A", "B", "C", "D"]
  private let searchBar = UISearchBar()
  private let footerLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "List"
    tableView.register(ListCell.self, forCellReuseIdentifier: ListCell.reuseIdentifier)
    tableView.allowsMultipleSelection = true

    tableView.theme.backgroundColor = ThemeProvider(
      light: .systemGroupedBackground, dark: .black, pink: UIColor(hex: "#FFF0F5") ?? .white)
    tableView.theme.separatorColor = dynamicTextColor(.subTitle)
    tableView.theme.sectionIndexColor = dynamicTextColor(.mainTitle)
    tableView.theme.sectionIndexBackgroundColor = ThemeProvider { _ in .clear }
    tableView.theme.indicatorStyle = ThemeProvider { style in isDark(style) ? .white : .black }

    searchBar.sizeToFit()
    searchBar.placeholder = "Search rows"
    searchBar.theme.barStyle = ThemeProvider { style in isDark(style) ? .black : .default }
    searchBar.theme.barTintColor = ThemeProvider(light: .white, dark: .black, pink: .systemPink)
    searchBar.theme.keyboardAppearance = ThemeProvider { style in
      isDark(style) ? .dark : .light
    }
    tableView.tableHeaderView = searchBar

    let refreshControl = UIRefreshControl()
    refreshControl.theme.attributedTitle = ThemeProvider { style in
      NSAttributedString(
        string: "Reloading in \(style.rawValue)",
        attributes: [.foregroundColor: ColorTable.shared.textColor(style: style, level: .normal)]
      )
    }
    refreshControl.theme.tintColor = dynamicTextColor(.normal)
    refreshControl.addTarget(self, action: #selector(reload), for: .valueChanged)
    self.refreshControl = refreshControl

    footerLabel.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    footerLabel.textAlignment = .center
    tableView.tableFooterView = footerLabel
    showFooter(for: ThemeManager.shared.currentThemeStyle)

    let nextItem = UIBarButtonItem(
      title: "Next", style: .plain, target: self, action: #selector(showNextStyle))
    nextItem.theme.tintColor = dynamicTextColor(.mainTitle)
    nextItem.theme.setTitleTextAttributes(
      ThemeProvider { style in
        [.font: UIFont.boldSystemFont(ofSize: 17), .kern: isDark(style) ? 1 : 0]
      },
      for: .normal)
    nextItem.theme.setTitleTextAttributes(
      ThemeProvider { _ in [.foregroundColor: UIColor.gray] }, for: .disabled)
    navigationItem.rightBarButtonItem = nextItem

    // The badge counts the selected rows, and turns red past five.
    tabBarItem.theme.badgeColor = ThemeProvider { [weak self] style in
      let count = self?.tableView.indexPathsForSelectedRows?.count ?? 0
      if count > 5 { return .systemRed }
      return ColorTable.shared.textColor(style: style, level: .subTitle)
    }

    NotificationCenter.default.addObserver(
      self, selector: #selector(themeDidChange(_:)), name: .themeDidChange, object: nil)
  }

  /// The footer is not themed: the notification restyles it, after every themed view.
  @objc private func themeDidChange(_ notification: Notification) {
    guard let style = notification.userInfo?["style"] as? ThemeStyle else { return }
    showFooter(for: style)
  }

  private func showFooter(for style: ThemeStyle) {
    footerLabel.text = "Style: \(style.rawValue)"
    footerLabel.textColor = dynamicTextColor(.subTitle).provider(style)
  }

  @objc private func reload() {
    tableView.reloadData()
    refreshControl?.endRefreshing()
  }

  /// Switches to the next style the app offers, then to the server's.
  @objc private func showNextStyle() {
    let styles = ThemeStyle.offered + ServerThemes.shared.styles
    let current = ThemeManager.shared.currentThemeStyle
    let index = styles.firstIndex(of: current).map { ($0 + 1) % styles.count } ?? 0
    ThemeManager.shared.changeTheme(to: styles[index])
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectionDidChange()
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    selectionDidChange()
  }

  private func selectionDidChange() {
    let count = tableView.indexPathsForSelectedRows?.count ?? 0
    tabBarItem.badgeValue = count > 0 ? "\(count)" : nil
    // Re-applies every provider of the bar item, the badge color among them.
    tabBarItem.theme.refresh()
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    10
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    sections
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section]
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: ListCell.reuseIdentifier, for: indexPath)
    if let cell = cell as? ListCell {
      cell.show(
        title: "\(sections[indexPath.section])\(indexPath.row + 1)",
        detail: "Tap to select; its look follows the selection")
    }
    return cell
  }
}
