import Theming

/// What a design-token load found besides its values, gathered as it goes through every
/// group and token rather than stopping at the first: errors, which refuse the load once every
/// token has been read, and notes on values left out or read by a lenient rule, which the
/// contents keep.
///
/// A finding met again (a base document's token read once per style) is kept once. The count
/// is bounded, so that a hostile document cannot make the report itself exhaust memory.
final class TokenFindings {
  /// How many errors are kept; the rest are counted in one last finding.
  static let maximumErrors = 1_000

  private(set) var errors: [ThemeSourceError] = []
  private var knownErrors: Set<ThemeSourceError> = []
  private var errorsNotKept = 0
  private(set) var notes: [ThemeLoadNote] = []
  private var knownNotes: Set<ThemeLoadNote> = []

  func error(_ error: ThemeSourceError) {
    guard !knownErrors.contains(error) else { return }
    guard errors.count < Self.maximumErrors else {
      errorsNotKept += 1
      return
    }
    knownErrors.insert(error)
    errors.append(error)
  }

  func note(_ kind: ThemeLoadNote.Kind, token path: [String], _ issue: ThemeSourceError) {
    note(ThemeLoadNote(key: TokenPlace.key(of: path), kind: kind, issue: issue))
  }

  func note(_ note: ThemeLoadNote) {
    if knownNotes.insert(note).inserted { notes.append(note) }
  }

  /// Counts errors a reader found and did not pass on, having kept as many as are kept: they
  /// are counted in the last finding with the errors not kept here.
  func countErrorsNotKept(_ count: Int) {
    errorsNotKept += count
  }

  /// Throws every error found, as one error whose ``ThemeSourceError/moreFindings`` hold all
  /// but the first; does nothing when there is none.
  func throwErrors(source: String) throws(ThemeSourceError) {
    guard var first = errors.first else { return }
    var more = Array(errors.dropFirst())
    if errorsNotKept > 0 {
      more.append(
        ThemeSourceError(
          source: source,
          place: "the rest of the document",
          expected: "at most \(Self.maximumErrors) findings reported",
          found: "\(errorsNotKept) more errors"
        ))
    }
    first.moreFindings = more
    throw first
  }
}

extension ThemeSourceError {
  /// The same finding, saying what a lenient reader made of it: `found "#000"; read as
  /// "#000000"`.
  func readAs(_ outcome: String) -> ThemeSourceError {
    ThemeSourceError(
      source: source, place: place, expected: expected, found: "\(found); \(outcome)")
  }
}
