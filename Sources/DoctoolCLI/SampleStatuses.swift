import Foundation
import SearchIndex
import Verification

/// The verification status of the samples of each section a search finds: the index's samples
/// (`index/samples.json`: where each sample is and what its code's fingerprint is) read against the
/// record the last `verify` left (`VerificationRecord`).
struct SampleStatuses {
    private struct IndexedSample: Decodable {
        struct Range: Decodable { var firstLine: Int, lastLine: Int }
        var id: String, fingerprint: String, documentPath: String, range: Range
    }
    private struct IndexedSamples: Decodable { var samples: [IndexedSample] }

    private var byDocument: [String: [IndexedSample]] = [:]
    private var record: VerificationRecord
    /// Whether any `verify` has left a record.
    var hasRecord: Bool { !record.samples.isEmpty }

    init(index: URL, record url: URL) throws {
        let data = try Data(contentsOf: index.appendingPathComponent("samples.json"))
        for sample in try JSONDecoder().decode(IndexedSamples.self, from: data).samples {
            byDocument[sample.documentPath, default: []].append(sample)
        }
        record = try VerificationRecord.load(url)
    }

    /// The status of each sample in `section`, in page order.
    func statuses(of section: SectionReference) -> [VerificationRecord.Category] {
        (byDocument[section.document] ?? [])
            .filter { $0.range.firstLine >= section.firstLine && $0.range.lastLine <= section.lastLine }
            .map { record.status(of: $0.id, fingerprint: $0.fingerprint) }
    }

    /// `2 passed, 1 smoke`: a section's samples by status, in the order the categories are declared.
    static func summary(_ statuses: [VerificationRecord.Category]) -> String {
        VerificationRecord.Category.allCases.compactMap { category in
            let count = statuses.filter { $0 == category }.count
            return count == 0 ? nil : "\(count) \(category.rawValue)"
        }.joined(separator: ", ")
    }
}
