/// Code text as a page shows it, cleaned the same way for every format, working on UTF-8 bytes
/// because code blocks are the bulk of a tutorial page.
enum CodeText {
    /// Non-breaking spaces (U+00A0, which pages use to indent code) become spaces; trailing blanks
    /// on each line go; blank lines at either end go. Returns the text with the count of lines
    /// dropped at the start, so the caller can keep its line numbers right.
    static func clean(_ bytes: [UInt8]) -> (text: String, droppedLeadingLines: Int, lineCount: Int) {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            var end = index
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D
                || (bytes[end - 1] == 0xA0 && end - 1 > start && bytes[end - 2] == 0xC2) {
                end -= bytes[end - 1] == 0xA0 ? 2 : 1
            }
            lines.append(bytes[start..<end])
            start = index + 1
        }
        var first = 0
        while first < lines.count, lines[first].isEmpty { first += 1 }
        var last = lines.count - 1
        while last >= first, lines[last].isEmpty { last -= 1 }
        guard first <= last else { return ("", first, 0) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for number in first...last {
            if number > first { out.append(0x0A) }
            let line = lines[number]
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == 0xC2, index + 1 < line.endIndex, line[index + 1] == 0xA0 {
                    out.append(0x20)
                    index += 2
                } else {
                    out.append(line[index])
                    index += 1
                }
            }
        }
        return (String(decoding: out, as: UTF8.self), first, last - first + 1)
    }
}
