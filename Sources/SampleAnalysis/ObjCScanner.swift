import CodeLexer

/// Finds calls (messages and C function calls, named the way Swift imports them) and names in Objective-C code.
enum ObjCScanner {
    static let nonCallWords: Set<String> = CodeKeywords.words(.objectiveC, with: .notACall)

    // MARK: - Calls

    static func calls(_ text: CodeText) -> [ScannedCall] {
        var result: [ScannedCall] = []
        let count = text.characters.count
        var index = 0
        while index < count {
            let character = text.characters[index]
            if character == "@", text[index + 1] == "s", text.word(at: index + 1) == "selector",
                let close = text.closing(index + 9)
            {
                index = close + 1
                continue
            }
            if character == "[", text[index - 1] != "@", let message = message(at: index, in: text) {
                result.append(message)
            } else if text.isWord(index), !text.isWord(index - 1), character.isLetter {
                let word = text.word(at: index)
                let after = index + word.count
                // `@interface Name ()` opens a class extension; it calls nothing.
                let declaresType =
                    text.previousNonSpace(index).map { end -> Bool in
                        var start = end
                        while text.isWord(start - 1) { start -= 1 }
                        return ["interface", "implementation", "protocol"].contains(text.word(at: start))
                            && text[start - 1] == "@"
                    } ?? false
                if text[after] == "(", !declaresType, !nonCallWords.contains(word),
                    !["@", "#", ".", "^"].contains(text[index - 1] ?? " "),
                    let close = text.closing(after)
                {
                    let arguments = text.topLevelSegments(after + 1, close).map { text.text($0.start, $0.end) }
                    let mapped = ObjCImport.swiftFunction(word, argumentCount: arguments.count)
                    let labels = mapped?.labels ?? Array(repeating: "_", count: arguments.count)
                    let call = SampleCall(
                        base: mapped?.base ?? word, labels: labels, receiver: "",
                        spelling: word, line: text.line(at: index))
                    result.append(ScannedCall(call: call, arguments: arguments))
                }
                index = after
                continue
            }
            index += 1
        }
        return result
    }

    /// The message send whose `[` is at `open`, or nil when the brackets are an array subscript or literal.
    static func message(at open: Int, in text: CodeText) -> ScannedCall? {
        guard let close = text.closing(open), let start = text.nextNonSpace(open + 1), start < close else { return nil }
        var receiverEnd: Int
        var receiver: String
        var allocClass: String?
        if text[start] == "[" {
            guard let innerClose = text.closing(start), innerClose < close else { return nil }
            receiverEnd = innerClose + 1
            let inner = text.text(start + 1, innerClose)
            let parts = inner.split(separator: " ").map(String.init)
            if parts.count == 2, parts[1] == "alloc" { allocClass = parts[0] }
            receiver = ""
        } else if text.isWord(start) {
            var end = start
            while end < close,
                text.isWord(end) || text[end] == "." || (text[end] == "-" && text[end + 1] == ">")
                    || (text[end] == ">" && text[end - 1] == "-")
            {
                end += 1
            }
            receiverEnd = end
            receiver = SymbolExtractor.lastComponent(text.text(start, end))
        } else {
            return nil
        }
        guard let selectorStart = text.nextNonSpace(receiverEnd), selectorStart < close, text.isWord(selectorStart),
            selectorStart > receiverEnd || allocClass != nil || text[receiverEnd - 1] == "]"
        else { return nil }
        let firstWord = text.word(at: selectorStart)
        var pieces: [String] = []
        var arguments: [String] = []
        var cursor = selectorStart + firstWord.count
        guard let afterFirst = text.nextNonSpace(cursor) else { return nil }
        if afterFirst == close {
            pieces = [firstWord]
        } else if text[afterFirst] == ":" {
            // Keyword message: split the arguments at `name:` found outside brackets.
            var name = firstWord
            var argumentStart = afterFirst + 1
            var depth = 0
            cursor = argumentStart
            while cursor < close {
                let character = text.characters[cursor]
                if "([{".contains(character) {
                    depth += 1
                } else if ")]}".contains(character) {
                    depth -= 1
                } else if depth == 0, text.isWord(cursor), !text.isWord(cursor - 1), cursor > argumentStart,
                    text[cursor - 1]?.isWhitespace == true
                {
                    let word = text.word(at: cursor)
                    if text[cursor + word.count] == ":", text[cursor + word.count + 1] != ":" {
                        pieces.append(name)
                        arguments.append(text.text(argumentStart, cursor))
                        name = word
                        argumentStart = cursor + word.count + 1
                        cursor = argumentStart
                        continue
                    }
                }
                cursor += 1
            }
            pieces.append(name)
            arguments.append(text.text(argumentStart, close))
        } else {
            return nil
        }
        let selector = pieces.count == 1 && arguments.isEmpty ? pieces[0] : pieces.map { $0 + ":" }.joined()
        let line = text.line(at: open)
        if let allocClass {
            guard selector.hasPrefix("init") else { return nil }
            let initializer = ObjCImport.swiftInitializer(className: allocClass, selector: selector)
            return ScannedCall(
                call: SampleCall(
                    base: initializer.base, labels: initializer.labels, receiver: "",
                    spelling: selector, line: line), arguments: arguments)
        }
        if selector == "alloc" || selector == "new" { return nil }
        if receiver == "UIColor", ObjCImport.swiftColor(classMethod: selector) != nil { return nil }
        let name = ObjCImport.swiftName(selector: selector)
        var normalized = receiver
        while normalized.hasPrefix("_"), normalized.count > 1 { normalized.removeFirst() }
        if normalized == "self" { normalized = "" }
        let isSetter =
            pieces.count == 1 && !arguments.isEmpty && name.labels == ["_"] && name.base.hasPrefix("set")
            && name.base.count > 3 && name.base.dropFirst(3).first?.isUppercase == true
        let base = isSetter ? String(name.base.dropFirst(3)).lowercasingFirst() : name.base
        return ScannedCall(
            call: SampleCall(base: base, labels: name.labels, receiver: normalized, spelling: selector, line: line),
            arguments: arguments, isSetter: isSetter)
    }

    // MARK: - Names

    static let property = Pattern(#"^\s*@property\b.*?(\w+)\s*;\s*$"#)
    static let methodDeclaration = Pattern(#"^\s*[-+]\s*\("#)
    static let methodParameter = Pattern(#":\s*\([^)]*\)\s*(\w+)"#)
    static let methodName = Pattern(#"^\s*[-+]\s*\([^)]*\)\s*(\w+)"#)
    static let localDeclaration = Pattern(
        #"(?:^|[;{(]\s*)\s*(?:(?:__weak|__strong|__block|const|static)\s+)*(?:[A-Z]\w*|int|float|double|long|char|id|u?int\d+_t)(?:\s*<[^>]*>)?\s*\**\s*(\w+)\s*(?:=|;|\bin\b|\[)"#
    )
    static let blockParameters = Pattern(#"\^\s*\w*\s*\(([^)]*)\)"#)
    static let typeDirective = Pattern(#"@(?:interface|implementation|protocol)\s+(\w+)"#)

    static func names(_ text: CodeText, lines: [CodeLine]) -> ScannedNames {
        var names = ScannedNames()
        var skipLines = Set<Int>()
        for line in lines {
            let code = line.code
            if let groups = typeDirective.firstGroups(code) { names.declareType(groups[1]); skipLines.insert(line.number) }
            if code.trimmingSpaces().hasPrefix("@") || code.trimmingSpaces().hasPrefix("#") { skipLines.insert(line.number) }
            if let groups = property.firstGroups(code) {
                names.declared.insert(groups[1])
                names.declared.insert("_" + groups[1])
            }
            if methodDeclaration.matches(code) {
                skipLines.insert(line.number)
                if let groups = methodName.firstGroups(code) { names.declared.insert(groups[1]) }
                for groups in methodParameter.allGroups(code) { names.declared.insert(groups[1]) }
            }
            for groups in localDeclaration.allGroups(code) where !SymbolExtractor.objcKeywords.contains(groups[1]) {
                names.declared.insert(groups[1])
            }
            for groups in blockParameters.allGroups(code) {
                for parameter in groups[1].split(separator: ",") {
                    if let name = parameter.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last {
                        names.declared.insert(String(name))
                    }
                }
            }
        }
        // Uses: identifiers in value position (not a member after `.`, a selector piece, a C call or a type name).
        var index = 0
        let count = text.characters.count
        var previousWord: String?
        var previousSymbol: Character = " "
        while index < count {
            let character = text.characters[index]
            if character == "@", text.word(at: index + 1) == "selector", let close = text.closing(index + 9) {
                index = close + 1
                continue
            }
            if text.isWord(index), !text.isWord(index - 1), character.isLetter || character == "_" {
                let word = text.word(at: index)
                let line = text.line(at: index)
                let after = text.nextNonSpace(index + word.count)
                let afterCharacter = after.flatMap { text[$0] }
                let afterMember = previousSymbol == "." || (previousSymbol == ">" && text[index - 2] == "-")
                // `[receiver selector]`: a word right after a receiver (a name, `self`, `super` or a nested message).
                let selectorPosition =
                    previousSymbol == "]"
                    || (previousSymbol == "w"
                        && previousWord.map {
                            !SymbolExtractor.objcKeywords.contains($0) || $0 == "self" || $0 == "super"
                        } == true)
                if !skipLines.contains(line), let first = word.first, first.isLowercase || first == "_",
                    !SymbolExtractor.objcKeywords.contains(word), !afterMember, !selectorPosition,
                    afterCharacter != "(", afterCharacter != ":", !word.hasSuffix("_t")
                {
                    names.use(word, line: line)
                }
                previousWord = word
                previousSymbol = "w"
                index += word.count
                continue
            }
            if !character.isWhitespace { previousSymbol = character; previousWord = nil }
            index += 1
        }
        return names
    }
}
