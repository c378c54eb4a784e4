import EaselGraphics
import Foundation

/// The view that shows a `ListContentConfiguration`, like `UIListContentView`: an
/// image view and two labels placed by `ListContentLayout` within the configuration's
/// margins.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    private let imageView = ImageView(frame: .zero)
    private let textLabel = Label(frame: .zero)
    private let secondaryTextLabel = Label(frame: .zero)
    private var listConfiguration: ListContentConfiguration

    /// A view showing `configuration`, like `UIListContentView(configuration:)`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [View] { addSubview(view) }
        apply()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The configuration shown; setting another kind of configuration is ignored.
    public var configuration: ContentConfiguration {
        get { listConfiguration }
        set {
            guard let newValue = newValue as? ListContentConfiguration else { return }
            listConfiguration = newValue
            apply()
        }
    }

    private func apply() {
        imageView.image = listConfiguration.image
        imageView.isHidden = listConfiguration.image == nil
        for (label, text, properties) in [(textLabel, listConfiguration.text, listConfiguration.textProperties),
                                          (secondaryTextLabel, listConfiguration.secondaryText, listConfiguration.secondaryTextProperties)] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.textAlignment = properties.alignment
        }
        setNeedsLayout()
    }

    /// The layout for the configuration, with the side margins widened to 20 points in
    /// a regular width.
    private var layout: ListContentLayout {
        let margins = listConfiguration.directionalLayoutMargins
        let side = TableStyleMetrics.sideMargin(for: traitCollection)
        return ListContentLayout(arrangement: listConfiguration.arrangement,
                                 leadingMargin: max(margins.leading, side),
                                 trailingMargin: max(margins.trailing, side),
                                 imageSize: listConfiguration.image?.size,
                                 imageToTextPadding: listConfiguration.imageToTextPadding,
                                 textToSecondaryTextVerticalPadding: listConfiguration.textToSecondaryTextVerticalPadding)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = layout.frames(in: bounds, text: textLabel, secondary: secondaryTextLabel)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
    }

    /// The height the content needs `width` wide: the content and the vertical
    /// margins, at least 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        return CGSize(width: size.width, height: layout.fittingHeight(width: size.width, text: textLabel, secondary: secondaryTextLabel,
                                                                     padding: (margins.top, margins.bottom)))
    }

    /// The leading edge of the text, where a cell's separator starts.
    var textLeadingEdge: CGFloat {
        layout.frames(in: bounds, text: textLabel, secondary: secondaryTextLabel).text.minX
    }
}
