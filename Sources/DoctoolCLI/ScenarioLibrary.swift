import Foundation
import Ingestion
import Verification

/// The scenario folder: scenario files, waivers and declared twin differences.
struct ScenarioLibrary {
    var scenarios: [Scenario]
    var waivers: [Waiver]
    var declaredTwinDifferences: Set<String>
    /// Files that could not be used, as `file:line: message`.
    var errors: [String]
    /// How `waivers.txt` is shown in messages.
    var waiversFile = "Scenarios/waivers.txt"
    /// How `twin-differences.txt` is shown in messages, and the line of each declared difference.
    var twinDifferencesFile = "Scenarios/twin-differences.txt"
    var twinDifferenceLines: [String: Int] = [:]

    /// Reads every `*.swift` under `folder` (sorted, so runs are deterministic), `waivers.txt` and
    /// `twin-differences.txt`. `prefix` is how paths are shown (relative to the working directory).
    static func load(_ folder: URL, displayedAs prefix: String) -> ScenarioLibrary {
        var library = ScenarioLibrary(scenarios: [], waivers: [], declaredTwinDifferences: [], errors: [])
        let cleaned = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
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
        // Both files are optional; one that is there but cannot be read is an error, not an empty list.
        library.waiversFile = cleaned + "/waivers.txt"
        let waiverFile = folder.appendingPathComponent("waivers.txt")
        if FileManager.default.fileExists(atPath: waiverFile.path) {
            switch readText(waiverFile, displayedAs: cleaned + "/waivers.txt") {
            case .success(let text):
                do { library.waivers = try Waiver.parse(text, file: cleaned + "/waivers.txt") } catch { library.errors.append("\(error)") }
            case .failure(let problem):
                library.errors.append(problem.message)
            }
        }
        library.twinDifferencesFile = cleaned + "/twin-differences.txt"
        let twinFile = folder.appendingPathComponent("twin-differences.txt")
        if FileManager.default.fileExists(atPath: twinFile.path) {
            switch readText(twinFile, displayedAs: cleaned + "/twin-differences.txt") {
            case .success(let text):
                library.twinDifferenceLines = TwinDifference.lines(of: text)
                library.declaredTwinDifferences = Set(library.twinDifferenceLines.keys)
            case .failure(let problem): library.errors.append(problem.message)
            }
        }
        return library
    }

    /// Why a file of the scenario folder cannot be used, as `file[:line]: message`.
    struct ReadProblem: Error {
        var message: String
    }

    /// The file's text, or a message naming it: unreadable (a folder, a broken link, no permission) or not UTF-8
    /// (with the line of the first bad byte).
    static func readText(_ url: URL, displayedAs display: String) -> Result<String, ReadProblem> {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            var isFolder: ObjCBool = false
            let reason = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                ? (isFolder.boolValue ? "it is a folder, not a file" : "it cannot be read")
                : "it is a broken symbolic link or was removed"
            return .failure(ReadProblem(message: "\(display): \(reason)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = EncodingCheck.firstInvalidUTF8(in: bytes) ?? 0
            let line = 1 + bytes.prefix(offset).filter { $0 == 0x0A }.count
            return .failure(ReadProblem(message: "\(display):\(line): the file is not UTF-8 text (byte 0x\(String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true)) at offset \(offset))"))
        }
        return .success(text)
    }
}
