import Theming
import UIKit

/// The UIKit catalog: the showcase at the top, what the last run saved, and a long library whose
/// rows reuse a handful of cells. The navigation bar switches styles and receives the festival.
final class CatalogViewController: UITableViewController {
  /// The table's sections, in order.
  private enum Section: Int, CaseIterable {
    /// What the last run saved and what the app shows now.
    case remembered
    /// The music library.
    case library
  }

  private let appTheme: AppTheme
  private let library = CatalogRow.library(count: 300)
  /// The library's checked rows, by index: the state a reused cell must not carry over.
  private var favourites: Set<Int> = [2, 7]
  private let showcase: ShowcaseView
  private let styleControl: StyleSegmentedControl
  private let festivalButton = UIBarButtonItem()
  private let skinPackButton = UIBarButtonItem()
  /// Keeps the controls in step with every switch, whoever made it.
  private var observation: ThemeObservation?

  /// Makes the catalog.
  ///
  /// - Parameter appTheme: The app's theming.
  init(appTheme: AppTheme) {
    self.appTheme = appTheme
    showcase = ShowcaseView(appTheme: appTheme)
    styleControl = StyleSegmentedControl(palette: appTheme.palette)
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Catalog"
    tableView.register(CatalogRowCell.self, forCellReuseIdentifier: CatalogRowCell.reuseIdentifier)
    tableView.tableHeaderView = showcase
    navigationItem.titleView = styleControl
    styleControl.addTarget(self, action: #selector(styleChosen), for: .valueChanged)
    festivalButton.image = UIImage(systemName: "gift")
    festivalButton.accessibilityLabel = "Receive the festival style"
    festivalButton.target = self
    festivalButton.action = #selector(receiveFestival)
    navigationItem.rightBarButtonItem = festivalButton
    skinPackButton.image = UIImage(systemName: "shippingbox")
    skinPackButton.accessibilityLabel = "Skin pack"
    skinPackButton.target = self
    skinPackButton.action = #selector(showSkinPack)
    navigationItem.leftBarButtonItem = skinPackButton

    let palette = appTheme.palette
    tableView.theme.backgroundColor = palette.color(.surfaceRoot)
    tableView.theme.separatorColor = palette.color(.surfaceSeparator)
    // Asked for again whenever this screen's style changes; see `preferredStatusBarStyle`.
    theme.statusBarStyle = StatusBarStyles.matchingSystemAppearance(in: appTheme.manager)

    observation = appTheme.manager.addObserver { [weak self] _ in
      self?.showThemeState()
    }
    showThemeState()
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    theme.preferredStatusBarStyle
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The SwiftUI tab may have chosen a style or received the festival meanwhile.
    showThemeState()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // A table reads its header's height only when the header is assigned: size it to the
    // table's width, and assign it again when that changes its height.
    let width = tableView.bounds.width
    let height = showcase.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    guard showcase.frame.width != width || showcase.frame.height != height else { return }
    showcase.frame = CGRect(x: 0, y: 0, width: width, height: height)
    tableView.tableHeaderView = showcase
  }

  /// Shows the current style, the follow setting and the festival's availability in the
  /// controls, and the current style in the Remembered section.
  private func showThemeState() {
    styleControl.show(current: appTheme.manager.currentThemeStyle, available: appTheme.styles)
    festivalButton.isEnabled = !appTheme.hasFestival
    showcase.showFollowSetting(appTheme.followsSystem)
    guard isViewLoaded, tableView.window != nil else { return }
    tableView.reloadSections(IndexSet(integer: Section.remembered.rawValue), with: .none)
  }

  @objc private func styleChosen() {
    guard let style = styleControl.selectedStyle else { return }
    appTheme.choose(style)
    // A choice also stops following the system, which no switch announces when the style
    // stays the same.
    showThemeState()
  }

  @objc private func showSkinPack() {
    navigationController?.pushViewController(
      SkinPackViewController(appTheme: appTheme), animated: true)
  }

  @objc private func receiveFestival() {
    appTheme.receiveFestival(switchingToIt: true)
    showThemeState()
  }

  // MARK: - The rows of the Remembered section

  private var rememberedRows: [CatalogRow] {
    let launch = appTheme.launch
    let manager = appTheme.manager
    var now = manager.currentThemeStyle.rawValue
    if manager.followsSystem { now += ", following the system" }
    var rows = [
      CatalogRow(
        symbolName: "externaldrive", title: "Saved by the last run", subtitle: launch.savedSummary),
      CatalogRow(
        symbolName: "arrow.counterclockwise", title: "Restored at launch",
        subtitle: launch.restoredSummary),
      CatalogRow(symbolName: "paintpalette", title: "Showing now", subtitle: now),
    ]
    if let problem = appTheme.festivalProblem {
      rows.append(
        CatalogRow(
          symbolName: "exclamationmark.triangle", title: "The festival was refused",
          subtitle: problem))
    }
    return rows
  }

  // MARK: - UITableViewDataSource

  override func numberOfSections(in tableView: UITableView) -> Int {
    Section.allCases.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .remembered: rememberedRows.count
    case .library: library.count
    case nil: 0
    }
  }

  override func tableView(
    _ tableView: UITableView,
    cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: CatalogRowCell.reuseIdentifier,
      for: indexPath
    )
    guard let row = cell as? CatalogRowCell else { return cell }
    // A new cell is themed here, once; a reused one already is, and in the current style.
    row.themeOnce(from: appTheme.palette)
    switch Section(rawValue: indexPath.section) {
    case .remembered:
      row.configure(with: rememberedRows[indexPath.row], isChecked: false)
      row.selectionStyle = .none
    case .library:
      row.configure(with: library[indexPath.row], isChecked: favourites.contains(indexPath.row))
      row.selectionStyle = .default
    case nil:
      break
    }
    return row
  }

  override func tableView(
    _ tableView: UITableView,
    titleForHeaderInSection section: Int
  ) -> String? {
    switch Section(rawValue: section) {
    case .remembered: "Remembered"
    case .library: "Library"
    case nil: nil
    }
  }

  override func tableView(
    _ tableView: UITableView,
    titleForFooterInSection section: Int
  ) -> String? {
    switch Section(rawValue: section) {
    case .remembered:
      "Kept in \(appTheme.launch.storeDescription). Choose a style, quit the app and open it "
        + "again: it comes back in that style."
    case .library:
      "\(library.count) rows drawn by \(CatalogRowCell.madeCount) cells so far, each themed "
        + "once. Tap a row to check it: its title and icon are refreshed for the new state."
    case nil:
      nil
    }
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard Section(rawValue: indexPath.section) == .library else { return }
    let index = indexPath.row
    if favourites.remove(index) == nil { favourites.insert(index) }
    (tableView.cellForRow(at: indexPath) as? CatalogRowCell)?.isChecked =
      favourites.contains(index)
  }
}
