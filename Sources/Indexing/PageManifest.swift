import DocumentModel
import Foundation

/// The sidecar manifest a maintainer keeps beside a page: `<stem>.manifest.json`.
///
/// Every key is optional so a half-written manifest still helps. The file is read strictly and reported
/// precisely, since people write it by hand: a JSON syntax error, a value of the wrong JSON type or a non-object
/// file is an error at its line and column, and the manifest is then not used at all (the scanner leaves its page
/// out of the index: metadata half-read would put the page in the wrong topic or language without a trace in
/// the index); an unknown key is a warning at the key (with the known key it is probably a slip for), and the
/// rest is used; an unknown value of the right type (`"language": "fr"`) is a warning from the scanner, which
/// falls back to what the page's place says. `null` is the same as a key left out. Keys: `Key` and `SourceKey`,
/// the one list the README's manifest table is checked against.
public struct PageManifest: Hashable, Sendable {
    /// Where the page came from.
    public struct Source: Hashable, Sendable {
        public var attribution: String?
        public var seed: String?

        public init(attribution: String? = nil, seed: String? = nil) {
            self.attribution = attribution
            self.seed = seed
        }
    }

    /// The top-level keys a manifest knows.
    public enum Key: String, CaseIterable, Sendable {
        case format, language, role, source, topic

        /// What the value must be, for messages.
        var expected: String {
            switch self {
            case .format:
                return "a string, one of " + DocumentFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            case .language: return "a string, a language code such as \"ru\""
            case .role: return "a string, one of " + PageManifest.roles.map { "\"\($0)\"" }.joined(separator: ", ")
            case .source: return "an object with \"attribution\" and \"seed\""
            case .topic: return "a string, the topic's name"
            }
        }
    }

    /// The keys inside `source`.
    public enum SourceKey: String, CaseIterable, Sendable {
        case attribution, seed
    }

    /// Every key path a manifest knows, nested ones dotted (`source.seed`), in file-table order.
    public static var keyPaths: [String] {
        Key.allCases.flatMap { key -> [String] in
            key == .source ? [key.rawValue] + SourceKey.allCases.map { "source.\($0.rawValue)" } : [key.rawValue]
        }
    }

    /// "text", "html" or "markdown" (`DocumentFormat` raw values).
    public var format: String?
    /// The language as declared (ISO 639-1).
    public var language: String?
    /// "translation", "comparable", "original": how the page relates to its topic's other pages.
    public var role: String?
    public var source: Source?
    public var topic: String?
    /// Where each value given starts in the file, by key path (`format`, `source.seed`), for messages about it.
    var valuePositions: [String: LocatedJSON.Position] = [:]

    public init(
        format: String? = nil, language: String? = nil, role: String? = nil, source: Source? = nil,
        topic: String? = nil
    ) {
        self.format = format
        self.language = language
        self.role = role
        self.source = source
        self.topic = topic
    }

    /// The manifest file name for a page file name: `ru.txt` → `ru.manifest.json`.
    public static func fileName(forPage name: String) -> String {
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name[...]
        return stem + ".manifest.json"
    }

    /// True for manifest files, which discovery never treats as pages.
    public static func isManifest(_ name: String) -> Bool { name.hasSuffix(".manifest.json") }

    /// The roles a page can have in its topic: the original, a translation of it, or a comparable page on the same APIs.
    public static let roles = ["original", "translation", "comparable"]

    /// Larger files are refused unread: a manifest is a few hundred bytes.
    public static let maxBytes = 1 << 20

    // MARK: - Reading

    /// A manifest as read: nil when it has an error (then it is not used at all), and every message about it.
    public struct Reading: Sendable {
        public var manifest: PageManifest?
        public var diagnostics: [Diagnostic]
    }

    /// Reads the manifest file at `url`; `path` names it in messages.
    public static func load(_ url: URL, as path: String) -> Reading {
        let bytes: [UInt8]
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maxBytes else {
                return Reading(
                    manifest: nil,
                    diagnostics: [
                        Diagnostic(
                            .error, file: path,
                            "the manifest is \(size) bytes, over the limit of \(maxBytes); not read (a manifest is a small JSON object)"
                        )
                    ])
            }
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            return Reading(
                manifest: nil,
                diagnostics: [
                    Diagnostic(
                        .error, file: path,
                        "cannot read the manifest: \(error.localizedDescription)")
                ])
        }
        return read(bytes, as: path)
    }

    /// Reads a manifest from its bytes; `path` names it in messages.
    public static func read(_ bytes: [UInt8], as path: String) -> Reading {
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(bytes)
        } catch {
            return Reading(
                manifest: nil,
                diagnostics: [
                    Diagnostic(
                        .error, file: path, line: error.position.line,
                        column: error.position.column, "not valid JSON: \(error.message)")
                ])
        }
        guard case .object(let members) = root.value else {
            return Reading(
                manifest: nil,
                diagnostics: [
                    located(
                        .error, path, root.position,
                        "a manifest is a JSON object ({\"language\": \"ru\", …}), found \(root.kindName)")
                ])
        }
        var manifest = PageManifest()
        var diagnostics: [Diagnostic] = []
        for member in members {
            guard let key = Key(rawValue: member.key) else {
                diagnostics.append(unknownKey(member, path: path, known: Key.allCases.map(\.rawValue), prefix: ""))
                continue
            }
            if case .null = member.value.value { continue }
            if key == .source {
                guard case .object(let inner) = member.value.value else {
                    diagnostics.append(wrongType(member, "source", key.expected, path: path))
                    continue
                }
                manifest.valuePositions[key.rawValue] = member.value.position
                manifest.source = readSource(inner, path: path, into: &manifest, diagnostics: &diagnostics)
                continue
            }
            guard case .string(let text) = member.value.value else {
                diagnostics.append(wrongType(member, key.rawValue, key.expected, path: path))
                continue
            }
            manifest.valuePositions[key.rawValue] = member.value.position
            switch key {
            case .format: manifest.format = text
            case .language: manifest.language = text
            case .role: manifest.role = text
            case .topic: manifest.topic = text
            case .source: break
            }
        }
        let usable = !diagnostics.contains { $0.severity == .error }
        return Reading(manifest: usable ? manifest : nil, diagnostics: diagnostics)
    }

    private static func readSource(
        _ members: [LocatedJSON.Member], path: String, into manifest: inout PageManifest,
        diagnostics: inout [Diagnostic]
    ) -> Source {
        var source = Source()
        for member in members {
            guard let key = SourceKey(rawValue: member.key) else {
                diagnostics.append(unknownKey(member, path: path, known: SourceKey.allCases.map(\.rawValue), prefix: "source."))
                continue
            }
            if case .null = member.value.value { continue }
            guard case .string(let text) = member.value.value else {
                diagnostics.append(wrongType(member, "source.\(key.rawValue)", "a string", path: path))
                continue
            }
            manifest.valuePositions["source.\(key.rawValue)"] = member.value.position
            switch key {
            case .attribution: source.attribution = text
            case .seed: source.seed = text
            }
        }
        return source
    }

    // MARK: - Messages

    /// A diagnostic at a place in the manifest.
    static func located(
        _ severity: Diagnostic.Severity, _ path: String, _ position: LocatedJSON.Position?,
        _ message: String
    ) -> Diagnostic {
        Diagnostic(severity, file: path, line: position?.line, column: position?.column, message)
    }

    private static func wrongType(_ member: LocatedJSON.Member, _ keyPath: String, _ expected: String, path: String) -> Diagnostic
    {
        located(.error, path, member.value.position, "'\(keyPath)' must be \(expected), found \(member.value.kindName)")
    }

    private static func unknownKey(_ member: LocatedJSON.Member, path: String, known: [String], prefix: String) -> Diagnostic {
        let name = prefix + LocatedJSON.shown(member.key)
        if let near = nearest(member.key, among: known) {
            return located(.warning, path, member.keyPosition, "unknown key '\(name)'; did you mean '\(prefix + near)'?")
        }
        let list = known.map { prefix + $0 }.joined(separator: ", ")
        return located(.warning, path, member.keyPosition, "unknown key '\(name)' (known here: \(list)); ignored")
    }

    /// The one known key `key` is probably a slip for: equal but for case, or within a small edit distance
    /// (a transposition counts as one edit, so `langauge` is one from `language`); nil when none or two are as near.
    static func nearest(_ key: String, among known: [String]) -> String? {
        guard key.count <= 40 else { return nil }  // the table below is key × known key
        if let same = known.first(where: { $0.lowercased() == key.lowercased() }) { return same }
        let limit = key.count <= 4 ? 1 : 2
        let scored = known.map { ($0, EditDistance.optimalStringAlignment(key.lowercased(), $0)) }.filter { $0.1 <= limit }
        guard let best = scored.map(\.1).min() else { return nil }
        let nearest = scored.filter { $0.1 == best }
        return nearest.count == 1 ? nearest[0].0 : nil
    }
}
