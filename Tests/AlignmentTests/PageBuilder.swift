import DocumentModel

/// Builds small synthetic documents for alignment tests: sections of headings, prose and code with line
/// numbers counted as a plain-text page would have them (one blank line between blocks).
struct PageBuilder {
    var path: String
    var topic: String
    var language: Language
    private var sections: [Section] = []
    private var line = 1

    init(_ path: String, topic: String = "demo", language: Language) {
        self.path = path
        self.topic = topic
        self.language = language
    }

    /// One block of content.
    enum Content {
        case prose(String)
        case code(String)
    }

    /// Appends a section with `heading` (nil for a lead section) and its blocks.
    @discardableResult
    mutating func section(_ heading: String?, level: Int = 2, _ contents: [Content]) -> PageBuilder {
        var headingBlock: Block? = nil
        if let heading {
            headingBlock = Block(kind: .heading, text: heading, range: take(heading), language: language, headingLevel: level)
        }
        let blocks = contents.map { content -> Block in
            switch content {
            case .prose(let text): return Block(kind: .prose, text: text, range: take(text), language: language)
            case .code(let text): return Block(kind: .code, text: text, range: take(text))
            }
        }
        sections.append(Section(heading: headingBlock, level: heading == nil ? 0 : level, blocks: blocks))
        return self
    }

    private mutating func take(_ text: String) -> SourceRange {
        let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let range = SourceRange(file: path, firstLine: line, lastLine: line + count - 1, byteStart: 0, byteEnd: 0)
        line += count + 1
        return range
    }

    func build() -> Document {
        Document(
            path: path, format: .plainText, topic: topic, declaredLanguage: language, detectedLanguage: language,
            title: sections.first?.title ?? "", sections: sections, contentHash: "")
    }
}

/// Distinct little samples, each a different use of UIKit Dynamics, for synthetic pages.
enum Samples {
    static let gravity = """
        let animator = UIDynamicAnimator(referenceView: view)
        let gravity = UIGravityBehavior(items: [squareView])
        gravity.magnitude = 1.5
        animator.addBehavior(gravity)
        """
    static let collision = """
        let collision = UICollisionBehavior(items: [squareView, floorView])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = .everything
        animator.addBehavior(collision)
        """
    static let push = """
        let push = UIPushBehavior(items: [ballView], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.7, dy: -0.2)
        push.magnitude = 12.0
        animator.addBehavior(push)
        """
    static let snap = """
        let snap = UISnapBehavior(item: cardView, snapTo: CGPoint(x: 160, y: 240))
        snap.damping = 0.35
        animator.addBehavior(snap)
        """
    static let field = """
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: view.bounds.midX, y: view.bounds.height * 0.25)
        field.region = UIRegion(size: CGSize(width: view.bounds.width, height: 120))
        field.addItem(stickerView)
        animator.addBehavior(field)
        """
    static let attachment = """
        let attachment = UIAttachmentBehavior(item: handleView, attachedToAnchor: anchorPoint)
        attachment.frequency = 2.0
        attachment.damping = 0.1
        animator.addBehavior(attachment)
        """
}
