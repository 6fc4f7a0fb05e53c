import DocumentModel
import Foundation

/// The sidecar manifest a maintainer keeps beside a page: `<stem>.manifest.json`.
///
/// Every field is optional so a half-written manifest still helps; unknown values are reported,
/// never fatal. Field names are the ones in corpus/ (format, language, role, source, topic).
public struct PageManifest: Codable, Hashable, Sendable {
    /// Where the page came from.
    public struct Source: Codable, Hashable, Sendable {
        public var attribution: String?
        public var seed: String?
    }

    /// "text", "html" or "markdown" (`DocumentFormat` raw values).
    public var format: String?
    /// The language as declared (ISO 639-1).
    public var language: String?
    /// "translation", "comparable", "original", …: how the page relates to its topic's other pages.
    public var role: String?
    public var source: Source?
    public var topic: String?

    public init(format: String? = nil, language: String? = nil, role: String? = nil, source: Source? = nil,
                topic: String? = nil) {
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

    /// Decodes a manifest, or says what is wrong with it in terms of the file.
    public static func load(_ url: URL, as path: String) -> Result<PageManifest, DiagnosticError> {
        do {
            let data = try Data(contentsOf: url)
            return .success(try JSONDecoder().decode(PageManifest.self, from: data))
        } catch let error as DecodingError {
            return .failure(DiagnosticError(Diagnostic(.error, file: path, "the manifest is not valid: \(describe(error))")))
        } catch {
            return .failure(DiagnosticError(Diagnostic(.error, file: path, "cannot read the manifest: \(error.localizedDescription)")))
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return (field.isEmpty ? "" : "field '\(field)': ") + (underlying ?? context.debugDescription)
        @unknown default:
            return "\(error)"
        }
    }
}
