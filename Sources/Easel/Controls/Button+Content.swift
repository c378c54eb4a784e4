import EaselGraphics
import Foundation

/// Showing the content for the state, and where it goes.
extension Button {
    /// The frames of the content's parts, relative to the content's origin, its size,
    /// and the insets around it.
    struct ContentLayout {
        var image = CGRect.zero
        var title = CGRect.zero
        var subtitle = CGRect.zero
        var size = CGSize.zero
        var insets = EdgeInsets.zero
    }

    /// Puts the content for the current state into the labels and image views.
    func showContent() {
        if let configuration { show(configuration) } else { showLegacyContent() }
    }

    private func show(_ configuration: Configuration) {
        let look = configuration.look(for: state, tint: tintColor)
        backgroundView.image = nil
        backgroundView.backgroundColor = look.background
        backgroundView.layer.borderColor = look.strokeColor
        backgroundView.layer.borderWidth = look.strokeWidth
        let titleFont = Font.preferredFont(forTextStyle: configuration.buttonSize.titleStyle, compatibleWith: traitCollection)
        let title = selectedMenuAction?.title ?? configuration.title
        if title != nil || storedTitleLabel != nil {
            titleLabel?.text = title
            titleLabel?.font = titleFont
            titleLabel?.textColor = look.foreground
            titleLabel?.alpha = 1
            if selectedMenuAction?.title == nil, let attributed = Self.shownText(configuration.attributedTitle,
                                                                                 through: configuration.titleTextAttributesTransformer,
                                                                                 font: titleFont, color: look.foreground) {
                titleLabel?.attributedText = attributed
            }
        }
        let subtitleFont = Font.preferredFont(forTextStyle: configuration.buttonSize.subtitleStyle, compatibleWith: traitCollection)
        subtitleLabel.text = configuration.subtitle
        subtitleLabel.font = subtitleFont
        subtitleLabel.textColor = look.foreground
        if let attributed = Self.shownText(configuration.attributedSubtitle, through: configuration.subtitleTextAttributesTransformer,
                                           font: subtitleFont, color: look.foreground) {
            subtitleLabel.attributedText = attributed
        }
        if subtitleLabel.superview == nil, configuration.subtitle != nil { addSubview(subtitleLabel) }
        if configuration.image != nil || storedImageView != nil {
            let symbolConfiguration = configuration.preferredSymbolConfigurationForImage ?? .init(font: titleFont)
            imageView?.image = configuration.image.map { $0.isSymbolImage ? $0.withConfiguration(symbolConfiguration) : $0 }
            imageView?.tintColor = look.foreground
            imageView?.alpha = 1
            imageView?.isHidden = configuration.showsActivityIndicator
        }
        showActivityIndicator(configuration.showsActivityIndicator,
                              color: configuration.activityIndicatorColorTransformer?(look.foreground) ?? look.foreground)
    }

    /// A configuration's attributed text as its label shows it: each run's attributes
    /// through `transformer`, then `font` and `color` where a run has none, as UIKit
    /// does; `nil` when the text has no attributes and no transformer (the label's plain
    /// text, font and colour show it).
    private static func shownText(_ text: AttributedString?, through transformer: ConfigurationTextAttributesTransformer?,
                                  font: Font, color: Color) -> NSAttributedString? {
        guard let text, transformer != nil || text.runs.contains(where: { $0.attributes != AttributeContainer() }) else { return nil }
        var shown = transformer?.apply(to: text) ?? text
        for run in shown.runs {
            if run[TextAttributeKeys.FontAttribute.self] == nil { shown[run.range][TextAttributeKeys.FontAttribute.self] = font }
            if run[TextAttributeKeys.ForegroundColorAttribute.self] == nil { shown[run.range][TextAttributeKeys.ForegroundColorAttribute.self] = color }
        }
        return TextAttributeBridge.foundationString(shown, bridges: TextAttributeBridge.easel)
    }

    /// Spins the configuration's activity indicator in the foreground colour (made and
    /// added on first use), or stops and hides it.
    private func showActivityIndicator(_ shows: Bool, color: Color) {
        guard shows else { storedActivityIndicator?.stopAnimating(); return }
        let indicator = storedActivityIndicator ?? {
            let indicator = ActivityIndicatorView(style: .medium)
            insertSubview(indicator, aboveSubview: backgroundView)
            storedActivityIndicator = indicator
            return indicator
        }()
        indicator.color = color
        indicator.startAnimating()
    }

    private func showLegacyContent() {
        storedActivityIndicator?.stopAnimating()
        storedImageView?.isHidden = false
        backgroundView.backgroundColor = nil
        backgroundView.layer.borderWidth = 0
        backgroundView.image = currentBackgroundImage
        let fades = buttonType == .system && isHighlighted
        let popUpTitle = selectedMenuAction?.title
        if popUpTitle != nil || currentTitle != nil || currentAttributedTitle != nil || storedTitleLabel != nil {
            titleLabel?.textColor = currentTitleColor
            if let popUpTitle {
                titleLabel?.text = popUpTitle
            } else if let styled = currentAttributedTitle {
                titleLabel?.attributedText = styled
            } else {
                titleLabel?.text = currentTitle
            }
            titleLabel?.alpha = fades ? Self.systemHighlightedAlpha : 1
        }
        if currentImage != nil || storedImageView != nil {
            let symbolConfiguration = preferredSymbolConfigurationForImage(in: state)
            imageView?.image = currentImage.map { image in
                symbolConfiguration.map { image.isSymbolImage ? image.withConfiguration($0) : image } ?? image
            }
            imageView?.tintColor = buttonType == .system && !isEnabled ? .tertiaryLabel : nil
            imageView?.alpha = fades ? Self.systemHighlightedAlpha : 1
        }
    }

    /// Where the image, title and subtitle go: the image (or the activity indicator in
    /// its place) beside, above or below the text by `imagePlacement` with
    /// `imagePadding` between, the subtitle under the
    /// title with `titlePadding` between, each centred across the other.
    func contentLayout() -> ContentLayout {
        var layout = ContentLayout()
        let imageSize = configuration?.showsActivityIndicator == true
            ? ActivityIndicatorView.Style.medium.size : storedImageView?.image?.size ?? .zero
        let title = storedTitleLabel.flatMap { $0.text?.isEmpty == false ? $0.intrinsicContentSize : nil } ?? .zero
        let subtitle = configuration?.subtitle == nil ? CGSize.zero : subtitleLabel.intrinsicContentSize
        let titlePadding = title != .zero && subtitle != .zero ? configuration?.titlePadding ?? 0 : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        let imagePadding = imageSize != .zero && text != .zero ? configuration?.imagePadding ?? 0 : 0
        let placement = configuration?.imagePlacement ?? .leading
        let vertical = placement == .top || placement == .bottom
        layout.size = vertical
            ? CGSize(width: max(imageSize.width, text.width), height: imageSize.height + imagePadding + text.height)
            : CGSize(width: imageSize.width + imagePadding + text.width, height: max(imageSize.height, text.height))
        var textOrigin = CGPoint.zero
        switch placement {
        case .trailing:
            layout.image.origin = CGPoint(x: text.width + imagePadding, y: (layout.size.height - imageSize.height) / 2)
            textOrigin = CGPoint(x: 0, y: (layout.size.height - text.height) / 2)
        case .top:
            layout.image.origin = CGPoint(x: (layout.size.width - imageSize.width) / 2, y: 0)
            textOrigin = CGPoint(x: (layout.size.width - text.width) / 2, y: imageSize.height + imagePadding)
        case .bottom:
            layout.image.origin = CGPoint(x: (layout.size.width - imageSize.width) / 2, y: text.height + imagePadding)
            textOrigin = CGPoint(x: (layout.size.width - text.width) / 2, y: 0)
        default:
            layout.image.origin = CGPoint(x: 0, y: (layout.size.height - imageSize.height) / 2)
            textOrigin = CGPoint(x: imageSize.width + imagePadding, y: (layout.size.height - text.height) / 2)
        }
        layout.image.size = imageSize
        layout.title = CGRect(x: textOrigin.x + (text.width - title.width) / 2, y: textOrigin.y, width: title.width, height: title.height)
        layout.subtitle = CGRect(x: textOrigin.x + (text.width - subtitle.width) / 2, y: textOrigin.y + title.height + titlePadding,
                                 width: subtitle.width, height: subtitle.height)
        if let configuration {
            let insets = configuration.contentInsets
            layout.insets = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        } else {
            let padding = title == .zero ? 0 : Self.legacyTitlePadding
            layout.insets = EdgeInsets(top: contentEdgeInsets.top + padding, left: contentEdgeInsets.left,
                                       bottom: contentEdgeInsets.bottom + padding, right: contentEdgeInsets.right)
        }
        return layout
    }
}
