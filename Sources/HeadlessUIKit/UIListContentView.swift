/// The view a `UIListContentConfiguration` makes (UIKit's `UIListContentView`): an image view
/// and two labels placed as the matching cell style places `imageView`, `textLabel` and
/// `detailTextLabel` (16-point margins, 11 above and below the text for automatic heights).
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(image: nil)
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var list: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryLabel)
        apply()
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        list = .cell()
        super.init(coder: coder)
    }

    /// What the view shows (a list configuration; others are ignored).
    open var configuration: UIContentConfiguration {
        get { list }
        set {
            guard let new = newValue as? UIListContentConfiguration else { return }
            list = new
            apply()
        }
    }

    private func apply() {
        imageView.image = list.image
        imageView.tintColor = list.imageProperties.tintColor
        style(textLabel, text: list.text, attributed: list.attributedText, with: list.textProperties)
        style(
            secondaryLabel, text: list.secondaryText, attributed: list.secondaryAttributedText, with: list.secondaryTextProperties
        )
        setNeedsLayout()
    }

    private func style(
        _ label: UILabel, text: String?, attributed: NSAttributedString?,
        with properties: UIListContentConfiguration.TextProperties
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment =
            properties.alignment == .center ? .center : (properties.alignment == .justified ? .justified : .natural)
        if let attributed = attributed { label.attributedText = attributed } else { label.text = text }
    }

    private var textColumnX: CGFloat {
        guard let image = list.image else { return UITableViewCell.margin }
        return UITableViewCell.margin + min(image.size.width, 44) + list.imageToTextPadding
    }

    private func textSizes(width: CGFloat) -> (CGSize, CGSize) {
        let available = max(0, width - textColumnX - UITableViewCell.margin)
        let unbounded = CGSize(width: available, height: .greatestFiniteMagnitude)
        let text = textLabel.text == nil && textLabel.attributedText == nil ? .zero : textLabel.sizeThatFits(unbounded)
        let secondary =
            list.secondaryText == nil && list.secondaryAttributedText == nil ? .zero : secondaryLabel.sizeThatFits(unbounded)
        return (text, secondary)
    }

    /// The height the content needs at `width` (engine: what automatic row heights use).
    func fittingHeight(width: CGFloat) -> CGFloat {
        let (text, secondary) = textSizes(width: width)
        let body =
            list.prefersSideBySideTextAndSecondaryText
            ? max(text.height, secondary.height)
            : text.height + secondary.height + (secondary.height > 0 ? list.textToSecondaryTextVerticalPadding : 0)
        return max(44, (body + 22).rounded(.up))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let image = list.image {
            let side = min(image.size.height, bounds.height)
            imageView.frame = CGRect(
                x: UITableViewCell.margin, y: (bounds.height - side) / 2, width: min(image.size.width, 44), height: side)
        }
        let x = textColumnX, width = max(0, bounds.width - x - UITableViewCell.margin)
        let (text, secondary) = textSizes(width: bounds.width)
        if list.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = min(secondary.width, width)
            textLabel.frame = CGRect(
                x: x, y: (bounds.height - text.height) / 2, width: max(0, width - secondaryWidth - 8), height: text.height)
            secondaryLabel.frame = CGRect(
                x: x + width - secondaryWidth, y: (bounds.height - secondary.height) / 2,
                width: secondaryWidth, height: secondary.height)
        } else {
            let top = (bounds.height - text.height - secondary.height) / 2
            textLabel.frame = CGRect(x: x, y: top, width: width, height: text.height)
            secondaryLabel.frame = CGRect(x: x, y: top + text.height, width: width, height: secondary.height)
        }
    }
}
