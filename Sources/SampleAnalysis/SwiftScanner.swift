import CodeLexer

/// Finds calls and names in Swift code (comment- and string-free), tolerant of fragments.
enum SwiftScanner {
    static let labelPattern = Pattern(#"^([A-Za-z_]\w*)\s*:(?!:)\s*([\s\S]*)$"#)
    static let nonCallWords: Set<String> = CodeKeywords.words(.swift, with: .notACall)

    // MARK: - Calls

    static func calls(_ text: CodeText) -> [ScannedCall] {
        var result: [ScannedCall] = []
        var index = 0
        let count = text.characters.count
        while index < count {
            guard text.isWord(index), !text.isWord(index - 1), text[index]!.isLetter || text[index] == "_" else {
                index += 1; continue
            }
            let word = text.word(at: index)
            let after = index + word.count
            // #selector(...) names a method; it does not call one.
            if text[index - 1] == "#", word == "selector", text[after] == "(", let close = text.closing(after) {
                index = close + 1
                continue
            }
            var open = after
            if (word == "init") && (text[open] == "?" || text[open] == "!") { open += 1 }
            guard text[open] == "(", text[index - 1] != "@", text[index - 1] != "#", !nonCallWords.contains(word),
                let close = text.closing(open)
            else { index = after; continue }
            let dotted = text[index - 1] == "."
            // Declarations (`func name(`, `init(` without a receiver) are not calls.
            if let previous = text.previousNonSpace(index), text.isWord(previous) {
                var start = previous
                while text.isWord(start - 1) { start -= 1 }
                if ["func", "case"].contains(text.word(at: start)) { index = after; continue }
            }
            if !dotted && (word == "init" || word == "subscript") { index = after; continue }
            var receiver = ""
            if dotted {
                var end = index - 2
                while let character = text[end], character == "?" || character == "!" { end -= 1 }
                if text.isWord(end) {
                    var start = end
                    while text.isWord(start - 1) { start -= 1 }
                    receiver = text.word(at: start)
                }
            }
            var labels: [String] = []
            var arguments: [String] = []
            for segment in text.topLevelSegments(open + 1, close) {
                let argument = text.text(segment.start, segment.end)
                if let groups = labelPattern.firstGroups(argument) {
                    labels.append(groups[1])
                    arguments.append(groups[2].trimmingSpaces())
                } else {
                    labels.append("_")
                    arguments.append(argument)
                }
            }
            while receiver.hasPrefix("_"), receiver.count > 1 { receiver.removeFirst() }
            let call = SampleCall(
                base: word, labels: labels, receiver: receiver == "self" ? "" : receiver,
                spelling: "\(word)(\(labels.map { "\($0):" }.joined()))", line: text.line(at: index))
            result.append(ScannedCall(call: call, arguments: arguments))
            index = after
        }
        return result
    }

    // MARK: - Names

    struct Token {
        var text: String
        var offset: Int
        var isWord: Bool { text.first.map { $0.isLetter || $0 == "_" } ?? false }
    }

    static func tokens(_ text: CodeText) -> [Token] {
        var result: [Token] = []
        var index = 0
        while index < text.characters.count {
            let character = text.characters[index]
            if character.isWhitespace { index += 1; continue }
            if text.isWord(index) {
                let word = text.word(at: index)
                result.append(Token(text: word, offset: index))
                index += word.count
            } else {
                result.append(Token(text: String(character), offset: index))
                index += 1
            }
        }
        return result
    }

    static let typeKeywords: Set<String> = CodeKeywords.words(.swift, with: .declaresType)

    static func names(_ text: CodeText, lines: [CodeLine]) -> ScannedNames {
        var names = ScannedNames()
        let tokens = self.tokens(text)
        var skip = Set<Int>()  // token indices that are declarations or parameter lists, not uses

        func closingToken(_ open: Int) -> Int? {
            // A one-character token is a bracket or not; longer ones never are.
            CodeText.closing(open, count: tokens.count) { tokens[$0].text.count == 1 ? tokens[$0].text.first : nil }
        }

        func declareParameters(from open: Int) {
            guard let close = closingToken(open) else { return }
            var segmentWords: [String] = []
            var depth = 0
            var sawColon = false
            for index in (open + 1)..<close {
                skip.insert(index)
                let token = tokens[index]
                switch token.text {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case ":" where depth == 0:
                    if let name = segmentWords.last, name != "_" { names.declared.insert(name) }
                    sawColon = true
                case "," where depth == 0:
                    segmentWords = []
                    sawColon = false
                default:
                    if token.isWord, depth == 0, !sawColon { segmentWords.append(token.text) }
                }
            }
        }

        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let previous = index > 0 ? tokens[index - 1] : nil
            switch token.text {
            case "let", "var":
                if let next, next.isWord {
                    names.declared.insert(next.text); skip.insert(index + 1)
                } else if next?.text == "(", let close = closingToken(index + 1) {
                    for inner in (index + 2)..<close where tokens[inner].isWord {
                        names.declared.insert(tokens[inner].text); skip.insert(inner)
                    }
                }
            case "func":
                if let next, next.isWord {
                    names.declared.insert(next.text)
                    skip.insert(index + 1)
                    var open = index + 2
                    if open < tokens.count, tokens[open].text == "<" {
                        while open < tokens.count, tokens[open].text != ">" { skip.insert(open); open += 1 }; open += 1
                    }
                    if open < tokens.count, tokens[open].text == "(" { declareParameters(from: open) }
                }
            case "init" where previous?.text != ".", "subscript" where previous?.text != ".":
                var open = index + 1
                if open < tokens.count, tokens[open].text == "?" || tokens[open].text == "!" { open += 1 }
                if open < tokens.count, tokens[open].text == "(" { declareParameters(from: open) }
            case let word where typeKeywords.contains(word):
                if let next, next.isWord, !SymbolExtractor.swiftKeywords.contains(next.text) {
                    names.declareType(next.text)
                    skip.insert(index + 1)
                }
            case "for" where next?.text != ":" && previous?.text != "(" && previous?.text != ",":
                // A `for … in` loop (not the `for:` argument label).
                var inner = index + 1
                while inner < tokens.count, tokens[inner].text != "in", tokens[inner].text != "{", inner - index < 12 {
                    if tokens[inner].isWord, !SymbolExtractor.swiftKeywords.contains(tokens[inner].text) {
                        names.declared.insert(tokens[inner].text)
                        skip.insert(inner)
                    }
                    inner += 1
                }
            case "{":
                // Closure parameters: `{ (make) in`, `{ finished in`, `{ [weak self] _ in`.
                var inner = index + 1
                if inner < tokens.count, tokens[inner].text == "[", let close = closingToken(inner) { inner = close + 1 }
                var candidates: [Int] = []
                while inner < tokens.count, inner - index < 16 {
                    let text = tokens[inner].text
                    if text == "in" {
                        for candidate in candidates { names.declared.insert(tokens[candidate].text); skip.insert(candidate) }
                        break
                    }
                    if tokens[inner].isWord {
                        candidates.append(inner)
                    } else if ![",", "(", ")", ":", "?", "!", "[", "]", "<", ">"].contains(text) {
                        break
                    }
                    inner += 1
                }
            default:
                break
            }
            index += 1
        }

        for (index, token) in tokens.enumerated() where token.isWord && !skip.contains(index) {
            guard let first = token.text.first, first.isLowercase || (first == "_" && token.text.count > 1) else { continue }
            if SymbolExtractor.swiftKeywords.contains(token.text) { continue }
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            if previous == "." || previous == "@" || previous == "#" { continue }
            if next == "(" { continue }
            if next == ":" && (previous == "(" || previous == "," || previous == "") { continue }
            // A type annotation's lowercase word (`: inout`), or a label after a newline in a call.
            if next == ":" && index + 2 < tokens.count && tokens[index + 2].text.first?.isUppercase == true && previous != "?" {
                continue
            }
            names.use(token.text, line: text.line(at: token.offset))
        }
        _ = lines
        return names
    }
}
