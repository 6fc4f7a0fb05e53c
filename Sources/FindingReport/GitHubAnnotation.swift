/// A GitHub Actions workflow command that puts a finding on a pull request's diff:
/// `::error file=…,line=…,endLine=…,title=…::message` (`::warning`, `::notice`).
///
/// GitHub reads the properties up to the first `::` and splits them at `,`, so each property value has `%`, CR,
/// LF, `:` and `,` percent-encoded, and the message `%`, CR and LF (the escapes GitHub's own toolkit uses); a
/// finding's text therefore cannot end the command early or add properties of its own.
public struct GitHubAnnotation: Hashable, Sendable {
    public var finding: Finding
    /// The annotation's title: the rule's short description, or its id.
    public var title: String

    public init(_ finding: Finding, title: String) {
        self.finding = finding
        self.title = title
    }

    /// GitHub's word for a level (a note is a `notice`).
    public static func command(for level: Finding.Level) -> String {
        switch level {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The one line (without its line feed). A suppressed finding is a notice, as it fails nothing; related
    /// places are named at the end of the message, GitHub having no field for them.
    public var line: String {
        var properties: [(String, String)] = []
        if let location = finding.location {
            properties.append(("file", location.file))
            if let start = location.startLine {
                properties.append(("line", String(start)))
                properties.append(("endLine", String(location.endLine ?? start)))
            }
        }
        properties.append(("title", title))
        var message = finding.message
        let related = finding.related.map { place in place.message.map { "\($0): \(place.text)" } ?? place.text }
        if !related.isEmpty { message += " (" + related.joined(separator: "; ") + ")" }
        if let suppression = finding.suppression {
            message += " [declared at \(suppression.location.text): \(suppression.justification)]"
        }
        let level = finding.suppression == nil ? finding.level : .note
        let joined = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(for: level)) \(joined)::\(Self.escapedData(message))"
    }

    /// A message: `%`, CR and LF percent-encoded.
    public static func escapedData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A property value: as a message, and `:` and `,` too.
    public static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
