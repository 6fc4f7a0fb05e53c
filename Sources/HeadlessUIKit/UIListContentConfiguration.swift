/// The standard content of a list row or header: an image, a text and a secondary text (UIKit's
/// `UIListContentConfiguration`, iOS 14's replacement for `textLabel` and `detailTextLabel`).
///
/// The factories match the cell styles: `cell()` is `.default`, `subtitleCell()` `.subtitle`,
/// `valueCell()` `.value1`; headers use 13-point secondary text. `UIListContentView` shows it
/// with the same metrics as the built-in cell labels (so automatic row heights agree).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        /// Alignment of a list text.
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        init() {}
    }

    /// The layouts the factories make (engine: which cell style the content view follows).
    enum Layout { case cell, subtitle, value, header }
    let layout: Layout

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var prefersSideBySideTextAndSecondaryText: Bool

    init(layout: Layout) {
        self.layout = layout
        let header = layout == .header
        textProperties = TextProperties(font: .systemFont(ofSize: header ? 13 : 17), color: header ? .secondaryLabel : .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: layout == .subtitle ? 12 : 17), color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = layout == .value
    }

    /// A row's content: image and text.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .cell) }
    /// Text with smaller secondary text under it.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .subtitle) }
    /// Text with secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .value) }
    /// A sidebar row (laid out as `cell()`).
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .cell) }
    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(layout: .header) }
    /// A grouped table's section header.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(layout: .header) }
    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(layout: .header) }
    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(layout: .header) }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same content: selection does not restyle list content here.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
