import EaselGraphics
import Foundation

/// The view that shows a `ListContentConfiguration`, like `UIListContentView`: an
/// image view and two labels placed by `ListContentLayout` within the configuration's
/// margins, mirrored in a right-to-left layout.
///
/// As UIKit's, it follows the content size category of its traits: text in a
/// preferred (or `FontMetrics`-scaled) font takes the category's size when its
/// `adjustsFontForContentSizeCategory` is on (the default), and a symbol image without
/// a size of its own is drawn at the text's font size, so rows grow with the text.
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
        let traits = traitCollection
        let textFont = listConfiguration.textProperties.resolvedFont(for: traits)
        let imageProperties = listConfiguration.imageProperties
        imageView.image = listConfiguration.image.map { Self.image($0, sizedFor: textFont, preferring: imageProperties.preferredSymbolConfiguration) }
        imageView.isHidden = listConfiguration.image == nil
        imageView.tintColor = imageProperties.tintColor
        imageView.layer.cornerRadius = imageProperties.cornerRadius
        imageView.clipsToBounds = imageProperties.cornerRadius > 0
        if imageView.accessibilityIgnoresInvertColors != imageProperties.accessibilityIgnoresInvertColors {
            imageView.accessibilityIgnoresInvertColors = imageProperties.accessibilityIgnoresInvertColors
        }
        for (label, text, properties) in [(textLabel, listConfiguration.text, listConfiguration.textProperties),
                                          (secondaryTextLabel, listConfiguration.secondaryText, listConfiguration.secondaryTextProperties)] {
            label.text = text
            label.font = properties.resolvedFont(for: traits)
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.textAlignment = properties.alignment
        }
        setNeedsLayout()
    }

    /// A symbol image that sets no size of its own drawn at the text's point size, as
    /// UIKit's list content scales symbols with the text, then with the image
    /// properties' `preferred` configuration applied; any other image as it is.
    private static func image(_ image: Image, sizedFor font: Font, preferring preferred: Image.SymbolConfiguration?) -> Image {
        guard let symbol = image.symbolConfiguration else { return image }
        let sized = symbol.pointSize == nil && symbol.textStyle == nil ? image.withConfiguration(Image.SymbolConfiguration(pointSize: font.pointSize)) : image
        return preferred.map { sized.withConfiguration($0) } ?? sized
    }

    /// Applies the configuration again when the content size category of the view's
    /// traits changed its fonts: when they settle, and before the view measures or
    /// lays out (a cell is measured as soon as its list shows it).
    private func followContentSizeCategory() {
        let traits = traitCollection
        if textLabel.font != listConfiguration.textProperties.resolvedFont(for: traits)
            || secondaryTextLabel.font != listConfiguration.secondaryTextProperties.resolvedFont(for: traits) {
            apply()
        }
    }

    override func effectiveTraitsDidSettle(_ traits: TraitCollection) {
        super.effectiveTraitsDidSettle(traits)
        followContentSizeCategory()
    }

    /// The layout for the configuration, with the side margins at least a list row's
    /// (20 points in a regular width) where the horizontal superview margins are kept,
    /// in the view's layout direction (side-by-side texts stacked at the accessibility
    /// text sizes). The image is shown at most `maximumSize` in the room reserved for
    /// it; the standard room for a symbol is a square of the text's line height.
    private var layout: ListContentLayout {
        let margins = listConfiguration.directionalLayoutMargins
        let side = listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) ? rowSideMargin : 0
        let arrangement = listConfiguration.arrangement.fitting(traitCollection.preferredContentSizeCategory)
        let imageProperties = listConfiguration.imageProperties
        let imageSize = imageView.image.map { imageProperties.shownSize(of: $0.size) }
        let standardRoom = textLabel.font.lineHeight.rounded(.up)
        return ListContentLayout(arrangement: arrangement,
                                 leadingMargin: max(margins.leading, side),
                                 trailingMargin: max(margins.trailing, side),
                                 imageSize: imageSize,
                                 imageRoom: imageSize.map { imageProperties.layoutSize(of: $0, standard: standardRoom) },
                                 imageToTextPadding: listConfiguration.imageToTextPadding,
                                 textToSecondaryTextVerticalPadding: listConfiguration.textToSecondaryTextVerticalPadding,
                                 textToSecondaryTextHorizontalPadding: listConfiguration.textToSecondaryTextHorizontalPadding,
                                 layoutDirection: effectiveUserInterfaceLayoutDirection,
                                 minimumHeight: listConfiguration.minimumHeight)
    }

    /// The side margin of the row the content is in: its table cell's (which may follow
    /// the table's readable width), else a list row's.
    private var rowSideMargin: CGFloat {
        var ancestor = superview
        while let view = ancestor {
            if let cell = view as? TableViewCell { return cell.sideMargin }
            ancestor = view.superview
        }
        return TableStyleMetrics.sideMargin(for: traitCollection)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        followContentSizeCategory()
        let frames = layout.frames(in: bounds, text: textLabel, secondary: secondaryTextLabel)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
    }

    /// The height the content needs `width` wide: the content and the vertical
    /// margins, at least 44 points for a cell's content (a header's or footer's has no
    /// minimum).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        followContentSizeCategory()
        let margins = listConfiguration.directionalLayoutMargins
        return CGSize(width: size.width, height: layout.fittingHeight(width: size.width, text: textLabel, secondary: secondaryTextLabel,
                                                                     padding: (margins.top, margins.bottom)))
    }

    /// How far the text starts from the view's leading edge (its right edge in a
    /// right-to-left layout): where a cell's separator starts.
    var textLeadingEdge: CGFloat {
        layout.textLeadingInset(in: bounds, text: textLabel, secondary: secondaryTextLabel)
    }
}
