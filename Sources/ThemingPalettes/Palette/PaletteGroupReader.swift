import Foundation
import Theming

/// Reads the groups of a parsed JSON or property-list palette into dotted keys and values:
/// nested groups make dotted keys (`normalPage.bg_grey_1`), arrays one key segment per element
/// (``ArrayElementKeys``: `tabbar.1.textColor` by id, `stops.0` by index).
///
/// It goes through every group before the load is judged, as the design-token reader does:
/// every error is reported in one `ThemeSourceError` (``ThemeSourceError/findings``), and what
/// loads keeps notes on a trailing comma (`readLeniently`) and on text written as a hex color
/// with a count of digits no color has (`invalid`: kept as written, since the rest of the file
/// is good). In JSON, each finding names the key path and the line and column of its value; in
/// a property list, the key path.
final class PaletteGroupReader {
  private let document: PaletteDocument
  private let source: String
  private let findings = TokenFindings()
  /// The trailing commas not yet met, by the path of the object or array they end.
  private var commas: [[String]: JSONTrailingComma] = [:]
  /// Findings in the order met, those about a value placed once every group is read, by one
  /// more pass over the text.
  private var pending: [Pending] = []
  /// How many errors and notes about values are kept, and how many more were found: the rest
  /// are counted, so that a hostile file cannot make the report itself exhaust memory.
  private var kept = (errors: 0, notes: 0)
  private var notKept = (errors: 0, notes: 0)

  private enum Pending {
    /// A note whose place is complete.
    case note(ThemeLoadNote)
    /// An error, or a note of `kind` on `key`, about the value at `jsonPath`, which the place
    /// names with `path`.
    case value(
      jsonPath: [String], path: String, note: (key: String, kind: ThemeLoadNote.Kind)?,
      expected: String, found: String)
  }

  init(document: PaletteDocument, source: String) {
    self.document = document
    self.source = source
    for comma in document.trailingCommas.listed { commas[comma.container] = comma }
  }

  /// The values of one group: a style's group, at `style` in the document, or a theme file's
  /// top level, when `style` is `nil`.
  func values(of group: [String: Any], style: String?) -> [String: ThemePaletteValue] {
    var values: [String: ThemePaletteValue] = [:]
    read(
      group, at: Site(key: "", path: style ?? "", jsonPath: style.map { [$0] } ?? []), depth: 1,
      into: &values)
    return values
  }

  /// The notes on what loaded.
  ///
  /// - Throws: `ThemeSourceError` holding every error found in every group read.
  func finish() throws(ThemeSourceError) -> [ThemeLoadNote] {
    var wanted: Set<[String]> = []
    for case .value(let jsonPath, _, _, _, _) in pending { wanted.insert(jsonPath) }
    let places = document.places(of: wanted)
    for finding in pending {
      switch finding {
      case .note(let note):
        findings.note(note)
      case .value(let jsonPath, let path, let note, let expected, let found):
        let name = path.isEmpty ? "the top level" : path
        let issue = ThemeSourceError(
          source: source, place: places[jsonPath].map { "\(name) (\($0))" } ?? name,
          expected: expected, found: found)
        if let note {
          findings.note(ThemeLoadNote(key: note.key, kind: note.kind, issue: issue))
        } else {
          findings.error(issue)
        }
      }
    }
    // What no group read holds: the top level of a style tree, or what an error kept from
    // being read.
    for comma in document.trailingCommas.listed where commas[comma.container] != nil {
      findings.note(comma.note(source: source, key: ""))
    }
    if let rest = document.trailingCommas.restNote(source: source) { findings.note(rest) }
    if notKept.notes > 0 {
      findings.note(
        ThemeLoadNote(
          key: "", kind: .invalid,
          issue: ThemeSourceError(
            source: source, place: "the rest of the document",
            expected: "at most \(TokenFindings.maximumErrors) invalid values reported",
            found: "\(notKept.notes) more")))
    }
    findings.countErrorsNotKept(notKept.errors)
    try findings.throwErrors(source: source)
    return findings.notes
  }

  /// Where a value is: its key as the palette names it, its path as places name it (the style
  /// first, in a style tree; an element by its key segment), and its path in the JSON text
  /// (an element by its index).
  private struct Site {
    let key: String
    let path: String
    let jsonPath: [String]

    func member(_ name: String, jsonName: String) -> Site {
      Site(
        key: key.isEmpty ? name : "\(key).\(name)", path: path.isEmpty ? name : "\(path).\(name)",
        jsonPath: jsonPath + [jsonName])
    }
  }

  private func read(
    _ group: [String: Any], at site: Site, depth: Int, except skipped: String? = nil,
    into values: inout [String: ThemePaletteValue]
  ) {
    guard enter(site, depth: depth) else { return }
    for (name, member) in group.sorted(by: { $0.key < $1.key }) where name != skipped {
      read(member, at: site.member(name, jsonName: name), depth: depth, into: &values)
    }
  }

  private func read(
    _ elements: [Any], at site: Site, depth: Int, into values: inout [String: ThemePaletteValue]
  ) {
    guard enter(site, depth: depth) else { return }
    var segments = elements.indices.map(String.init)
    var skipped: String?
    switch ArrayElementKeys.keys(of: elements) {
    case .indexes:
      break
    case .ids(let ids):
      segments = ids
      skipped = ArrayElementKeys.idMember
    case .problem(let index, let expected, let found):
      // The elements are still read, by index, for what else they hold; the load fails.
      record(
        .value(
          jsonPath: site.jsonPath + [String(index)], path: "\(site.path)[\(index)]", note: nil,
          expected: expected, found: found))
    }
    for (index, element) in elements.enumerated() {
      let elementSite = site.member(segments[index], jsonName: String(index))
      if let group = element as? [String: Any] {
        read(group, at: elementSite, depth: depth + 1, except: skipped, into: &values)
      } else {
        read(element, at: elementSite, depth: depth, into: &values)
      }
    }
  }

  /// Reads a group's member or an array's element: a group, an array or a value.
  private func read(
    _ member: Any, at site: Site, depth: Int, into values: inout [String: ThemePaletteValue]
  ) {
    let value: ThemePaletteValue
    switch member {
    case let group as [String: Any] where group[StyleTreeToken.typeMember] != nil:
      guard let token = token(group, at: site) else { return }
      value = token
    case let group as [String: Any]:
      read(group, at: site, depth: depth + 1, into: &values)
      return
    case let elements as [Any]:
      read(elements, at: site, depth: depth + 1, into: &values)
      return
    case let text as String:
      value = .string(text)
      if ThemeColor.isHexLiteral(text) { noteUnless(color: text, at: site) }
    case let number as NSNumber where !PaletteParser.isBoolean(number):
      // Property lists can hold `nan` and `inf`, which no size or opacity can be.
      guard number.doubleValue.isFinite else {
        fail(site, expected: "a finite number", found: "\(number.doubleValue)")
        return
      }
      value = .number(number.doubleValue)
    default:
      fail(
        site, expected: "a string, a number, a group or an array",
        found: PaletteParser.kind(of: member))
      return
    }
    guard values[site.key] == nil else {
      fail(
        site, expected: "each key once",
        found: "\"\(site.key)\" both as a dotted name and as a nested group or element")
      return
    }
    values[site.key] = value
  }

  /// The value of a token object (``StyleTreeToken``), with the notes its reading made; `nil`
  /// when it cannot be read, which is recorded.
  private func token(_ group: [String: Any], at site: Site) -> ThemePaletteValue? {
    do {
      let read = try StyleTreeToken.read(
        group, key: site.key, place: site.path, source: source)
      for note in read.notes { record(.note(note)) }
      return read.value
    } catch {
      record(
        .value(
          jsonPath: site.jsonPath, path: error.place, note: nil, expected: error.expected,
          found: error.found))
      return nil
    }
  }

  /// Whether the group or array at `site` is read: not past the nesting limit. A trailing
  /// comma that ends it is noted, about the group's key.
  private func enter(_ site: Site, depth: Int) -> Bool {
    if !commas.isEmpty, let comma = commas.removeValue(forKey: site.jsonPath) {
      pending.append(
        .note(
          comma.note(
            source: source, key: site.key,
            container: site.path.isEmpty ? "the top level" : site.path)))
    }
    guard depth <= PaletteParser.maximumDepth else {
      fail(
        site, expected: "groups and arrays nested at most \(PaletteParser.maximumDepth) deep",
        found: "deeper nesting")
      return false
    }
    return true
  }

  private func fail(_ site: Site, expected: String, found: String) {
    record(
      .value(jsonPath: site.jsonPath, path: site.path, note: nil, expected: expected, found: found))
  }

  /// Keeps a finding about a value, unless as many of its kind are kept already.
  private func record(_ finding: Pending) {
    guard case .value(_, _, let note, _, _) = finding else {
      pending.append(finding)
      return
    }
    let isError = note == nil
    guard (isError ? kept.errors : kept.notes) < TokenFindings.maximumErrors else {
      if isError { notKept.errors += 1 } else { notKept.notes += 1 }
      return
    }
    if isError { kept.errors += 1 } else { kept.notes += 1 }
    pending.append(finding)
  }

  /// Notes text written as a hex color that is none, such as `0x1FF32`: it is kept as
  /// written, and every lookup of it falls back.
  private func noteUnless(color text: String, at site: Site) {
    do {
      _ = try ThemeColor(hex: text)
    } catch {
      record(
        .value(
          jsonPath: site.jsonPath, path: site.path, note: (site.key, .invalid),
          expected: error.expected, found: "\(ThemeColor.describe(text)), \(error.found)"))
    }
  }
}
