import Theming

/// The small app screen the demo draws: a navigation bar, a greeting with a picture, a settings
/// list with one selectable row, a card, and a bar of buttons: Share, Follow (selected while the
/// app follows the terminal's style) and Delete (disabled).
///
/// The widgets are built here; the themes are assigned in `DemoScreen+Theme.swift`.
@MainActor
final class DemoScreen {
  let manager: ThemeManager

  let root = View()
  let navigationBar = View(axis: .horizontal)
  let titleLabel = Label("Settings")
  let editButton = Button(title: "Edit")
  let picture = ImageView()
  let greeting = Label()
  let list = ListView()
  let favouritesRow = Row(title: "Favourites", detail: "12", isSelectable: true)
  let card = View()
  let cardTitle = Label("Now playing")
  let cardSubtitle = Label("Theming - Live in Swift")
  let playButton = Button(title: "Play")
  let toolbar = View(axis: .horizontal)
  let shareButton = Button(title: "Share")
  let followButton = Button(title: "Follow")
  let deleteButton = Button(title: "Delete")

  /// Every button, for binding the per-state title colors in one place.
  var buttons: [Button] { [editButton, playButton, shareButton, followButton, deleteButton] }

  init(manager: ThemeManager) {
    self.manager = manager
    assemble()
    applyTheme()
    showFollowSetting()
  }

  private func assemble() {
    navigationBar.horizontalPadding = 1
    navigationBar.addSubview(titleLabel)
    navigationBar.addSubview(editButton)
    root.addSubview(navigationBar)

    root.addSubview(picture)
    let greetingLine = View(axis: .horizontal)
    greetingLine.horizontalPadding = 1
    greetingLine.addSubview(greeting)
    root.addSubview(greetingLine)

    list.horizontalPadding = 1
    list.append(Row(title: "Wi-Fi", detail: "Home"))
    list.append(Row(title: "Bluetooth", detail: "On"))
    list.append(favouritesRow)
    root.addSubview(list)

    card.verticalPadding = 1
    card.horizontalPadding = 1
    card.horizontalMargin = 2
    let cardFooter = View(axis: .horizontal)
    cardFooter.addSubview(cardSubtitle)
    cardFooter.addSubview(playButton)
    card.addSubview(cardTitle)
    card.addSubview(cardFooter)
    let cardSpacing = View()
    cardSpacing.verticalPadding = 1
    cardSpacing.addSubview(card)
    root.addSubview(cardSpacing)

    deleteButton.isEnabled = false
    toolbar.horizontalPadding = 1
    toolbar.addSubview(shareButton)
    toolbar.addSubview(followButton)
    toolbar.addSubview(deleteButton)
    root.addSubview(toolbar)
  }

  // MARK: - What a user can do

  /// Checks or unchecks the favourites row, then refreshes the one provider that reads that
  /// state: the library cannot know the row's state changed, so the app says so.
  func toggleFavourite() {
    favouritesRow.isSelected.toggle()
    favouritesRow.theme(in: manager).textColor?.refresh()
  }

  /// Moves the Share button from the toolbar into the card, or back, then reports the move:
  /// the button takes the style of its new place (the card's, if the card is pinned).
  func moveShareButton() {
    if shareButton.parent === card {
      toolbar.addSubview(shareButton)
    } else {
      card.addSubview(shareButton)
    }
    manager.nodeDidMove(shareButton)
  }

  /// Shows the manager's follow setting on the Follow button: while the app follows the
  /// terminal's style, the button reads "Following" and is selected. A screen drawn on demand
  /// can read the setting before each draw; a UIKit or SwiftUI screen would observe it instead.
  func showFollowSetting() {
    let follows = manager.followsSystem
    followButton.isSelected = follows
    followButton.title = follows ? "Following" : "Follow"
  }

  /// Whether the Share button is in the card rather than the toolbar.
  var isShareButtonInCard: Bool { shareButton.parent === card }

  /// Whether the card is pinned to a style of its own, and which.
  var cardOverride: ThemeStyle? {
    get { card.theme(in: manager).overrideThemeStyle }
    set { card.theme(in: manager).overrideThemeStyle = newValue }
  }
}
