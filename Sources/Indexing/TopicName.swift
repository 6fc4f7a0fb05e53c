import DocumentModel

/// Which topic a page belongs to when no manifest names one, and how that topic is spelled.
///
/// A topic is one page in several languages. `corpus/<topic>/<lang>.<ext>` (a file stem that is a language
/// code) is a page of the topic its folder names; any other page is a topic of its own, so a folder of 200
/// English pages is 200 topics, not one topic of 200 "translations".
///
/// Spelling: the place's path with `/` written as `~`: the folder's path for a language-named page
/// (`uikit-dynamics/ru.txt` → `uikit-dynamics`, `guides/dynamics/ru.txt` → `guides~dynamics`), the page's own
/// path, extension included, for any other (`ios/table-views.md` → `ios~table-views.md`, `loose.html` →
/// `loose.html`). Sample ids are `topic/lang/section/k`, so a topic cannot hold `/`. Names never collide:
/// `%`, `~`, `\` and control characters inside a name are written as `%XX` (UTF-8 bytes), so the spelling is
/// one-to-one on paths, and a folder's path is never a file's (`ios/tables/en.md` is `ios~tables`, the page
/// `ios/tables.md` beside that folder is `ios~tables.md`).
enum TopicName {
    /// What stands for `/` in a topic name.
    static let separator: Character = "~"

    /// The topic of the page at `relativePath` (folders and file name, `/`-separated) whose file stem is `stem`.
    static func topic(relativePath: String, stem: String) -> String {
        let parts = relativePath.split(separator: "/").map(String.init)
        let place = parts.count > 1 && Language(code: stem) != nil ? Array(parts.dropLast()) : parts
        return place.map(escaped).joined(separator: String(separator))
    }

    /// `part` with the separator, the escape character and what sample ids cannot carry written as `%XX`.
    static func escaped(_ part: String) -> String {
        var result = ""
        for scalar in part.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar == "%" || scalar == "~" || scalar == "\\" || scalar == "/" || category == .control
                || category == .lineSeparator || category == .paragraphSeparator
            {
                for byte in String(scalar).utf8 { result += "%" + hex(byte) }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
