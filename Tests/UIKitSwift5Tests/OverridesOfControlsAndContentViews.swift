import UIKit
import QuartzCore

/// UIControl, UIButton, UILabel, UIImageView, UIStackView and UIWindow members as iOS
/// code overrides them: this file builds only while each is overridable with UIKit's
/// signature.

class OverridingControl: UIControl, OverrideRecording {
    var calls: [String] = []
    override var isEnabled: Bool { didSet { record() } }
    override var isSelected: Bool { didSet { record() } }
    override var isHighlighted: Bool { didSet { record() } }
    override var state: UIControl.State { super.state }
    override var contentVerticalAlignment: UIControl.ContentVerticalAlignment { didSet { record() } }
    override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { didSet { record() } }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { record(); return super.beginTracking(touch, with: event) }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { record(); return super.continueTracking(touch, with: event) }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { record(); super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { record(); super.cancelTracking(with: event) }
    override func sendAction(_ action: UIAction) { record(); super.sendAction(action) }
    override func sendActions(for controlEvents: UIControl.Event) { record(); super.sendActions(for: controlEvents) }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { record(); super.addAction(action, for: controlEvents) }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { super.removeAction(action, for: controlEvents) }
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { super.addTarget(target, action: action, for: controlEvents) }
    override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { super.removeTarget(target, action: action, for: controlEvents) }
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { record(); super.sendAction(action, to: target, for: event) }
}

class OverridingButton: UIButton, OverrideRecording {
    var calls: [String] = []
    override var isHighlighted: Bool { didSet { record() } }
    override var isSelected: Bool { didSet { record() } }
    override var isEnabled: Bool { didSet { record() } }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override var titleLabel: UILabel? { super.titleLabel }
    override var imageView: UIImageView? { super.imageView }
    override var contentEdgeInsets: UIEdgeInsets { didSet { record() } }
    override var titleEdgeInsets: UIEdgeInsets { didSet { record() } }
    override var imageEdgeInsets: UIEdgeInsets { didSet { record() } }
    override var configuration: UIButton.Configuration? { didSet { record() } }
    override var menu: UIMenu? { didSet { record() } }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { record(); return super.titleRect(forContentRect: contentRect) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { record(); return super.imageRect(forContentRect: contentRect) }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { record(); return super.backgroundRect(forBounds: bounds) }
    override func contentRect(forBounds bounds: CGRect) -> CGRect { record(); return super.contentRect(forBounds: bounds) }
    override func setTitle(_ title: String?, for state: UIControl.State) { record(); super.setTitle(title, for: state) }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { record(); super.setImage(image, for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) { record(); super.setTitleColor(color, for: state) }
    override func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { record(); super.setBackgroundImage(image, for: state) }
    override func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { record(); super.setAttributedTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { super.title(for: state) }
    override func image(for state: UIControl.State) -> UIImage? { super.image(for: state) }
    override func titleColor(for state: UIControl.State) -> UIColor? { super.titleColor(for: state) }
    override func updateConfiguration() { record(); super.updateConfiguration() }
    override func setNeedsUpdateConfiguration() { record(); super.setNeedsUpdateConfiguration() }
}

class OverridingLabel: UILabel, OverrideRecording {
    var calls: [String] = []
    override var text: String? { didSet { record() } }
    override var attributedText: NSAttributedString? { didSet { record() } }
    override var isEnabled: Bool { didSet { record() } }
    override var font: UIFont! { didSet { record() } }
    override var textColor: UIColor! { didSet { record() } }
    override var textAlignment: NSTextAlignment { didSet { record() } }
    override var numberOfLines: Int { didSet { record() } }
    override var lineBreakMode: NSLineBreakMode { didSet { record() } }
    override var isHighlighted: Bool { didSet { record() } }
    override var highlightedTextColor: UIColor? { didSet { record() } }
    override var adjustsFontSizeToFitWidth: Bool { didSet { record() } }
    override var minimumScaleFactor: CGFloat { didSet { record() } }
    override var preferredMaxLayoutWidth: CGFloat { didSet { record() } }
    override var shadowColor: UIColor? { didSet { record() } }
    override var shadowOffset: CGSize { didSet { record() } }
    override var intrinsicContentSize: CGSize { record(); return super.intrinsicContentSize }
    override func drawText(in rect: CGRect) { record(); super.drawText(in: rect) }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { record(); return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines) }
}

class OverridingImageView: UIImageView, OverrideRecording {
    var calls: [String] = []
    override init(image: UIImage?) { super.init(image: image) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var image: UIImage? { didSet { record() } }
    override var highlightedImage: UIImage? { didSet { record() } }
    override var isHighlighted: Bool { didSet { record() } }
    override var animationImages: [UIImage]? { didSet { record() } }
    override var animationDuration: TimeInterval { didSet { record() } }
    override var isAnimating: Bool { super.isAnimating }
    override func startAnimating() { record(); super.startAnimating() }
    override func stopAnimating() { record(); super.stopAnimating() }
}

class OverridingStackView: UIStackView, OverrideRecording {
    var calls: [String] = []
    override class var layerClass: AnyClass { super.layerClass }
    override var axis: NSLayoutConstraint.Axis { didSet { record() } }
    override var spacing: CGFloat { didSet { record() } }
    override var alignment: UIStackView.Alignment { didSet { record() } }
    override var distribution: UIStackView.Distribution { didSet { record() } }
    override var isLayoutMarginsRelativeArrangement: Bool { didSet { record() } }
    override func addArrangedSubview(_ view: UIView) { record(); super.addArrangedSubview(view) }
    override func removeArrangedSubview(_ view: UIView) { record(); super.removeArrangedSubview(view) }
    override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { record(); super.insertArrangedSubview(view, at: stackIndex) }
    override func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { record(); super.setCustomSpacing(spacing, after: arrangedSubview) }
    override func customSpacing(after arrangedSubview: UIView) -> CGFloat { super.customSpacing(after: arrangedSubview) }
}

class OverridingWindow: UIWindow {
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
    override func makeKeyAndVisible() { super.makeKeyAndVisible() }
    override func makeKey() { super.makeKey() }
    override func becomeKey() { super.becomeKey() }
    override func resignKey() { super.resignKey() }
    override var rootViewController: UIViewController? { didSet {} }
}
