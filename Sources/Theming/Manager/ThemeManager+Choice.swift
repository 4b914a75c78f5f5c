extension ThemeManager {
  /// Loads the current user's explicit choice and follow-system setting from the store, with a
  /// diagnostic for what cannot be used.
  ///
  /// The diagnostic handler may sign in another user meanwhile (set
  /// ``storeConfigsIdentifierKey``), which restores that user's choice at once: it is newer, and
  /// this restoration then stops, leaving it in place.
  func restoreChoice() {
    let key = storeKey
    let style = restoredStyle()
    guard storeKey == key else { return }
    choice.explicitStyle = style
    let followsSystem = restoredFollowsSystem(fallback: style)
    guard storeKey == key else { return }
    choice.followsSystem = followsSystem
  }

  private func restoredStyle() -> ThemeStyle {
    let key = storeKey
    choice.unrecognizedStoredStyle = nil
    // The diagnostic handler may make an explicit choice of its own (`changeTheme(to:)`), which
    // is saved at once and is then what this user chose.
    let choicesBefore = choice.explicitChoices
    do {
      guard let raw = try store.string(forKey: key) else { return defaultStyle }
      let style = ThemeStyle(rawValue: raw)
      guard availableStyles.contains(style) else {
        report(.unknownStoredStyle(style, key: key, fallback: defaultStyle))
        // Another user signed in from the handler: their choice was restored instead.
        if storeKey != key { return choice.explicitStyle }
        if choice.explicitChoices != choicesBefore { return choice.explicitStyle }
        // The handler may have registered it, which restores it here: remembered only
        // afterwards, so that registering does not also ask for a switch of its own.
        if availableStyles.contains(style) { return style }
        choice.unrecognizedStoredStyle = style
        return defaultStyle
      }
      return style
    } catch {
      report(
        .storeReadFailed(
          storeError(error, key: key, expected: "a stored style"),
          fallback: defaultStyle
        )
      )
      return choice.explicitChoices != choicesBefore ? choice.explicitStyle : defaultStyle
    }
  }

  func save(_ style: ThemeStyle) {
    write(style.rawValue, forKey: storeKey, expected: "to store the style")
  }

  /// Stores `value` under `key`, reporting a failure instead of throwing it: the choice then
  /// holds for this run only.
  func write(_ value: String?, forKey key: String, expected: String) {
    do {
      try store.setString(value, forKey: key)
    } catch {
      report(.storeWriteFailed(storeError(error, key: key, expected: expected)))
    }
  }

  /// What the store threw at `key`, as a ``ThemeSourceError`` naming the store and the key;
  /// an error that already is one is kept as it is.
  func storeError(_ error: any Error, key: String, expected: String) -> ThemeSourceError {
    ThemeChoiceReader.sourceError(error, in: store, key: key, expected: expected)
  }

}
