#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command a person gives the interactive session.
enum DemoCommand: Equatable {
  case light
  case dark
  case toggleCardOverride
  case toggleSelection
  case toggleFollowSystem
  case moveShareButton
  case quit
  /// A printable key that means nothing here.
  case unknown(String)

  /// The command for a key, or `nil` for a key that is ignored quietly: Enter, Tab, the space
  /// bar and other control and blank characters.
  init?(key: Character) {
    switch key.lowercased() {
    case "l": self = .light
    case "d": self = .dark
    case "o": self = .toggleCardOverride
    case "s": self = .toggleSelection
    case "f": self = .toggleFollowSystem
    case "m": self = .moveShareButton
    case "q": self = .quit
    default:
      let isControl = key.unicodeScalars.contains { scalar in
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
      }
      guard !key.isWhitespace, !isControl else { return nil }
      self = .unknown(String(key))
    }
  }

  /// A typed line: its first letter is the key, so `dark` works as well as `d`. A blank line,
  /// and a line that starts with an escape sequence (an arrow key typed into a pipe), give
  /// `nil`.
  init?(line: String) {
    guard let key = line.first(where: { !$0.isWhitespace }) else { return nil }
    self.init(key: key)
  }
}

/// Reads commands from standard input: single keys from a terminal, lines from anything else
/// (a pipe, a file), so the session can be driven by a script as well as by a person.
final class KeyboardInput {
  private var savedAttributes: termios?

  /// `true` when keys arrive one by one, without waiting for Return.
  var readsSingleKeys: Bool { savedAttributes != nil }

  init() {
    guard isatty(STDIN_FILENO) != 0 else { return }
    var attributes = termios()
    guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { return }
    var raw = attributes
    // No line editing, no echo, and no signal keys: Ctrl-C arrives as a byte and quits
    // through `restore()`, instead of killing the process with the terminal left raw.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return }
    savedAttributes = attributes
  }

  /// Puts the terminal back as it was; safe to call more than once.
  func restore() {
    guard var attributes = savedAttributes else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
    savedAttributes = nil
  }

  /// The next command, or `nil` at the end of input.
  func nextCommand() -> DemoCommand? {
    if readsSingleKeys { return nextKey() }
    while let line = readLine() {
      if let command = DemoCommand(line: line) { return command }
    }
    return nil
  }

  /// The next key that is a command. Keys that mean nothing are skipped without a word: Enter
  /// and other control characters, and whole escape sequences such as the arrow keys' (`ESC [ A`),
  /// so none of their bytes is taken for a key.
  private func nextKey() -> DemoCommand? {
    while let byte = readByte() {
      switch byte {
      case 3, 4:  // Ctrl-C, Ctrl-D
        return .quit
      case 0x1B:
        skipEscapeSequence()
      case 0x80...:
        if let command = readCharacter(startingWith: byte).flatMap(DemoCommand.init(key:)) {
          return command
        }
      default:
        if let command = DemoCommand(key: Character(Unicode.Scalar(byte))) { return command }
      }
    }
    return nil
  }

  /// One byte of input, or `nil` at the end of input. With `timeout` (milliseconds), also `nil`
  /// when nothing arrives in that time: the rest of a key's bytes arrive together, so a pause
  /// means a key has ended.
  private func readByte(timeout: Int32? = nil) -> UInt8? {
    if let timeout {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, timeout) == 1 else { return nil }
    }
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  /// Reads what follows an Escape byte: a control sequence (`ESC [`, parameters, then a final
  /// byte from `@` to `~`), a three-byte one (`ESC O` and one byte, which some terminals send
  /// for arrow keys), or a key pressed with Alt. A lone Escape has nothing after it.
  private func skipEscapeSequence() {
    let pause: Int32 = 50
    guard let introducer = readByte(timeout: pause) else { return }
    switch introducer {
    case UInt8(ascii: "["):
      while let byte = readByte(timeout: pause), !(0x40...0x7E).contains(byte) {}
    case UInt8(ascii: "O"):
      _ = readByte(timeout: pause)
    default:
      break
    }
  }

  /// The character a UTF-8 sequence starting with `lead` encodes, reading its other bytes.
  private func readCharacter(startingWith lead: UInt8) -> Character? {
    let length =
      switch lead {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF7: 4
      default: 1
      }
    var bytes = [lead]
    while bytes.count < length, let byte = readByte(timeout: 50) { bytes.append(byte) }
    return String(decoding: bytes, as: UTF8.self).first
  }
}
