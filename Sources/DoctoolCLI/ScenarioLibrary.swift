import Foundation
import Verification

/// The scenario folder: scenario files, waivers and declared twin differences.
struct ScenarioLibrary {
    var scenarios: [Scenario]
    var waivers: [Waiver]
    var declaredTwinDifferences: Set<String>
    /// Files that could not be used, as `file:line: message`.
    var errors: [String]

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
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
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
        let waiverFile = folder.appendingPathComponent("waivers.txt")
        if let text = try? String(contentsOf: waiverFile, encoding: .utf8) {
            do { library.waivers = try Waiver.parse(text, file: cleaned + "/waivers.txt") } catch { library.errors.append("\(error)") }
        }
        if let text = try? String(contentsOf: folder.appendingPathComponent("twin-differences.txt"), encoding: .utf8) {
            library.declaredTwinDifferences = TwinDifference.parse(text)
        }
        return library
    }
}
