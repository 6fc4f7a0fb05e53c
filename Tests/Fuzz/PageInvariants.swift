import DocumentModel
import Ingestion
#if canImport(Glibc)
    import Glibc
#endif

// MARK: - What must hold for any page, whatever its bytes

/// The checks every fuzz target runs on the document a reader makes from arbitrary bytes.
///
/// The line table here is counted independently of the readers (a second, simple definition), so a
/// reader's off-by-one shows up as a disagreement instead of being shared. A violated invariant prints
/// what broke and aborts, which libFuzzer records as a crash with its input.
enum PageInvariants {
    /// Where each line of `bytes` starts: lines end at LF only (libxml2's rule) or at LF, CRLF and lone CR
    /// (the Markdown and plain-text readers' rule). An input always has at least one line.
    struct Lines {
        var starts: [Int] = [0]

        init(_ bytes: [UInt8], lfOnly: Bool) {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A || (!lfOnly && byte == 0x0D) {
                    let crlf = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
                    index += crlf ? 2 : 1
                    starts.append(index)
                } else {
                    index += 1
                }
            }
        }

        var count: Int { starts.count }
    }

    /// Reads `bytes` as `format` through the reader `doctool parse` uses and checks the result.
    /// (Sample analysis is left out: its Foundation regular expressions bring a target from thousands of
    /// executions a second to tens; SampleAnalysisTests feed it hostile code instead.)
    static func check(_ bytes: [UInt8], format: DocumentFormat, path: String) {
        let lines = Lines(bytes, lfOnly: format == .html)
        let document: Document
        do {
            document = try DocumentReader().document(from: bytes, path: path, format: format)
        } catch {
            // Refusing a page is fine; the refusal must still point inside it.
            checkDiagnostic(error.diagnostic, path: path, lines: lines)
            return
        }
        require(document.format == format, "format \(document.format) for a \(format) read")
        for diagnostic in document.diagnostics { checkDiagnostic(diagnostic, path: path, lines: lines) }

        var previous: SourceRange?
        for (index, section) in document.sections.enumerated() {
            require(!section.isEmpty, "section \(index) is empty")
            if let heading = section.heading {
                require(heading.kind == .heading, "section \(index)'s heading is a \(heading.kind) block")
                require((1...6).contains(section.level), "section \(index) has level \(section.level)")
            } else {
                require(section.level == 0, "lead section \(index) has level \(section.level)")
            }
            for block in section.allBlocks {
                checkRange(block.range, path: path, bytes: bytes.count, lines: lines, what: "\(block.kind) block")
                if let previous {
                    require(
                        block.range.firstLine >= previous.firstLine,
                        "block at line \(block.range.firstLine) after one at \(previous.firstLine)")
                }
                previous = block.range
                // A code-language heading (`### Swift`) is a label block that keeps its level.
                require(
                    (block.kind == .heading) == (block.headingLevel != nil) || block.kind == .codeLabel,
                    "\(block.kind) block with heading level \(String(describing: block.headingLevel))")
                if let level = block.headingLevel { require((1...6).contains(level), "heading level \(level)") }
                if let hintRange = block.codeHint?.range {
                    checkRange(hintRange, path: path, bytes: bytes.count, lines: lines, what: "code hint")
                }
            }
        }
    }

    /// A range names the page, is ordered, lies in its lines and bytes, and its bytes lie on its lines.
    static func checkRange(_ range: SourceRange, path: String, bytes: Int, lines: Lines, what: String) {
        require(range.file == path, "\(what) names file '\(range.file)'")
        require(
            1 <= range.firstLine && range.firstLine <= range.lastLine && range.lastLine <= lines.count,
            "\(what) spans lines \(range.firstLine)-\(range.lastLine) of \(lines.count)")
        require(
            0 <= range.byteStart && range.byteStart <= range.byteEnd && range.byteEnd <= bytes,
            "\(what) spans bytes \(range.byteStart)..<\(range.byteEnd) of \(bytes)")
        // The first byte is on the first line and the end on the last (a terminator may be included).
        let firstStart = lines.starts[range.firstLine - 1]
        let lastEnd = range.lastLine < lines.count ? lines.starts[range.lastLine] : bytes
        require(
            range.byteStart >= firstStart && range.byteEnd <= lastEnd,
            "\(what) at lines \(range.firstLine)-\(range.lastLine) (bytes \(firstStart)..<\(lastEnd)) "
                + "spans bytes \(range.byteStart)..<\(range.byteEnd)")
    }

    static func checkDiagnostic(_ diagnostic: Diagnostic, path: String, lines: Lines) {
        require(diagnostic.file == path, "diagnostic names file '\(diagnostic.file)'")
        if let line = diagnostic.line {
            require(1 <= line && line <= lines.count, "diagnostic at line \(line) of \(lines.count): \(diagnostic.message)")
        }
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        let text = Array("invariant violated: \(message())\n".utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
