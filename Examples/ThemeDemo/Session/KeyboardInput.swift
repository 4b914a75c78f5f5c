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
  case unknown(String)

  init(key: Character) {
    switch key.lowercased() {
    case "l": self = .light
    case "d": self = .dark
    case "o": self = .toggleCardOverride
    case "s": self = .toggleSelection
    case "f": self = .toggleFollowSystem
    case "m": self = .moveShareButton
    case "q": self = .quit
    default: self = .unknown(String(key))
    }
  }

  /// A typed line: its first letter is the key, so `dark` works as well as `d`.
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

  private func nextKey() -> DemoCommand? {
    var byte: UInt8 = 0
    guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    let endOfText: UInt8 = 3  // Ctrl-C
    let endOfTransmission: UInt8 = 4  // Ctrl-D
    if byte == endOfText || byte == endOfTransmission { return .quit }
    return DemoCommand(key: Character(Unicode.Scalar(byte)))
  }
}
