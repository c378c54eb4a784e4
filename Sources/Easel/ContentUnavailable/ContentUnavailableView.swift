import EaselGraphics
import Foundation

/// A view that shows a `ContentUnavailableConfiguration`, like
/// `UIContentUnavailableView`: the image (or, for `loading()`, a spinning activity
/// indicator), the texts and the buttons stacked in that order, centred as one block
/// in its safe area less the configuration's margins, the image and buttons at their
/// own size, the texts across the available width (aligned and wrapped in it), on the
/// configuration's background.
///
/// The pieces are Easel's own views (`ImageView`, `Label`, `Button`,
/// `ActivityIndicatorView`), so they draw as those do.
@preconcurrency @MainActor
open class ContentUnavailableView: View {
    /// The configuration shown, like `UIContentUnavailableView.configuration`.
    open var configuration: ContentUnavailableConfiguration {
        didSet { apply() }
    }

    let imageView = ImageView(image: nil)
    let activityIndicator = ActivityIndicatorView(style: .medium)
    let textLabel = Label(frame: .zero)
    let secondaryTextLabel = Label(frame: .zero)
    let button = Button(configuration: .plain())
    let secondaryButton = Button(configuration: .plain())

    /// A view showing `configuration`, like `UIContentUnavailableView(configuration:)`.
    public init(configuration: ContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for piece in [imageView, activityIndicator, textLabel, secondaryTextLabel, button, secondaryButton] as [View] {
            addSubview(piece)
        }
        apply()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Gives the pieces the configuration's content and looks.
    private func apply() {
        let configuration = configuration
        backgroundColor = configuration.background.backgroundColor
        layer.cornerRadius = configuration.background.cornerRadius
        let loading = configuration.kind == .loading
        imageView.image = loading ? nil : configuration.image
        imageView.isHidden = imageView.image == nil
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        activityIndicator.isHidden = !loading
        activityIndicator.color = configuration.imageProperties.tintColor ?? .secondaryLabel
        if loading { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
        apply(configuration.text, configuration.textProperties, to: textLabel)
        apply(configuration.secondaryText, configuration.secondaryTextProperties, to: secondaryTextLabel)
        apply(configuration.button, configuration.buttonProperties, to: button)
        apply(configuration.secondaryButton, configuration.secondaryButtonProperties, to: secondaryButton)
        setNeedsLayout()
    }

    private func apply(_ text: String?, _ properties: ContentUnavailableConfiguration.TextProperties, to label: Label) {
        label.text = text
        label.isHidden = (text ?? "").isEmpty
        label.font = properties.font
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = configuration.alignment == .center ? .center : .natural
    }

    private func apply(_ look: Button.Configuration, _ properties: ContentUnavailableConfiguration.ButtonProperties,
                       to button: Button) {
        button.configuration = look
        button.isHidden = look.title == nil && look.image == nil
        button.isEnabled = properties.isEnabled
        button.removeAction(identifiedBy: Self.buttonActionIdentifier, for: .primaryActionTriggered)
        if let action = properties.primaryAction {
            button.addAction(ControlAction(identifier: Self.buttonActionIdentifier) { [unowned button] _ in
                action.perform(sender: button)
            }, for: .primaryActionTriggered)
        }
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
    }

    /// The identifier of the action a button runs for its `primaryAction`.
    private static let buttonActionIdentifier = ControlAction.Identifier("com.easel.contentUnavailable.primaryAction")

    /// The pieces shown, top to bottom, each with the space above it.
    private var stackedPieces: [(view: View, spaceAbove: CGFloat)] {
        let configuration = configuration
        var pieces: [(view: View, spaceAbove: CGFloat)] = []
        var previous: View?
        for piece in [imageView, activityIndicator, textLabel, secondaryTextLabel, button, secondaryButton] as [View]
        where !piece.isHidden {
            let space: CGFloat = if previous == nil { 0 }
                else if piece === secondaryTextLabel, previous === textLabel { configuration.textToSecondaryTextPadding }
                else if piece === textLabel || piece === secondaryTextLabel { configuration.imageToTextPadding }
                else if piece === secondaryButton, previous === button { configuration.buttonToSecondaryButtonPadding }
                else { configuration.textToButtonPadding }
            pieces.append((piece, space))
            previous = piece
        }
        return pieces
    }

    /// The area the content is centred in: the safe area less the margins.
    private var contentArea: CGRect {
        let margins = configuration.directionalLayoutMargins
        let (left, right) = isRightToLeft ? (margins.trailing, margins.leading) : (margins.leading, margins.trailing)
        return bounds.inset(by: safeAreaInsets)
            .inset(by: EdgeInsets(top: margins.top, left: left, bottom: margins.bottom, right: right))
    }

    private func size(of piece: View, width: CGFloat) -> CGSize {
        if piece === imageView {
            var size = imageView.intrinsicContentSize
            let maximum = configuration.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width { size.width = maximum.width }
            if maximum.height > 0, size.height > maximum.height { size.height = maximum.height }
            return CGSize(width: min(size.width, width), height: size.height)
        }
        if piece is Label {
            // The full width: the label aligns its lines itself and wraps where it measured.
            return CGSize(width: width, height: piece.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        }
        let natural = piece.intrinsicContentSize
        return CGSize(width: min(natural.width, width), height: natural.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = contentArea
        let width = max(0, area.width)
        let pieces = stackedPieces.map { (view: $0.view, space: $0.spaceAbove, size: size(of: $0.view, width: width)) }
        let height = pieces.reduce(0) { $0 + $1.space + $1.size.height }
        let scale = contentScaleFactor
        func aligned(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        var y = aligned(area.midY - height / 2)
        for piece in pieces {
            y += piece.space
            let x: CGFloat
            switch configuration.alignment {
            case .center: x = aligned(area.midX - piece.size.width / 2)
            case .natural: x = isRightToLeft ? area.maxX - piece.size.width : area.minX
            }
            piece.view.frame = CGRect(origin: CGPoint(x: x, y: aligned(y)), size: piece.size)
            y += piece.size.height
        }
    }

    /// The content follows the safe area and the layout direction.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

/// The view `ContentUnavailableConfiguration.makeContentView()` makes, as UIKit's
/// private one: a content view (`ContentView`) around a `ContentUnavailableView`.
final class ContentUnavailableContentView: View, ContentView {
    let unavailableView: ContentUnavailableView

    init(configuration: ContentUnavailableConfiguration) {
        unavailableView = ContentUnavailableView(configuration: configuration)
        super.init(frame: .zero)
        unavailableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(unavailableView)
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    var configuration: ContentConfiguration {
        get { unavailableView.configuration }
        set { if let configuration = newValue as? ContentUnavailableConfiguration { unavailableView.configuration = configuration } }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        unavailableView.frame = bounds
    }
}
