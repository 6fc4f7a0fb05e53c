import DocumentModel

/// Infers heading levels for a plain-text page, where nothing marks them (scheme in `PlainTextParser`'s notes).
enum PlainTextOutline {
    /// Sets `headingLevel` on every heading block: 1 for the title, 2 for sections, 3 for API sub-headings.
    static func assignLevels(_ blocks: inout [Block]) {
        guard let firstHeading = blocks.firstIndex(where: { $0.kind == .heading }) else { return }
        let hasTitle = blocks[..<firstHeading].allSatisfy { $0.kind == .chrome }
        var subGroupOpen = false
        for index in blocks.indices where blocks[index].kind == .heading {
            if hasTitle && index == firstHeading {
                blocks[index].headingLevel = 1
                continue
            }
            let namesAPI = PlainTextOutline.namesAPI(blocks[index].text)
            let previous = index > 0 ? blocks[index - 1] : nil
            if let parent = previous, parent.kind == .heading, parent.headingLevel == 2,
                namesAPI, !PlainTextOutline.namesAPI(parent.text)
            {
                subGroupOpen = true
            } else if !namesAPI {
                subGroupOpen = false
            }
            blocks[index].headingLevel = subGroupOpen ? 3 : 2
        }
    }

    /// A Latin token of four or more characters with two capitals and a lower-case letter
    /// ("UIDynamicItemBehavior", "UIView", "FaceTime"), which is how API names look; "iOS", "Item", "WWDC" are not.
    static func namesAPI(_ text: String) -> Bool {
        var length = 0
        var upper = 0
        var lower = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isUpper = value >= 0x41 && value <= 0x5A
            let isLower = value >= 0x61 && value <= 0x7A
            let isDigit = value >= 0x30 && value <= 0x39
            if isUpper || isLower || isDigit {
                length += 1
                if isUpper { upper += 1 }
                if isLower { lower += 1 }
                continue
            }
            if length >= 4, upper >= 2, lower >= 1 { return true }
            length = 0; upper = 0; lower = 0
        }
        return length >= 4 && upper >= 2 && lower >= 1
    }
}
