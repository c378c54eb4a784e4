import EaselGraphics
import Foundation

/// The view a cell, header or footer draws its `backgroundConfiguration` with, behind
/// all its other subviews and filling it: the fill, then the custom view, then the
/// image, in the background's frame (the view's bounds less `backgroundInsets`, from
/// the layout margins on `edgesAddingLayoutMarginsToBackgroundInsets`) clipped to
/// `cornerRadius`; and above them the stroke, `strokeOutset` outside that frame.
/// Colours left `nil` take the host's tint colour.
@MainActor
final class ConfiguredBackgroundView: View {
    /// The configuration drawn.
    var configuration = BackgroundConfiguration() { didSet { apply(replacing: oldValue.customView) } }
    /// The view whose margins and tint the background follows.
    private unowned let host: View
    private let fill = View(frame: .zero)
    private let imageView = ImageView(image: nil)
    private let stroke = View(frame: .zero)

    init(host: View) {
        self.host = host
        super.init(frame: host.bounds)
        isUserInteractionEnabled = false
        addSubview(fill)
        fill.addSubview(imageView)
        addSubview(stroke)
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The background's frame in the view: the bounds inset by `backgroundInsets`, plus
    /// the host's layout margins on the edges that add them.
    var backgroundFrame: CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        let margins = host.directionalLayoutMargins
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        return bounds.inset(by: insets.resolved(for: host.effectiveUserInterfaceLayoutDirection))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = backgroundFrame
        fill.frame = frame
        configuration.customView?.frame = fill.bounds
        imageView.frame = fill.bounds
        stroke.frame = frame.insetBy(dx: -configuration.strokeOutset, dy: -configuration.strokeOutset)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply(replacing: configuration.customView)
    }

    /// Shows the configuration; `oldCustomView` is the custom view shown until now.
    private func apply(replacing oldCustomView: View?) {
        let tint: Color = host.tintColor
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        fill.layer.cornerRadius = max(0, configuration.cornerRadius)
        fill.clipsToBounds = configuration.cornerRadius > 0
        if oldCustomView !== configuration.customView {
            if oldCustomView?.superview === fill { oldCustomView?.removeFromSuperview() }
            if let customView = configuration.customView { fill.insertSubview(customView, at: 0) }
        }
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        imageView.isHidden = configuration.image == nil
        stroke.layer.borderWidth = max(0, configuration.strokeWidth)
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tint)
        stroke.layer.cornerRadius = configuration.cornerRadius > 0 ? max(0, configuration.cornerRadius + configuration.strokeOutset) : 0
        setNeedsLayout()
    }
}
