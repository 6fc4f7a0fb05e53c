import Foundation

/// A SARIF 2.1.0 log of one run: the tool and its rules, and one result per finding.
///
/// What code-scanning services read: each result names its rule (`ruleId` and its index in the driver's rules),
/// its level, a message, the page's file relative to `%SRCROOT%` (the folder the command ran in, the repository
/// root in CI) with its line region, related locations with a message each, and, for a finding the corpus
/// declares, an external suppression with the declaring file and line. The text is deterministic: results in
/// `Finding` order, rules by id, keys sorted, no timestamps and no absolute path of the machine it ran on
/// (`%SRCROOT%` is left for the reader to resolve, which SARIF allows).
public struct SARIFLog: Sendable {
    /// The schema the log declares (the OASIS 2.1.0 schema with its first errata, committed under Tests/).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base every relative path is given against.
    public static let sourceRoot = "%SRCROOT%"

    public var toolName: String
    public var toolVersion: String
    public var informationURI: String?
    /// Every rule the tool has (not only those found), so a reader can show a rule's help for any result.
    public var rules: [FindingRule]
    public var findings: [Finding]

    public init(toolName: String, toolVersion: String, informationURI: String? = nil, rules: [FindingRule], findings: [Finding]) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.findings = findings
    }

    /// The log as pretty-printed JSON with sorted keys, ending in a newline.
    public func json() -> String {
        let sortedRules = rules.sorted { $0.id < $1.id }
        var indexOf: [String: Int] = [:]
        for (index, rule) in sortedRules.enumerated() where indexOf[rule.id] == nil { indexOf[rule.id] = index }
        let driver = Driver(
            name: toolName, version: toolVersion, semanticVersion: toolVersion, informationUri: informationURI,
            rules: sortedRules.map { rule in
                Rule(
                    id: rule.id, name: rule.name, shortDescription: Text(text: rule.shortDescription),
                    fullDescription: Text(text: rule.fullDescription),
                    help: Text(text: rule.fullDescription),
                    defaultConfiguration: Configuration(level: rule.defaultLevel.rawValue))
            })
        let results = findings.sorted().map { finding in
            Result(
                ruleId: finding.ruleID, ruleIndex: indexOf[finding.ruleID], level: finding.level.rawValue,
                message: Text(text: finding.message),
                locations: finding.location.map { [Location(id: nil, physicalLocation: Self.physical($0), message: nil)] },
                relatedLocations: finding.related.isEmpty
                    ? nil
                    : finding.related.enumerated().map { offset, place in
                        Location(id: offset + 1, physicalLocation: Self.physical(place), message: place.message.map(Text.init))
                    },
                suppressions: finding.suppression.map { suppression in
                    [
                        Suppression(
                            kind: "external", status: "accepted", justification: suppression.justification,
                            location: Location(id: nil, physicalLocation: Self.physical(suppression.location), message: nil))
                    ]
                })
        }
        let run = Run(
            tool: Tool(driver: driver),
            originalUriBaseIds: [
                Self.sourceRoot: BaseLocation(
                    description: Text(
                        text: "The folder \(toolName) ran in (the repository root in CI); every relative path is relative to it.")
                )
            ],
            results: results)
        let log = Log(schema: Self.schemaURI, version: "2.1.0", runs: [run])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, number or array of them: encoding cannot fail.
        let data = (try? encoder.encode(log)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A path as a SARIF artifact location: relative ones as a URI reference against `%SRCROOT%`, absolute
    /// ones as a `file:` URI.
    static func artifact(_ path: String) -> Artifact {
        if path.hasPrefix("/") { return Artifact(uri: "file://" + uriEncoded(path), uriBaseId: nil) }
        return Artifact(uri: uriEncoded(path), uriBaseId: sourceRoot)
    }

    /// `path` percent-encoded byte by byte except the unreserved characters of RFC 3986 and `/`, so a
    /// page named with spaces, `#`, `%` or another script is still one valid URI reference.
    static func uriEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    static func physical(_ place: FindingLocation) -> Physical {
        Physical(
            artifactLocation: artifact(place.file),
            region: place.startLine.map { Region(startLine: $0, endLine: place.endLine ?? $0) })
    }

    // MARK: - The subset of SARIF written

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: BaseLocation]
        var results: [Result]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String?
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }
    struct BaseLocation: Encodable { var description: Text }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]?
        var relatedLocations: [Location]?
        var suppressions: [Suppression]?
    }
    struct Location: Encodable {
        var id: Int?
        var physicalLocation: Physical
        var message: Text?
    }
    struct Physical: Encodable {
        var artifactLocation: Artifact
        var region: Region?
    }
    struct Artifact: Encodable {
        var uri: String
        var uriBaseId: String?
    }
    struct Region: Encodable {
        var startLine: Int
        var endLine: Int
    }
    struct Suppression: Encodable {
        var kind: String
        var status: String
        var justification: String
        var location: Location
    }
}
