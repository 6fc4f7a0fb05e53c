import Foundation

public extension FileManager {
    /// Whether `url` names an existing folder (a file of that name is not one).
    func isFolder(at url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
