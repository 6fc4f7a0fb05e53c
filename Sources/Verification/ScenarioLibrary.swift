import Foundation
import Ingestion
import SampleAnalysis

/// The scenario folder: scenario files, waivers and declared twin differences.
public struct ScenarioLibrary: Sendable {
    public var scenarios: [Scenario]
    public var waivers: [Waiver]
    /// Files that could not be used, as `file:line: message`.
    public var errors: [String]
    /// How `waivers.txt` is shown in messages.
    public var waiversFile = "Scenarios/waivers.txt"
    /// How `twin-differences.txt` is shown in messages, and the differences it declares.
    public var twinDifferencesFile = "Scenarios/twin-differences.txt"
    public var twinDifferences = TwinDifferenceDeclarations()

    /// Reads every `*.swift` under `folder` (sorted, so runs are deterministic), `waivers.txt` and
    /// `twin-differences.txt`. `prefix` is how paths are shown (relative to the working directory).
    public static func load(_ folder: URL, displayedAs prefix: String) -> ScenarioLibrary {
        var library = ScenarioLibrary(scenarios: [], waivers: [], errors: [])
        let cleaned = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        // Foundation on Linux enumerates a missing folder as an empty one: ask first.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            library.errors.append("\(cleaned): the scenario folder does not exist")
            return library
        }
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
        }
        var names: [String: String] = [:]
        for relative in files.sorted() {
            let display = cleaned + "/" + relative
            do {
                let text: String
                switch readText(folder.appendingPathComponent(relative), displayedAs: display) {
                case .success(let read): text = read
                case .failure(let problem):
                    library.errors.append(problem.message)
                    continue
                }
                let scenario = try ScenarioParser.parse(text, file: display)
                if let other = names[scenario.name] {
                    library.errors.append("\(display):1: scenario name '\(scenario.name)' is also used by \(other)")
                    continue
                }
                names[scenario.name] = display
                library.scenarios.append(scenario)
            } catch {
                library.errors.append("\(error)")
            }
        }
        library.waiversFile = cleaned + "/waivers.txt"
        library.twinDifferencesFile = cleaned + "/twin-differences.txt"
        if let text = library.readOptional(folder.appendingPathComponent("waivers.txt"), displayedAs: library.waiversFile) {
            do { library.waivers = try Waiver.parse(text, file: library.waiversFile) } catch { library.errors.append("\(error)") }
        }
        if let text = library.readOptional(
            folder.appendingPathComponent("twin-differences.txt"), displayedAs: library.twinDifferencesFile)
        {
            library.twinDifferences = TwinDifferenceDeclarations(text: text)
        }
        return library
    }

    /// An optional file's text: nil when it is absent; when it is there but cannot be read, nil and an error
    /// (not a silently empty list).
    private mutating func readOptional(_ url: URL, displayedAs display: String) -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        switch Self.readText(url, displayedAs: display) {
        case .success(let text): return text
        case .failure(let problem):
            errors.append(problem.message)
            return nil
        }
    }

    /// Why a file of the scenario folder cannot be used, as `file[:line]: message`.
    public struct ReadProblem: Error {
        public var message: String
    }

    /// The file's text, or a message naming it: unreadable (a folder, a broken link, no permission) or not UTF-8
    /// (with the line of the first bad byte).
    public static func readText(_ url: URL, displayedAs display: String) -> Result<String, ReadProblem> {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            var isFolder: ObjCBool = false
            let reason =
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                ? (isFolder.boolValue ? "it is a folder, not a file" : "it cannot be read")
                : "it is a broken symbolic link or was removed"
            return .failure(ReadProblem(message: "\(display): \(reason)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = EncodingCheck.firstInvalidUTF8(in: bytes) ?? 0
            let line = EncodingCheck.line(of: offset, in: bytes)
            return .failure(
                ReadProblem(
                    message:
                        "\(display):\(line): the file is not UTF-8 text (byte 0x\(String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true)) at offset \(offset))"
                ))
        }
        return .success(text)
    }
}
