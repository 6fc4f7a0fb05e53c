/// A later step of `doctool index` (code samples, alignment groups, the search database) that adds
/// its records to the index.
///
/// A stage reads `contents.documents` and adds what it derives with `setManifestEntry` and
/// `addJSONFile`/`addFile`; it never writes into index/ itself, so the atomic replacement covers
/// its output too. Stages run in the order the pipeline lists them, after every page is read.
public protocol IndexStage: Sendable {
    /// A short name for messages ("samples", "alignment", "search").
    var name: String { get }
    /// Adds the stage's records. A thrown error fails the run and leaves index/ as it was.
    func contribute(to contents: inout IndexContents) throws
}
