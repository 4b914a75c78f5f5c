public import Foundation
public import ThemingPalettes

/// What checking a pack's folder found: the manifest and palette when they read, and every
/// finding, errors first. What `theme-lint` prints for a pack.
public struct ThemeSkinPackCheck: Sendable {
  /// One finding.
  public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable {
      /// The store refuses the pack.
      case error
      /// The pack installs, but shows something other than its author meant.
      case warning
    }

    /// How serious it is.
    public let severity: Severity
    /// The file it concerns, relative to the pack; `nil` for the pack as a whole.
    public let file: String?
    /// What was found.
    public let message: String

    /// `error: images/bg.png: …`.
    public var description: String {
      "\(severity.rawValue): " + (file.map { "\($0): " } ?? "") + message
    }
  }

  /// The manifest, when it reads.
  public let manifest: ThemeSkinManifest?
  /// The skin's values, when the manifest and the palette read.
  public let contents: ThemePaletteContents?
  /// Every finding, errors first, then by file.
  public let findings: [Finding]

  /// Whether the store would install the pack.
  public var isInstallable: Bool {
    !findings.contains { $0.severity == .error }
  }

  /// Checks the pack in `folder` as the store would install it, and further: files present but
  /// not listed; images with some scale variants and not others; fonts the palette names that
  /// the pack does not ship (they must be the system's); image names (values of keys whose last
  /// part names an image or an icon) that name no image of the pack.
  public init(folder: URL, limits: ThemeSkinLimits = .standard) {
    var findings: [Finding] = []
    func add(_ error: ThemeSkinError) {
      for finding in error.allFindings {
        findings.append(
          Finding(
            severity: .error, file: finding.file,
            message: "expected \(finding.expected), found \(finding.found)"))
      }
    }
    var manifest: ThemeSkinManifest?
    var contents: ThemePaletteContents?
    do {
      let data = try PackFolder.read(
        "skin.json", in: folder, skin: folder.lastPathComponent,
        maximumBytes: ManifestReader.maximumBytes)
      let read = try ThemeSkinManifest(data: data, source: folder.lastPathComponent)
      manifest = read
      if let problem = ThemeSkinError.combining(limits.problems(with: read)) { add(problem) }
      for file in read.files {
        do {
          let bytes = try PackFolder.read(
            file.path, in: folder, skin: read.id, maximumBytes: limits.maximumFileBytes)
          let digest = FileDigest.sha256(of: bytes)
          if bytes.count != file.size {
            findings.append(
              Finding(
                severity: .error, file: file.path,
                message: "the manifest says \(file.size) bytes, the file has \(bytes.count)"))
          } else if digest != file.sha256 {
            findings.append(
              Finding(
                severity: .error, file: file.path,
                message: "the manifest says SHA-256 \(file.sha256), the file's is \(digest)"))
          }
        } catch {
          add(error)
        }
      }
      do {
        contents = try InstalledSkin.load(
          manifest: read, storeFolder: folder, relativeFolder: ""
        ).contents
      } catch {
        add(error)
      }
      findings += Self.unlisted(in: folder, manifest: read, limits: limits)
      findings += Self.resourceWarnings(manifest: read, contents: contents)
    } catch {
      add(error)
    }
    self.manifest = manifest
    self.contents = contents
    self.findings = findings.sorted { first, second in
      if first.severity != second.severity { return first.severity == .error }
      return (first.file ?? "") < (second.file ?? "")
    }
  }

  private static func unlisted(in folder: URL, manifest: ThemeSkinManifest, limits: ThemeSkinLimits)
    -> [Finding]
  {
    let listed = Set(manifest.files.map(\.path))
    let present: [String]
    do {
      present = try PackFolder.listFiles(
        in: folder, skin: manifest.id, limit: limits.maximumFileCount * 2)
    } catch {
      return error.allFindings.map { finding in
        Finding(
          severity: .error, file: finding.file,
          message: "expected \(finding.expected), found \(finding.found)")
      }
    }
    return present.filter { !listed.contains($0) && $0 != "skin.json.sig" }.map { path in
      Finding(
        severity: .warning, file: path,
        message: "not listed in skin.json: the store does not install it")
    }
  }

  private static func resourceWarnings(
    manifest: ThemeSkinManifest, contents: ThemePaletteContents?
  ) -> [Finding] {
    var findings: [Finding] = []
    let index = ResourceIndex(paths: manifest.files.map(\.path))
    for (key, variants) in index.images.sorted(by: { $0.key < $1.key })
    where variants[0] == nil {
      let missing = [1, 2, 3].filter { variants[$0] == nil }
      if !missing.isEmpty {
        findings.append(
          Finding(
            severity: .warning, file: "images/\(key.replacingOccurrences(of: ".", with: "/"))",
            message: "image \"\(key)\" has no "
              + missing.map { $0 == 1 ? "1x" : "@\($0)x" }.joined(separator: " or ")
              + " variant: screens of that scale get another one, scaled"))
      }
    }
    guard let contents else { return findings }
    for key in contents.entries.keys.sorted() {
      guard case .string(let text)? = contents.entries[key]?[manifest.style] else { continue }
      let last = key.split(separator: ".").last.map { $0.lowercased() } ?? ""
      if last.contains("image") || last.contains("icon") {
        let name = PackPath.split(text).stem
        if index.images[name] == nil && index.images[text] == nil {
          findings.append(
            Finding(
              severity: .warning, file: nil,
              message: "\"\(key)\" names the image \"\(text)\", which the pack does not hold: "
                + "a parent skin or the app must"))
        }
      } else if let font = try? ThemeFontDescriptor(parsing: text), index.fonts[font.name] == nil,
        text.contains(",")
      {
        findings.append(
          Finding(
            severity: .warning, file: nil,
            message: "\"\(key)\" names the font \"\(font.name)\", which the pack does not ship "
              + "in fonts/: a parent skin, the app or the system must have it"))
      }
    }
    return findings
  }
}
